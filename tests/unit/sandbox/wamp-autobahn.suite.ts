// The router with a second, independent WAMP client (autobahn): if autobahn can sign in, subscribe and
// read errors, the router speaks WAMP and not just the library's dialect.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import autobahn from 'autobahn';
import { PASSWORD, useSandbox } from './harness.ts';
import { REALM, autobahnSession, closeAutobahn, wampUrl } from './wamp-clients.ts';

function kwargsOf(value: unknown): Record<string, unknown> {
  assert.ok(value instanceof autobahn.Result, 'a result with kwargs arrives as autobahn.Result');
  return value.kwargs as Record<string, unknown>;
}

async function refusal(call: PromiseLike<unknown>): Promise<autobahn.Error> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof autobahn.Error, `an autobahn.Error, got ${String(error)}`);
    return error;
  }
  assert.fail('the call was not refused');
}

describe('sandbox router with autobahn', () => {
  const t = useSandbox();

  it('signs in, reads the session, signs out', async () => {
    const { session, connection } = await autobahnSession(wampUrl(t.sandbox.url));
    assert.equal(kwargsOf(await session.call('/user#getSessionInfo', [], {})).isAuthenticated, false);
    const flags = kwargsOf(await session.call('/user#login', [], { usernameOrEmail: 'alex', password: PASSWORD }));
    assert.equal(flags.hasToAcceptTC, false);
    assert.equal(flags.isEmailVerified, true);
    const info = kwargsOf(await session.call('/user#getSessionInfo', [], { culture: 'en' }));
    assert.deepEqual([info.isAuthenticated, info.firstname, info.surname, info.userCountry], [true, 'Alex', 'Morgan', 'MT']);
    assert.equal(await session.call('/user#logout', [], {}), true, 'a plain answer arrives as the value itself');
    await closeAutobahn(connection);
  });

  it('reads a refusal as autobahn.Error: the URI and kwargs.desc', async () => {
    const { session, connection } = await autobahnSession(wampUrl(t.sandbox.url));
    const wrong = await refusal(session.call('/user#login', [], { usernameOrEmail: 'alex', password: 'nope' }));
    assert.equal(wrong.error, 'wamp.error.runtime_error');
    assert.equal(wrong.kwargs.desc, 'The login failed. Please check your username and password.');
    assert.deepEqual(wrong.args, []);
    const missing = await refusal(session.call('/user#fly', [], {}));
    assert.equal(missing.error, 'wamp.error.no_such_procedure');
    await closeAutobahn(connection);
  });

  it('hears /sessionStateChange through a subscription', async () => {
    const { session, connection } = await autobahnSession(wampUrl(t.sandbox.url));
    const heard: unknown[] = [];
    await session.subscribe('/sessionStateChange', (_args, kwargs) => heard.push(kwargs));
    await session.call('/user#login', [], { usernameOrEmail: 'alex', password: PASSWORD });
    await session.call('/user#logout', [], {});
    for (let tries = 0; tries < 100 && heard.length < 2; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(heard, [{ code: 0, desc: 'Logged in.' }, { code: 2, desc: 'Logged off.' }]);
    await closeAutobahn(connection);
  });

  it('comes back signed in with the stored cid', async () => {
    const first = await autobahnSession(wampUrl(t.sandbox.url));
    const { cid } = kwargsOf(await first.session.call('/connection#getClientIdentity', [], {})) as { cid: string };
    await first.session.call('/user#login', [], { usernameOrEmail: 'sga@example.com', password: PASSWORD });
    await closeAutobahn(first.connection);
    const again = await autobahnSession(wampUrl(t.sandbox.url, cid));
    const info = kwargsOf(await again.session.call('/user#getSessionInfo', [], {}));
    assert.equal(info.isAuthenticated, true);
    assert.equal(info.userID, 1002);
    await closeAutobahn(again.connection);
  });

  it('is refused a realm that names no site', async () => {
    await assert.rejects(autobahnSession(wampUrl(t.sandbox.url), ''), /no_such_realm/);
    const { connection } = await autobahnSession(wampUrl(t.sandbox.url), REALM);
    await closeAutobahn(connection);
  });
});

describe('sandbox router with autobahn: one world with the REST platform', () => {
  const t = useSandbox();

  it('signs in over WAMP a player created over REST', async () => {
    const created = await t.api('/player/signup/v2', {
      body: {
        Email: 'rest-made@example.com', Password: 'Made4Rest!', FirstName: 'Rita', LastName: 'Rest', BirthDate: '1990-04-01', Gender: 'Female',
        Address1: 'Triq il-Kbira 1', City: 'Valletta', Zip: 'VLT 1000', Country: 'MT', Currency: 'EUR', Language: 'en',
        MobilePhoneNumber: '+35699000111', Jurisdiction: 'MGA', ExpectedAnnualActivityFrom: 0, ExpectedAnnualActivityTo: 1000,
      },
    });
    assert.equal(created.status, 200);
    const { session, connection } = await autobahnSession(wampUrl(t.sandbox.url));
    const flags = kwargsOf(await session.call('/user#login', [], { usernameOrEmail: 'rest-made@example.com', password: 'Made4Rest!' }));
    assert.equal(flags.isEmailVerified, false);
    const info = kwargsOf(await session.call('/user#getSessionInfo', [], {}));
    assert.deepEqual([info.firstname, info.surname, info.currency], ['Rita', 'Rest', 'EUR']);
    await closeAutobahn(connection);
  });

  it('signs in over REST a player registered over WAMP', async () => {
    const { session, connection } = await autobahnSession(wampUrl(t.sandbox.url));
    const registered = await session.call('/user/account#register', [], {
      username: 'wampuser', email: 'wamp-made@example.com', password: 'Made4Wamp!', birthDate: '1988-02-03', currency: 'EUR',
      firstname: 'Walter', surname: 'Wamp', country: 'MT', address1: 'Triq San Pawl 2', city: 'Sliema', postalCode: 'SLM 1001',
      mobilePrefix: '+356', mobile: '0099000222', language: 'en', acceptTC: true, emailVerificationURL: 'http://localhost:8080/activate?key=',
    });
    assert.equal(registered, null, 'register answers nothing');
    const taken = await refusal(session.call('/user/account#register', [], { username: 'wampuser', email: 'other@example.com', password: 'Made4Wamp!' }));
    assert.equal(taken.kwargs.code, 'PlayerExists');
    await closeAutobahn(connection);

    const signIn = await t.signIn('wamp-made@example.com', 'Made4Wamp!');
    assert.equal(signIn.status, 200);
    const { SessionId } = (await signIn.json()) as { SessionId: string };
    const info = (await (await t.api('/player/user-info', { session: SessionId })).json()) as Record<string, unknown>;
    assert.deepEqual([info.FirstName, info.City, info.MobilePhoneNumber, info.Jurisdiction, info.TacVersionAccepted], ['Walter', 'Sliema', '+35699000222', 'MGA', 3]);
    // And with the username chosen over WAMP.
    assert.equal((await t.signIn('wampuser', 'Made4Wamp!')).status, 200);
  });
});
