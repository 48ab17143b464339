// The adapters every conformance suite runs against the sandbox. Each row says how a page configures
// the adapter and which backend requests its operations make, so a suite can inject faults and count
// requests without knowing the platform. A new adapter (realtime, ...) is one row here.
import assert from 'node:assert/strict';
import { type PlatformConfig, type PlatformName, type SessionStore, isPlatformError } from '../../adapters/contract.ts';

export interface Endpoint {
  method: string;
  path: string;
}

export interface AdapterUnderTest {
  name: PlatformName;
  /** The configuration of a page on the sandbox at this address. */
  config(sandboxUrl: string): PlatformConfig;
  /** The sandbox requests behind the operations the suites fault and count. */
  endpoints: { signIn: Endpoint; playerInfo: Endpoint; signUp: Endpoint };
}

export const ADAPTERS: readonly AdapterUnderTest[] = [
  {
    name: 'rest',
    config: (url) => ({
      platform: 'rest',
      apiUrl: `${url}/api`,
      jurisdiction: 'mga',
      locale: 'en',
      // Short back-off: the suites check how often reads are retried, not how long it takes.
      retryBaseDelayMs: 20,
    }),
    endpoints: {
      signIn: { method: 'POST', path: '/api/player/signin/v2' },
      playerInfo: { method: 'GET', path: '/api/player/user-info' },
      signUp: { method: 'POST', path: '/api/player/signup/v2' },
    },
  },
];

/** A session store in memory, as a test page has. */
export function memorySession(initial: string | null = null): SessionStore {
  let current = initial;
  return {
    get: () => current,
    set: (sessionId) => {
      current = sessionId;
    },
  };
}

/** The PlatformError a call rejects with (the contract's only kind of rejection). */
export async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (reason: unknown) => reason,
  );
  assert.ok(isPlatformError(error), `not a PlatformError: ${String(error)}`);
  return error;
}
