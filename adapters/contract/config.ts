// Part of the platform contract (adapters/contract.ts, its one entry): Jurisdictions, the platform configurations (one member per platform), the session store and the context an adapter is built with.

import type { ContentServiceConfig } from './content.ts';

/** The regulator whose rules apply: Malta (default), Sweden, Spain, Great Britain. */
export type Jurisdiction = 'mga' | 'sga' | 'es' | 'ukgc';

/** The backends an adapter exists for (spec 002 §1). */
export type PlatformName = 'rest' | 'realtime' | 'skillonnet' | 'framework';

/**
 * Whether a platform's players sign in, register and pay through the provider's own views (the capability
 * `providerViews`), known before its adapter loads: a widget on any other platform renders its own form without
 * fetching an adapter to ask (a sign-in's first render fetches none). tests/adapters/capabilities.test.ts holds each
 * row equal to the built adapter's capability.
 */
export const OPENS_OWN_VIEWS: { readonly [N in PlatformName]: boolean } = { rest: false, realtime: false, skillonnet: false, framework: true };

/** What every platform's configuration holds. */
export interface CommonPlatformConfig {
  jurisdiction: Jurisdiction;
  /** BCP 47 locale, for example `en`, `sv` or `pl-PL`. */
  locale: string;
  /** Time-out of each HTTP or RPC call, in milliseconds. Default 10000. */
  timeoutMs?: number;
  /** How often a read (never a write) is retried after a transient failure. Default 3. */
  retries?: number;
  /** Base of the jittered exponential back-off between retries, in milliseconds. Default 250. */
  retryBaseDelayMs?: number;
  /** Cashier: the payment provider's merchant id and environment (spec 002 §3.2). */
  merchantId?: string;
  cashierEnvironment?: string;
  /**
   * Cashier: the cashier's base address, replacing the one of `cashierEnvironment` (a sandbox cashier on
   * another port). Its origin becomes the only origin the cashier element talks to.
   */
  cashierUrl?: string;
  /**
   * Cashier: the rest of PaymentIQ's set-up (spec 002 §3.1, §3.2), set in code only (`configure`): the didAccessToken
   * is a credential, and theme and userData are objects. Each goes into the cashier's address by the documented rules
   * (theme as `theme_{group}_{key}`, other objects as dotted keys); css is sent as SET_CSS once the cashier loaded.
   */
  cashierOptions?: CashierOptions;
  /**
   * Captcha: the provider's public site key (reCAPTCHA v2). On the REST platform a configured key makes the
   * reset request show a captcha and send its token (`X-Captcha-Token`), and a call the platform refuses for want of
   * a token (CaptchaInvalid) is sent again with the token of the page's captcha prompt; the realtime platform's challenges
   * name their own key and use this one only when they name none.
   */
  captchaSiteKey?: string;
  /**
   * Captcha: the provider's script, loaded once when a captcha is first shown. Default reCAPTCHA's
   * `https://www.google.com/recaptcha/api.js`; the sandbox serves a local stand-in at `/captcha/api.js`.
   */
  captchaScriptUrl?: string;
  /**
   * Origins whose scripts the library may load with the page's CSP nonce and the `casino-elements` Trusted Types
   * signature (the captcha provider's; later the provider framework's and the chat's), for example
   * `['https://captcha.example']`. Set in code only (`configure`): no attribute sets it, so page markup alone
   * never earns a script the nonce. `https:` origins, or the page's own; reCAPTCHA's default address needs none.
   */
  trustedScriptOrigins?: readonly string[];
  /**
   * Bank-ID: origins besides the page's own where the callback page (`redirect-uri`) may be, for example
   * `['https://login.casino.example']`: the provider sends the sign-in code and state there. Set in code only
   * (`configure`); a cross-origin `redirect-uri` not listed here is refused.
   */
  oauthRedirectOrigins?: readonly string[];
  /**
   * `<casino-external>`: the origins whose pages may be framed or linked, for example `['https://help.casino.example']`.
   * Set in code only (`configure`), so page markup alone never frames another site; an address of any other origin
   * is refused with an error and never framed. None by default.
   */
  externalOrigins?: readonly string[];
  /**
   * The operator's own terms-and-conditions page, linked by the terms widget where the platform records the
   * acceptance but serves no text (the realtime platform).
   */
  termsUrl?: string;
  /**
   * The operator's support contact (a page, or a `mailto:` or `tel:` address): where a player who needs help is
   * sent, from the self-test's result, a break and a refused sign-in. Default `/support`.
   */
  supportUrl?: string;
  /**
   * A content management service for bonus texts (Contentful's Content Delivery API): the bonus selector and the
   * account's bonuses show an entry's title, description and image where one exists for the bonus. Set in code only
   * (`configure`): the delivery token is a credential.
   */
  contentService?: ContentServiceConfig;
  /**
   * The operator's support chat for `casino.openChat()` on a page without a `<casino-chat>` (whose `script-url` and
   * `app-id` win where there is one): its script (https, or the page's own origin) and the operator's id at the chat
   * provider. Read when the chat opens.
   */
  chat?: { scriptUrl: string; appId?: string };
}

