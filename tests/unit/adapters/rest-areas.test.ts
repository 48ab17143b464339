// The REST adapter's areas load at their operations' first call (adapters/rest/index.ts, areas.ts): a file that
// does not arrive is asked for again under the operation's call policy, and then is the operation's network
// error (the widgets show it with their Retry), never an unhandled rejection or an unknown error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPlatformError } from '../../../adapters/contract.ts';
import type { RestContext } from '../../../adapters/rest/context.ts';
import { AREA_LOAD_FAILED, loadArea } from '../../../adapters/rest/areas.ts';

const rest = { context: { config: { platform: 'rest', apiUrl: '/api', jurisdiction: 'mga', locale: 'en', retryBaseDelayMs: 0 } } } as unknown as RestContext;

/** A load that fails `failures` times (the browser's error for a module that did not arrive), then gives the module. */
function flakyLoad(failures: number) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { area: 'games' };
  };
  return { load, calls };
}

test('a read whose area does not arrive asks again, and runs once it is here', async () => {
  const { load, calls } = flakyLoad(2);
  assert.deepEqual(await loadArea(rest, 'getGames', load), { area: 'games' });
  assert.equal(calls.count, 3);
});

test('an area that never arrives is the operation\'s network error, of its area', async () => {
  const { load, calls } = flakyLoad(Number.POSITIVE_INFINITY);
  const error = await loadArea(rest, 'getCountries', load).then(() => null, (failure: unknown) => failure);
  assert.ok(isPlatformError(error, 'sign-up.network-error'), String(error));
  assert.equal(error.message, AREA_LOAD_FAILED);
  assert.ok(error.cause instanceof TypeError);
  // A read: once, and the policy's three retries.
  assert.equal(calls.count, 4);
});

test('a write is not retried: nothing was sent, and the player is asked (its Retry) rather than kept waiting', async () => {
  const { load, calls } = flakyLoad(1);
  const error = await loadArea(rest, 'signUp', load).then(() => null, (failure: unknown) => failure);
  assert.ok(isPlatformError(error, 'sign-up.network-error'), String(error));
  assert.equal(calls.count, 1);
});

test('a write that protects the player asks again for its area, as it sends itself again', async () => {
  const { load, calls } = flakyLoad(3);
  assert.deepEqual(await loadArea(rest, 'setLimit', load), { area: 'games' });
  assert.equal(calls.count, 4);
});
