// The REST adapter's prefetch (Platform.prefetch): a widget has the areas of the operations it will likely call
// soon loaded ahead (the sign-up's contact check), so their first call does not wait for the file. It never fails
// and sends nothing: only files are loaded, and an operation without an area (or unknown) is passed over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OperationName } from '../../../adapters/contract.ts';
import { createRestPlatform } from '../../../adapters/rest/index.ts';

const calls: string[] = [];
globalThis.fetch = async (input) => {
  calls.push(input instanceof Request ? input.url : input.toString());
  throw new TypeError('no request was expected');
};

const platform = createRestPlatform({
  config: { platform: 'rest', apiUrl: 'https://api.example.test', jurisdiction: 'mga', locale: 'en' },
  session: { get: () => null, set: () => undefined },
});

test('offers prefetch, which loads the areas and sends nothing', async () => {
  assert.equal(typeof platform.prefetch, 'function');
  assert.equal(platform.prefetch!(['validateEmail', 'validatePhone', 'signIn', 'noSuchCall' as OperationName]), undefined);
  assert.equal(platform.prefetch!([]), undefined);
  // Whatever it is called with, it does not throw.
  assert.doesNotThrow(() => (platform.prefetch as (value: unknown) => void)(undefined));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(calls, []);
});