/** The cashier's options beyond the merchant and the environment (PaymentIQ's integration configuration). */
export interface CashierOptions {
  /** The font the cashier uses (a font family of the fonts service): the cashier page loads its stylesheet. */
  font?: string;
  /** The cashier frame's width and height (CSS lengths), default 100% by 100% of its container. */
  containerWidth?: string;
  containerHeight?: string;
  /** The frame's least height (a CSS length); not sent to the cashier. Without it, the height the cashier reports. */
  containerMinHeight?: string;
  useExperimentalCdn?: boolean;
  /** The digital-identity access token the cashier's lookup hands over (didToken). */
  didAccessToken?: string;
  /** Operator data passed through to the cashier, sent as `userData.{name}`. */
  userData?: Readonly<Record<string, string | number | boolean>>;
  /** The cashier's theme, `{ group: { key: value } }`, sent as `theme_{group}_{key}`. */
  theme?: Readonly<Record<string, Readonly<Record<string, string | number | boolean>>>>;
  /** Whether the cashier processes the payment without a further confirmation. */
  autoProcess?: boolean;
  /** The amounts offered as buttons. */
  predefinedAmounts?: readonly number[];
  /** Style sheet text the cashier applies (SET_CSS). */
  css?: string;
}

/** The TogetherGaming REST platform (spec 002 §7.4). */
export interface RestPlatformConfig extends CommonPlatformConfig {
  platform: 'rest';
  /** Base URL of the operator's backend (absolute, or relative to the page such as `/api`). */
  apiUrl?: string;
}

/** The websocket RPC platform (spec 002 §7.3; reference: realtime-and-providers.md §1). */
export interface RealtimePlatformConfig extends CommonPlatformConfig {
  platform: 'realtime';
  /** The WAMP router, for example `wss://api.example.com/v2`. */
  wampUrl?: string;
  /** The WAMP realm: the operator's site domain, for example `http://www.example.com`. */
  realm?: string;
  /**
   * The platform's HTTP API beside the router (jackpots, favourites), absolute (`https://api.example.com`) or
   * relative to the page; without one, the page's origin (where the sandbox serves it).
   */
  apiUrl?: string;
}

/** The third-party casino platform (spec 002 §7.5; reference §2). */
export interface SkillOnNetPlatformConfig extends CommonPlatformConfig {
  platform: 'skillonnet';
  /** The skin (brand) name, for example `TestCasino`. */
  skin?: string;
  /** The platform's service address (jackpots, winners), for example `https://service.safe-communication.com`. */
  serviceUrl?: string;
}

