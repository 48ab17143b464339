import { useCallback, useEffect, useMemo, useRef } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import type { Platform } from '../../../adapters/contract.ts';
import { useHost } from '../host/index.ts';

/**
 * What a query reads, named so a write can say what it changed. A write invalidates scopes; every element
 * showing a query of that scope loads it again (a limit set in the account refreshes the deposit's notice).
 */
export type QueryScope =
  /** What the page's platform offers (read from its capabilities; renewed when the platform is rebuilt). */
  | 'capabilities'
  | 'profile'
  | 'wallet'
  | 'terms'
  | 'bonuses'
  | 'deposit-bonuses'
  | 'limits'
  | 'blocks'
  | 'payment-block'
  | 'withdraw-policy'
  | 'inbox'
  | 'history'
  | 'payment-stats'
  | 'subscriptions'
  | 'kyc'
  | 'cashier-setup'
  | 'ip-country'
  | 'reference-data'
  | 'sign-up-token'
  /** The reality check's minutes and wagers, and the session's timing (session summary). */
  | 'reality-check'
  | 'session-info'
  /** The jackpots' amounts and their total (read again on an interval while shown). */
  | 'jackpots'
  /** A tournament's leaderboards (changed by an opt-in). */
  | 'tournaments'
  /** The platform's game list; the player's favourites and last played games. */
  | 'games'
  | 'favourites'
  | 'last-played';

type KeyPart = string | number | boolean | null | undefined;

/** A scope, then whatever tells two reads of it apart (a page, a filter). */
export type QueryKey = readonly [QueryScope, ...KeyPart[]];

export type QueryStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface Query<T> {
  /** idle: not enabled (for example no player signed in). */
  readonly status: QueryStatus;
  /** The answer; while a new key loads, the previous answer of this hook when `keepPrevious` is set. */
  readonly data: T | undefined;
  readonly error: unknown;
  /** Asks again (a way on after a failure). */
  reload(): void;
}

interface Entry {
  readonly status: 'loading' | 'loaded' | 'failed';
  readonly data?: unknown;
  readonly error?: unknown;
  /** The generation and scope version the entry answers; another stamp means stale. */
  readonly stamp: string;
}

const entriesAtom = atom<ReadonlyMap<string, Entry>>(new Map());
const scopeVersionsAtom = atom<Readonly<Partial<Record<QueryScope, number>>>>({});
/** Bumped when the session changes: nothing read for one player is shown to the next. */
const generationAtom = atom(0);

type Store = ReturnType<typeof useStore>;

// The last request per key and store: an answer to an older request is dropped, never shown.
const latestRequest = new WeakMap<Store, Map<string, number>>();
let requestCounter = 0;

function requestsOf(store: Store): Map<string, number> {
  let requests = latestRequest.get(store);
  if (!requests) {
    requests = new Map();
    latestRequest.set(store, requests);
  }
  return requests;
}

function writeEntry(store: Store, id: string, entry: Entry): void {
  const next = new Map(store.get(entriesAtom));
  next.set(id, entry);
  store.set(entriesAtom, next);
}

function startLoad(store: Store, id: string, stamp: string, load: () => Promise<unknown>): void {
  const request = ++requestCounter;
  requestsOf(store).set(id, request);
  const previous = store.get(entriesAtom).get(id);
  writeEntry(store, id, { status: 'loading', data: previous?.data, stamp });
  const current = () => requestsOf(store).get(id) === request;
  load().then(
    (data) => current() && writeEntry(store, id, { status: 'loaded', data, stamp }),
    (error: unknown) => current() && writeEntry(store, id, { status: 'failed', error, data: previous?.data, stamp }),
  );
}

/**
 * Hands a read already under way to the query of that key, as if the query had started it: the page's early
 * reads (Registry.earlyReads), started before any widget rendered. A widget showing the key then finds its
 * answer in its first render rather than asking from an effect after it. A key already loaded or loading
 * for the current session and scope version is left as it is.
 */
export function primeQuery(store: Store, key: QueryKey, answer: Promise<unknown>): void {
  const id = JSON.stringify(key);
  const stamp = `${store.get(generationAtom)}:${store.get(scopeVersionsAtom)[key[0]] ?? 0}`;
  if (store.get(entriesAtom).get(id)?.stamp === stamp) return;
  startLoad(store, id, stamp, () => answer);
}

