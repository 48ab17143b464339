// The call policy's rule for writes that protect the player (adapters/call-policy.ts, PROTECTIVE_WRITES in
// adapters/operations.ts): sent again after a transient failure, always with the same idempotency key, until
// the platform confirms or refuses it, for at most PROTECTIVE_RETRY_MS. A fake clock: no real waiting.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AttemptContext, type Attempted, type PolicyClock, MAX_RETRY_WAIT_MS, PROTECTIVE_RETRY_MS, withCallPolicy } from '../../../adapters/call-policy.ts';
import type { OperationName } from '../../../adapters/contract.ts';
import { PROTECTIVE_WRITES, isWriteOperation } from '../../../adapters/operation-writes.ts';

function fakeClock(): PolicyClock & { waits: number[] } {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  };
}

type Answer = { status: number; retryAfterMs?: number };

/** An attempt that answers `answers` in turn (the last one again when they run out), noting every context. */
function scripted(answers: readonly Answer[]) {
  const contexts: AttemptContext[] = [];
  const attempt = async (context: AttemptContext): Promise<Attempted<number>> => {
    contexts.push(context);
    const answer = answers[Math.min(contexts.length - 1, answers.length - 1)]!;
    const transient = answer.status === 0 || answer.status === 408 || answer.status === 429 || answer.status >= 500;
    return { outcome: answer.status, transient, retryAfterMs: answer.retryAfterMs };
  };
  return { attempt, contexts };
}

describe('the call policy: writes that protect the player', () => {
  it('names only writes, among them the panic button, a block, a self-exclusion and a limit', () => {
    for (const operation of Object.keys(PROTECTIVE_WRITES) as OperationName[]) assert.ok(isWriteOperation(operation), operation);
    assert.deepEqual(Object.keys(PROTECTIVE_WRITES).sort(), ['block', 'selfExclude', 'sendPanicChoice', 'setLimit']);
  });

  it('sends a Pause again after transient failures (no answer, 503, 429), with the same key every time, and stops at the confirmation', async () => {
    const clock = fakeClock();
    const { attempt, contexts } = scripted([{ status: 0 }, { status: 503 }, { status: 429, retryAfterMs: 5000 }, { status: 200 }, { status: 200 }]);
    const outcome = await withCallPolicy('sendPanicChoice', {}, attempt, undefined, clock);
    assert.equal(outcome, 200);
    assert.equal(contexts.length, 4, 'stopped at the confirmation');
    const keys = new Set(contexts.map((context) => context.idempotencyKey));
    assert.equal(keys.size, 1, 'one key');
    assert.ok([...keys][0]!.length >= 16);
    // Jittered exponential back-off, never sooner than Retry-After.
    assert.equal(clock.waits.length, 3);
    assert.ok(clock.waits[2]! >= 5000, `waited ${clock.waits[2]} ms after Retry-After: 5`);
  });

  it('keeps the key it is given (a write sent again after its session was read afresh)', async () => {
    const { attempt, contexts } = scripted([{ status: 502 }, { status: 204 }]);
    await withCallPolicy('block', {}, attempt, 'the-first-key-1234', fakeClock());
    assert.deepEqual(contexts.map((context) => context.idempotencyKey), ['the-first-key-1234', 'the-first-key-1234']);
  });

  it('stops at a definite refusal (a 4xx other than 408 and 429)', async () => {
    for (const status of [400, 401, 403, 409, 422]) {
      const { attempt, contexts } = scripted([{ status: 503 }, { status }, { status: 200 }]);
      assert.equal(await withCallPolicy('selfExclude', {}, attempt, undefined, fakeClock()), status);
      assert.equal(contexts.length, 2, `${status}`);
    }
  });

  it('gives up after PROTECTIVE_RETRY_MS and returns the last failure', async () => {
    const clock = fakeClock();
    const { attempt, contexts } = scripted([{ status: 503 }]);
    assert.equal(await withCallPolicy('sendPanicChoice', {}, attempt, undefined, clock), 503);
    const waited = clock.waits.reduce((sum, ms) => sum + ms, 0);
    assert.ok(waited < PROTECTIVE_RETRY_MS, `waited ${waited} ms`);
    assert.ok(waited > PROTECTIVE_RETRY_MS / 2, `waited only ${waited} ms`);
    assert.ok(contexts.length > 4, `${contexts.length} attempts`);
    assert.ok(clock.waits.every((ms) => ms <= MAX_RETRY_WAIT_MS));
  });

  it('does not wait for a Retry-After beyond its bound', async () => {
    const clock = fakeClock();
    const { attempt, contexts } = scripted([{ status: 503, retryAfterMs: PROTECTIVE_RETRY_MS + 1000 }, { status: 200 }]);
    assert.equal(await withCallPolicy('setLimit', {}, attempt, undefined, clock), 503);
    assert.equal(contexts.length, 1);
  });

  it('honours a Retry-After longer than a read would wait, when it is within the bound', async () => {
    const clock = fakeClock();
    const { attempt, contexts } = scripted([{ status: 503, retryAfterMs: 60_000 }, { status: 200 }]);
    assert.equal(await withCallPolicy('sendPanicChoice', {}, attempt, undefined, clock), 200);
    assert.equal(contexts.length, 2);
    assert.deepEqual(clock.waits, [60_000]);
  });

  it('still never sends any other write again', async () => {
    const { attempt, contexts } = scripted([{ status: 503 }, { status: 200 }]);
    assert.equal(await withCallPolicy('claimBonus', {}, attempt, undefined, fakeClock()), 503);
    assert.equal(contexts.length, 1);
  });
});
