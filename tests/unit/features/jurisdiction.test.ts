import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CANCEL_PENDING_WITHDRAWAL,
  DEFAULT_DEPOSIT_LIMIT_MAX,
  INDEFINITE_DAYS,
  JURISDICTION_RULES,
  JURISDICTIONS,
  LIMIT_INCREASE_COOL_DOWN_HOURS,
  PROFILE_RULES,
  RESPONSIBLE_GAMING_RULES,
  SIGN_UP_RULES,
  resolveJurisdiction,
  responsibleGamingRulesFor,
  rulesFor,
  signUpRulesFor,
} from '../../../features/toolkit/jurisdiction/index.ts';
import { CANCEL_PENDING_WITHDRAWAL as WITHDRAW_CANCEL } from '../../../features/withdraw/index.ts';

describe('the jurisdiction tables', () => {
  it('have one row per jurisdiction in every table', () => {
    assert.deepEqual(JURISDICTIONS, ['mga', 'sga', 'es', 'ukgc']);
    for (const table of [JURISDICTION_RULES, SIGN_UP_RULES, PROFILE_RULES, RESPONSIBLE_GAMING_RULES]) {
      assert.deepEqual(Object.keys(table), JURISDICTIONS);
    }
  });

  it('resolve what a page names, case forgiven, to a row (MGA by default)', () => {
    assert.equal(resolveJurisdiction('SGA'), 'sga');
    assert.equal(resolveJurisdiction(' uk '), 'ukgc');
    assert.equal(resolveJurisdiction('de'), 'mga');
    assert.equal(resolveJurisdiction(null), 'mga');
  });

  it('offer SGA blocks of a day, a week and a month only; others also a year and indefinitely (spec 001 §2, §9)', () => {
    assert.deepEqual(responsibleGamingRulesFor('sga').blockDays, [1, 7, 30]);
    for (const jurisdiction of ['mga', 'es', 'ukgc'] as const) {
      assert.deepEqual(responsibleGamingRulesFor(jurisdiction).blockDays, [1, 7, 30, 365, INDEFINITE_DAYS]);
    }
    assert.equal(INDEFINITE_DAYS, 99999);
  });

  it('forbid removing a deposit limit in SGA only (spec 001 §5)', () => {
    assert.deepEqual(
      JURISDICTIONS.filter((jurisdiction) => !responsibleGamingRulesFor(jurisdiction).canRemoveDepositLimit),
      ['sga'],
    );
  });

  it('queue a raised limit for 72 hours everywhere, keeping the deposit tooltip’s 24-hour reading as data (spec 001 §4)', () => {
    for (const jurisdiction of JURISDICTIONS) assert.equal(responsibleGamingRulesFor(jurisdiction).increaseCoolDownHours, 72);
    assert.deepEqual(LIMIT_INCREASE_COOL_DOWN_HOURS, { rule: 72, depositTooltipReading: 24 });
  });

  it('bound deposit limits by the spec defaults, Spain by its licence caps, at sign-up and after', () => {
    assert.deepEqual(DEFAULT_DEPOSIT_LIMIT_MAX, { day: 5000, week: 50_000, month: 1_000_000 });
    assert.deepEqual(responsibleGamingRulesFor('es').depositLimitMax, { day: 600, week: 1500, month: 3000 });
    for (const jurisdiction of JURISDICTIONS) {
      const rg = responsibleGamingRulesFor(jurisdiction);
      assert.equal(rg.depositLimitMin, 1);
      // One home for the bounds: sign-up reads responsible gaming's.
      assert.equal(signUpRulesFor(jurisdiction).depositLimitMax, rg.depositLimitMax);
      assert.equal(signUpRulesFor(jurisdiction).depositLimitMin, rg.depositLimitMin);
    }
  });

  it('let players cancel a pending withdrawal except in SGA (spec 002 §5.2), through the withdraw feature too', () => {
    assert.deepEqual(CANCEL_PENDING_WITHDRAWAL, { mga: true, sga: false, es: true, ukgc: true });
    assert.equal(WITHDRAW_CANCEL, CANCEL_PENDING_WITHDRAWAL);
  });

  it('show the session summary after sign-in in SGA only (spec 002 §4.3)', () => {
    assert.deepEqual(
      JURISDICTIONS.filter((jurisdiction) => rulesFor(jurisdiction).sessionSummaryAfterSignIn),
      ['sga'],
    );
  });
});
