// The control API's realtime switches (drop, refuse, quota, end-session) and the fault store and request
// log on WAMP calls: what the offline notice, the captcha challenge and the server-ended session rely on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD, type Harness, useSandbox } from './harness.ts';
import { RawWamp, wampUrl } from './wamp-clients.ts';

type Dict = Record<string, unknown>;

async function signedIn(t: Harness, login: string, cid?: string): Promise<RawWamp> {
  const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url, cid));
  assert.equal((await wamp.call('/user#login', { usernameOrEmail: login, password: PASSWORD }))[0], 50);
  return wamp;
}

async function post(t: Harness, path: string, body: unknown): Promise<Dict> {
  const response = await t.control(path, body);
  assert.equal(response.status, 200, `${path}: ${response.status}`);
  return (await response.json()) as Dict;
}

describe('sandbox router: control API', () => {
  const t = useSandbox();

  it('drops every socket, or one player\'s, without a closing handshake', async () => {
    const alex = await signedIn(t, 'alex');
    const sara = await signedIn(t, 'sara');
    assert.deepEqual(await post(t, '/wamp/drop', { email: 'player@example.com' }), { dropped: 1 });
    assert.equal((await alex.whenClosed()).code, 1006);
    assert.equal(sara.closed, null);
    assert.deepEqual(await post(t, '/wamp/drop', {}), { dropped: 1 });
    assert.equal((await sara.whenClosed()).code, 1006);
    assert.equal((await t.control('/wamp/drop', { email: 'nobody@example.com' })).status, 400);
  });

  it('refuses upgrades for a while, keeps open sockets, and lets them in again at 0', async () => {
    const open = await signedIn(t, 'alex');
    assert.deepEqual(await post(t, '/wamp/refuse', { ms: 60_000 }), { refusingForMs: 60_000 });
    await assert.rejects(RawWamp.connect(wampUrl(t.sandbox.url)), /HTTP 503/);
    assert.equal((await open.call('/user#getSessionInfo'))[0], 50);
    await post(t, '/wamp/refuse', { ms: 0 });
    (await RawWamp.connect(wampUrl(t.sandbox.url))).close();
    assert.equal((await t.control('/wamp/refuse', { ms: -1 })).status, 400);
    open.close();
  });

  it('refuses only for the time asked', async () => {
    await post(t, '/wamp/refuse', { ms: 150 });
    await assert.rejects(RawWamp.connect(wampUrl(t.sandbox.url)), /HTTP 503/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    (await RawWamp.connect(wampUrl(t.sandbox.url))).close();
  });

  it('demands a captcha: the next calls answer wamp.quota_exhausted until increaseRequestQuota has a solved one', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    await post(t, '/wamp/quota', { calls: 3 });
    const exhausted = await wamp.call('/user#getSessionInfo');
    assert.deepEqual(exhausted.slice(0, 2), [8, 48]);
    assert.deepEqual(exhausted.slice(4), ['wamp.quota_exhausted', [], { type: 'GoogleRecaptchaV2', key: 'sandbox-captcha-site-key', desc: 'Let us know that you are a human.' }]);
    const wrong = await wamp.call('/connection#increaseRequestQuota', { challengeResponse: 'made-up' });
    assert.equal((wrong[6] as Dict).desc, 'Let us know that you are a human.');
    assert.equal((await wamp.call('/user#getSessionInfo'))[4], 'wamp.quota_exhausted', 'still exhausted after a wrong answer');
    const token = ((await (await fetch(`${t.sandbox.url}/captcha/token`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sitekey: 'sandbox-captcha-site-key' }),
    })).json()) as { token: string }).token;
    assert.deepEqual((await wamp.call('/connection#increaseRequestQuota', { challengeResponse: token })).slice(3), [[], { success: true }]);
    assert.equal((await wamp.call('/user#getSessionInfo'))[0], 50, 'the replayed call goes through');
    wamp.close();
  });

  it('ends a player\'s sessions with a code: every connection of theirs hears it, on both platforms', async () => {
    const tab = await signedIn(t, 'alex');
    const cid = (((await tab.call('/connection#getClientIdentity'))[4]) as { cid: string }).cid;
    const { wamp: secondTab } = await RawWamp.session(wampUrl(t.sandbox.url, cid));
    const otherDevice = await signedIn(t, 'player@example.com');
    const sara = await signedIn(t, 'sara');
    for (const wamp of [tab, secondTab, otherDevice, sara]) await wamp.subscribe('/sessionStateChange');
    const rest = await t.session('alex');
    const ended = await post(t, '/wamp/end-session', { email: 'player@example.com', code: 1 });
    assert.deepEqual(ended, { ended: 3, notified: 3 });
    for (const wamp of [tab, secondTab, otherDevice]) {
      const frame = await wamp.next((candidate) => candidate[0] === 36 && (candidate[5] as Dict).code !== 0);
      assert.deepEqual(frame[5], { code: 1, desc: 'The session has expired.' });
      assert.equal(((await wamp.call('/user#getSessionInfo'))[4] as Dict).isAuthenticated, false);
    }
    assert.equal(sara.pending().filter((frame) => frame[0] === 36 && (frame[5] as Dict).code !== 0).length, 0);
    assert.equal((await t.api('/player/user-info', { session: rest })).status, 401);
    assert.equal((await t.control('/wamp/end-session', { email: 'player@example.com', code: 0 })).status, 400);
    assert.equal((await t.control('/wamp/end-session', { email: 'player@example.com', code: 4 })).status, 400);
    for (const wamp of [tab, secondTab, otherDevice, sara]) wamp.close();
  });

  it('shows the connections', async () => {
    const wamp = await signedIn(t, 'alex');
    await wamp.subscribe('/sessionStateChange');
    const view = (await (await t.control('/wamp')).json()) as { connections: Dict[]; quotaCalls: number };
    assert.deepEqual(view.connections.map((row) => [row.player, row.topics, row.open]), [['player@example.com', ['/sessionStateChange'], true]]);
    wamp.close();
  });

  it('cuts every socket and forgets every cid on reset', async () => {
    const wamp = await signedIn(t, 'alex');
    const cid = (((await wamp.call('/connection#getClientIdentity'))[4]) as { cid: string }).cid;
    await post(t, '/reset', {});
    await wamp.whenClosed();
    const { wamp: again } = await RawWamp.session(wampUrl(t.sandbox.url, cid));
    assert.notEqual((((await again.call('/connection#getClientIdentity'))[4]) as { cid: string }).cid, cid);
    again.close();
  });
});

