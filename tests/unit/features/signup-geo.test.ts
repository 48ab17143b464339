// The sign-up wizard's geo prefill and USD default (spec 000 §3 "Geo result", §5 "Default currency USD"), and its
// Region where the jurisdiction asks for it (spec 002 §7.4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import { DEFAULT_CURRENCY, emptyForm, geoPrefill } from '../../../features/signup/index.ts';
import { buildSignUpPayload } from '../../../features/signup/rules.ts';
import { validateAddress } from '../../../features/signup/address-step.tsx';
import { signUpRulesFor } from '../../../features/toolkit/jurisdiction/index.ts';

const i18n = setupI18n({ locale: 'en', messages: { en } });
const DATA = {
  countries: [
    { code: 'MT', name: 'Malta', nationality: 'Maltese', currency: 'EUR', phonePrefix: '+356' },
    { code: 'NO', name: 'Norway', nationality: 'Norwegian', currency: 'NOK', phonePrefix: '47' },
  ],
  currencies: [{ code: 'EUR' }, { code: 'NOK' }, { code: 'USD' }],
  callingCodes: [{ code: '+356' }, { code: '+47' }],
};
const EMPTY = { country: '', currency: '', callingCode: '' };

test('the IP country the wizard offers is prefilled with its currency and calling code', () => {
  assert.deepEqual(geoPrefill(EMPTY, DATA, 'mt'), { country: 'MT', currency: 'EUR', callingCode: '+356' });
  // A prefix written without its plus still names the calling code.
  assert.deepEqual(geoPrefill(EMPTY, DATA, 'NO'), { country: 'NO', currency: 'NOK', callingCode: '+47' });
});

test('without a known IP country (not found, or not offered) the currency is USD', () => {
  assert.equal(DEFAULT_CURRENCY, 'USD');
  assert.deepEqual(geoPrefill(EMPTY, DATA, null), { currency: 'USD' });
  assert.deepEqual(geoPrefill(EMPTY, DATA, 'SE'), { currency: 'USD' });
  // USD only where the platform offers it.
  assert.deepEqual(geoPrefill(EMPTY, { ...DATA, currencies: [{ code: 'EUR' }] }, null), {});
});

test('what the player chose (or a draft kept) stays', () => {
  assert.deepEqual(geoPrefill({ country: 'NO', currency: 'NOK', callingCode: '+47' }, DATA, 'MT'), {});
  assert.deepEqual(geoPrefill({ country: '', currency: 'NOK', callingCode: '+47' }, DATA, 'MT'), { country: 'MT' });
});

test('the region is asked (and required) only where the jurisdiction says, and sent when given', () => {
  const form = { ...emptyForm(), address: 'Calle Mayor 1', zip: '28013', city: 'Madrid', country: 'ES', currency: 'EUR' };
  assert.equal(validateAddress(form, i18n).region, undefined);
  assert.equal(validateAddress(form, i18n, signUpRulesFor('es')).region, 'Enter your region');
  assert.equal(validateAddress({ ...form, region: 'Madrid' }, i18n, signUpRulesFor('es')).region, undefined);
  assert.equal(buildSignUpPayload({ ...form, region: ' Madrid ' }, { withLimits: false }).region, 'Madrid');
  assert.equal('region' in buildSignUpPayload(form, { withLimits: false }), false);
});
