import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Platform, SignInResult, SignUpPayload } from '../../../adapters/contract.ts';
import { REST_CAPABILITIES } from '../../../adapters/rest/index.ts';
import { emptyForm, SIGN_UP_FLOW, type WizardValues } from '../../../features/signup/index.ts';
import { tokenSignUpFlow } from '../../../features/signup-token/token-flow.ts';
import { findTakenContact, readRefusal, sendSignUp, signInAfterSignUp } from '../../../features/signup/platform-calls.ts';

/** A platform that records each call (operation and arguments) and answers from `answers`. */
function recording(answers: Partial<Record<string, (...args: unknown[]) => unknown>>) {
  const calls: Array<[string, ...unknown[]]> = [];
  const platform = { name: 'fake', capabilities: REST_CAPABILITIES } as unknown as Record<string, unknown>;
  for (const [name, answer] of Object.entries(answers)) {
    platform[name] = async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer!(...args);
    };
  }
  return { platform: platform as unknown as Platform, calls };
}

const values: WizardValues = {
  ...emptyForm(),
  email: ' new@example.com ', callingCode: '+46', phone: '0701234567', firstName: 'Alex', lastName: 'Lee',
  birthYear: '1990', birthMonth: '4', birthDay: '2', address: 'Street 1', city: 'Town', zip: '12345', country: 'SE', currency: 'SEK',
  deposit: { day: '100', week: '', month: '' }, acceptTerms: true,
  password: 'Secret123!', confirmPassword: '', identityCode: 'code-1', identityState: 'state-1', identityRedirect: 'https://page.example/back',
};
const SIGNED_IN = { sessionId: 's-1', profile: { userId: 'u-1' } } as unknown as SignInResult;
const request = { values, flow: SIGN_UP_FLOW, rules: { passwordAtSignUp: true, limitsStep: false }, jurisdiction: 'mga' as const, locale: 'en', identified: false };

describe('the sign-up wizard\'s platform calls', () => {
  it('asks whether the email (trimmed) and the phone (normalised) have an account, and names the taken one', async () => {
    const { platform, calls } = recording({ validateEmail: () => 'available', validatePhone: () => 'taken' });
    assert.equal(await findTakenContact(platform, values), 'phone');
    assert.deepEqual(calls, [['validateEmail', 'new@example.com'], ['validatePhone', '+46701234567']]);
    const email = recording({ validateEmail: () => 'taken', validatePhone: () => 'taken' });
    assert.equal(await findTakenContact(email.platform, values), 'email');
    // A platform that cannot check takes both as free; one whose check fails cannot tell (the wizard stays).
    assert.equal(await findTakenContact(recording({}).platform, values), null);
    const failing = recording({ validateEmail: () => Promise.reject(new Error('down')) });
    await assert.rejects(findTakenContact(failing.platform, values), /down/);
  });

  it('sends the sign-up with the terms\' version, the password where asked and the limits where there is a step', async () => {
    const { platform, calls } = recording({ getTerms: () => ({ version: 7 }), signUp: () => ({ playerId: 'p-1', issues: [] }) });
    const { payload, result } = await sendSignUp(platform, { ...request, rules: { passwordAtSignUp: true, limitsStep: true } });
    assert.equal(result.playerId, 'p-1');
    assert.deepEqual(calls.map(([name]) => name), ['getTerms', 'signUp']);
    assert.deepEqual(calls[0], ['getTerms', 'en']);
    const sent = calls[1]![1] as SignUpPayload;
    assert.equal(sent, payload);
    assert.equal(sent.termsVersion, 7);
    assert.equal(sent.password, 'Secret123!');
    assert.equal(sent.email, 'new@example.com');
    assert.equal(sent.jurisdiction, 'mga');
    assert.equal(sent.depositLimitDay, 100);
  });

  it('sends no password where the jurisdiction asks none, no version when the terms cannot be read, no limits without a step', async () => {
    const { platform, calls } = recording({ getTerms: () => Promise.reject(new Error('down')), signUp: () => ({ playerId: 'p-2', issues: [] }) });
    await sendSignUp(platform, { ...request, rules: { passwordAtSignUp: false, limitsStep: false } });
    const sent = calls[1]![1] as SignUpPayload;
    assert.equal('password' in sent, false);
    assert.equal('termsVersion' in sent, false);
    assert.equal('depositLimitDay' in sent, false);
  });

  it('signs an identified person up with the identification\'s code, and a token sign-up with its token', async () => {
    const coded = recording({ signUpWithCode: () => ({ playerId: 'p-3', issues: [], signedIn: SIGNED_IN }) });
    await sendSignUp(coded.platform, { ...request, identified: true });
    assert.deepEqual(coded.calls[0]!.slice(0, 2), ['signUpWithCode', { code: 'code-1', state: 'state-1', redirectUrl: 'https://page.example/back' }]);
    const token = recording({ signUpWithToken: () => ({ playerId: 'p-4', issues: [] }) });
    await sendSignUp(token.platform, { ...request, flow: tokenSignUpFlow('t-9', undefined) });
    assert.equal(token.calls[0]![0], 'signUpWithToken');
    assert.equal(token.calls[0]![1], 't-9');
  });

  it('passes a refusal on as the platform\'s error', async () => {
    const refusal = new Error('refused');
    const { platform } = recording({ signUp: () => Promise.reject(refusal) });
    await assert.rejects(sendSignUp(platform, request), (error) => error === refusal);
  });

  it('signs the new player in with the session the sign-up returned, else with the password, else not', async () => {
    const payload = { email: 'new@example.com', password: 'Secret123!' } as SignUpPayload;
    const given = recording({ signIn: () => assert.fail('no second sign-in') });
    assert.equal(await signInAfterSignUp(given.platform, payload, { playerId: 'p', issues: [], signedIn: SIGNED_IN }), SIGNED_IN);
    assert.deepEqual(given.calls, []);
    const byPassword = recording({ signIn: () => SIGNED_IN });
    assert.equal(await signInAfterSignUp(byPassword.platform, payload, { playerId: 'p', issues: [] }), SIGNED_IN);
    assert.deepEqual(byPassword.calls, [['signIn', { email: 'new@example.com', password: 'Secret123!' }]]);
    const refused = recording({ signIn: () => Promise.reject(new Error('no')) });
    assert.equal(await signInAfterSignUp(refused.platform, payload, { playerId: 'p', issues: [] }), null);
    const noPassword = recording({ signIn: () => assert.fail('never without a password') });
    assert.equal(await signInAfterSignUp(noPassword.platform, { email: 'new@example.com' } as SignUpPayload, { playerId: 'p', issues: [] }), null);
  });

  it('reads a refusal: the account that exists, and the field to mark on a step the player has', () => {
    const all = ['contact', 'personal', 'address', 'limits', 'activity', 'accept'] as const;
    assert.deepEqual(readRefusal('sign-up.invalid-field-zip', all), { accountExists: null, field: { name: 'zip', step: 'address' }, conflict: false });
    assert.deepEqual(readRefusal('sign-up.phone-exists', all), { accountExists: 'phone', field: { name: 'phone', step: 'contact' }, conflict: false });
    assert.deepEqual(readRefusal('sign-up.player-conflict', all), { accountExists: 'email', field: null, conflict: true });
    // The token sign-up has no address step: the field is not marked there.
    assert.deepEqual(readRefusal('sign-up.invalid-field-zip', ['contact', 'limits', 'accept']).field, null);
    assert.deepEqual(readRefusal(null, all), { accountExists: null, field: null, conflict: false });
  });
});
