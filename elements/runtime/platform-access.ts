import type { Platform, PlatformConfigChange, PlatformContext, SessionStore, Unsubscribe } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import type { PageNeed } from '../../adapters/operations.ts';
import {
  buildPlatform, getRegistry, sessionPush, setSession, subscribe, updateConfig, wireExistingPlatform, type PlatformWiring, type Registry,
} from './registry.ts';
// The emitter's own file, not the events' index: the entry would take in the funnel's table with it.
import { emitCasinoEvent, type SignOutReason } from '../../features/toolkit/events/events.ts';
import { clearAllDrafts } from '../../features/toolkit/forms/draft-storage.ts';
// The table itself, not the feature's index: the entry stays small (React-free, no other tables).
import { languageOf } from '../../features/toolkit/jurisdiction/language-rules.ts';
import { pageLocale } from './page-locale.ts';
import { setQueryTriggers, type QueryTriggersOption } from './query-trigger-setting.ts';
import { setAnalytics, type AnalyticsOption } from './analytics-switch.ts';

declare const __CASINO_VERSION__: string;
export const VERSION: string = typeof __CASINO_VERSION__ === 'string' ? __CASINO_VERSION__ : '0.0.0-dev';

export const registry: Registry = getRegistry(VERSION);

/**
 * The language of a widget whose element names none: the page's, or, where the page named none either, the
 * language of the element's (else the page's) jurisdiction, so an `es` page is in Spanish by default.
 */
export function localeFor(elementLocale: string | null | undefined, elementJurisdiction?: string | null): string {
  if (elementLocale) return elementLocale;
  if (registry.localeNamed) return registry.config.locale;
  return languageOf(elementJurisdiction ?? registry.config.jurisdiction);
}
pageLocale.read = (jurisdiction) => localeFor(undefined, jurisdiction);

/** Texts per locale, by the stable keys of docs/message-keys.md (or Lingui ids): `{ sv: { 'sign-in': 'Logga in' } }`. */
export type MessageOverrides = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What a page may configure (window.casino.configure or <casino-platform>): any option of any platform, and texts. */
export type CasinoConfig = PlatformConfigChange & {
  /**
   * The operator's own texts, replacing the library's per locale, live; kept for the page. Each must keep its
   * source's placeholders, tags and plurals, or it is refused with a console error naming its key. A locale the
   * library has no catalog for is added when it names every key.
   */
  messages?: MessageOverrides;
  /**
   * Which links open a widget from the page's address: `all`, or the widgets' names (`['reset-password',
   * 'activation']`, or as text, `'reset-password activation'`); none unless named (docs/integration.md, "Links
   * that open a widget"). `none` turns them off again.
   */
  queryTriggers?: QueryTriggersOption;
  /**
   * `datalayer` pushes every casino-funnel event to `window.dataLayer` as Google Tag Manager reads it (docs/integration.md,
   * "Analytics"); `none` (the default) turns it off again.
   */
  analytics?: AnalyticsOption;
};

/** Settles once the texts given so far are in place: a widget's first render waits for it (runtime/mount.tsx). */
export const textOverrides: { applied: Promise<void> } = { applied: Promise.resolve() };

function applyMessages(messages: MessageOverrides): void {
  // In a chunk of its own (the checks, the compiler and the key table): pages without overrides never load it.
  textOverrides.applied = textOverrides.applied
    .then(() => import('../../i18n/overrides.ts'))
    .then(({ applyOverrides }) => void applyOverrides(messages))
    .catch((error: unknown) => console.error('[casino-elements] Text overrides:', error));
}

export function configure({ messages, queryTriggers, analytics, ...config }: CasinoConfig): void {
  if (messages !== undefined) applyMessages(messages);
  if (queryTriggers !== undefined) setQueryTriggers(queryTriggers);
  if (analytics !== undefined) setAnalytics(analytics);
  if (config.locale) registry.localeNamed = true;
  // Until the page names a language, the one its jurisdiction's players read (adapters send it to the backend).
  const locale = registry.localeNamed ? config.locale : languageOf(config.jurisdiction ?? registry.config.jurisdiction);
  updateConfig(registry, { ...config, locale });
}

const sessionStore: SessionStore = {
  get: () => registry.session,
  set: (sessionId) => setSession(registry, sessionId),
};

/**
 * A platform that signs players in through its own views (the provider framework) tells of it by push: the page
 * hears casino-signed-in and casino-signed-out as from a form (provider-session.ts, loaded for such a platform only).
 * Before the session's own wiring, so a sign-out the player made there is not taken for an expiry.
 */
