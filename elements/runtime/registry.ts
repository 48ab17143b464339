import type {
  CaptchaChallenge, EarlyReadKey, Platform, PlatformConfig, PlatformConfigChange, PlatformConfigKey, Unsubscribe,
} from '../../adapters/contract.ts';
// The configuration's tables from their own file, not through the contract's index: the entry script takes in
// every module it imports, and the index would bring the error classes the entry never uses (adapters load them).
import { ENDPOINT_CONFIG_KEYS, LIVE_CONFIG_KEYS } from '../../adapters/contract/config.ts';

/**
 * The one registry of a page, kept on globalThis so that two copies of the library (say, two bundles
 * of different versions) share one configuration, one session and one store.
 */
export interface Registry {
  readonly version: string;
  config: PlatformConfig;
  /** Bumped on every configuration change, so listeners can tell a new platform is due. */
  configVersion: number;
  /** The platform for the current configuration, created on first use. */
  platform: Promise<Platform> | null;
  /**
   * What stops the current platform's push subscriptions, run when it is retired. Optional: a registry
   * made by an older copy of the library has none until a platform is wired.
   */
  platformStops?: Unsubscribe[];
  /** The session id: memory first; sessionStorage only so a reload keeps the player signed in. */
  session: string | null;
  /**
   * Where the session belongs (sessionHostKey of the configuration it was started under), kept beside it, so a
   * reloaded page whose configuration names that same platform and host keeps it. Optional: a registry made by an
   * older copy has none (the previous and next configurations are then compared, as before).
   */
  sessionHost?: string | null;
  /**
   * The session was read from storage and no platform has been built since: the page is still configuring itself
   * (attribute by attribute), so whether the session stays is decided when the first platform is built.
   */
  sessionFromStorage?: boolean;
  /**
   * The page named a locale (configure or <casino-platform locale>). Until it does, `config.locale` follows the
   * jurisdiction's language (Spanish for `es`). Optional: a registry made by an older copy has none.
   */
  localeNamed?: boolean;
  /** The jotai store every element renders with (typed loosely so this module needs no jotai). */
  store: unknown;
  readonly listeners: Set<(change: RegistryChange) => void>;
  /**
   * The page's one modal overlay (elements/runtime/modal-host.ts), installed by the first copy of the library that
   * opens or looks up a modal; every copy opens and closes through it. Optional: a registry made by an
   * older copy has none until a newer copy installs one.
   */
  modalHost?: SharedModalHost;
  /**
   * The session whose services (display pages, reality checks) run on this page, so that a second copy of the
   * library does not run them twice. Optional: a registry made by an older copy has none.
   */
  sessionServices?: string | null;
  /**
   * The runtime's prompt for a captcha a platform asks for (every adapter's `context.solveCaptcha` calls it),
   * installed by the first copy of the library. Optional: a registry made by an older copy has none until a
   * newer copy installs one.
   */
  solveCaptcha?: (challenge: CaptchaChallenge) => Promise<string>;
  /**
   * Reads a signed-in page's first widgets will make, started at once (elements/runtime/session-services.ts),
   * beside the widgets' chunks rather than after React has run and the widgets have rendered; each is taken
   * once, into the page's store when the first widget makes it, for the same session (elements/runtime/mount.tsx). Optional: a
   * registry made by an older copy has none.
   */
  earlyReads?: Map<EarlyReadKey, EarlyRead>;
}

export interface EarlyRead {
  /** The session it was read for: a read of another session is never handed out. */
  readonly session: string;
  /** When it was started (Date.now()): a widget first shown much later reads anew. */
  readonly started: number;
  readonly result: Promise<unknown>;
  /** The query the page's store hands it to (see primeQuery), where a widget reads it by key. */
  readonly queryKey?: readonly [string, ...(string | number | boolean | null)[]];
}

/**
 * The modal host as every copy of the library calls it. Copies of other versions share it, so it only
 * ever grows: a member is never removed nor changes meaning.
 */
export interface SharedModalHost {
  /**
   * Opens `tag` with the given properties, or swaps it into the open overlay; returns the widget element.
   * `forced`: the player must act in it (terms to accept): Escape, the backdrop and the back action do nothing.
   */
  open(tag: string, props: Record<string, unknown>, options?: { forced?: boolean }): HTMLElement;
  /** Closes the open modal, if any. `fromHistory`: the browser's back action closed it (no history.back()). */
  close(options?: { fromHistory?: boolean }): void;
  /** Shows a widget element made before the host loaded; `opener` gets focus back when it closes. */
  adopt?(widget: HTMLElement, options?: { forced?: boolean }, from?: { opener: HTMLElement | null; openerHost: HTMLElement | null }): void;
  isOpen(): boolean;
  /** The modal a widget element sits in, if any. */
  controllerOf(element: HTMLElement): ModalController | undefined;
}

