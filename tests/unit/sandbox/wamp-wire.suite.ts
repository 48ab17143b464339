// The realtime router's wire, read frame by frame with raw `ws`: the handshake, HELLO/WELCOME/ABORT/GOODBYE,
// CALL/RESULT/ERROR (args [], kwargs, desc), SUBSCRIBE/EVENT, client identities, and the REST sign-in's rules.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD, useSandbox } from './harness.ts';
import { RawWamp, wampUrl } from './wamp-clients.ts';

describe('sandbox router: the websocket handshake', () => {
  const t = useSandbox();

  it('upgrades /wamp on the sandbox port with the wamp.2.json subprotocol', async () => {
    const wamp = await RawWamp.connect(wampUrl(t.sandbox.url));
    assert.equal(wamp.socket.protocol, 'wamp.2.json');
    wamp.close();
  });

  it('refuses an upgrade without the subprotocol, on another path, for a foreign Host or a foreign page', async () => {
    await assert.rejects(RawWamp.connect(wampUrl(t.sandbox.url), { protocols: ['wamp.2.msgpack'] }), /HTTP 400/);
    await assert.rejects(RawWamp.connect(`${wampUrl(t.sandbox.url).replace('/wamp', '/api')}`), /HTTP 404/);
    await assert.rejects(RawWamp.connect(wampUrl(t.sandbox.url), { headers: { Host: 'rebind.example' } }), /HTTP 421/);
    await assert.rejects(RawWamp.connect(wampUrl(t.sandbox.url), { headers: { Origin: 'https://evil.example' } }), /HTTP 403/);
    const local = await RawWamp.connect(wampUrl(t.sandbox.url), { headers: { Origin: 'http://localhost:9000' } });
    local.close();
  });
});

describe('sandbox router: the WAMP session', () => {
  const t = useSandbox();

  it('WELCOMEs a HELLO for an operator realm, as a broker and a dealer', async () => {
    const { wamp, welcome } = await RawWamp.session(wampUrl(t.sandbox.url), 'https://www.example.com');
    assert.equal(welcome[0], 2);
    assert.ok(Number.isSafeInteger(welcome[1]) && (welcome[1] as number) > 0);
    const details = welcome[2] as { roles: Record<string, unknown> };
    assert.deepEqual(Object.keys(details.roles).sort(), ['broker', 'dealer']);
    wamp.close();
  });

  for (const realm of ['', null, 'casino']) {
    it(`ABORTs a HELLO with realm ${JSON.stringify(realm)} as no_such_realm and closes`, async () => {
      const wamp = await RawWamp.connect(wampUrl(t.sandbox.url));
      wamp.send(realm === null ? [1, null, {}] : [1, realm, {}]);
      const frame = await wamp.next();
      assert.equal(frame[0], 3);
      assert.equal(frame[2], 'wamp.error.no_such_realm');
      await wamp.whenClosed();
    });
  }

  it('ABORTs a session that does not start with HELLO, or sends what is not a WAMP frame', async () => {
    for (const text of [JSON.stringify([48, 1, {}, '/user#getSessionInfo', [], {}]), 'not json', '{"a":1}']) {
      const wamp = await RawWamp.connect(wampUrl(t.sandbox.url));
      wamp.socket.send(text);
      const frame = await wamp.next();
      assert.deepEqual([frame[0], frame[2]], [3, 'wamp.error.protocol_violation']);
      await wamp.whenClosed();
    }
  });

  it('answers GOODBYE with GOODBYE wamp.close.goodbye_and_out', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    wamp.send([6, {}, 'wamp.close.system_shutdown']);
    assert.deepEqual(await wamp.next(), [6, {}, 'wamp.close.goodbye_and_out']);
    wamp.close();
  });

  it('answers a CALL with RESULT args [] and kwargs, and a plain answer as args [value] alone', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const identity = await wamp.call('/connection#getClientIdentity');
    assert.equal(identity[0], 50);
    assert.deepEqual(identity[2], {});
    assert.deepEqual(identity[3], []);
    assert.match((identity[4] as { cid: string }).cid, /^[\w-]{8,}$/);
    const logout = await wamp.call('/user#logout');
    assert.deepEqual(logout.slice(2), [{}, [false]], 'logout answers its boolean in args, with no kwargs');
    wamp.close();
  });

  it('refuses with ERROR: the URI, args [], kwargs.desc for the player and the REST code word', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const wrong = await wamp.call('/user#login', { usernameOrEmail: 'alex', password: 'wrong' });
    assert.deepEqual(wrong.slice(0, 6), [8, 48, wrong[2], {}, 'wamp.error.runtime_error', []]);
    assert.deepEqual(wrong[6], { desc: 'The login failed. Please check your username and password.', code: 'IncorrectCredentials' });
    const missing = await wamp.call('/user#noSuchThing');
    assert.equal(missing[4], 'wamp.error.no_such_procedure');
    assert.match((missing[6] as { desc: string }).desc, /No such procedure/);
    const anonymous = await wamp.call('/user#getCmsSessionID');
    assert.deepEqual(anonymous[6], { desc: 'You must be logged in to perform this action!', code: 'SessionExpired' });
    wamp.close();
  });

  it('signs in with the REST sign-in: username or e-mail, its lock after repeated failures, its blocks', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const byEmail = await wamp.call('/user#login', { usernameOrEmail: 'PLAYER@example.com', password: PASSWORD });
    assert.equal(byEmail[0], 50);
    assert.equal((byEmail[4] as { isEmailVerified: boolean }).isEmailVerified, true);
    for (let attempt = 0; attempt < 5; attempt += 1) await wamp.call('/user#login', { usernameOrEmail: 'terms', password: 'wrong' });
    const locked = await wamp.call('/user#login', { usernameOrEmail: 'terms', password: PASSWORD });
    assert.equal((locked[6] as { code: string }).code, 'RateLimit');
    // The lock is the REST platform's: the REST sign-in is locked too.
    assert.equal((await t.signIn('terms')).status, 429);
    const blocked = await wamp.call('/user#login', { usernameOrEmail: 'blocked', password: PASSWORD });
    assert.equal((blocked[6] as { code: string }).code, 'PlayerSelfBlocked');
    wamp.close();
  });

  it('answers the sign-in flags: terms to accept, e-mail not verified', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const terms = (await wamp.call('/user#login', { usernameOrEmail: 'terms', password: PASSWORD }))[4] as Record<string, unknown>;
    assert.equal(terms.hasToAcceptTC, true);
    assert.equal(terms.majorChangeInTC, true);
    const fresh = (await wamp.call('/user#login', { usernameOrEmail: 'newbie', password: PASSWORD }))[4] as Record<string, unknown>;
    assert.equal(fresh.isEmailVerified, false);
    assert.equal(fresh.username, 'newbie');
    wamp.close();
  });

  it('publishes /sessionStateChange to the connection: 0 on login, 2 on logout', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const subscription = await wamp.subscribe('/sessionStateChange');
    await wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    const signedIn = await wamp.next((frame) => frame[0] === 36);
    assert.equal(signedIn[1], subscription);
    assert.deepEqual(signedIn.slice(3), [{}, [], { code: 0, desc: 'Logged in.' }]);
    const info = (await wamp.call('/user#getSessionInfo'))[4] as Record<string, unknown>;
    assert.equal(info.isAuthenticated, true);
    assert.equal(info.userID, 1001);
    assert.equal(info.currency, 'EUR');
    assert.deepEqual(await wamp.call('/user#logout').then((frame) => frame[3]), [true]);
    const signedOut = await wamp.next((frame) => frame[0] === 36);
    assert.equal((signedOut[5] as { code: number }).code, 2);
    assert.equal(((await wamp.call('/user#getSessionInfo'))[4] as { isAuthenticated: boolean }).isAuthenticated, false);
    wamp.close();
  });

  it('UNSUBSCRIBEs, and refuses an unknown subscription', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const subscription = await wamp.subscribe('/sessionStateChange');
    wamp.send([34, 90, subscription]);
    assert.deepEqual(await wamp.next(), [35, 90]);
    wamp.send([34, 91, subscription]);
    const refused = await wamp.next();
    assert.deepEqual(refused.slice(0, 5), [8, 34, 91, {}, 'wamp.error.no_such_subscription']);
    await wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    assert.equal(wamp.pending().filter((frame) => frame[0] === 36).length, 0, 'no EVENT after unsubscribing');
    wamp.close();
  });

  it('refuses a client REGISTER: the procedures are the platform\'s', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    wamp.send([64, 7, {}, '/user#login']);
    assert.deepEqual((await wamp.next()).slice(0, 5), [8, 64, 7, {}, 'wamp.error.not_authorized']);
    wamp.close();
  });
});

