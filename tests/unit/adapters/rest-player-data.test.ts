// The REST platform's player data in the domain's words, through the adapter's mapping functions: per-field locks,
// sportsbook bets as history rows, exchange rates, and the Sports bets filter offered by capability.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromSportsBet } from '../../../adapters/rest/history.ts';
import { toProfileLocks } from '../../../adapters/rest/player.ts';
import { historyKindsFor } from '../../../features/account/history-rules.ts';
import { REST_CAPABILITIES } from '../../../adapters/rest/index.ts';

test('LockedFields names PlayerInfo fields, in any letter case; unknown names lock nothing', () => {
  assert.deepEqual(toProfileLocks(undefined), { email: false, names: false, dateOfBirth: false, country: false, currency: false });
  assert.deepEqual(toProfileLocks(['email', 'LastName', 'BirthDate', 'Country', 'Currency', 'Address1', null]), {
    email: true, names: true, dateOfBirth: true, country: true, currency: true,
  });
});

const BET = { Id: 7, Provider: 'Kambi', Reference: 'SB-7', TotalWager: 10, TotalWin: 0, Created: '2026-01-02T10:00:00Z', Settled: null, Transactions: null };

test('a bet slip is a bet until it wins, pending until settled, canceled when its wager was', () => {
  assert.deepEqual(fromSportsBet(BET, 'EUR'), {
    id: '7', transactionType: 'bet', amount: 10, currency: 'EUR', status: 'pending', method: 'Sport', description: 'SB-7', date: '2026-01-02T10:00:00Z',
  });
  const won = fromSportsBet({ ...BET, TotalWin: 25, Settled: '2026-01-02T12:00:00Z', Transactions: [{ Type: 'Wager', Status: 'Completed', Description: 'A – B: A' }] }, 'EUR');
  assert.deepEqual([won.transactionType, won.amount, won.status, won.description], ['win', 25, 'completed', 'A – B: A']);
  const cancelled = fromSportsBet({ ...BET, Settled: '2026-01-02T12:00:00Z', Transactions: [{ Type: 'Wager', Status: 'Cancelled', Description: null }] }, 'EUR');
  assert.equal(cancelled.status, 'canceled');
});

test('the history offers Sports bets only where the platform has sportsbook bets', () => {
  assert.deepEqual(historyKindsFor(REST_CAPABILITIES).map((row) => row.kind), ['deposit', 'withdraw', 'gambling', 'sports']);
  assert.deepEqual(historyKindsFor({ ...REST_CAPABILITIES, sportsHistory: false }).map((row) => row.kind), ['deposit', 'withdraw', 'gambling']);
  assert.deepEqual(historyKindsFor(undefined).map((row) => row.kind), ['deposit', 'withdraw', 'gambling']);
});