/** What a widget in a modal can ask of it. */
export interface ModalController {
  close(): void;
  /** The player must act in the widget: it shows no close button, and nothing but the widget closes it. */
  readonly forced?: boolean;
}

/** 'platform': the platform was retired (a new one is built on next use), so what it answered is stale. */
export type RegistryChange = 'config' | 'session' | 'platform';

/** Subscribes to a platform's push (session, balance); returns what stops each subscription. */
export type PlatformWiring = (platform: Platform) => ReadonlyArray<Unsubscribe | undefined>;

const KEY = Symbol.for('casino-elements');
export const SESSION_STORAGE_KEY = 'casino-elements.session';
export const SESSION_HOST_STORAGE_KEY = 'casino-elements.session-host';

export const DEFAULT_CONFIG: PlatformConfig = {
  platform: 'rest',
  apiUrl: '/api',
  jurisdiction: 'mga',
  locale: 'en',
};

function readStoredSession(key = SESSION_STORAGE_KEY): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage can be blocked (privacy modes, sandboxed frames): memory still works
  }
}

// On a server (no document: Node, a framework's server bundle) the registry is this module's own: importing the
// package there defines nothing global, and one page's configuration is not a whole server's.
const serverHolder: { [KEY]?: Registry } = {};

export function getRegistry(version = '0.0.0'): Registry {
  const holder = (typeof document === 'undefined' ? serverHolder : globalThis) as typeof globalThis & { [KEY]?: Registry };
  holder[KEY] ??= {
    version,
    config: { ...DEFAULT_CONFIG },
    configVersion: 0,
    platform: null,
    platformStops: [],
    session: readStoredSession(),
    sessionHost: readStoredSession(SESSION_HOST_STORAGE_KEY),
    sessionFromStorage: true,
    store: null,
    listeners: new Set(),
  };
  return holder[KEY];
}

function notify(registry: Registry, change: RegistryChange): void {
  for (const listener of [...registry.listeners]) listener(change);
}

export function subscribe(registry: Registry, listener: (change: RegistryChange) => void): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

/** Endpoint options that name an environment (whose origin the adapter knows), not an address: compared as written. */
const NAMED_ENDPOINT_KEYS: ReadonlySet<PlatformConfigKey> = new Set<PlatformConfigKey>(['cashierEnvironment']);

/** The origin an endpoint option names (resolved against the page when relative); null when none. */
function originOf(value: unknown, key?: PlatformConfigKey): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (key && NAMED_ENDPOINT_KEYS.has(key)) return value;
  try {
    // With no page (node), a relative address stays on "the page's" origin, whatever that is.
    return new URL(value, globalThis.location?.href ?? 'http://page.invalid').origin;
  } catch {
    return value; // not a URL: compared as written, so any change counts
  }
}

/** The platform and the origins of its endpoints: a session is sent only where this is the same. */
export function sessionHostKey(config: PlatformConfig): string {
  const read = (key: PlatformConfigKey) => (config as Partial<Record<PlatformConfigKey, unknown>>)[key];
  return [config.platform, ...ENDPOINT_CONFIG_KEYS.map((key) => originOf(read(key), key) ?? '')].join(' ');
}

/** True when the session would go to another host (or another platform) under the next configuration. */
export function sessionLeavesHost(previous: PlatformConfig, next: PlatformConfig): boolean {
  if (previous.platform !== next.platform) return true;
  const read = (config: PlatformConfig, key: PlatformConfigKey) => (config as Partial<Record<PlatformConfigKey, unknown>>)[key];
  return ENDPOINT_CONFIG_KEYS.some((key) => originOf(read(previous, key), key) !== originOf(read(next, key), key));
}

/**
 * Stops listening to the current platform and disposes it; the next use builds a new one. A platform
 * still being built is disposed when it is ready (and never wired: see buildPlatform).
 */
export function retirePlatform(registry: Registry): void {
  const retired = registry.platform;
  const stops = registry.platformStops?.splice(0) ?? [];
  registry.platform = null;
  for (const stop of stops) {
    try {
      stop();
    } catch (error) {
      console.warn('[casino-elements] a platform subscription did not stop cleanly', error);
    }
  }
  retired
    ?.then((platform) => platform.dispose?.())
    .catch((error: unknown) => console.warn('[casino-elements] the previous platform did not dispose cleanly', error));
}

