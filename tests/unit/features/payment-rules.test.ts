import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import type { Block, Bonus, Limit } from '../../../adapters/contract.ts';
import { depositDecision, firstDepositStep, tightestDepositLimit } from '../../../features/deposit/rules.ts';
import { CANCEL_PENDING_WITHDRAWAL, withdrawDecision, withdrawPolicy } from '../../../features/withdraw/rules.ts';
import { amountSchema, payAndPlayOffered } from '../../../features/pay-and-play/rules.ts';

const limit = (amount: number, remainingAmount: number | undefined, extra: Partial<Limit> = {}): Limit => ({
  id: String(Math.random()), type: 'deposit', period: 'daily', status: 'active', amount,
  ...(remainingAmount === undefined ? {} : { remainingAmount }), locked: false, currency: 'EUR', ...extra,
});
const block = (product: Block['product'], status: Block['status']): Block => ({ id: '1', product, status });
const bonus = (withdrawPolicy: Bonus['withdrawPolicy'], status: Bonus['status'] = 'active'): Bonus => ({
  id: '1', code: '', name: 'b', description: '', type: 'monetary', status, currency: 'EUR', deposit: false, canBeCanceled: false, withdrawPolicy, gameProps: [],
});

describe('deposit notices (spec 001 §4, 002 §4.5)', () => {
  it('an active payment block blocks deposits and hides the cashier, whatever the limits', () => {
    assert.deepEqual(depositDecision([limit(100, 100)], [block('payment', 'active')]), { notice: { kind: 'blocked' }, showCashier: false });
  });

  it('an inactive or cooling-down payment block, or a casino block, does not', () => {
    assert.equal(depositDecision([], [block('payment', 'inactive'), block('payment', 'cool-down'), block('casino', 'active')]).notice, null);
  });

  it('the tightest active deposit limit decides', () => {
    const daily = limit(1000, 50);
    const weekly = limit(5000, 4050, { period: 'weekly' });
    assert.equal(tightestDepositLimit([weekly, daily]), daily);
    assert.deepEqual(depositDecision([weekly, daily], []), { notice: { kind: 'limit-warning', limit: daily, remainingAmount: 50 }, showCashier: true });
  });

  it('10 percent left warns, just above does not', () => {
    assert.equal(depositDecision([limit(1000, 100)], []).notice?.kind, 'limit-warning');
    assert.equal(depositDecision([limit(1000, 100.01)], []).notice, null);
  });

  it('0 or less left is an error that hides the cashier', () => {
    assert.deepEqual(depositDecision([limit(500, 0)], []).showCashier, false);
    assert.equal(depositDecision([limit(500, 0)], []).notice?.kind, 'limit-reached');
    assert.equal(depositDecision([limit(500, -5)], []).notice?.kind, 'limit-reached');
  });

  it('cancelled limits, other limit types and limits without a remainder are not judged', () => {
    assert.equal(depositDecision([limit(500, 0, { status: 'canceled' }), limit(500, 0, { type: 'loss' }), limit(500, undefined)], []).notice, null);
  });

  it('the bonus selector comes first only when bonuses exist and none was preset', () => {
    assert.equal(firstDepositStep(2, undefined), 'bonus');
    assert.equal(firstDepositStep(2, 'WELCOME'), 'cashier');
    assert.equal(firstDepositStep(0, undefined), 'cashier');
  });
});

describe('withdraw policy (spec 001 §4)', () => {
  it('DenyWithdraw wins over CancelMonetary and hides the withdrawal', () => {
    assert.equal(withdrawPolicy([bonus('cancel-monetary'), bonus('deny-withdraw')]), 'deny-withdraw');
    assert.deepEqual(withdrawDecision([bonus('cancel-monetary'), bonus('deny-withdraw')], 0), { warnings: ['deny-withdraw'], showCashier: false });
  });

  it('CancelMonetary warns and keeps the cashier; a zero balance warns too', () => {
    assert.deepEqual(withdrawDecision([bonus('cancel-monetary')], 50), { warnings: ['cancel-monetary'], showCashier: true });
    assert.deepEqual(withdrawDecision([bonus('cancel-monetary')], 0), { warnings: ['cancel-monetary', 'zero-balance'], showCashier: true });
    assert.deepEqual(withdrawDecision([], 0), { warnings: ['zero-balance'], showCashier: true });
  });

  it('only active bonuses count; otherwise the policy is None', () => {
    assert.equal(withdrawPolicy([bonus('deny-withdraw', 'finished'), bonus('cancel-monetary', 'expired')]), 'none');
    assert.deepEqual(withdrawDecision([], 10), { warnings: [], showCashier: true });
  });

  it('cancelling pending withdrawals is off for SGA only', () => {
    assert.deepEqual(CANCEL_PENDING_WITHDRAWAL, { mga: true, sga: false, es: true, ukgc: true });
  });
});

describe('pay and play', () => {
  const english = setupI18n({ locale: 'en', messages: { en } });
  const parse = (value: string) => v.safeParse(amountSchema(english), value);

  it('needs an amount: "Enter amount"', () => {
    const result = parse('  ');
    assert.equal(result.success, false);
    assert.equal(result.issues?.[0].message, 'Enter amount');
  });

  it('takes a positive amount with at most two decimals, comma or point', () => {
    assert.equal(parse('50').output, 50);
    assert.equal(parse('12,5').output, 12.5);
    for (const bad of ['0', '-5', '1e3', '10.123', 'abc']) assert.equal(parse(bad).success, false, bad);
  });

  it('is offered where the platform limits it (the third-party platform: FI, NL, SE) only; elsewhere by its capability', () => {
    const limited = { payAndPlay: true, payAndPlayCountries: ['FI', 'NL', 'SE'] };
    assert.equal(payAndPlayOffered(limited, 'fi'), true);
    assert.equal(payAndPlayOffered(limited, 'SE'), true);
    assert.equal(payAndPlayOffered(limited, 'MT'), false);
    assert.equal(payAndPlayOffered(limited, null), false);
    assert.equal(payAndPlayOffered({ payAndPlay: true, payAndPlayCountries: null }, 'MT'), true);
    assert.equal(payAndPlayOffered({ payAndPlay: false, payAndPlayCountries: null }, 'SE'), false);
    assert.equal(payAndPlayOffered({ payAndPlay: false, payAndPlayCountries: ['SE'] }, 'SE'), false);
  });
});