/** The adapter over a casino provider's framework script (spec 002 §7.2, §3.3). */
export interface FrameworkPlatformConfig extends CommonPlatformConfig {
  platform: 'framework';
  /** The provider's framework script. */
  providerScriptUrl?: string;
  /** The provider's host passed to its `init`. */
  providerHost?: string;
  /** The brand id and domain passed to the provider's `init`. */
  brandId?: string;
  brandDomain?: string;
}

/**
 * What the page configures (`<casino-platform>` or `window.casino.configure`): one member per platform,
 * so an adapter reads only its own options and a new platform is a new member.
 */
export type PlatformConfig = RestPlatformConfig | RealtimePlatformConfig | SkillOnNetPlatformConfig | FrameworkPlatformConfig;

/** The configuration of one platform. */
export type PlatformConfigOf<N extends PlatformName> = Extract<PlatformConfig, { platform: N }>;

/** Every option any platform's configuration has. */
export type PlatformConfigKey = PlatformConfig extends infer C ? (C extends unknown ? keyof C : never) : never;

type ValueOfKey<K extends PlatformConfigKey> = PlatformConfig extends infer C ? (C extends Record<K, infer V> ? V : C extends Partial<Record<K, infer V>> ? V : never) : never;

/** A change of configuration as a page gives it: any option of any platform, all optional. */
export type PlatformConfigChange = { [K in PlatformConfigKey]?: ValueOfKey<K> };

/**
 * Options an adapter reads at call time, so a change applies live to the platform already built. Any
 * other option builds a new platform (and disposes the old one).
 */
export const LIVE_CONFIG_KEYS: ReadonlySet<PlatformConfigKey> = new Set<PlatformConfigKey>(['jurisdiction', 'locale', 'trustedScriptOrigins', 'oauthRedirectOrigins', 'cashierOptions', 'chat']);

/**
 * Options that name where the session id is sent: the platform's endpoints, and the cashier's (PaymentIQ's
 * set-up carries the session id, so the cashier's origin receives it; `cashierEnvironment` names that origin as
 * `cashierUrl` does). When the origin of one changes (or the platform does), the session is dropped locally, so
 * it never reaches another host: a change after sign-in signs the player out rather than being refused, so that
 * what the page configured is always what runs (docs/security.md, "Origins").
 */
export const ENDPOINT_CONFIG_KEYS = [
  'apiUrl', 'wampUrl', 'serviceUrl', 'providerScriptUrl', 'providerHost', 'cashierUrl', 'cashierEnvironment',
] as const satisfies readonly PlatformConfigKey[];

/**
 * Where an adapter reads and writes the session id. Adapters keep no global state: the registry
 * (memory plus sessionStorage) or a test provides the store.
 */
export interface SessionStore {
  get(): string | null;
  set(sessionId: string | null): void;
}

/** A captcha the platform asks for on its own (the realtime router's quota challenge). */
export interface CaptchaChallenge {
  /** The site key the platform named; null: the configured `captchaSiteKey`. */
  siteKey: string | null;
}

/** Everything an adapter is built from. `config` is read at call time, so locale changes apply live. */
export interface PlatformContext<C extends PlatformConfig = PlatformConfig> {
  readonly config: C;
  readonly session: SessionStore;
  /**
   * The runtime's prompt for a platform-initiated captcha: a dialog titled "Let us know that you are a
   * human." with the captcha in it; resolves with the completed captcha's token, rejects when the player
   * closes it. The registry gives it to every adapter it builds; absent in tests that build one by hand.
   */
  readonly solveCaptcha?: (challenge: CaptchaChallenge) => Promise<string>;
  /**
   * Adds a third party's script to the page under the library's one rule for scripts (ui/script-loader.ts: https: or
   * the page's own origin; the page's nonce only for origins trusted in code) and resolves with its element, not yet
   * loaded. The registry gives it to every adapter it builds (the provider framework's adapter loads its script with
   * it); absent where there is no page.
   */
  readonly addScript?: (address: string) => Promise<HTMLScriptElement>;
}

/** Returned by every subscription; call it to stop listening. */
export type Unsubscribe = () => void;
