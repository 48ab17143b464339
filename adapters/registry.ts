import type { Platform, PlatformConfig } from './contract.ts';

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
  /** The session id: memory first; sessionStorage only so a reload keeps the player signed in. */
  session: string | null;
  /** The jotai store every element renders with (typed loosely so this module needs no jotai). */
  store: unknown;
  readonly listeners: Set<(change: RegistryChange) => void>;
}

export type RegistryChange = 'config' | 'session';

const KEY = Symbol.for('casino-elements');
export const SESSION_STORAGE_KEY = 'casino-elements.session';

export const DEFAULT_CONFIG: PlatformConfig = {
  platform: 'rest',
  apiUrl: '/api',
  jurisdiction: 'mga',
  locale: 'en',
};

function readStoredSession(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage can be blocked (privacy modes, sandboxed frames): memory still works
  }
}

export function getRegistry(version = '0.0.0'): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  holder[KEY] ??= {
    version,
    config: { ...DEFAULT_CONFIG },
    configVersion: 0,
    platform: null,
    session: readStoredSession(),
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

const PLATFORM_KEYS: ReadonlyArray<keyof PlatformConfig> = ['platform', 'apiUrl', 'timeoutMs', 'retries'];

/** Merges a partial configuration; a change of platform or address makes a new platform on next use. */
export function updateConfig(registry: Registry, partial: Partial<PlatformConfig>): void {
  const next = { ...registry.config };
  let changed = false;
  for (const [name, value] of Object.entries(partial) as Array<[keyof PlatformConfig, unknown]>) {
    if (value === undefined || next[name] === value) continue;
    (next as Record<string, unknown>)[name] = value;
    changed = true;
    if (PLATFORM_KEYS.includes(name)) registry.platform = null;
  }
  if (!changed) return;
  registry.config = next;
  registry.configVersion += 1;
  notify(registry, 'config');
}

export function setSession(registry: Registry, sessionId: string | null): void {
  if (registry.session === sessionId) return;
  registry.session = sessionId;
  try {
    if (sessionId) globalThis.sessionStorage?.setItem(SESSION_STORAGE_KEY, sessionId);
    else globalThis.sessionStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // see readStoredSession
  }
  notify(registry, 'session');
}
