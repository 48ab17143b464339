/**
 * The one front-end contract over every backend (spec 002 §1): the domain types of the three spec
 * documents, the `Platform` interface every adapter implements, its capability flags and the error
 * type every adapter throws. Features and elements import this file only, never a concrete adapter.
 *
 * Conventions of the domain (so each adapter maps to them, not each widget):
 * - Names are the spec's camelCase names; enumerations are lower-case (kebab-case) words, never the
 *   provider's PascalCase.
 * - Money is a number in the currency's major unit (12.5 means 12.50 EUR).
 * - Instants are ISO-8601 strings in UTC; dates of birth are `YYYY-MM-DD`.
 * - Time limits and session lengths are in minutes.
 * - Absent text in an entity is an empty string, so forms need no undefined checks; an absent number
 *   or flag is `undefined` only where "unknown" means something different from zero or false.
 *
 * This module knows no React and holds no state.
 */

// ---------------------------------------------------------------------------------------------
// Jurisdictions, configuration and sessions
// ---------------------------------------------------------------------------------------------

/** The regulator whose rules apply: Malta (default), Sweden, Spain, Great Britain. */
export type Jurisdiction = 'mga' | 'sga' | 'es' | 'ukgc';

/** The backends an adapter exists for (spec 002 §1). */
export type PlatformName = 'rest' | 'realtime' | 'skillonnet' | 'framework';

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
   * Captcha: the provider's public site key (reCAPTCHA v2). On the REST platform a configured key makes the
   * reset request show a captcha and send its token (`X-Captcha-Token`); the realtime platform's challenges
   * name their own key and use this one only when they name none.
   */
  captchaSiteKey?: string;
  /**
   * Captcha: the provider's script, loaded once when a captcha is first shown. Default reCAPTCHA's
   * `https://www.google.com/recaptcha/api.js`; the sandbox serves a local stand-in at `/captcha/api.js`.
   */
  captchaScriptUrl?: string;
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
export const LIVE_CONFIG_KEYS: ReadonlySet<PlatformConfigKey> = new Set<PlatformConfigKey>(['jurisdiction', 'locale']);

/**
 * Options that name where the session id is sent. When the origin of one changes (or the platform
 * does), the session is dropped locally, so it never reaches another host.
 */
export const ENDPOINT_CONFIG_KEYS = [
  'apiUrl', 'wampUrl', 'serviceUrl', 'providerScriptUrl', 'providerHost',
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
}

/** An adapter: a function from its context to a `Platform`. */
export type PlatformFactory<C extends PlatformConfig = PlatformConfig> = (context: PlatformContext<C>) => Platform;

/** Returned by every subscription; call it to stop listening. */
export type Unsubscribe = () => void;

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

export interface Currency {
  /** ISO 4217 code, for example `EUR`. */
  code: string;
}

export interface CallingCode {
  /** With the plus, for example `+46`. */
  code: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2 code, for example `SE`. */
  code: string;
  name: string;
  nationality: string;
  /** The currency a player of this country gets by default. */
  currency: string;
  phonePrefix: string;
}

/** What the player's IP address tells about them, to preselect sign-up fields. */
export interface GeoResult {
  country?: string;
  currency: string;
  phonePrefix: string;
}

/** Units of each currency per one unit of the platform's base currency. */
export type ExchangeRates = Readonly<Record<string, number>>;

// ---------------------------------------------------------------------------------------------
// Player, sign-in and sign-up
// ---------------------------------------------------------------------------------------------

export type Gender = 'male' | 'female' | 'other';

/** Fields the server may lock individually (spec 000 §3). */
export interface ProfileLocks {
  email: boolean;
  names: boolean;
  dateOfBirth: boolean;
  country: boolean;
  currency: boolean;
}

export interface Profile {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, empty when unknown. */
  dateOfBirth: string;
  address: string;
  city: string;
  zip: string;
  /** With the plus; empty when the platform gives the phone as one number. */
  callingCode: string;
  phone: string;
  country: string;
  language: string;
  currency: string;
  gender?: Gender;
  title: string;
  /** The e-mail address is verified (the account is activated). */
  isActivated: boolean;
  /** The whole profile is read-only (phone and password are disabled). */
  disabled: boolean;
  disabledFields: ProfileLocks;
  playerGroups: readonly string[];
  /** The jurisdiction the player is registered under, when the platform tells. */
  jurisdiction?: Jurisdiction;
  /** The terms-and-conditions version the player last accepted, when the platform tells. */
  acceptedTermsVersion?: number;
}

/** Editable profile fields; REST also needs the current password to save. */
export interface ProfileUpdate {
  password?: string;
  /** Only where the jurisdiction lets the player change it (SGA). */
  email?: string;
  address?: string;
  city?: string;
  zip?: string;
  callingCode?: string;
  phone?: string;
  language?: string;
  gender?: Gender;
  country?: string;
}

export interface SignInCredentials {
  /** The e-mail address (some platforms also accept a username here). */
  email: string;
  password: string;
}

/** What a successful sign-in tells the widget, to choose its follow-up (spec 000 §4). */
export interface SignInResult {
  sessionId: string;
  profile: Profile;
  /** The current terms are newer than the accepted ones: open the terms (after 1 s). */
  hasToAcceptTerms: boolean;
  /** The version to accept, when the platform numbers its terms. */
  termsVersion?: number;
  /** False: open the activation popup instead of the welcome message. */
  isEmailVerified: boolean;
}

