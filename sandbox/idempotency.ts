// Idempotency keys (the `Idempotency-Key` header of an HTTP write, the `_idempotency_key` option of a WAMP
// CALL): a write sent again with the key of one already done is not done twice; the repeat gets the first
// answer. Keys are kept per player session (or connection) and per request, with the state: a reset forgets them.
import type { IncomingMessage } from 'node:http';

/** The longest key the sandbox keeps (a UUID is 36). */
const MAX_KEY_LENGTH = 255;
const CAPACITY = 1000;

const stores = new WeakMap<object, Map<string, unknown>>();

function storeOf(state: object): Map<string, unknown> {
  let store = stores.get(state);
  if (!store) {
    store = new Map();
    stores.set(state, store);
  }
  return store;
}

/** The key's scope for a request: who sent it (session or connection), what it asked and the key; null when it has no key. */
export function idempotencyScope(key: unknown, ...who: readonly (string | null | undefined)[]): string | null {
  if (typeof key !== 'string' || key === '' || key.length > MAX_KEY_LENGTH) return null;
  return JSON.stringify([...who.map((part) => part ?? ''), key]);
}

/** The `Idempotency-Key` scope of an HTTP request to the REST platform: its session header, method and path. */
export function httpIdempotencyScope(req: IncomingMessage, method: string, path: string): string | null {
  const session = req.headers['x-player-session-id'];
  return idempotencyScope(req.headers['idempotency-key'], typeof session === 'string' ? session : null, method, path.toLowerCase());
}

/** The first answer to a write with this scope, if one was given. */
export function rememberedAnswer<T>(state: object, scope: string | null): T | undefined {
  return scope === null ? undefined : (storeOf(state).get(scope) as T | undefined);
}

/** Keeps the answer to a write with this scope, for a repeat. */
export function rememberAnswer(state: object, scope: string | null, answer: unknown): void {
  if (scope === null) return;
  const store = storeOf(state);
  store.set(scope, answer);
  if (store.size > CAPACITY) store.delete(store.keys().next().value as string);
}
