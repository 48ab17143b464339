// A write that protects the player, against the sandbox with faults injected (issue 44; PROTECTIVE_WRITES in
// adapters/operations.ts, the call policy in adapters/call-policy.ts): the panic button's Pause that met a
// transient failure is sent again, with the same idempotency key, until the platform records it, once; a
// definite refusal is not sent again. Run where the adapter names the request behind the panic choice.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Platform } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { ADAPTERS, memorySession, rejection, suiteSandbox } from './adapters-under-test.ts';

const PLAYER = { email: 'reality@example.com', password: 'Secret123!' };

for (const adapter of ADAPTERS) {
  const endpoint = adapter.calls.sendPanicChoice;
  describe(`${adapter.name} adapter: a Pause is sent again until the platform records it`, { skip: endpoint ? false : 'no request named for sendPanicChoice' }, () => {
    const sandbox = suiteSandbox();
    const { control } = sandbox;

    async function opened(): Promise<{ platform: Platform; since: number }> {
      const platform = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
      await adapter.getSession(platform, PLAYER);
      await platform.sendPanicChoice!('open');
      return { platform, since: (await sent()).length };
    }

    async function sent(): Promise<{ idempotencyKey?: string }[]> {
      assert.ok(endpoint);
      const answer = await control<{ requests: { idempotencyKey?: string }[] }>('GET', `/requests?${new URLSearchParams({ method: endpoint.method, path: endpoint.path })}`);
      return answer.requests;
    }

    async function choices(): Promise<string[]> {
      const recorded = await control<{ panicChoices: { choice: string }[] }>('GET', `/responsible-gaming?player=${encodeURIComponent(PLAYER.email)}`);
      return recorded.panicChoices.map((row) => row.choice);
    }

    const fault = (spec: Record<string, unknown>) => control('POST', '/faults', { ...endpoint, ...spec });

    it('a 503 twice, then success: three sendings with one key, one Pause recorded, and the session then ends', async () => {
      const { platform, since } = await opened();
      await fault({ status: 503, times: 2 });
      await platform.sendPanicChoice!('pause');
      const keys = (await sent()).slice(since).map((request) => request.idempotencyKey);
      assert.equal(keys.length, 3);
      assert.ok(typeof keys[0] === 'string' && keys[0].length >= 16, `keys: ${keys.join(', ')}`);
      assert.equal(new Set(keys).size, 1, 'one key on every sending');
      assert.deepEqual(await choices(), ['Open', 'Pause']);
      // The break is real: the platform ended the session, so the player is signed out.
      assert.equal((await rejection(requireOperation(platform, 'getProfile')())).code, 'session-expired');
    });

    it('a connection dropped without an answer: sent again, one Pause recorded', async () => {
      const { platform, since } = await opened();
      await fault({ drop: true, times: 1 });
      await platform.sendPanicChoice!('pause');
      assert.equal((await sent()).length - since, 2);
      assert.deepEqual(await choices(), ['Open', 'Pause']);
    });

    it('a definite refusal (400) is not sent again: the Pause rejects and nothing is recorded', async () => {
      const { platform, since } = await opened();
      await fault({ status: 400, times: 1 });
      await rejection(platform.sendPanicChoice!('pause'));
      assert.equal((await sent()).length - since, 1);
      assert.deepEqual(await choices(), ['Open']);
    });
  });
}