/** What an OTP sign-in of an unknown phone tells about its owner, to prefill sign-up. */
export interface OtpPlayerInfo {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postArea: string;
  postCode: string;
}

/** An OTP sign-in either signs the player in or, for a new phone, prefills the sign-up. */
export type OtpSignInResult =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'prefill'; player: OtpPlayerInfo };

/** What starts an OAuth (bank-ID) sign-in: where the provider returns, and the state it must hand back. */
export interface OAuthStart {
  /** The callback page's address (the redirect URI). */
  redirectUrl: string;
  /** A random value of the widget's own, sent out and checked when the code comes back. */
  state: string;
}

/** The code the provider's callback received, with the redirect URI and the state of the same start. */
export interface OAuthCode {
  code: string;
  state: string;
  redirectUrl: string;
}

/** An OAuth (bank-ID style) sign-in either signs in or hands a token for the token sign-up. */
export type OAuthSignInResult =
  | { kind: 'signed-in'; result: SignInResult }
  | { kind: 'sign-up'; signUpToken: string };

/** Status reported by the OAuth iframe while the player confirms in their app (spec 002 §7.6). */
export interface OAuthCollectStatus {
  isAppOpened: boolean;
  isError: boolean;
  isComplete: boolean;
  qrCode?: string;
}

/** The values the sign-up wizard collects (spec 000 §3). */
export interface SignUpValues {
  email: string;
  /** Not collected in the SGA jurisdiction. */
  password?: string;
  confirmPassword?: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  address: string;
  city: string;
  zip: string;
  callingCode: string;
  /** Normalised: leading zeros stripped, calling code prepended. */
  phone: string;
  country: string;
  currency: string;
  gender?: Gender;
  bonusCode?: string;
  depositLimitDay?: number;
  depositLimitWeek?: number;
  depositLimitMonth?: number;
  /** Minutes. */
  sessionLimitDay?: number;
  sessionLimitWeek?: number;
  sessionLimitMonth?: number;
  /** The lower bound of the chosen annual activity band; absent where it is not asked (token sign-up). */
  annualActivity?: number;
  acceptTermsAndMarketing: boolean;
  acceptAll?: boolean;
  /** The 4-digit one-time code of the phone identification. */
  otp?: string;
}

/** What is submitted: the values plus the annual activity band's bounds. */
export interface SignUpPayload extends SignUpValues {
  annualActivityFrom?: number;
  /** The upper bound, or the lower bound when the band is open-ended. */
  annualActivityTo?: number;
  /** The terms version the player accepted by ticking the box. */
  termsVersion?: number;
  optIns?: readonly SubscriptionType[];
  affiliateTag?: string;
  /** The widget's jurisdiction when an element overrides the page's; the configured one otherwise. */
  jurisdiction?: Jurisdiction;
}

/** What a sign-up token (from an OAuth sign-in) tells about its person, to shape the token sign-up. */
export interface SignUpTokenInfo {
  firstName: string;
  lastName: string;
  /** ISO alpha-2, when the token names it. */
  country?: string;
  /** `YYYY-MM-DD`, when the token names it. */
  dateOfBirth?: string;
  /** The highest deposit limits this person may set, per period, in the player's currency. */
  maxDepositLimit: { day?: number; week?: number; month?: number };
}

export interface SignUpResult {
  playerId: string;
  /** Checks the platform flagged for review (for example duplicate account). */
  issues: readonly string[];
  /** Present when the platform signed the player in at once (code and token sign-ups). */
  signedIn?: SignInResult;
}

export interface ActivationResult {
  /** The platform signed the player in with the activation (the session is then set). */
  signedIn: boolean;
  /** Pages the player must see first, when the platform returns them with the activation. */
  actions: readonly PlayerAction[];
}

/** Whether an e-mail, phone or username is free to register. */
export type Availability = 'available' | 'taken';

/** Terms and conditions (or another legal document) in one language. */
export interface TermsDocument {
  version: number;
  /** Server-provided HTML: render only through the sanitizer. */
  content: string;
}

export type LegalDocumentType = 'terms-and-conditions' | 'privacy-policy' | 'cookie-policy' | 'pgsi';

/** A platform-wide session change (realtime session codes, provider events, other tabs). */
export interface SessionChange {
  signedIn: boolean;
  reason?: 'signed-in' | 'signed-out' | 'expired' | 'elsewhere' | 'session-limit' | 'self-excluded';
}

/**
 * The state of a platform's standing connection (the realtime platform's websocket): `connecting` while it
 * opens or reconnects after a drop; `offline` once its reconnect attempts ran out (the page offers Retry).
 */
export type ConnectionState = 'connecting' | 'online' | 'offline';

/** Display pages the platform asks for after sign-in (spec 001 §4, 002 §4.5). */
export type PlayerActionPage =
  | 'source-of-wealth-required'
  | 'responsible-gaming-test'
  | 'terms-and-conditions'
  | 'deposit-limits-required'
  | 'kyc-provide-documents'
  | 'kyc-remind-documents';

export interface PlayerAction {
  id?: string;
  page: PlayerActionPage;
  /** The player cannot dismiss the page. */
  force: boolean;
}

export type PlayerPropertyType = 'text' | 'number' | 'date-time' | 'date' | 'time' | 'odds-format';

export interface PlayerProperty {
  name: string;
  type: PlayerPropertyType;
  value: string;
}

