// Bank-ID (the OAuth code flow) through every adapter that offers it, against the sandbox and its identity
// provider on a second origin: the launch address, the sign-in and the sign-up with the callback's code.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Platform, PlatformConfig, SignUpPayload } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { KNOWN_PERSON_NUMBER, UNKNOWN_PERSON_NUMBER } from '../../sandbox/oauth/seed.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { ADAPTERS, memorySession, rejection, unless } from './adapters-under-test.ts';

const REDIRECT = 'https://casino.example/dist/oauth-callback.html';

const PAYLOAD: SignUpPayload = {
  email: 'astrid@example.com', firstName: 'Astrid', lastName: 'Holm', dateOfBirth: '1992-05-17', address: 'Vasagatan 3', city: 'Uppsala',
  zip: '753 10', callingCode: '+46', phone: '+46709998877', country: 'SE', currency: 'SEK', annualActivity: 0, annualActivityFrom: 0,
  annualActivityTo: 170_000, acceptTermsAndMarketing: true, depositLimitDay: 100, depositLimitWeek: 700, depositLimitMonth: 3000,
};

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: bank-ID against the sandbox`, { skip: unless(adapter, 'oauthSignIn') }, () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  before(async () => { sandbox = await startSandbox({ port: 0, quiet: true, oauthPort: 0 }); });
  after(() => sandbox.close());
  beforeEach(() => sandbox.app.reset());

  async function build(config: Partial<PlatformConfig> = {}) {
    const session = memorySession();
    const platform = await createPlatform({ config: { ...adapter.config(sandbox.url), jurisdiction: 'sga', ...config }, session });
    return { platform, session };
  }

  /** What the hidden iframe and the phone do: open the launch address, approve the order, follow to the callback. */
  async function identify(platform: Platform, personNumber: string, state = 'widget-state'): Promise<string> {
    const launch = await platform.getOAuthSignInUrl!({ redirectUrl: REDIRECT, state });
    assert.equal(new URL(launch).origin, sandbox.oauthUrl);
    const page = await fetch(launch, { redirect: 'manual' });
    const order = new URL(page.headers.get('location')!, launch).searchParams.get('order')!;
    const decided = await fetch(`${sandbox.url}/__sandbox/oauth/decide`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'approve', orderId: order, personNumber }),
    });
    assert.equal(decided.status, 200);
    const view = (await (await fetch(`${sandbox.oauthUrl}/oauth/api/orders/${order}`)).json()) as { callback: string };
    const callback = new URL(view.callback);
    assert.equal(callback.searchParams.get('state'), state);
    return callback.searchParams.get('code')!;
  }

  it('offers bank-ID and QR sign-in, and the QR image address on the API', async () => {
    const { platform } = await build();
    assert.equal(platform.capabilities.oauthSignIn, true);
    assert.equal(platform.capabilities.qrSignIn, true);
    const qr = platform.getQrCodeUrl!('bankid.a b.1');
    assert.equal(qr, `${sandbox.url}/api/qr?msg=bankid.a%20b.1`);
    assert.equal((await fetch(qr)).headers.get('content-type'), 'image/png');
  });

  it('signs a known person in with the code, through the profile read', async () => {
    const { platform, session } = await build();
    const code = await identify(platform, KNOWN_PERSON_NUMBER);
    const outcome = await platform.signInWithCode!({ code, state: 'widget-state', redirectUrl: REDIRECT });
    assert.equal(outcome.kind, 'signed-in');
    assert.equal(outcome.kind === 'signed-in' && outcome.result.profile.email, 'sga@example.com');
    assert.ok(session.get());
  });

  it('refuses a code with another state as the sign-in area\'s incorrect code', async () => {
    const { platform, session } = await build();
    const code = await identify(platform, KNOWN_PERSON_NUMBER);
    assert.equal((await rejection(platform.signInWithCode!({ code, state: 'not-ours', redirectUrl: REDIRECT }))).key, 'sign-in.incorrect-code');
    assert.equal(session.get(), null);
  });

  it('hands an unknown person a sign-up token that names them, and signs them up by code', async () => {
    const { platform, session } = await build();
    const code = await identify(platform, UNKNOWN_PERSON_NUMBER);
    const outcome = await platform.signInWithCode!({ code, state: 'widget-state', redirectUrl: REDIRECT });
    assert.equal(outcome.kind, 'sign-up');
    const token = outcome.kind === 'sign-up' ? outcome.signUpToken : '';
    const person = await platform.describeSignUpToken!(token);
    assert.equal(person.firstName, 'Astrid');
    assert.equal(person.dateOfBirth, '1992-05-17');
    assert.equal(session.get(), null);
    const result = await platform.signUpWithCode!({ code, state: 'widget-state', redirectUrl: REDIRECT }, PAYLOAD);
    assert.equal(result.signedIn?.profile.email, 'astrid@example.com');
    assert.equal(result.signedIn?.isEmailVerified, true);
    assert.equal((await rejection(platform.signUpWithCode!({ code, state: 'widget-state', redirectUrl: REDIRECT }, PAYLOAD))).key, 'sign-up.incorrect-code');
  });
});
