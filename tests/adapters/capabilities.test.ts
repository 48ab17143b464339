// Capability flags and operations tell the same story on every adapter: a claimed capability has every operation
// it promises (CAPABILITY_OPERATIONS), so `can(platform, X)` and the flag agree; an unclaimed one has none of the
// operations that only it promises (no stubs). Built through createPlatform; no adapter is named.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OPENS_OWN_VIEWS, type OperationName } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { CAPABILITY_OPERATIONS, type CapabilityFlag, can } from '../../adapters/operations.ts';
import { ADAPTERS, memorySession } from './adapters-under-test.ts';

const FLAGS = Object.keys(CAPABILITY_OPERATIONS) as CapabilityFlag[];

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: capabilities and operations agree`, () => {
  it('a claimed capability has its operations; an unclaimed one has none that only it promises', async () => {
    const platform = await createPlatform({ config: adapter.config('http://127.0.0.1:9'), session: memorySession() });
    try {
      const claimed = FLAGS.filter((flag) => platform.capabilities[flag] === true);
      for (const flag of claimed) assert.equal(can(platform, flag), true, `${flag} is claimed but an operation is missing`);
      const promisedByClaimed = new Set<OperationName>(claimed.flatMap((flag) => CAPABILITY_OPERATIONS[flag]));
      for (const flag of FLAGS.filter((candidate) => !claimed.includes(candidate))) {
        assert.equal(can(platform, flag), false);
        const stubs = CAPABILITY_OPERATIONS[flag].filter((operation) => !promisedByClaimed.has(operation) && typeof platform[operation] === 'function');
        assert.deepEqual(stubs, [], `${flag} is not claimed, yet the platform has ${stubs.join(', ')}`);
      }
      // What widgets know of the platform before its adapter loads is what the adapter says.
      assert.equal(OPENS_OWN_VIEWS[platform.name], platform.capabilities.providerViews === true, 'OPENS_OWN_VIEWS');
      // The suites' list of what the adapter lacks is the platform's own answer.
      const lacking = FLAGS.filter((flag) => !claimed.includes(flag) && CAPABILITY_OPERATIONS[flag].length > 0);
      assert.deepEqual(lacking.sort(), [...adapter.lacks].filter((flag) => CAPABILITY_OPERATIONS[flag as CapabilityFlag]?.length).sort());
    } finally {
      await platform.dispose?.();
    }
  });
});