export interface QueryOptions {
  /** False: nothing is loaded and the status is idle. */
  readonly enabled?: boolean;
  /** While another key loads, keep showing this hook's last answer (paging, filters). */
  readonly keepPrevious?: boolean;
}

/**
 * Loads data by key over the page's one store: elements asking for the same key share one request and one
 * answer, a late answer to an older request is dropped, and a write's `invalidate(scope)` loads every
 * shown query of that scope again. The loader gets the page's platform.
 */
export function useQuery<T>(key: QueryKey, load: (platform: Platform) => Promise<T>, options: QueryOptions = {}): Query<T> {
  const host = useHost();
  const store = useStore();
  const enabled = options.enabled ?? true;
  const id = JSON.stringify(key);
  const scope = key[0];
  const generation = useAtomValue(generationAtom);
  const version = useAtomValue(scopeVersionsAtom)[scope] ?? 0;
  const stamp = `${generation}:${version}`;
  const entry = useAtomValue(useMemo(() => atom((get) => get(entriesAtom).get(id)), [id]));

  // The loader is read at load time, so callers need not memoise it.
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useCallback(
    () => startLoad(store, id, stamp, () => host.getPlatform().then((platform) => loadRef.current(platform))),
    [store, id, stamp, host],
  );

  useEffect(() => {
    if (!enabled) return;
    const known = store.get(entriesAtom).get(id);
    // Fresh, on its way, or failed for this very stamp (a failure waits for reload, not a retry loop).
    if (known && known.stamp === stamp) return;
    run();
  }, [enabled, store, id, stamp, run]);

  const last = useRef<T | undefined>(undefined);
  // The same key's older answer stays on screen while it loads again (no flash after an invalidation).
  const data = enabled ? (entry?.data as T | undefined) : undefined;
  if (data !== undefined) last.current = data;
  const reload = useCallback(() => {
    if (enabled) run();
  }, [enabled, run]);

  if (!enabled) return { status: 'idle', data: undefined, error: undefined, reload };
  const current = entry?.stamp === stamp ? entry : undefined;
  const status = current?.status ?? 'loading';
  return {
    status,
    data: data ?? (options.keepPrevious ? last.current : undefined),
    error: status === 'failed' ? current?.error : undefined,
    reload,
  };
}

/**
 * What a widget reads from the platform itself (its capabilities, which operations it has): a query of the
 * 'capabilities' scope (renewed when the platform is rebuilt), answered in the first render when the page's
 * platform is already built (WidgetHost.platformAtHand) rather than a render later.
 */
export function usePlatformReading<T>(key: readonly [string, ...KeyPart[]], read: (platform: Platform) => T): Query<T> {
  const host = useHost();
  const query = useQuery(['capabilities', ...key], (platform) => Promise.resolve(read(platform)));
  const atHand = host.platformAtHand();
  return query.status === 'loading' && atHand ? { ...query, status: 'loaded', data: read(atHand) } : query;
}

/** The current version of a scope, for state kept outside queries (the wallet, the profile) to follow invalidation. */
export function useScopeVersion(scope: QueryScope): number {
  return useAtomValue(scopeVersionsAtom)[scope] ?? 0;
}

/** Marks scopes stale: every element showing a query of them loads it again; others load on next use. */
export function invalidateScopes(store: Store, scopes: readonly QueryScope[]): void {
  if (scopes.length === 0) return;
  const versions = { ...store.get(scopeVersionsAtom) };
  for (const scope of scopes) versions[scope] = (versions[scope] ?? 0) + 1;
  store.set(scopeVersionsAtom, versions);
}

/** `invalidate(...scopes)` for a widget, after a write. */
export function useInvalidate(): (...scopes: QueryScope[]) => void {
  const store = useStore();
  return useCallback((...scopes: QueryScope[]) => invalidateScopes(store, scopes), [store]);
}

/** Forgets every answer: called by the element runtime when the session changes. */
export function resetQueries(store: Store): void {
  requestsOf(store).clear();
  store.set(entriesAtom, new Map());
  store.set(generationAtom, store.get(generationAtom) + 1);
}