function providerSessionPush(platform: Platform): (Unsubscribe | undefined)[] {
  // Other platforms' pushes (the realtime router's session codes) follow a sign-in their elements already announced.
  if (!platform.capabilities.providerViews || platform.capabilities.passwordSignIn) return [];
  let stop: Unsubscribe | undefined;
  let stopped = false;
  void import('./provider-session.ts').then(({ followProviderSession }) => {
    if (!stopped) stop = followProviderSession(platform, { signedIn: () => registry.session !== null, endSession: () => {
      signingOut = true;
      setSession(registry, null);
      signingOut = false;
      channel?.postMessage({ type: 'signed-out' });
    } });
  });
  return [() => {
    stopped = true;
    stop?.();
  }];
}

// What listens to each platform's push: the session here, the store's atoms once the first widget mounts.
const wirings: PlatformWiring[] = [providerSessionPush, sessionPush(registry)];

/** Subscribes to the push of every platform this page builds (the current one too); stops on dispose. */
export function wirePlatform(wiring: PlatformWiring): void {
  wirings.push(wiring);
  wireExistingPlatform(registry, wiring);
}

const context: PlatformContext = {
  // A getter: the adapter always sees the live jurisdiction and locale.
  get config() {
    return registry.config;
  },
  session: sessionStore,
  // The page's prompt (registry.solveCaptcha, installed by the entry): a dialog with the captcha.
  solveCaptcha: (challenge) => registry.solveCaptcha!(challenge),
  // The one rule for scripts (a chunk of its own: pages whose platform loads no script never fetch it).
  addScript: async (address) => {
    const { addScript } = await import('../../ui/script-loader.ts');
    return addScript(address, { trustedOrigins: registry.config.trustedScriptOrigins });
  },
};

// What the elements on the page use (elements/runtime/page-needs.ts, installed by the entry): none installed, the
// platform is held to every capability it claims.
let neededByPage: (() => Iterable<PageNeed>) | undefined;

/** Installs how the page's needs are collected when its platform is built (elements/index.ts). */
export function collectPageNeeds(collect: () => Iterable<PageNeed>): void {
  neededByPage = collect;
}

/** The page's platform, created on first use from the configuration of that moment and held to what the page's elements need. */
export function getPlatform(): Promise<Platform> {
  // A copy of the wirings: one added while this platform is built wires it through wirePlatform.
  return buildPlatform(registry, () => createPlatform(context, neededByPage?.()), [...wirings]);
}

export function startSession(sessionId: string): void {
  setSession(registry, sessionId);
}

// Sign-out in one tab signs out the others: sessionStorage is per tab, so they are told.
// Not on a server (Node has BroadcastChannel too): an open channel would keep its process from exiting.
const channel = typeof BroadcastChannel === 'undefined' || typeof document === 'undefined' ? null : new BroadcastChannel('casino-elements');
let signingOut = false;

channel?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
  if (event.data?.type !== 'signed-out' || !registry.session) return;
  signingOut = true;
  setSession(registry, null);
  signingOut = false;
  emitCasinoEvent(document, 'casino-signed-out', { reason: 'other-tab' });
});

// A session that ends by itself (the platform found it expired) belongs to no element: tell the page.
// However it ends (sign-out, expiry, another tab), what the player typed goes with it.
let lastSession = registry.session;
subscribe(registry, (change) => {
  if (change !== 'session') return;
  const ended = lastSession && !registry.session;
  lastSession = registry.session;
  if (ended) clearAllDrafts();
  if (ended && !signingOut && typeof document !== 'undefined') {
    emitCasinoEvent(document, 'casino-signed-out', { reason: 'session-expired' });
  }
});

/**
 * How long a sign-out waits for the platform before it signs out here anyway: on a slow network the player
 * is not left signed in on the page while the platform's answer is on its way (the call goes on).
 */
export const SIGN_OUT_WAIT_MS = 2000;

/**
 * Signs out: tells the platform (a failure there, or no answer within SIGN_OUT_WAIT_MS, still signs out
 * here), clears the session on the page and in every other tab, and emits casino-signed-out on the element
 * that asked, or on document.
 */
export async function signOut(reason: SignOutReason = 'player', source?: EventTarget): Promise<void> {
  if (!registry.session) return;
  signingOut = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const platform = await getPlatform();
    // A platform with no sign-out of its own (its session ends with the page's) is signed out here only.
    const told = platform.signOut ? platform.signOut() : Promise.resolve();
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)));
    told.catch((error: unknown) => console.warn('[casino-elements] the platform did not confirm the sign-out; signed out here anyway', error));
    await Promise.race([told.catch(() => undefined), late]);
  } catch (error) {
    console.warn('[casino-elements] the platform did not confirm the sign-out; signed out here anyway', error);
  } finally {
    clearTimeout(timer);
    setSession(registry, null);
    signingOut = false;
  }
  channel?.postMessage({ type: 'signed-out' });
  emitCasinoEvent(source ?? document, 'casino-signed-out', { reason });
}