// ---------------------------------------------------------------------------------------------
// Wallet, bonuses, messages, history, subscriptions
// ---------------------------------------------------------------------------------------------

export interface Wallet {
  realBalance: number;
  bonusBalance: number;
  totalBalance: number;
  currency: Currency;
}

export type BonusStatus = 'active' | 'initiated' | 'expired' | 'canceled' | 'finished';
/** `default` when the platform does not say. */
export type BonusType = 'freespins' | 'monetary' | 'default';
/** What an active bonus does to a withdrawal; `deny-withdraw` wins over `cancel-monetary`. */
export type WithdrawPolicy = 'none' | 'deny-withdraw' | 'cancel-monetary';

export interface Bonus {
  id: string;
  code: string;
  name: string;
  description: string;
  /** Custom markup shown instead of the name: render only through the sanitizer. */
  html?: string;
  assets?: { image?: string };
  type: BonusType;
  status: BonusStatus;
  currency: string;
  startTime?: string;
  endTime?: string;
  /** Wagering progress in percent. */
  wagered?: number;
  // The spelling "Requirment" is the spec's contract (000 §3): kept so widgets match it.
  wageringRequirment?: number;
  wageringRequirmentRemaining?: number;
  amount?: number;
  /** Free spins left. */
  amountRemaining?: number;
  minAmount?: number;
  maxAmount?: number;
  /** The bonus is used with a deposit (open the cashier with its code). */
  deposit: boolean;
  canBeCanceled: boolean;
  withdrawPolicy: WithdrawPolicy;
  product?: Product;
  gameProps: readonly { id?: string; name: string }[];
  gameProvider?: string;
}

export type MessageStatus = 'unpushed' | 'read' | 'notified';

export interface Message {
  id: string;
  title: string;
  /** Server-provided HTML: render only through the sanitizer. */
  content: string;
  status: MessageStatus;
  /** When it was sent (UTC). */
  messageSent: string;
  ctaAction?: string;
  ctaText?: string;
}

/** What the history select asks for (spec 000 §7). */
export type HistoryKind = 'deposit' | 'withdraw' | 'gambling';
export type TransactionType = 'deposit' | 'withdraw' | 'bet' | 'win' | 'cashout' | 'bonus' | 'other';
export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'initiated' | 'rollbacked' | 'canceled';

export interface Transaction {
  id: string;
  transactionType: TransactionType;
  amount: number;
  currency: string;
  status: TransactionStatus;
  /** Casino, Sport, Trustly, Swish, Creditcard, ... as the platform names it. */
  method: string;
  description: string;
  date: string;
}

export interface HistoryQuery {
  kind: HistoryKind;
  /** 1-based. */
  page: number;
  /** Default 10. */
  pageSize?: number;
  /** Default 2020-01-01. */
  from?: string;
  to?: string;
}

export interface HistoryPage {
  transactions: readonly Transaction[];
  /** Unknown on platforms that only tell when a short page arrives. */
  totalPageCount?: number;
  /** Whether a later page exists, when the total is unknown (spec 002 section 9). */
  hasNextPage?: boolean;
}

export interface PaymentStats {
  // The spec (000 §3) spells this field netGrossRenew; it is the net gross revenue.
  netGrossRevenue: number;
  totalDeposit: number;
  totalWithdraw: number;
}

export type SubscriptionType = 'sms' | 'email' | 'phone';

export interface Subscription {
  type: SubscriptionType;
  active: boolean;
}

// ---------------------------------------------------------------------------------------------
// Responsible gaming, verification, source of wealth
// ---------------------------------------------------------------------------------------------

export type LimitType =
  | 'deposit'
  | 'loss'
  | 'wager'
  | 'session'
  | 'product-session'
  | 'reality-check'
  | 'self-exclude'
  | 'block';
export type LimitPeriod = 'transaction' | 'daily' | 'weekly' | 'monthly';
export type Product = 'casino' | 'bingo' | 'sport' | 'fantasy' | 'pool-betting' | 'poker' | 'lotto';

export interface Limit {
  id: string;
  type: LimitType;
  period: LimitPeriod;
  product?: Product;
  status: 'active' | 'canceled';
  /** Money for money limits; minutes for time limits. */
  amount: number;
  remainingAmount?: number;
  /** An increase waiting for its cool-down (72 hours), shown beside the current limit. */
  queued?: { amount: number; activates?: string };
  /** The player cannot change it (its form is disabled). */
  locked: boolean;
  expiryDate?: string;
  currency?: string;
}

export interface LimitChange {
  type: LimitType;
  period: LimitPeriod;
  /** Money, or minutes for time limits. */
  amount: number;
  product?: Product;
  currency?: string;
}

export type BlockProduct = Product | 'payment' | 'bonus' | 'other';

export interface Block {
  id: string;
  product: BlockProduct;
  status: 'active' | 'inactive' | 'cool-down';
  expires?: string;
}

/** The self-exclude widget's choice (spec 001 §4). */
export type PanicChoice = 'open' | 'pause' | 'none';

export interface TestScore {
  score: number;
  version: 'full' | 'short' | 'spain-limit';
}

export interface RealityCheckWager {
  product: string;
  win: number;
  wager: number;
}

export interface RealityCheck {
  /** Minutes signed in in this session. */
  minutes: number;
  wagers: readonly RealityCheckWager[];
  currency: string;
}

export type RealityCheckChoice = 'logout' | 'continue';

