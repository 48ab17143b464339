import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import { messages as sv } from '../../../i18n/locales/sv.ts';
import type { Limit } from '../../../adapters/contract.ts';
import { RESPONSIBLE_GAMING_RULES, responsibleGamingRulesFor } from '../../../features/toolkit/jurisdiction/index.ts';
import {
  BLOCKED_KEYS, blockOptions, canRemove, enabledKinds, findLimit, formatMinutes, fromStored, LIMIT_KINDS, limitAmountSchema,
  limitChangeTiming, prefillFromDaily, resolveKind, sessionChoices, toStored, type LimitKind,
} from '../../../features/toolkit/limits/index.ts';

const english = setupI18n({ locale: 'en', messages: { en } });
const swedish = setupI18n({ locale: 'sv', messages: { sv } });
const mga = responsibleGamingRulesFor('mga');
const kind = (id: LimitKind['id']) => LIMIT_KINDS.find((row) => row.id === id)!;

function check(id: LimitKind['id'], period: Limit['period'], value: string, rules = mga): string | number {
  const result = v.safeParse(limitAmountSchema(english, kind(id), period, rules), value);
  return result.success ? result.output : (result.issues[0]?.message ?? '');
}

describe('limit entry (spec 001 §5)', () => {
  it('a whole number from 1: "Not a valid limit", "Enter at least 1"', () => {
    assert.equal(check('loss', 'daily', ''), 'Not a valid limit');
    assert.equal(check('loss', 'daily', '1.5'), 'Not a valid limit');
    assert.equal(check('loss', 'daily', '1e3'), 'Not a valid limit');
    assert.equal(check('loss', 'daily', '0'), 'Enter at least 1');
    assert.equal(check('loss', 'daily', ' 25 '), 25);
    assert.deepEqual([...BLOCKED_KEYS].sort(), ['+', ',', '-', '.', 'E', 'e']);
  });

  it('time: at most 24 hours a day, 7 days a week, 31 days a month, stored in minutes', () => {
    assert.equal(check('session', 'daily', '25'), 'Cannot exceed 24 hours');
    assert.equal(check('session', 'daily', '24'), 24);
    assert.equal(check('session', 'weekly', '8'), 'Cannot exceed 7 days');
    assert.equal(check('product-session', 'monthly', '32'), 'Cannot exceed 31 days');
    assert.equal(check('product-session', 'monthly', '31'), 31);
    assert.equal(toStored('time', 'daily', 6), 360);
    assert.equal(toStored('time', 'weekly', 2), 2880);
    assert.equal(toStored('time', 'monthly', 31), 44640);
    assert.equal(toStored('money', 'monthly', 31), 31);
    assert.equal(fromStored('time', 'daily', 45), 0.75);
    assert.equal(toStored('minutes', 'transaction', 30), 30);
  });

  it('deposit bounds are the jurisdiction\'s', () => {
    assert.equal(check('deposit', 'daily', '5001'), 'Enter at most 5,000');
    assert.equal(check('deposit', 'daily', '5000'), 5000);
    assert.equal(check('deposit', 'weekly', '50001'), 'Enter at most 50,000');
    assert.equal(check('deposit', 'daily', '601', RESPONSIBLE_GAMING_RULES.es), 'Enter at most 600');
    // Loss limits have no such bound.
    assert.equal(check('loss', 'daily', '9000'), 9000);
  });

  it('texts come from the catalogs', () => {
    const result = v.safeParse(limitAmountSchema(swedish, kind('session'), 'daily', mga), '30');
    assert.equal(result.success ? '' : result.issues[0]?.message, 'Får inte överstiga 24 timmar');
  });

  it('session choices and prefills: a daily deposit fills 7 and 30 times, a daily session the matching choices', () => {
    assert.deepEqual(sessionChoices(kind('session'), 'daily'), [2, 6, 12, 24]);
    assert.deepEqual(sessionChoices(kind('session'), 'weekly'), [1, 2, 4, 7]);
    assert.deepEqual(sessionChoices(kind('session'), 'monthly'), [7, 14, 21, 31]);
    assert.deepEqual(sessionChoices(kind('deposit'), 'daily'), []);
    assert.deepEqual(prefillFromDaily(kind('deposit'), '100'), { weekly: '700', monthly: '3000' });
    assert.deepEqual(prefillFromDaily(kind('session'), '6'), { weekly: '2', monthly: '14' });
    assert.deepEqual(prefillFromDaily(kind('session'), '5'), { weekly: '', monthly: '' });
    assert.deepEqual(prefillFromDaily(kind('loss'), '100'), {});
  });
});

describe('limit timing and removal as jurisdiction data (spec 001 §4, §9)', () => {
  it('a first or a lower limit applies at once; a higher one after the cool-down', () => {
    assert.deepEqual(limitChangeTiming(undefined, 500, mga), { applies: 'now' });
    assert.deepEqual(limitChangeTiming({ amount: 100 }, 50, mga), { applies: 'now' });
    assert.deepEqual(limitChangeTiming({ amount: 100 }, 100, mga), { applies: 'now' });
    assert.deepEqual(limitChangeTiming({ amount: 100 }, 101, mga), { applies: 'after-cool-down', hours: 72 });
    assert.deepEqual(limitChangeTiming({ amount: 100 }, 101, { ...mga, increaseCoolDownHours: 24 }), { applies: 'after-cool-down', hours: 24 });
  });

  it('never an SGA deposit limit, nor a locked one', () => {
    const deposit: Limit = { id: '1', type: 'deposit', period: 'daily', status: 'active', amount: 10, locked: false };
    assert.equal(canRemove(deposit, mga), true);
    assert.equal(canRemove(deposit, responsibleGamingRulesFor('sga')), false);
    assert.equal(canRemove({ ...deposit, type: 'loss' }, responsibleGamingRulesFor('sga')), true);
    assert.equal(canRemove({ ...deposit, locked: true }, mga), false);
    assert.equal(findLimit([{ ...deposit, status: 'canceled' }, { ...deposit, id: '2' }], 'deposit', 'daily')?.id, '2');
  });

  it('block periods: SGA a day, a week, a month; others also a year and indefinitely', () => {
    assert.deepEqual(blockOptions(english, responsibleGamingRulesFor('sga')).map((row) => row.label), ['1 day', '1 week', '1 month']);
    assert.deepEqual(blockOptions(english, mga), [
      { value: '1', label: '1 day' }, { value: '7', label: '1 week' }, { value: '30', label: '1 month' },
      { value: '365', label: '1 year' }, { value: '99999', label: 'Indefinitely' },
    ]);
  });
});

describe('limit types', () => {
  it('enabled-limit-types restricts the select; limit-type picks one of them', () => {
    assert.deepEqual(enabledKinds('deposit, session').map((row) => row.id), ['deposit', 'session']);
    assert.deepEqual(enabledKinds('Deposit bogus').map((row) => row.id), ['deposit']);
    assert.equal(enabledKinds('bogus').length, LIMIT_KINDS.length);
    assert.equal(enabledKinds(undefined).length, 6);
    assert.equal(resolveKind('session', enabledKinds('deposit session')).id, 'session');
    assert.equal(resolveKind('loss', enabledKinds('deposit session')).id, 'deposit');
  });

  it('minutes read as days, hours or hours and minutes', () => {
    assert.equal(formatMinutes(english, 2880), '2 days');
    assert.equal(formatMinutes(english, 360), '6 hours');
    assert.equal(formatMinutes(english, 315), '5 h 15 min');
    assert.equal(formatMinutes(english, 45), '45 minutes');
  });
});
