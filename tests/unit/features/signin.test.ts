import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../i18n/locales/en.ts';
import { messages as sv } from '../../../i18n/locales/sv.ts';
import type { SignInValues } from '../../../features/signin/index.ts';
import { signInSchema } from '../../../features/signin/signin-schema.ts';
import { followUpAfterSignIn } from '../../../features/toolkit/session/index.ts';
import { issuesByField, type FieldErrors } from '../../../features/toolkit/forms/index.ts';

import { resolveJurisdiction, rulesFor, JURISDICTIONS } from '../../../features/toolkit/jurisdiction/index.ts';
import { MESSAGE_KINDS, resolveMessageKind } from '../../../features/message/index.ts';

const english = setupI18n({ locale: 'en', messages: { en } });

function errors(values: SignInValues, i18n = english): FieldErrors<SignInValues> {
  const result = v.safeParse(signInSchema(i18n), values);
  return result.success ? {} : issuesByField<SignInValues>(result.issues);
}

// The email texts depart from spec 000 §5 on purpose (docs/error-texts.md: say what to do, WCAG 3.3.3).
test('sign-in validation has the texts of spec 000 section 5, the email ones as docs/error-texts.md says', () => {
  assert.deepEqual(errors({ email: '', password: '' }), {
    email: 'Enter your email address',
    password: 'Please enter your password',
  });
  assert.deepEqual(errors({ email: 'player@', password: 'x' }), { email: 'Enter a valid email address, such as name@example.com' });
  assert.deepEqual(errors({ email: '  player@example.com ', password: 'x' }), {});
});

test('sign-in validation speaks the widget language', () => {
  const swedish = setupI18n({ locale: 'sv', messages: { sv } });
  // Every field's text, each from the Swedish catalog: one written in English would still be truthy.
  assert.deepEqual(errors({ email: '', password: '' }, swedish), {
    email: 'Ange din e-postadress',
    password: 'Ange ditt lösenord',
  });
});

test('after sign-in: terms first, then activation, else the welcome (SGA: the session summary)', () => {
  const mga = rulesFor('mga');
  assert.equal(followUpAfterSignIn({ hasToAcceptTerms: true, isEmailVerified: false }, mga), 'terms');
  assert.equal(followUpAfterSignIn({ hasToAcceptTerms: false, isEmailVerified: false }, mga), 'activation-required');
  assert.equal(followUpAfterSignIn({ hasToAcceptTerms: false, isEmailVerified: true }, mga), 'welcome');
  assert.equal(followUpAfterSignIn({ hasToAcceptTerms: false, isEmailVerified: true }, rulesFor('sga')), 'session-summary');
  assert.equal(followUpAfterSignIn({ hasToAcceptTerms: true, isEmailVerified: true }, rulesFor('sga')), 'terms');
});

test('jurisdictions resolve case-insensitively, with MGA as the default', () => {
  assert.deepEqual(JURISDICTIONS, ['mga', 'sga', 'es', 'ukgc']);
  assert.equal(resolveJurisdiction('SGA'), 'sga');
  assert.equal(resolveJurisdiction('uk'), 'ukgc');
  assert.equal(resolveJurisdiction('nowhere'), 'mga');
  assert.equal(resolveJurisdiction(undefined), 'mga');
});

test('message kinds are the six of DESIGN.md and the payment return\'s (spec 002 §2.1), with welcome for anything else', () => {
  assert.deepEqual([...MESSAGE_KINDS], [
    'welcome', 'activate', 'activation-required', 'activation-complete', 'reset-token-invalid', 'restricted-access',
    'payment-success', 'payment-pending', 'payment-failed', 'payment-cancelled', 'payment-unknown',
  ]);
  assert.equal(resolveMessageKind('restricted-access'), 'restricted-access');
  assert.equal(resolveMessageKind('bogus'), 'welcome');
});