export interface PreviousSession {
  won: number;
  wager: number;
  ip?: string;
  device?: string;
  started: string;
  ended: string;
  /** Minutes. */
  length: number;
}

export interface SessionInfo {
  /** Minutes until the next reality check. */
  nextRealityCheck?: number;
  /** Minutes since the session started. */
  length: number;
  started: string;
  prevSession?: PreviousSession;
}

export type KycDocumentType =
  | 'id'
  | 'credit-card'
  | 'proof-of-address'
  | 'bank-statement'
  | 'e-wallet'
  | 'source-of-wealth'
  | 'other';
export type KycStatus = 'uploaded' | 'approved' | 'declined';

/** The rejection reasons of spec 001 §8, as keys for their text labels (`KYC_REASON_LABELS` in features/kyc). */
export type KycRejectionReason =
  | 'account-number-not-visible'
  | 'all-four-corners-visible'
  | 'back-missing'
  | 'bad-quality-blurry'
  | 'black-white-copy'
  | 'expired-card'
  | 'flash'
  | 'front-missing'
  | 'information-not-visible'
  | 'missing-address'
  | 'missing-issue-date'
  | 'missing-name'
  | 'missing-signature-on-card-back'
  | 'name-or-expiry-covered'
  | 'neteller-drop-down'
  | 'new-layout'
  | 'no-official-logo'
  | 'old-document'
  | 'other-accounts'
  | 'other-cards'
  | 'scanned'
  | 'screenshot-or-stamped'
  | 'skrill-neteller-screenshot'
  | 'wrong-card-number'
  | 'wrong-document';

export interface KycDocument {
  /** The platform's id when it gives one (the list is keyed by it); otherwise built from type and date. */
  id: string;
  type: KycDocumentType;
  status: KycStatus;
  /** Rejection reasons of a declined document; a reason the adapter cannot name is left out. */
  reasons: readonly KycRejectionReason[];
  /** When it was uploaded (ISO-8601). */
  uploaded: string;
}

/** How far an upload has gone: bytes of the request body sent, of `total`. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface KycUpload {
  type: KycDocumentType;
  /** Base64 (images already scaled to 2000 px and re-encoded as jpeg by the widget). */
  image: string;
  /** Called as the request body goes out, where the platform can tell (bytes, not a guess). */
  onProgress?: (progress: UploadProgress) => void;
}

export interface SourceOfWealthOption {
  id: string;
  label: string;
}

/** The source-of-wealth declaration (spec 001 §2, §3): labels as the player chose them, in English. */
export interface SourceOfWealth {
  sources: readonly SourceOfWealthOption[];
  /** The free text of the Other source, when Other is chosen. */
  sourceOther?: string;
  industry: SourceOfWealthOption;
  /** The free text of the Other industry, when Other is chosen. */
  industryOther?: string;
  occupation: string;
  /** The annual income band in the player's currency; `to` absent for the open-ended top band. */
  income: { from: number; to?: number };
  confirmed: boolean;
  /** ISO 3166-1 alpha-2 codes. */
  nationality: string;
  birthCountry: string;
}

// ---------------------------------------------------------------------------------------------
// Payments, games, tournaments, content
// ---------------------------------------------------------------------------------------------

export type CashierKind = 'deposit' | 'withdraw' | 'pay-and-play';

export interface CashierRequest {
  kind: CashierKind;
  method?: string;
  amount?: number;
  bonusCode?: string;
}

/** What `<casino-cashier>` needs to load the payment cashier (spec 002 §3.2). */
export interface CashierSetup {
  merchantId: string;
  userId: string;
  sessionId: string;
  locale: string;
  environment: string;
  channelId: string;
  providerType: string;
  method?: string;
  amount?: number;
  bonusCode?: string;
  autoProcess?: boolean;
  allowCancelPendingWithdrawal: boolean;
  /** Flattened into `attributes.{name}` by the cashier element. */
  attributes?: Readonly<Record<string, string | number | boolean>>;
  settings?: { css?: string; predefinedAmounts?: readonly number[] };
  /** The cashier's base address when the configuration overrides the environment's (`cashierUrl`). */
  baseUrl?: string;
}

export interface Game {
  gameId: string;
  /** The provider's slug, where it launches by it. */
  identifier?: string;
  title: string;
  /** Has a demo (fun) mode. */
  demo: boolean;
  /** The provider flags it as appealing to children. */
  childish: boolean;
  tableIds?: readonly string[];
}

export type PlayMode = 'real' | 'demo';

export interface GameLaunchRequest {
  gameId: string;
  identifier?: string;
  mode: PlayMode;
  tableId?: string;
}

/** A game opens either at a URL the widget frames, or inside the provider's own framework. */
export type GameLaunch = { kind: 'url'; url: string } | { kind: 'provider' };

export interface Favourite {
  gameId: string;
  tableIds: readonly string[];
}

export interface Jackpot {
  id: string;
  name: string;
  amount: number;
  currency: string;
  gameIds: readonly string[];
}

export interface LeaderboardPlayer {
  firstName: string;
  lastName: string;
  position: number;
  points: number;
}

export interface TournamentLeaderboard {
  startDate: string;
  endDate: string;
  canJoin: boolean;
  players: readonly LeaderboardPlayer[];
}

/** Pages a framework-script provider opens in its own UI (spec 002 §7.2). */
export type ProviderView = 'sign-in' | 'sign-up' | 'account' | 'deposit' | 'withdraw' | 'contact-us';

