import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import {
  emptyForm, nextStep, normalisePhone, plannedSteps, prefillDepositLimits, prefillSessionLimits, previousStep,
  NO_OFFERS, stepsFor,
} from '../../../features/signup/index.ts';
import { TOKEN_SIGN_UP_STEPS } from '../../../features/signup-token/token-flow.ts';
import {
  activityBands, activityRange, birthDays, birthMonths, birthYears, buildSignUpPayload, composeBirthDate, isAdult,
} from '../../../features/signup/rules.ts';
import { validateAccept } from '../../../features/signup/accept-step.tsx';
import { validateContact } from '../../../features/signup/validation.ts';
import { validateActivity } from '../../../features/signup/activity-step.tsx';
import { validateAddress } from '../../../features/signup/address-step.tsx';
import { validateLimits } from '../../../features/signup/limits-step.tsx';
import { validatePersonal } from '../../../features/signup/personal-step.tsx';
import { SIGN_UP_RULES, signUpRulesFor } from '../../../features/toolkit/jurisdiction/index.ts';
import { containsEmail, passwordChecks, passwordIsStrong } from '../../../features/toolkit/password/index.ts';
import type { RestContext } from '../../../adapters/rest/context.ts';
import { signUpBody } from '../../../adapters/rest/sign-up.ts';

const REST = {
  context: { config: { platform: 'rest', jurisdiction: 'mga', locale: 'en' }, session: { get: () => null, set: () => undefined } },
} as unknown as RestContext;

const i18n = setupI18n({ locale: 'en', messages: { en } });
const today = new Date(2026, 10, 22); // 22 November 2026

test('birth years run from 18 years ago back 100 years', () => {
  const years = birthYears(today);
  assert.equal(years.length, 100);
  assert.equal(years[0], 2008);
  assert.equal(years.at(-1), 1909);
});

