import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { importWithTries, retryingImport } from '../../../features/toolkit/host/retrying-import.ts';

/** A load that fails `failures` times (a dropped connection), then gives `value`; it counts its calls. */
function flakyLoad<T>(failures: number, value: T): { load: () => Promise<T>; calls: () => number } {
  let calls = 0;
  return {
    load: () => (++calls <= failures ? Promise.reject(new Error(`lost ${calls}`)) : Promise.resolve(value)),
    calls: () => calls,
  };
}

/** Lets the promise callbacks queued so far run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

describe('a lost file asked for again (features/toolkit/host/retrying-import.ts)', () => {
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    mock.method(console, 'error', () => undefined);
  });
  afterEach(() => {
    mock.timers.reset();
    mock.restoreAll();
  });

  it('asks again after 1, 2, 4… at most 32 s, and gives the file once it comes', async () => {
    const { load, calls } = flakyLoad(8, 'chunk');
    let result: string | undefined;
    void retryingImport(load).then((value) => (result = value));
    await settle();
    assert.equal(calls(), 1);
    for (const [wait, expected] of [[1000, 2], [2000, 3], [4000, 4], [8000, 5], [16_000, 6], [32_000, 7], [32_000, 8], [32_000, 9]] as const) {
      mock.timers.tick(wait - 1);
      await settle();
      assert.equal(calls(), expected - 1, `not before ${wait} ms`);
      mock.timers.tick(1);
      await settle();
      assert.equal(calls(), expected, `after ${wait} ms`);
    }
    assert.equal(result, 'chunk');
  });

  it('stops once it is no longer wanted (the session ended), and then gives undefined', async () => {
    const { load, calls } = flakyLoad(Infinity, 'services');
    let wanted = true;
    let settled = false;
    let result: string | undefined = 'not yet';
    void retryingImport(load, () => wanted).then((value) => {
      settled = true;
      result = value;
    });
    await settle();
    mock.timers.tick(1000);
    await settle();
    assert.equal(calls(), 2);
    assert.equal(settled, false, 'still trying while wanted');
    wanted = false;
    mock.timers.tick(2000);
    await settle();
    assert.equal(calls(), 2, 'no try once unwanted');
    assert.equal(settled, true);
    assert.equal(result, undefined);
  });

  it('does not start when not wanted', async () => {
    const { load, calls } = flakyLoad(0, 'runner');
    assert.equal(await retryingImport(load, () => false), undefined);
    assert.equal(calls(), 0);
  });

  it('with tries, rejects with the last error after them', async () => {
    const { load, calls } = flakyLoad(Infinity, 'body');
    const outcome = importWithTries(load, 3).then(() => 'resolved', (error: Error) => error.message);
    await settle();
    mock.timers.tick(1000);
    await settle();
    mock.timers.tick(2000);
    await settle();
    assert.equal(await outcome, 'lost 3');
    assert.equal(calls(), 3);
  });
});
