// The jackpots' rules: the currency they are asked in, the refresh interval an operator sets, the count-up.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COUNT_UP_MS, countUpValue, jackpotCurrency, refreshIntervalMs } from '../../../features/jackpots/index.ts';

test('the player\'s currency wins over the page\'s; neither, or nonsense, asks in the platform\'s own', () => {
  assert.equal(jackpotCurrency('sek', 'EUR'), 'SEK');
  assert.equal(jackpotCurrency(undefined, ' eur '), 'EUR');
  assert.equal(jackpotCurrency('', 'NOK'), 'NOK');
  assert.equal(jackpotCurrency(null, 'euro'), undefined);
  assert.equal(jackpotCurrency(undefined, undefined), undefined);
});

test('the refresh interval is the operator\'s, in seconds, 60 by default and never under 5', () => {
  assert.equal(refreshIntervalMs(undefined), 60_000);
  assert.equal(refreshIntervalMs(30), 30_000);
  assert.equal(refreshIntervalMs(1), 5_000);
  assert.equal(refreshIntervalMs(0), 60_000);
  assert.equal(refreshIntervalMs(Number.NaN), 60_000);
});

test('an amount counts up, slowing as it arrives, and is exact once the time is up', () => {
  assert.equal(countUpValue(100, 200, 0), 100);
  const half = countUpValue(100, 200, COUNT_UP_MS / 2);
  assert.ok(half > 150 && half < 200, `ease-out: past the middle at half time (${half})`);
  assert.ok(countUpValue(100, 200, COUNT_UP_MS * 0.9) > half);
  assert.equal(countUpValue(100, 200, COUNT_UP_MS), 200);
  assert.equal(countUpValue(100, 200, COUNT_UP_MS * 5), 200);
});

test('an amount that went down (a jackpot was won) is shown at once', () => {
  assert.equal(countUpValue(5_000, 10, 0), 10);
  assert.equal(countUpValue(10, 10, 0), 10);
});