test('in the cut-off year months stop at this month, and days at today in this month', () => {
  assert.deepEqual(birthMonths(2008, today), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  assert.equal(birthMonths(2007, today).length, 12);
  assert.equal(birthMonths(null, today).length, 12);
  assert.equal(birthDays(2008, 11, today).length, 22);
  assert.equal(birthDays(2008, 10, today).length, 31);
  assert.equal(birthDays(2007, 11, today).length, 30);
  assert.equal(birthDays(2000, 2, today).length, 29);
  assert.equal(birthDays(2001, 2, today).length, 28);
  assert.equal(birthDays(null, null, today).length, 31);
  // 1 January: the cut-off year offers January and its first day only.
  const newYear = new Date(2027, 0, 1);
  assert.deepEqual(birthMonths(2009, newYear), [1]);
  assert.deepEqual(birthDays(2009, 1, newYear), [1]);
});

test('the date of birth is composed zero-padded and must be 18 years ago or more', () => {
  assert.equal(composeBirthDate(1990, 4, 2), '1990-04-02');
  assert.equal(composeBirthDate(1990, null, 2), '');
  assert.equal(isAdult('2008-11-22', today), true);
  assert.equal(isAdult('2008-11-23', today), false);
  assert.equal(isAdult('2008-12-01', today), false);
  assert.equal(isAdult('2009-01-01', today), false);
  assert.equal(isAdult('2001-02-29', today), false);
  assert.equal(isAdult('1950-06-15', today), true);
});

/**
 * Spec 000 §9, "Annual activity bands", as the spec writes them: SEK and NOK 0-170000, 180000-290000, 300000-590000,
 * 600000-860000, 860000 and above; other currencies 0-15000, 16000-25000, 26000-50000, 51000-75000, 75000 and above.
 * Sent as annualActivityFrom and To (spec 000 §3: the upper bound, or the lower bound when the range is open-ended),
 * and on REST as ExpectedAnnualActivityFrom and To (spec 002 §7.4).
 */
const SPEC_ACTIVITY_BANDS: Record<string, ReadonlyArray<readonly [number, number | null]>> = {
  SEK: [[0, 170_000], [180_000, 290_000], [300_000, 590_000], [600_000, 860_000], [860_000, null]],
  NOK: [[0, 170_000], [180_000, 290_000], [300_000, 590_000], [600_000, 860_000], [860_000, null]],
  EUR: [[0, 15_000], [16_000, 25_000], [26_000, 50_000], [51_000, 75_000], [75_000, null]],
  USD: [[0, 15_000], [16_000, 25_000], [26_000, 50_000], [51_000, 75_000], [75_000, null]],
};

test('the sign-up offers and sends each annual activity band of spec 000 as the spec writes it, on REST too', () => {
  for (const [currency, bands] of Object.entries(SPEC_ACTIVITY_BANDS)) {
    assert.deepEqual(activityBands(currency).map((band) => [band.from, band.to]), bands, currency);
    assert.deepEqual(activityBands(currency.toLowerCase()), activityBands(currency), `${currency} in lower case`);
    for (const [from, to] of bands) {
      const sent = { from, to: to ?? from };
      assert.deepEqual(activityRange(from, currency), sent, `${currency} ${from}`);
      const payload = buildSignUpPayload({ ...emptyForm(), currency, annualActivity: String(from) }, { withLimits: false });
      assert.equal(payload.annualActivity, from, `${currency} ${from}: annualActivity`);
      assert.deepEqual([payload.annualActivityFrom, payload.annualActivityTo], [sent.from, sent.to], `${currency} ${from}: annualActivityFrom/To`);
      const body = signUpBody(REST, payload);
      assert.deepEqual([body['ExpectedAnnualActivityFrom'], body['ExpectedAnnualActivityTo']], [sent.from, sent.to], `${currency} ${from}: REST`);
    }
  }
  // A value that is no band's lower bound is no band.
  assert.equal(activityRange(170_001, 'SEK'), null);
  assert.equal(activityRange(180_000, 'EUR'), null);
});

test('a daily deposit limit fills week x7 and month x30 unless they were touched', () => {
  const empty = { day: '', week: '', month: '' };
  assert.deepEqual(prefillDepositLimits('10', empty, { day: true, week: false, month: false }), { day: '10', week: '70', month: '300' });
  assert.deepEqual(
    prefillDepositLimits('20', { day: '10', week: '100', month: '300' }, { day: true, week: true, month: false }),
    { day: '20', week: '100', month: '600' },
  );
  assert.deepEqual(prefillDepositLimits('', { day: '1', week: '7', month: '30' }, { day: true, week: false, month: false }), empty);
});

test('a daily session limit fills the paired week and month choices', () => {
  const empty = { day: '', week: '', month: '' };
  const untouched = { day: false, week: false, month: false };
  assert.deepEqual(prefillSessionLimits('120', empty, untouched), { day: '120', week: '1440', month: '10080' });
  assert.deepEqual(prefillSessionLimits('1440', empty, untouched), { day: '1440', week: '10080', month: '44640' });
  assert.deepEqual(prefillSessionLimits('360', { day: '', week: '5760', month: '' }, { ...untouched, week: true }), {
    day: '360', week: '5760', month: '20160',
  });
});

test('the phone is normalised: leading zeros stripped, calling code prepended', () => {
  assert.equal(normalisePhone('+46', '0701234567'), '+46701234567');
  assert.equal(normalisePhone('+356', '00 79 12-34 56'), '+35679123456');
  assert.equal(normalisePhone('46', '701234567'), '+46701234567');
  assert.equal(normalisePhone('+46', '+4670123456'), '+4670123456');
});

test('sign-up uses the one password rule set (features/toolkit/password) and its texts', () => {
  assert.deepEqual(passwordChecks('abc'), { lowercase: true, capital: false, digit: false, special: false, length: false });
  assert.equal(containsEmail('abc', 'a@b.c'), false);
  assert.equal(passwordIsStrong('Secret123!', 'player@example.com'), true);
  assert.equal(passwordIsStrong('Player123!', 'player@example.com'), false);
  assert.equal(passwordIsStrong('  Sec1!  ', 'x@example.com'), false);
  assert.equal(validateContact({ form: { ...emptyForm(), email: 'p@example.com', callingCode: '+356', phone: '79123456' }, password: 'secret', rules: SIGN_UP_RULES.mga }, i18n).password,
    'The password does not meet the rules below');
  assert.equal(validateContact({ form: { ...emptyForm(), email: 'jane@example.com', callingCode: '+356', phone: '79123456' }, password: 'Tiger.Lily1!', rules: SIGN_UP_RULES.mga }, i18n).password,
    undefined);
  assert.equal(validateContact({ form: { ...emptyForm(), email: 'janedoe@example.com' }, password: 'Janedoe1!', rules: SIGN_UP_RULES.mga }, i18n).password,
    'The password must not contain your email address');
});

test('contact: the texts of spec 000 section 5; no password in SGA', () => {
  const form = emptyForm();
  assert.deepEqual(validateContact({ form, password: '', rules: SIGN_UP_RULES.mga }, i18n), {
    callingCode: 'Choose a calling code',
    phone: 'Enter your phone number',
    email: 'Enter your email address',
    password: 'Enter a password',
  });
  assert.deepEqual(validateContact({ form: { ...form, email: 'x@', callingCode: '+46', phone: '12ab' }, password: '', rules: SIGN_UP_RULES.sga }, i18n), {
    phone: 'Enter 8 to 17 digits, with an optional + at the start.',
    email: 'Enter a valid email address, such as name@example.com',
  });
  assert.equal(validateContact({ form: { ...form, callingCode: '+46', phone: '1234567' }, password: '', rules: SIGN_UP_RULES.sga }, i18n).phone, 'Enter 8 to 17 digits, with an optional + at the start.');
  assert.equal(validateContact({ form: { ...form, callingCode: '+46', phone: '12345678' }, password: '', rules: SIGN_UP_RULES.sga }, i18n).phone, undefined);
});

test('personal: names and date of birth', () => {
  const form = { ...emptyForm(), firstName: 'J4ne', lastName: 'x'.repeat(41) };
  assert.deepEqual(validatePersonal(form, today, i18n), {
    firstName: 'Invalid format',
    lastName: 'Last name cannot exceed 40 characters.',
    birthYear: 'Choose the year',
    birthMonth: 'Choose the month',
    birthDay: 'Choose the day',
  });
  assert.deepEqual(validatePersonal(emptyForm(), today, i18n).firstName, 'Enter firstname');
  assert.deepEqual(validatePersonal(emptyForm(), today, i18n).lastName, 'Enter lastname');
  assert.equal(validatePersonal({ ...form, firstName: 'x'.repeat(41) }, today, i18n).firstName, 'First name cannot exceed 40 characters.');
  assert.deepEqual(validatePersonal({ ...emptyForm(), firstName: "Anne-Marie", lastName: "O'Neil", birthYear: '1990', birthMonth: '4', birthDay: '12' }, today, i18n), {});
});

test('address: required fields and formats', () => {
  assert.deepEqual(validateAddress({ ...emptyForm(), address: 'Main St #1', city: 'Sliema 2', zip: 'SLM 1' }, i18n), {
    address: 'Invalid format', city: 'Use letters, spaces, hyphens and apostrophes only: no digits or symbols.', country: 'Choose your country', currency: 'Choose your currency',
  });
});

test('limits: SGA requires all three, bounds per jurisdiction, the personal maximum', () => {
  const form = emptyForm();
  assert.deepEqual(validateLimits(form, SIGN_UP_RULES.sga, i18n), {
    'deposit.day': 'Daily limit is required', 'deposit.week': 'Weekly limit is required', 'deposit.month': 'Monthly limit is required',
  });
  assert.deepEqual(validateLimits(form, SIGN_UP_RULES.ukgc, i18n), {});
  const limits = { ...form, deposit: { day: '0', week: '50001', month: '700' } };
  assert.deepEqual(validateLimits(limits, SIGN_UP_RULES.sga, i18n), {
    'deposit.day': 'Enter at least 1', 'deposit.week': 'Enter at most 50,000',
  });
  assert.deepEqual(validateLimits({ ...form, deposit: { day: '601', week: '1500', month: '3000' } }, SIGN_UP_RULES.es, i18n), {
    'deposit.day': 'Enter at most 600',
  });
  assert.deepEqual(validateLimits({ ...form, deposit: { day: '100', week: '700', month: '3000' } }, SIGN_UP_RULES.sga, i18n, { month: 2000 }), {
    'deposit.month': 'Choosen limit is too great',
  });
});

test('annual activity and terms are required', () => {
  assert.deepEqual(validateActivity(emptyForm(), i18n), { annualActivity: 'Please enter annual activity' });
  assert.deepEqual(validateAccept(emptyForm(), i18n), { acceptTerms: 'Terms must be accepted' });
});

test('jurisdictions are rows: password, limits step, required limits, bounds, countries', () => {
  assert.equal(signUpRulesFor('sga').passwordAtSignUp, false);
  assert.equal(signUpRulesFor('mga').passwordAtSignUp, true);
  assert.equal(signUpRulesFor('mga').limitsStep, false);
  assert.equal(signUpRulesFor('sga').depositLimitsRequired, true);
  assert.deepEqual(signUpRulesFor('mga').depositLimitMax, { day: 5000, week: 50_000, month: 1_000_000 });
  assert.deepEqual(signUpRulesFor('sga').countries, ['SE']);
});

test('the steps: limits only in the strict jurisdictions, activation unless turned off, no way back after sign-up', () => {
  const mga = { rules: SIGN_UP_RULES.mga, activationStep: true, offers: NO_OFFERS };
  const sga = { rules: SIGN_UP_RULES.sga, activationStep: true, offers: NO_OFFERS };
  assert.deepEqual(stepsFor(mga).map((row) => row.id), ['contact', 'personal', 'address', 'activity', 'accept', 'activation']);
  assert.equal(nextStep('address', mga), 'activity');
  assert.equal(nextStep('address', sga), 'limits');
  assert.equal(previousStep('activity', sga), 'limits');
  assert.equal(previousStep('activity', mga), 'address');
  assert.equal(previousStep('contact', mga), null);
  assert.equal(nextStep('accept', mga), 'activation');
  assert.equal(previousStep('activation', mga), null);
  assert.equal(nextStep('accept', { ...mga, activationStep: false }), null);
  assert.equal(nextStep('activation', mga), null);
});

test('the bonus and deposit steps follow activation (or accept) when there are offers and a cashier', () => {
  const bonus = { id: '1', code: 'FIRSTDEPOSIT', deposit: true } as unknown as (typeof NO_OFFERS.bonuses)[number];
  const both = { rules: SIGN_UP_RULES.mga, activationStep: true, offers: { bonuses: [bonus], canDeposit: true } };
  assert.deepEqual(stepsFor(both).map((row) => row.id).slice(-3), ['activation', 'bonus', 'deposit']);
  assert.equal(nextStep('activation', both), 'bonus');
  assert.equal(nextStep('bonus', both), 'deposit');
  assert.equal(nextStep('deposit', both), null);
  assert.equal(previousStep('bonus', both), null);
  assert.equal(previousStep('deposit', both), null);
  // No bonuses: straight to the deposit; no cashier either: done after activation.
  assert.equal(nextStep('activation', { ...both, offers: { bonuses: [], canDeposit: true } }), 'deposit');
  assert.equal(nextStep('activation', { ...both, offers: NO_OFFERS }), null);
  // Activation turned off: accept goes to the bonus step, or to the deposit when there are no bonuses.
  assert.equal(nextStep('accept', { ...both, activationStep: false }), 'bonus');
  assert.equal(nextStep('accept', { ...both, activationStep: false, offers: { bonuses: [], canDeposit: true } }), 'deposit');
  // The token sign-up: accept, then bonus (skipped if none), then deposit.
  assert.deepEqual(stepsFor(both, TOKEN_SIGN_UP_STEPS).map((row) => row.id), ['contact', 'limits', 'accept', 'bonus', 'deposit']);
  assert.equal(nextStep('accept', { ...both, offers: { bonuses: [], canDeposit: true } }, TOKEN_SIGN_UP_STEPS), 'deposit');
});

test('the payload built for submit', () => {
  const form = {
    ...emptyForm(),
    email: ' jane@example.com ', callingCode: '+356', phone: '0079123456', bonusCode: ' WELCOME ', firstName: 'Jane', lastName: 'Doe',
    birthYear: '1990', birthMonth: '4', birthDay: '2', address: '1 Main Street', zip: 'SLM 1000', city: 'Sliema', country: 'MT',
    currency: 'EUR', annualActivity: '16000', acceptTerms: true,
    deposit: { day: '10', week: '70', month: '' }, session: { day: '120', week: '', month: '' },
  };
  assert.deepEqual(buildSignUpPayload(form, { password: ' Secret123! ', termsVersion: 3, withLimits: true }), {
    email: 'jane@example.com', password: 'Secret123!', firstName: 'Jane', lastName: 'Doe', dateOfBirth: '1990-04-02',
    address: '1 Main Street', city: 'Sliema', zip: 'SLM 1000', callingCode: '+356', phone: '+35679123456', country: 'MT',
    currency: 'EUR', bonusCode: 'WELCOME', annualActivity: 16_000, acceptTermsAndMarketing: true,
    depositLimitDay: 10, depositLimitWeek: 70, sessionLimitDay: 120,
    annualActivityFrom: 16_000, annualActivityTo: 25_000, termsVersion: 3,
  });
  const sga = buildSignUpPayload({ ...form, bonusCode: '', currency: 'SEK', annualActivity: '860000' }, { withLimits: false });
  assert.equal('password' in sga, false);
  assert.equal('bonusCode' in sga, false);
  assert.equal('depositLimitDay' in sga, false);
  assert.equal(sga.annualActivityFrom, 860_000);
  assert.equal(sga.annualActivityTo, 860_000);
});

test('countries are limited to the jurisdiction, sorted by name', async () => {
  const { allowedCountries } = await import('../../../features/signup/reference-data.ts');
  const all = [
    { code: 'SE', name: 'Sweden', nationality: '', currency: 'SEK', phonePrefix: '+46' },
    { code: 'MT', name: 'Malta', nationality: '', currency: 'EUR', phonePrefix: '+356' },
    { code: 'DE', name: 'Germany', nationality: '', currency: 'EUR', phonePrefix: '+49' },
  ];
  assert.deepEqual(allowedCountries(all, 'sga').map((country) => country.code), ['SE']);
  assert.deepEqual(allowedCountries(all, 'mga').map((country) => country.code), ['DE', 'MT', 'SE']);
  assert.deepEqual(allowedCountries(all, 'ukgc'), []);
});

test('the stepper counts the bonus and deposit steps the platform can offer from the start: the total never changes at the sign-up', () => {
  const before = { rules: SIGN_UP_RULES.mga, activationStep: true, offers: NO_OFFERS };
  const plan = { bonus: true, deposit: true };
  const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
  assert.deepEqual(ids(plannedSteps(before, plan)), ['contact', 'personal', 'address', 'activity', 'accept', 'activation', 'bonus', 'deposit']);
  // After the sign-up: no bonus for this player, a cashier. The count stays 8; the bonus step is passed over.
  const after = { ...before, offers: { bonuses: [], canDeposit: true } };
  assert.equal(plannedSteps(after, plan).length, 8);
  assert.equal(nextStep('activation', after), 'deposit');
  // A platform without bonuses or a cashier: neither is counted.
  assert.deepEqual(ids(plannedSteps(before, { bonus: false, deposit: false })).slice(-1), ['activation']);
  // The strict jurisdiction's bank-ID identification and limits steps count too; the token sign-up plans from its own table.
  assert.equal(plannedSteps({ ...before, rules: SIGN_UP_RULES.sga }, plan).length, 10);
  assert.deepEqual(ids(plannedSteps(before, { bonus: false, deposit: true }, TOKEN_SIGN_UP_STEPS)), ['contact', 'limits', 'accept', 'deposit']);
});

test('"Skip limits" is a jurisdiction\'s fact: never where deposit limits are required', () => {
  for (const [name, rules] of Object.entries(SIGN_UP_RULES)) {
    if (rules.depositLimitsRequired) assert.equal(rules.limitsSkippable, false, `${name} requires limits but offers to skip them`);
  }
  assert.equal(signUpRulesFor('sga').limitsSkippable, false);
  assert.equal(signUpRulesFor('ukgc').limitsSkippable, true);
});