/** Content pages (CMS entries and provider info pages); the HTML goes through the sanitizer. */
export type ContentPage = 'about-us' | 'bonus-policy' | 'welcome' | 'activate' | 'license-logos';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** The group of the error catalogue a key belongs to: the operation's area. */
export type ErrorArea =
  | 'sign-in'
  | 'sign-up'
  | 'sign-out'
  | 'activate'
  | 'reset-password'
  | 'player'
  | 'terms'
  | 'content'
  | 'bonus'
  | 'bonus-selector'
  | 'inbox'
  | 'history'
  | 'subscriptions'
  | 'unsubscribe'
  | 'responsible-gaming'
  | 'kyc'
  | 'source-of-wealth'
  | 'cashier'
  | 'game'
  | 'tournament';

/** The code part of a key (spec 002 §8.2 plus our session-expired and network-error). */
export type ErrorCode =
  | 'incorrect-credentials'
  | 'rate-limit'
  | 'player-self-blocked'
  | 'blocked'
  | 'login-time-blocked'
  | 'blacklisted'
  | 'spel-paus-validation-error'
  | 'player-conflict'
  | 'country-invalid'
  | 'invalid-email-domain'
  | 'phone-exists'
  | 'region-blocked'
  | `invalid-field-${string}`
  | 'link-expired'
  | 'player-not-found'
  | 'already-activated'
  | 'incorrect-code'
  | 'invalid-reset-pw-token'
  | 'invalid-file-type'
  | 'invalid-bonus'
  | 'optin-not-required'
  | 'already-optin'
  | 'optin-not-allowed'
  | 'tournament-not-found'
  | 'limit-locked'
  /** The call needs a completed captcha and got none, or a spent or expired token ("Let us know that you are a human."). */
  | 'captcha-required'
  | 'not-implemented'
  | 'session-expired'
  | 'network-error'
  | 'unknown-error';

/** `area.code`, the key the error catalogue resolves, for example `sign-in.incorrect-credentials`. */
export type ErrorKey = `${ErrorArea}.${ErrorCode}`;

export interface PlatformErrorInit {
  area: ErrorArea;
  code: ErrorCode;
  /** For developers and logs only; players see the catalogue's text for the key. */
  message?: string;
  status?: number;
  details?: Readonly<Record<string, string>>;
  retryAfterSeconds?: number;
  /**
   * The platform's own text for players, where it sends one (the realtime platform's `desc`): shown as is when
   * the key has no message of its own (`unknown-error`), so a refusal the catalogue cannot name still reads right.
   */
  platformMessage?: string;
  cause?: unknown;
}

// Marks instances across copies of the library (two bundles on one page), where instanceof fails.
const PLATFORM_ERROR = Symbol.for('casino-elements.platform-error');

/** The only error a `Platform` method rejects with. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  /** `area.code`, the catalogue key. */
  readonly key: ErrorKey;
  readonly area: ErrorArea;
  readonly code: ErrorCode;
  /** The HTTP status, when the platform answered over HTTP. */
  readonly status?: number;
  /** The provider's details (for example the invalid field). */
  readonly details?: Readonly<Record<string, string>>;
  /** How long the platform asks to wait before trying again (rate limits). */
  readonly retryAfterSeconds?: number;
  /** The platform's own text for players (see PlatformErrorInit). */
  readonly platformMessage?: string;

  constructor(init: PlatformErrorInit) {
    const key: ErrorKey = `${init.area}.${init.code}`;
    super(init.message ?? key, init.cause === undefined ? undefined : { cause: init.cause });
    // Not a class field: a symbol-keyed member would leak a private name into the published typings.
    Object.defineProperty(this, PLATFORM_ERROR, { value: true });
    this.key = key;
    this.area = init.area;
    this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.details !== undefined) this.details = init.details;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.platformMessage) this.platformMessage = init.platformMessage;
  }
}

/** True for a `PlatformError` (from any copy of the library), optionally with the given key. */
export function isPlatformError(error: unknown, key?: ErrorKey): error is PlatformError {
  if (typeof error !== 'object' || error === null) return false;
  const branded = error instanceof PlatformError || (error as { [PLATFORM_ERROR]?: unknown })[PLATFORM_ERROR] === true;
  return branded && (key === undefined || (error as PlatformError).key === key);
}

// ---------------------------------------------------------------------------------------------
// Capabilities
// ---------------------------------------------------------------------------------------------

/**
 * What a platform (as its adapter stands) can do, so a widget hides what it cannot offer. A flag
 * names a product feature that may need several operations; `hasOperation` checks one method.
 */