/**
 * Merges a partial configuration. A change of any option an adapter reads when it is built (anything
 * but jurisdiction and locale, which adapters read live) retires the platform, so the next use builds
 * one from the new configuration; when the session would go to another host, it is dropped here, with
 * no sign-out call (that would send it to the new host).
 */
export function updateConfig(registry: Registry, partial: PlatformConfigChange): void {
  const previous = registry.config;
  const next: Record<string, unknown> = { ...previous };
  let changed = false;
  let rebuild = false;
  for (const [name, value] of Object.entries(partial) as Array<[PlatformConfigKey, unknown]>) {
    if (value === undefined || next[name] === value) continue;
    next[name] = value;
    changed = true;
    if (!LIVE_CONFIG_KEYS.has(name)) rebuild = true;
  }
  if (!changed) return;
  registry.config = next as unknown as PlatformConfig;
  registry.configVersion += 1;
  if (rebuild) retirePlatform(registry);
  // A stored session waits for the page's whole configuration (see sessionFromStorage): one that names where it
  // was started is then kept only there; one a page stored itself, naming no host, is the page's own choice (as a
  // session given to configure() is). Any other goes as soon as the host changes.
  const deferred = registry.sessionFromStorage === true;
  if (registry.session && !deferred && sessionLeavesHost(previous, registry.config)) setSession(registry, null);
  notify(registry, 'config');
  if (rebuild) notify(registry, 'platform');
}

export function setSession(registry: Registry, sessionId: string | null): void {
  if (registry.session === sessionId) return;
  registry.session = sessionId;
  registry.sessionHost = sessionId ? sessionHostKey(registry.config) : null;
  registry.sessionFromStorage = false;
  try {
    if (sessionId) {
      globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEY, sessionId);
      globalThis.sessionStorage?.setItem(SESSION_HOST_STORAGE_KEY, registry.sessionHost ?? '');
    } else {
      globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
      globalThis.sessionStorage?.removeItem(SESSION_HOST_STORAGE_KEY);
    }
  } catch {
    // see readStoredSession
  }
  notify(registry, 'session');
}

/**
 * The registry's platform, built with `create` when there is none. Once built, and unless it was
 * retired meanwhile, each wiring subscribes to its push; the subscriptions stop when it is retired.
 * A failed build is forgotten, so the next use tries again.
 */
export function buildPlatform(
  registry: Registry,
  create: () => Promise<Platform>,
  wirings: readonly PlatformWiring[],
): Promise<Platform> {
  if (registry.platform) return registry.platform;
  // The first platform of a reloaded page: the stored session stays only where it was started (same platform,
  // same hosts), so it is never sent to another one.
  if (registry.sessionFromStorage) {
    const stored = registry.sessionHost;
    registry.sessionFromStorage = false;
    if (registry.session && typeof stored === 'string' && stored !== sessionHostKey(registry.config)) setSession(registry, null);
  }
  const built = create();
  registry.platform = built;
  built.then(
    (platform) => {
      for (const wiring of wirings) wireCurrent(registry, built, platform, wiring);
    },
    () => {
      if (registry.platform === built) registry.platform = null;
    },
  );
  return built;
}

function wireCurrent(registry: Registry, built: Promise<Platform>, platform: Platform, wiring: PlatformWiring): void {
  if (registry.platform !== built) return; // retired before it was ready: nothing to listen to
  const stops = wiring(platform).filter((stop): stop is Unsubscribe => typeof stop === 'function');
  (registry.platformStops ??= []).push(...stops);
}

/** Wires a platform that already exists (or is being built) to a wiring added after it was built. */
export function wireExistingPlatform(registry: Registry, wiring: PlatformWiring): void {
  const built = registry.platform;
  built?.then(
    (platform) => wireCurrent(registry, built, platform, wiring),
    () => undefined,
  );
}

/**
 * A session the platform ends (expired, signed in elsewhere, a session limit, self-exclusion) ends
 * here too: every element signs out. Sessions only start through a sign-in, never by push.
 */
export function sessionPush(registry: Registry): PlatformWiring {
  return (platform) => [
    platform.onSessionChange?.((change) => {
      if (!change.signedIn && registry.session) setSession(registry, null);
    }),
  ];
}
