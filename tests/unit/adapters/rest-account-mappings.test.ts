// The REST platform's account data in the domain's words: each provider value the spec names, read
// through the adapter's mapping functions (not its tables), so a wrong row or a wrong default fails.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toBonus } from '../../../adapters/rest/account.ts';
import { toTransactionStatus } from '../../../adapters/rest/history.ts';

const BASE = {
  Id: 1, Amount: 5, Created: null, Expires: null, Identifier: null, Name: null, Description: null, Html: null, Image: null, Currency: null,
  Activates: null, WageringRequirment: null, WageringRequirmentRemaining: null, AmountRemaining: null, Type: null, WithdrawPolicy: null,
  GameProps: null, GameProvider: null, Deposit: null, CanBeCanceled: null, MinAmount: null, MaxAmount: null, State: null,
};

test('bonus states of spec 002 section 4.4, and finished for a state nobody listed', () => {
  const expected = {
    Active: 'active', PreClaimed: 'active', InPlay: 'active', Pending: 'active', PreWager: 'active',
    Expired: 'expired',
    Finished: 'finished', FinishedNoGains: 'finished',
    Canceled: 'canceled', Rejected: 'canceled', AdminCanceled: 'canceled',
    Initiated: 'initiated',
    Mystery: 'finished', constructor: 'finished', toString: 'finished',
  };
  const mapped = Object.fromEntries(Object.keys(expected).map((state) => [state, toBonus({ ...BASE, State: state }, 'EUR').status]));
  assert.deepEqual(mapped, expected);
  assert.equal(toBonus({ ...BASE, State: null }, 'EUR').status, 'finished');
});

test('bonus type, currency and wagering progress', () => {
  assert.equal(toBonus({ ...BASE, State: 'Initiated', Type: null }, 'SEK').type, 'default');
  assert.equal(toBonus({ ...BASE, State: 'Initiated', Type: 'Freespins' }, 'SEK').type, 'freespins');
  assert.equal(toBonus({ ...BASE, State: 'Initiated' }, 'SEK').currency, 'SEK');
  assert.equal(toBonus({ ...BASE, State: 'Initiated', Currency: 'EUR' }, 'SEK').currency, 'EUR');
  assert.equal(toBonus({ ...BASE, State: 'Initiated', WageringRequirment: 100, WageringRequirmentRemaining: 25 }, 'SEK').wagered, 75);
  assert.equal(toBonus({ ...BASE, State: 'Initiated', WageringRequirment: 100 }, 'SEK').wagered, undefined);
});

test('transaction statuses of spec 002 section 4.5: pending, completed (also the default), failed, initiated, canceled', () => {
  const expected = {
    Pending: 'pending', Processing: 'pending', WaitingForApproval: 'pending',
    Completed: 'completed', Success: 'completed', Approved: 'completed',
    Failed: 'failed', Declined: 'failed', Error: 'failed',
    Initiated: 'initiated', Created: 'initiated',
    Canceled: 'canceled', Cancelled: 'canceled',
    RolledBack: 'rollbacked', Rollbacked: 'rollbacked',
    SomethingNew: 'completed', hasOwnProperty: 'completed',
  };
  const mapped = Object.fromEntries(Object.keys(expected).map((status) => [status, toTransactionStatus(status)]));
  assert.deepEqual(mapped, expected);
  assert.equal(toTransactionStatus(undefined), 'completed');
  assert.equal(toTransactionStatus(null), 'completed');
});