export interface Capabilities {
  /** E-mail and password sign-in (false where SGA-style bank-ID replaces it). */
  passwordSignIn: boolean;
  /** Bank-ID style OAuth sign-in through an iframe. */
  oauthSignIn: boolean;
  /** QR code for the OAuth sign-in on another device. */
  qrSignIn: boolean;
  /** Phone identification with a one-time code sent by SMS. */
  smsOtp: boolean;
  /** Sign-up with the full form (the sign-up wizard). */
  signUp: boolean;
  /** Sign-up with a token from an OAuth sign-in. */
  tokenSignUp: boolean;
  /** Account activation by an e-mailed code or link. */
  activation: boolean;
  /** Forgotten password: the reset request and the new password. */
  passwordReset: boolean;
  /**
   * The reset request needs a completed captcha, whose token goes with it (realtime: always; REST: when
   * `captchaSiteKey` is configured).
   */
  passwordResetCaptcha: boolean;
  /** Terms and conditions: reading the current version and accepting it. */
  terms: boolean;
  /**
   * The platform records that the player accepted the current terms. Without `terms` it serves no text: the
   * terms widget then links the operator's page (`termsUrl`) and offers Accept and Decline.
   */
  termsAcceptance: boolean;
  /** The account's profile: reading and changing details and the password. */
  profileEditing: boolean;
  /** Bonuses: the player's bonuses, claiming, cancelling, bonus codes and deposit offers. */
  bonuses: boolean;
  /** The inbox: the player's messages, marked read when opened. */
  inbox: boolean;
  /** Transaction and game-round history. */
  history: boolean;
  /** Marketing subscriptions (e-mail, SMS, phone) and unsubscribe links. */
  subscriptions: boolean;
  /** Responsible-gaming limits: deposit, loss, wager and session limits. */
  limits: boolean;
  /** Taking a break (a block for some days). */
  blocks: boolean;
  /** Self-exclusion. */
  selfExclusion: boolean;
  /** Blocks of single products (casino, sports betting). */
  productBlocks: boolean;
  /** Reality checks during the session. */
  realityCheck: boolean;
  /** The responsible-gaming self-test (PGSI). */
  responsibleGamingTest: boolean;
  /** The session summary after sign-in (SGA). */
  sessionSummary: boolean;
  /** Identity verification: document uploads and their review. */
  kyc: boolean;
  /** The source-of-wealth declaration. */
  sourceOfWealth: boolean;
  /** Deposits and withdrawals through the payment cashier. */
  cashier: boolean;
  /** Pay and play: a deposit that identifies the player with the bank and signs them in. */
  payAndPlay: boolean;
  /**
   * The countries (ISO alpha-2) where this platform offers pay-and-play, when it limits them (the
   * third-party casino platform: FI, NL, SE, spec 002 §7.5); null: wherever `payAndPlay` is true.
   */
  payAndPlayCountries: readonly string[] | null;
  /** Pushes balance changes (no polling needed). */
  balancePush: boolean;
  /** The game lobby. */
  games: boolean;
  /** Favourite games. */
  favourites: boolean;
  /** Last played games. */
  lastPlayed: boolean;
  /** Jackpots. */
  jackpots: boolean;
  /** Tournaments. */
  tournaments: boolean;
  /** Sign-in, account, deposit... open in the provider's own framework UI. */
  providerViews: boolean;
  /** Live chat with support. */
  chat: boolean;
}

// ---------------------------------------------------------------------------------------------
// The Platform
// ---------------------------------------------------------------------------------------------

/**
 * One method per operation of the spec's call tables (000 §7, 001 §7, 002 §7). Every method rejects
 * only with a `PlatformError` whose area is the operation's. Methods a platform lacks are absent:
 * check with `hasOperation` (or the capability flags) before offering the feature.
 */
export interface Platform {
  /** The adapter's name, as configured. */
  readonly name: PlatformName;
  readonly capabilities: Readonly<Capabilities>;

  // --- Core: every adapter has these -------------------------------------------------------

  /** Signs in with e-mail and password; sets the session and tells which follow-up is due. */
  signIn(credentials: SignInCredentials): Promise<SignInResult>;
  /** Signs out; the local session is cleared even when the platform cannot be reached. */
  signOut(): Promise<void>;
  /** The signed-in player's profile. */
  getProfile(): Promise<Profile>;
  /** The signed-in player's balances, in the player's currency. */
  getWallet(): Promise<Wallet>;

  // --- Sign-in variants, session and terms -------------------------------------------------

  /** Sends a one-time code by SMS (get-started identify step). */
  requestOtp?(input: { country: string; callingCode: string; phone: string }): Promise<void>;
  /** Signs in with the SMS code; an unknown phone answers with data to prefill the sign-up. */
  signInWithOtp?(input: { code: string; phone: string }): Promise<OtpSignInResult>;
  /**
   * The launch address of the OAuth (bank-ID) identity provider, loaded in a hidden iframe. `state` is the
   * widget's own random value: the provider hands it back with the code, and only that state is accepted.
   */
  getOAuthSignInUrl?(input: OAuthStart): Promise<string>;
  /** Completes an OAuth sign-in with the code the callback received: signed in, or a sign-up token for a new person. */
  signInWithCode?(input: OAuthCode): Promise<OAuthSignInResult>;
  /** The address of a QR image of the provider's QR payload, for the OAuth sign-in on another device. */
  getQrCodeUrl?(message: string): string;
  /** The current session's state, with the platform's own flags (realtime `getSessionInfo`). */
  getSessionState?(): Promise<SessionChange>;
  /** Listens to session changes the platform pushes (realtime codes, provider events). */
  onSessionChange?(listener: (change: SessionChange) => void): Unsubscribe;
  /** A short-lived single-sign-on token for a partner product. */
  createSsoToken?(type?: string): Promise<string>;
  /** The current terms and conditions in a locale. */
  getTerms?(locale: string): Promise<TermsDocument>;
  /** Records that the player accepted this version of the terms (the current one, where the platform numbers none). */
  acceptTerms?(version?: number): Promise<void>;
  /** Another legal document (privacy, cookies, PGSI) in a locale. */
  getDocument?(type: LegalDocumentType, locale: string): Promise<TermsDocument>;
  /** The jurisdiction the platform applies to this player or page. */
  getJurisdiction?(): Promise<Jurisdiction>;
  /** Pages the platform requires after sign-in (source of wealth, test, terms, limits, KYC). */
  getPlayerActions?(): Promise<readonly PlayerAction[]>;

