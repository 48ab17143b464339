// Sign-up, OTP, activation and reference data through every adapter (built by createPlatform, as a
// page builds it) against the sandbox: the sandbox's server-side rules answer the platform's codes, and
// these tests prove each reaches the widget as its catalogue key.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { PlatformConfig, SignUpPayload } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { SANDBOX_SIGN_UP_TOKEN } from '../../sandbox/sign-up-seed.ts';
import { ADAPTERS, memorySession, rejection, unless, unlessTrait } from './adapters-under-test.ts';
import { requireOperation } from '../../adapters/operations.ts';

async function keyOf(promise: Promise<unknown>): Promise<string> {
  return (await rejection(promise)).key;
}

const MGA_PAYLOAD: SignUpPayload = {
  email: 'jane@example.com', password: 'Tiger.Lily1!', firstName: 'Jane', lastName: 'Doe', dateOfBirth: '1990-04-12',
  address: '1 Main Street', city: 'Sliema', zip: 'SLM 1000', callingCode: '+356', phone: '+35679112233', country: 'MT',
  currency: 'EUR', annualActivity: 16_000, annualActivityFrom: 16_000, annualActivityTo: 25_000, acceptTermsAndMarketing: true,
};

const SGA_PAYLOAD: SignUpPayload = {
  email: 'sven@example.com', firstName: 'Sven', lastName: 'Ek', dateOfBirth: '1980-01-31', address: 'Storgatan 1', city: 'Stockholm',
  zip: '111 22', callingCode: '+46', phone: '+46701112233', country: 'SE', currency: 'SEK', annualActivity: 0,
  annualActivityFrom: 0, annualActivityTo: 170_000, acceptTermsAndMarketing: true,
  depositLimitDay: 100, depositLimitWeek: 700, depositLimitMonth: 3000, sessionLimitDay: 120,
};

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: sign-up against the sandbox`, { skip: unless(adapter, 'signUp') }, () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  before(async () => { sandbox = await startSandbox({ port: 0, quiet: true }); });
  after(() => sandbox.close());
  beforeEach(() => sandbox.app.reset());

  async function build(config: Partial<PlatformConfig> = {}) {
    const session = memorySession();
    const platform = await createPlatform({
      config: { ...adapter.config(sandbox.url), ...config },
      session,
    });
    return { platform, session };
  }

  async function control(path: string, body: unknown) {
    const response = await fetch(`${sandbox.url}/__sandbox${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.ok(response.ok, `control ${path}: ${response.status}`);
  }

  it('loads countries limited to the jurisdiction, currencies and calling codes', { skip: unless(adapter, 'signUp') }, async () => {
    const { platform } = await build({ jurisdiction: 'sga' });
    assert.deepEqual(await platform.getCountries!(), [{ code: 'SE', name: 'Sweden', nationality: 'Swedish', currency: 'SEK', phonePrefix: '+46' }]);
    assert.ok((await platform.getCurrencies!()).some((currency) => currency.code === 'USD'));
    const codes = (await platform.getCallingCodes!()).map((code) => code.code);
    assert.ok(codes.includes('+46') && codes.includes('+356'));
    const mga = (await (await build()).platform.getCountries!()).map((country) => country.code);
    assert.ok(mga.includes('MT') && !mga.includes('SE'));
  });

  it('tells whether an email or phone is taken (PlayerExists means taken)', { skip: unless(adapter, 'signUp') || unlessTrait(adapter, 'validatesPhones', 'validates e-mails and usernames only') }, async () => {
    const { platform } = await build();
    assert.equal(await platform.validateEmail!('player@example.com'), 'taken');
    assert.equal(await platform.validateEmail!('PLAYER@example.com'), 'taken');
    assert.equal(await platform.validateEmail!('free@example.com'), 'available');
    assert.equal(await platform.validatePhone!('+35679123456'), 'taken');
    assert.equal(await platform.validatePhone!('+35679000000'), 'available');
    assert.equal(await platform.validateUsername!('alex'), 'taken');
  });

  it('signs up an MGA player, who can sign in, activate and is then verified', { skip: unless(adapter, 'signUp', 'activation') || unlessTrait(adapter, 'resendsActivationCode', 'no resend of the code: its sign-up journey is covered end to end') }, async () => {
    const { platform, session } = await build();
    const result = await platform.signUp!(MGA_PAYLOAD);
    assert.match(result.playerId, /^\d+$/);
    assert.equal(result.signedIn, undefined);
    const signedIn = await requireOperation(platform, 'signIn')({ email: MGA_PAYLOAD.email, password: MGA_PAYLOAD.password! });
    assert.equal(signedIn.isEmailVerified, false);
    assert.equal(signedIn.profile.phone, '+35679112233');
    assert.equal(await keyOf(platform.activateAccount!({ email: MGA_PAYLOAD.email, code: '000000' })), 'activate.incorrect-code');
    const activated = await platform.activateAccount!({ email: MGA_PAYLOAD.email, code: '123456' });
    assert.equal(activated.signedIn, true);
    assert.equal((await requireOperation(platform, 'getProfile')()).isActivated, true);
    assert.ok(session.get());
    assert.equal(await keyOf(platform.activateAccount!({ email: MGA_PAYLOAD.email, code: '123456' })), 'activate.already-activated');
    assert.equal(await keyOf(platform.requestActivationCode!(MGA_PAYLOAD.email)), 'activate.already-activated');
    assert.equal(await keyOf(platform.requestActivationCode!('nobody@example.com')), 'activate.player-not-found');
    await platform.requestActivationCode!('new@example.com');
  });

  it('maps the sandbox refusals to the sign-up keys', { skip: unless(adapter, 'signUp') || unlessTrait(adapter, 'namesInvalidFields', 'names no invalid field: its text is shown') }, async () => {
    const { platform } = await build();
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, email: 'player@example.com' })), 'sign-up.player-conflict');
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, phone: '+35679123456' })), 'sign-up.phone-exists');
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, email: 'x@mailinator.com' })), 'sign-up.invalid-email-domain');
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, firstName: 'J4ne' })), 'sign-up.invalid-field-first-name');
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, dateOfBirth: '2020-01-01' })), 'sign-up.invalid-field-dob');
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, password: 'weak' })), 'sign-up.invalid-field-password');
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, country: 'SE' })), 'sign-up.country-invalid');
    assert.equal(await keyOf(platform.signUp!({ ...MGA_PAYLOAD, currency: 'XXX' })), 'sign-up.invalid-field-currency');
    await control('/ip-country', { country: 'US' });
    assert.equal(await keyOf(platform.signUp!(MGA_PAYLOAD)), 'sign-up.region-blocked');
  });

  it('signs up an SGA player without a password, with the limits, and the activation signs in', { skip: unless(adapter, 'oauthSignIn') }, async () => {
    const { platform, session } = await build({ jurisdiction: 'sga' });
    const { depositLimitMonth: _month, ...withoutMonth } = SGA_PAYLOAD;
    assert.equal(await keyOf(platform.signUp!(withoutMonth)), 'sign-up.invalid-field-limits');
    await platform.signUp!(SGA_PAYLOAD);
    assert.equal(session.get(), null);
    const activated = await platform.activateAccount!({ email: SGA_PAYLOAD.email, code: '123456' });
    assert.equal(activated.signedIn, true);
    const profile = await requireOperation(platform, 'getProfile')();
    assert.equal(profile.currency, 'SEK');
    assert.equal(profile.jurisdiction, 'sga');
  });

  it('sends a one-time code; the right code signs in a known phone or prefills a new one', { skip: unless(adapter, 'smsOtp') }, async () => {
    const { platform, session } = await build({ jurisdiction: 'sga' });
    await platform.requestOtp!({ country: 'SE', callingCode: '+46', phone: '0701234567' });
    assert.equal(await keyOf(platform.signInWithOtp!({ code: '9999', phone: '+46701234567' })), 'sign-up.incorrect-code');
    const known = await platform.signInWithOtp!({ code: '1234', phone: '+46701234567' });
    assert.equal(known.kind, 'signed-in');
    assert.ok(session.get());
    await platform.requestOtp!({ country: 'SE', callingCode: '+46', phone: '0709998877' });
    const fresh = await platform.signInWithOtp!({ code: '1234', phone: '+46709998877' });
    assert.deepEqual(fresh, { kind: 'prefill', player: { firstName: 'Elin', lastName: 'Berg', street: 'Storgatan', houseNumber: '12', postArea: 'Stockholm', postCode: '111 22' } });
    await platform.requestOtp!({ country: 'SE', callingCode: '+46', phone: '0700000404' });
    assert.equal(await keyOf(platform.signInWithOtp!({ code: '1234', phone: '+46700000404' })), 'sign-up.player-not-found');
  });

  it('signs up with the seeded token, once, and is signed in at once', { skip: unless(adapter, 'tokenSignUp') }, async () => {
    const { platform, session } = await build({ jurisdiction: 'sga' });
    const payload = { ...SGA_PAYLOAD, email: 'erik@example.com', phone: '+46705556677' };
    assert.equal(await keyOf(platform.signUpWithToken!(SANDBOX_SIGN_UP_TOKEN, { ...payload, depositLimitMonth: 30_000 })), 'sign-up.invalid-field-limits');
    const result = await platform.signUpWithToken!(SANDBOX_SIGN_UP_TOKEN, payload);
    assert.equal(result.signedIn?.profile.firstName, 'Erik');
    assert.equal(session.get(), result.signedIn?.sessionId);
    assert.equal(await keyOf(platform.signUpWithToken!(SANDBOX_SIGN_UP_TOKEN, { ...payload, email: 'e2@example.com' })), 'sign-up.link-expired');
  });

  it('reads the person and the maximum limits from the token', { skip: unless(adapter, 'tokenSignUp') }, async () => {
    const { platform } = await build({ jurisdiction: 'sga' });
    assert.deepEqual(await platform.describeSignUpToken!(SANDBOX_SIGN_UP_TOKEN), {
      firstName: 'Erik', lastName: 'Svensson', country: 'SE', dateOfBirth: '1985-03-14', maxDepositLimit: { day: 1000, week: 5000, month: 20_000 },
    });
    assert.equal(await keyOf(platform.describeSignUpToken!('not-a-token')), 'sign-up.unknown-error');
  });

  it('tells whether an e-mail is taken, whatever its case', { skip: unless(adapter, 'signUp') }, async () => {
    const { platform } = await build();
    assert.equal(await platform.validateEmail!('player@example.com'), 'taken');
    assert.equal(await platform.validateEmail!('PLAYER@example.com'), 'taken');
    assert.equal(await platform.validateEmail!('free@example.com'), 'available');
  });

  it('never retries a sign-up that got no answer', { skip: unless(adapter, 'signUp') }, async () => {
    const { platform } = await build({ timeoutMs: 300 });
    const endpoint = adapter.endpoints.signUp;
    await control('/faults', { path: endpoint.path, method: endpoint.method, drop: true });
    assert.equal(await keyOf(platform.signUp!(MGA_PAYLOAD)), 'sign-up.network-error');
    const query = new URLSearchParams({ path: endpoint.path, method: endpoint.method });
    const log = await (await fetch(`${sandbox.url}/__sandbox/requests?${query}`)).json() as { requests: unknown[] };
    assert.equal(log.requests.length, 1);
  });
});
