import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SignUpPayload } from '../../../adapters/contract.ts';
import type { RestContext } from '../../../adapters/rest/context.ts';
import { internationalPhone, signUpBody, signUpLimits } from '../../../adapters/rest/sign-up.ts';

const payload: SignUpPayload = {
  email: 'sven@example.com', firstName: 'Sven', lastName: 'Ek', dateOfBirth: '1980-01-31', address: 'Storgatan 1', city: 'Stockholm',
  zip: '111 22', callingCode: '+46', phone: '0701112233', country: 'SE', currency: 'SEK', bonusCode: 'WELCOME', annualActivity: 180_000,
  annualActivityFrom: 180_000, annualActivityTo: 290_000, acceptTermsAndMarketing: true, termsVersion: 3,
  depositLimitDay: 100, depositLimitWeek: 700, depositLimitMonth: 3000, sessionLimitDay: 120, jurisdiction: 'sga',
};

const rest = {
  context: { config: { platform: 'rest', jurisdiction: 'mga', locale: 'sv' }, session: { get: () => null, set: () => undefined } },
} as unknown as RestContext;

test('the phone the platform gets: leading zeros stripped, calling code prepended', () => {
  assert.equal(internationalPhone('+46', '0701112233'), '+46701112233');
  assert.equal(internationalPhone('46', '00701112233'), '+46701112233');
  assert.equal(internationalPhone('+46', '+46701112233'), '+46701112233');
});

test('sign-up limits become AddLimit rows: deposits in the currency, login time in minutes, timespans in days', () => {
  assert.deepEqual(signUpLimits(payload), [
    { Type: 'Deposit', Amount: 100, Timespan: 1, Currency: 'SEK', IsSignupLimit: true },
    { Type: 'LoginTime', Amount: 120, Timespan: 1, IsSignupLimit: true },
    { Type: 'Deposit', Amount: 700, Timespan: 7, Currency: 'SEK', IsSignupLimit: true },
    { Type: 'Deposit', Amount: 3000, Timespan: 30, Currency: 'SEK', IsSignupLimit: true },
  ]);
});

test('the SignUp body of spec 002 section 7.4, in the widget jurisdiction, without a password when none was asked', () => {
  const body = signUpBody(rest, payload);
  assert.equal('Password' in body, false);
  assert.equal(body['Jurisdiction'], 'SGA');
  assert.equal(body['MobilePhoneNumber'], '+46701112233');
  assert.equal(body['BirthDate'], '1980-01-31');
  assert.equal(body['Address1'], 'Storgatan 1');
  assert.equal(body['PromoCode'], 'WELCOME');
  assert.equal(body['ExpectedAnnualActivityFrom'], 180_000);
  assert.equal(body['ExpectedAnnualActivityTo'], 290_000);
  assert.equal(body['TacVersionAccepted'], 3);
  assert.equal(body['Language'], 'sv');
  assert.equal(body['DontSendActivationCode'], false);
  assert.equal((body['Limits'] as unknown[]).length, 4);
  const withPassword = signUpBody(rest, { ...payload, password: 'Tiger.Lily1!', jurisdiction: undefined });
  assert.equal(withPassword['Password'], 'Tiger.Lily1!');
  assert.equal(withPassword['Jurisdiction'], 'MGA');
});