  // --- Sign-up, activation, passwords ------------------------------------------------------

  /** Whether an account with this e-mail exists (in the configured jurisdiction). */
  validateEmail?(email: string): Promise<Availability>;
  /** Whether an account with this phone exists (in the configured jurisdiction). */
  validatePhone?(phone: string): Promise<Availability>;
  /** Whether this username is taken (in the configured jurisdiction). */
  validateUsername?(username: string): Promise<Availability>;
  /** Submits the sign-up wizard (a write: never retried). */
  signUp?(payload: SignUpPayload): Promise<SignUpResult>;
  /** Sign-up completing an OAuth sign-in that returned a sign-up token. */
  signUpWithToken?(token: string, payload: SignUpPayload): Promise<SignUpResult>;
  /** Sign-up of the person an OAuth (bank-ID) identification named, with its code (no password); signs the player in. */
  signUpWithCode?(identity: OAuthCode, payload: SignUpPayload): Promise<SignUpResult>;
  /** What a sign-up token says about its person (names, country, maximum limits); no request is made. */
  describeSignUpToken?(token: string): Promise<SignUpTokenInfo>;
  /** Activates the account with the one-time code sent by e-mail or SMS. */
  activateAccount?(input: { email: string; code: string }): Promise<ActivationResult>;
  /** Sends a new activation code. */
  requestActivationCode?(email: string): Promise<void>;
  /**
   * Sends the reset-password e-mail; `resetUrl` is where its link leads; `captchaToken`: the completed
   * captcha's one-time token, when `capabilities.passwordResetCaptcha` asks for one.
   */
  forgotPassword?(input: { email: string; resetUrl?: string; captchaToken?: string }): Promise<void>;
  /** Whether a reset key from the e-mail link is still usable. */
  validateResetKey?(key: string): Promise<boolean>;
  /** Sets a new password with the key or token from the reset e-mail. */
  resetPassword?(input: { token: string; email?: string; password: string }): Promise<void>;
  /** Changes the password of the signed-in player. */
  changePassword?(input: { oldPassword: string; newPassword: string }): Promise<void>;

  // --- Profile and reference data ----------------------------------------------------------

  /** Saves profile changes. */
  updateProfile?(changes: ProfileUpdate): Promise<void>;
  /** The player's groups (segments). */
  getPlayerGroups?(): Promise<readonly string[]>;
  getPlayerProperties?(): Promise<readonly PlayerProperty[]>;
  setPlayerProperties?(properties: readonly PlayerProperty[]): Promise<void>;
  /** Countries offered at sign-up (limited to the jurisdiction: the given one, else the configured one). */
  getCountries?(jurisdiction?: Jurisdiction): Promise<readonly Country[]>;
  getCurrencies?(): Promise<readonly Currency[]>;
  getCallingCodes?(): Promise<readonly CallingCode[]>;
  /** Currency and phone prefix suggested by the player's IP address. */
  getGeo?(): Promise<GeoResult>;
  /** The country of the player's IP address (ISO alpha-2), or null when it is not found. */
  getIpCountry?(): Promise<string | null>;
  getExchangeRates?(): Promise<ExchangeRates>;

  // --- Wallet, bonuses, messages, history, subscriptions -----------------------------------

  /** Listens to balance changes the platform pushes. */
  onBalanceChange?(listener: (wallet: Wallet) => void): Unsubscribe;
  /** The player's bonuses (all statuses; the widget filters). */
  getBonuses?(): Promise<readonly Bonus[]>;
  /** Bonuses to choose with a deposit (the bonus selector, deposit widget). */
  getDepositBonuses?(): Promise<readonly Bonus[]>;
  /** Triggers a bonus by code (bonus code tab); an invalid code rejects `bonus.invalid-bonus`. */
  triggerBonus?(code: string): Promise<void>;
  /** Claims an initiated bonus from the list. */
  claimBonus?(bonusId: string): Promise<void>;
  /** Cancels an active bonus that allows it. */
  cancelBonus?(bonusId: string): Promise<void>;
  // The list's "deposit-bonus" (spec 000 §7) is no call of its own: it opens the deposit with the
  // bonus code, which reaches the platform through getCashierSetup({ bonusCode }).
  /** Inbox messages, unpushed first, then newest first. */
  getMessages?(): Promise<readonly Message[]>;
  getMessage?(id: string): Promise<Message>;
  /** Marks a message (read when opened). */
  markMessage?(id: string, status: MessageStatus): Promise<void>;
  /** One page of transaction history. */
  getHistory?(query: HistoryQuery): Promise<HistoryPage>;
  /** Deposit and withdrawal totals and net gross revenue (history header, session summary). */
  getPaymentStats?(): Promise<PaymentStats>;
  getSubscriptions?(): Promise<readonly Subscription[]>;
  updateSubscriptions?(subscriptions: readonly Subscription[]): Promise<void>;
  /** Subscriptions of the player an unsubscribe link's token names (no session). */
  getSubscriptionsByToken?(token: string): Promise<readonly Subscription[]>;
  /** Unsubscribes with a link's token, keeping the listed channels. */
  unsubscribe?(token: string, keep: readonly SubscriptionType[]): Promise<void>;