describe('sandbox router: faults and the request log', () => {
  const t = useSandbox();

  it('logs every call as method WAMP with the procedure URI as its path', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    await wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    await wamp.call('/user#getSessionInfo');
    const log = (await (await t.control(`/requests?method=WAMP&path=${encodeURIComponent('/user#login')}`)).json()) as { requests: Dict[] };
    assert.deepEqual(log.requests.map((row) => [row.method, row.path, row.query]), [['WAMP', '/user#login', '']]);
    wamp.close();
  });

  it('answers a fault\'s code as an ERROR, once', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    assert.equal((await t.control('/faults', { path: '/user#login', method: 'WAMP', code: 'Maintenance' })).status, 201);
    const faulted = await wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD });
    assert.equal(faulted[4], 'wamp.error.runtime_error');
    assert.equal((faulted[6] as Dict).code, 'Maintenance');
    assert.match(String((faulted[6] as Dict).desc), /Fault injected/);
    assert.equal((await wamp.call('/user#login', { usernameOrEmail: 'alex', password: PASSWORD }))[0], 50);
    wamp.close();
  });

  it('delays a call, and drops the socket for a drop fault', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    await t.control('/faults', { path: '/user#getSessionInfo', method: 'WAMP', delayMs: 150 });
    const started = Date.now();
    assert.equal((await wamp.call('/user#getSessionInfo'))[0], 50);
    assert.ok(Date.now() - started >= 140, 'the answer waited for the delay');
    await t.control('/faults', { path: '/user#getSessionInfo', method: 'WAMP', drop: true });
    await assert.rejects(wamp.call('/user#getSessionInfo'), /closed \(1006\)/);
  });
});
