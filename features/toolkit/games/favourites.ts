/**
 * Favourite toggles, optimistic: a click shows its result at once and sends one request; a failure puts the game
 * back as it was and tells the page (a notice). Clicks on one game while a request is under way each send their
 * own request, and a failure rolls back only if no later click has changed the game since.
 */
export interface FavouriteStore {
  has(gameId: string): boolean;
  list(): readonly string[];
  /** Replaces the list with what the platform said (a fresh read); pending toggles are kept on top. */
  load(gameIds: readonly string[]): void;
  toggle(gameId: string, on: boolean): Promise<boolean>;
  subscribe(listener: () => void): () => void;
}

export interface FavouriteBackend {
  add(gameId: string): Promise<void>;
  remove(gameId: string): Promise<void>;
  /** A toggle failed and was rolled back. */
  onRollback(gameId: string, wanted: boolean, error: unknown): void;
}

export function createFavouriteStore(backend: FavouriteBackend): FavouriteStore {
  let marked = new Set<string>();
  const pending = new Map<string, { on: boolean; serial: number }>();
  const listeners = new Set<() => void>();
  let serial = 0;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (gameId: string, on: boolean) => {
    if (on) marked.add(gameId);
    else marked.delete(gameId);
  };

  return {
    has: (gameId) => marked.has(gameId),
    list: () => [...marked],
    load(gameIds) {
      marked = new Set(gameIds);
      for (const [gameId, toggle] of pending) set(gameId, toggle.on);
      notify();
    },
    async toggle(gameId, on) {
      const was = marked.has(gameId);
      const mine = ++serial;
      pending.set(gameId, { on, serial: mine });
      set(gameId, on);
      notify();
      try {
        await (on ? backend.add(gameId) : backend.remove(gameId));
        if (pending.get(gameId)?.serial === mine) pending.delete(gameId);
        return true;
      } catch (error) {
        if (pending.get(gameId)?.serial === mine) {
          pending.delete(gameId);
          set(gameId, was);
          notify();
        }
        backend.onRollback(gameId, on, error);
        return false;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