  // --- Responsible gaming ------------------------------------------------------------------

  // Limits, blocks and self-exclusion: the account's responsible-gaming tab (REST: adapters/rest/responsible-gaming-limits.ts).
  /** Active limits (a raise waiting for its cool-down as `queued`, an operator's as `locked`) and cancelled ones. */
  getLimits?(): Promise<readonly Limit[]>;
  /** Sets a limit; an increase is queued for the cool-down, a decrease applies at once. */
  setLimit?(change: LimitChange): Promise<void>;
  /** Removes a limit (refused for SGA deposit limits by the widget's rules). */
  removeLimit?(limit: Pick<Limit, 'id' | 'type' | 'period' | 'product'>): Promise<void>;
  /** Blocks the player for a number of days (99999: indefinitely); signs the player out. */
  block?(days: number): Promise<void>;
  /** Self-excludes for a number of days; signs the player out. */
  selfExclude?(days: number): Promise<void>;
  /** Records the self-exclude widget's choice. */
  sendPanicChoice?(choice: PanicChoice): Promise<void>;
  /** Submits the responsible gaming test's score. */
  submitTestScore?(score: TestScore): Promise<void>;
  getSessionInfo?(): Promise<SessionInfo>;
  getRealityCheck?(): Promise<RealityCheck>;
  /** Answers a reality check. */
  answerRealityCheck?(choice: RealityCheckChoice): Promise<void>;
  /** Active and cooling-down product blocks (a payment block stops deposits). */
  getProductBlocks?(): Promise<readonly Block[]>;

  // --- Verification ------------------------------------------------------------------------

  getKycDocuments?(): Promise<readonly KycDocument[]>;
  /** Uploads a document (a write: never retried); a bad type rejects `kyc.invalid-file-type`. */
  uploadKycDocument?(upload: KycUpload): Promise<void>;
  submitSourceOfWealth?(declaration: SourceOfWealth): Promise<void>;

  // --- Payments ----------------------------------------------------------------------------

  /** The payment cashier's configuration for a deposit, withdrawal or pay-and-play. */
  getCashierSetup?(request: CashierRequest): Promise<CashierSetup>;

  // --- Games, jackpots, tournaments --------------------------------------------------------

  getGames?(): Promise<readonly Game[]>;
  /** Listens to the provider's games-list updates. */
  onGamesChange?(listener: (games: readonly Game[]) => void): Unsubscribe;
  launchGame?(request: GameLaunchRequest): Promise<GameLaunch>;
  /** Tells the provider the game overlay closed. */
  closeGame?(): Promise<void>;
  getFavourites?(): Promise<readonly Favourite[]>;
  addFavourite?(gameId: string, tableId?: string): Promise<void>;
  removeFavourite?(gameId: string, tableId?: string): Promise<void>;
  getLastPlayedGames?(limit?: number): Promise<readonly Game[]>;
  setLastPlayedGame?(gameId: string, tableId?: string): Promise<void>;
  getJackpots?(): Promise<readonly Jackpot[]>;
  getTotalJackpot?(): Promise<{ amount: number; currency: string }>;
  /** Opts the player in to a tournament. */
  joinTournament?(tournamentId: string): Promise<void>;
  getLeaderboard?(input: { tournamentId: string; offset?: number; limit?: number }): Promise<TournamentLeaderboard>;
  /** The part of the leaderboard around the signed-in player. */
  getRelativeLeaderboard?(input: { tournamentId: string; limit?: number }): Promise<TournamentLeaderboard>;

  // --- Content and provider UI -------------------------------------------------------------

  /** A content page's HTML (CMS entry or provider info page). */
  getContentPage?(page: ContentPage, locale: string): Promise<string>;
  /** Opens one of the provider framework's own views. */
  openProviderView?(view: ProviderView): Promise<void>;
  /** Opens the platform's support chat. */
  openChat?(): Promise<void>;

  // --- Connection (platforms with a standing connection) -----------------------------------

  /** Listens to the connection's state; called at once with the current one. */
  onConnectionChange?(listener: (state: ConnectionState) => void): Unsubscribe;
  /** Tries to connect again after the reconnect attempts ran out (the offline notice's Retry). */
  reconnect?(): Promise<void>;

  /** Releases connections and listeners (websocket, provider script). */
  dispose?(): void | Promise<void>;
}

/** Every operation name (the function-valued members of `Platform`). */
export type OperationName = {
  [K in keyof Platform]-?: NonNullable<Platform[K]> extends (...args: never[]) => unknown ? K : never;
}[keyof Platform];

/** The operations an adapter may lack. */
export type OptionalOperation = {
  [K in OperationName]-?: undefined extends Platform[K] ? K : never;
}[OperationName];

/** The operations an adapter may lack (the name `requireOperation` takes). */
export type OptionalOperationName = OptionalOperation;

/** The operations every adapter must have. */
export type RequiredOperation = Exclude<OperationName, OptionalOperation>;

/** True when the platform has the operation; narrows it to present. */
export function hasOperation<K extends OptionalOperation>(
  platform: Platform,
  operation: K,
): platform is Platform & Required<Pick<Platform, K>> {
  return typeof platform[operation] === 'function';
}

/**
 * What a signed-in page reads before its widgets have rendered (the registry's early reads): the player's
 * profile, and the messages (the account's unread count and inbox).
 */
export type EarlyReadKey = 'profile' | 'inbox';