describe('sandbox router: client identity', () => {
  const t = useSandbox();

  it('reattaches a known cid to its session: a reload or a reconnect stays signed in', async () => {
    const first = await RawWamp.session(wampUrl(t.sandbox.url));
    const cid = ((await first.wamp.call('/connection#getClientIdentity'))[4] as { cid: string }).cid;
    await first.wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    first.wamp.close();

    const again = await RawWamp.session(wampUrl(t.sandbox.url, cid));
    assert.equal(((await again.wamp.call('/connection#getClientIdentity'))[4] as { cid: string }).cid, cid);
    const info = (await again.wamp.call('/user#getSessionInfo'))[4] as Record<string, unknown>;
    assert.equal(info.isAuthenticated, true);
    assert.equal(info.userID, 1001);
    again.wamp.close();
  });

  it('gives a fresh, signed-out identity to an unknown or absent cid', async () => {
    const first = await RawWamp.session(wampUrl(t.sandbox.url));
    await first.wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    const made = await RawWamp.session(wampUrl(t.sandbox.url, 'made-up-cid'));
    const cid = ((await made.wamp.call('/connection#getClientIdentity'))[4] as { cid: string }).cid;
    assert.notEqual(cid, 'made-up-cid');
    assert.equal(((await made.wamp.call('/user#getSessionInfo'))[4] as { isAuthenticated: boolean }).isAuthenticated, false);
    first.wamp.close();
    made.wamp.close();
  });

  it('resumes a platform session by its id on another identity (loginWithCmsSessionID)', async () => {
    const first = await RawWamp.session(wampUrl(t.sandbox.url));
    await first.wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    const { cmsSessionID } = (await first.wamp.call('/user#getCmsSessionID'))[4] as { cmsSessionID: string };
    const other = await RawWamp.session(wampUrl(t.sandbox.url));
    assert.equal(((await other.wamp.call('/user#loginWithCmsSessionID', { sessionID: cmsSessionID }))[4] as { username: string }).username, 'alex');
    assert.equal(((await other.wamp.call('/user#getSessionInfo'))[4] as { userID: number }).userID, 1001);
    assert.equal(((await other.wamp.call('/user#loginWithCmsSessionID', { sessionID: 'made-up' }))[6] as { code: string }).code, 'SessionExpired');
    first.wamp.close();
    other.wamp.close();
  });

  it('signs out a cid whose platform session ended on the REST side', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    await wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    t.sandbox.app.state.sessions.clear();
    assert.equal(((await wamp.call('/user#getSessionInfo'))[4] as { isAuthenticated: boolean }).isAuthenticated, false);
    wamp.close();
  });
});
