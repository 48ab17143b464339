import { useCallback, useEffect, useMemo, useRef } from 'react';
import { atom, useAtomValue, useStore, type Atom } from 'jotai';
import type { Platform } from '../../../adapters/contract.ts';
import { useHost } from '../host/index.ts';

/**
 * What a query reads, named so a write can say what it changed. A write invalidates scopes; every element
 * showing a query of that scope loads it again (a limit set in the account refreshes the deposit's notice).
 */
export type QueryScope =
  /** What the page's platform offers (read from its capabilities; renewed when the platform is rebuilt). */
  | 'capabilities'
  /** The content elements' license logos, info pages and documents, by name and language. */
  | 'content'
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

function stampOf(store: Store, scope: QueryScope): string {
  return `${store.get(generationAtom)}:${store.get(scopeVersionsAtom)[scope] ?? 0}`;
}

/** Starts a read of a key; its answer (or failure) becomes the key's entry unless a later read was started since. */
function startLoad<T>(store: Store, id: string, stamp: string, load: () => Promise<T>): Promise<T> {
  const request = ++requestCounter;
  requestsOf(store).set(id, request);
  const previous = store.get(entriesAtom).get(id);
  writeEntry(store, id, { status: 'loading', data: previous?.data, stamp });
  const current = () => requestsOf(store).get(id) === request;
  const answer = load();
  answer.then(
    (data) => current() && writeEntry(store, id, { status: 'loaded', data, stamp }),
    (error: unknown) => current() && writeEntry(store, id, { status: 'failed', error, data: previous?.data, stamp }),
  );
  return answer;
}

/**
 * Hands a read already under way to the query of that key, as if the query had started it: the page's early
 * reads (Registry.earlyReads), started before any widget rendered. A widget showing the key then finds its
 * answer in its first render rather than asking from an effect after it. A key already loaded or loading
 * for the current session and scope version is left as it is.
 */
export function primeQuery(store: Store, key: QueryKey, answer: Promise<unknown>): void {
  const id = JSON.stringify(key);
  const stamp = stampOf(store, key[0]);
  if (store.get(entriesAtom).get(id)?.stamp === stamp) return;
  void startLoad(store, id, stamp, () => answer);
}

/**
 * Reads a key again now for every element showing it, and resolves with this read's answer (a read already
 * on its way may predate what changed: its answer is dropped). A failure rejects, and shows as the query's.
 */
export function refreshQuery<T>(store: Store, key: QueryKey, load: () => Promise<T>): Promise<T> {
  return startLoad(store, JSON.stringify(key), stampOf(store, key[0]), load);
}

/**
 * Puts an answer that came without a read into a key (the balance a platform pushed, the profile a sign-in
 * returned), as if just read: a read of it on its way is dropped, being older.
 */
export function setQueryData(store: Store, key: QueryKey, data: unknown): void {
  const id = JSON.stringify(key);
  requestsOf(store).delete(id);
  writeEntry(store, id, { status: 'loaded', data, stamp: stampOf(store, key[0]) });
}

/** A key's answer in the store (undefined when none), for code that reads it outside a query hook. */
export function queryDataAtom<T>(key: QueryKey): Atom<T | undefined> {
  const id = JSON.stringify(key);
  return atom((get) => get(entriesAtom).get(id)?.data as T | undefined);
}

export interface QueryOptions {
  /** False: nothing is loaded and the status is idle. */
  readonly enabled?: boolean;
  /** While another key loads, keep showing this hook's last answer (paging, filters). */
  readonly keepPrevious?: boolean;
  /**
   * A failure met when the hook mounts is asked again rather than shown (a widget opened after the player's
   * profile failed to load reads it again, as TanStack's retryOnMount). Later failures wait for reload.
   */
  readonly retryOnMount?: boolean;
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
  const run = useCallback(() => {
    // Its outcome lands in the entry.
    void startLoad(store, id, stamp, () => host.getPlatform().then((platform) => loadRef.current(platform)));
  }, [store, id, stamp, host]);

  const mounted = useRef(false);
  const retryOnMount = options.retryOnMount ?? false;
  useEffect(() => {
    if (!enabled) return;
    const known = store.get(entriesAtom).get(id);
    const retry = retryOnMount && !mounted.current && known?.status === 'failed';
    mounted.current = true;
    // Fresh, on its way, or failed for this very stamp (a failure waits for reload, not a retry loop).
    if (known && known.stamp === stamp && !retry) return;
    run();
  }, [enabled, store, id, stamp, run, retryOnMount]);

  const last = useRef<T | undefined>(undefined);
  // The same key's older answer stays on screen while it loads again (no flash after an invalidation).
  const data = enabled ? (entry?.data as T | undefined) : undefined;
  if (data !== undefined) last.current = data;
  const reload = useCallback(() => {
    if (enabled) run();
  }, [enabled, run]);

  if (!enabled) return { status: 'idle', data: undefined, error: undefined, reload };
  const current = entry?.stamp === stamp ? entry : undefined;
  // A failure this hook's first effect asks again is not shown (nor reported) meanwhile.
  const retrying = retryOnMount && !mounted.current && current?.status === 'failed';
  const status = retrying ? 'loading' : (current?.status ?? 'loading');
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

/**
 * Forgets every answer: called by the element runtime when the session changes, and when the platform is
 * rebuilt. `keep` names scopes whose loaded answers stay (the session's player, when only the platform changed).
 */
export function resetQueries(store: Store, keep: readonly QueryScope[] = []): void {
  const generation = store.get(generationAtom) + 1;
  const kept = new Map<string, Entry>();
  for (const [id, entry] of store.get(entriesAtom)) {
    const scope = (JSON.parse(id) as QueryKey)[0];
    if (entry.status === 'loaded' && keep.includes(scope)) kept.set(id, { ...entry, stamp: `${generation}:${store.get(scopeVersionsAtom)[scope] ?? 0}` });
  }
  requestsOf(store).clear();
  store.set(entriesAtom, kept);
  store.set(generationAtom, generation);
}
