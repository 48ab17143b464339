import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useSandbox } from './harness.ts';

interface ClockView {
  now: string;
  offsetMs: number;
}

describe('sandbox: control API', () => {
  const t = useSandbox();

  it('reports the clock as real time plus an offset', async () => {
    const clock = (await (await t.control('/clock')).json()) as ClockView;
    assert.equal(clock.offsetMs, 0);
    assert.ok(Math.abs(Date.parse(clock.now) - Date.now()) < 1000);
  });

  it('advances and sets the clock', async () => {
    const advanced = (await (await t.control('/clock', { advanceMs: 3_600_000 })).json()) as ClockView;
    assert.equal(advanced.offsetMs, 3_600_000);
    assert.ok(Math.abs(Date.parse(advanced.now) - (Date.now() + 3_600_000)) < 1000);
    const set = (await (await t.control('/clock', { set: '2030-01-01T00:00:00.000Z' })).json()) as ClockView;
    assert.ok(Math.abs(Date.parse(set.now) - Date.parse('2030-01-01T00:00:00.000Z')) < 1000);
    assert.equal((await t.control('/clock', { set: 'next tuesday' })).status, 400);
    assert.equal((await t.control('/clock', { advanceMs: '1h' })).status, 400);
  });

  it('resets players, sessions, faults, the request log, the IP country and the clock', async () => {
    const session = await t.session('terms@example.com');
    await t.api('/player/update-player-tac?tacVersionAccepted=3', { session });
    await t.control('/faults', { path: '/api/wallets', status: 500, times: 0 });
    await t.control('/ip-country', { country: null });
    await t.control('/clock', { advanceMs: 86_400_000 });

    const reset = await t.control('/reset', {});
    assert.equal(reset.status, 200);
    assert.equal(((await reset.json()) as { reset: boolean }).reset, true);

    assert.equal((await t.api('/player/user-info', { session })).status, 401);
    const fresh = await t.session('terms@example.com');
    const info = (await (await t.api('/player/user-info', { session: fresh })).json()) as { TacVersionAccepted: number };
    assert.equal(info.TacVersionAccepted, 2);
    assert.equal((await t.api('/wallets', { session: fresh })).status, 200);
    assert.deepEqual(((await (await t.control('/faults')).json()) as { faults: unknown[] }).faults, []);
    assert.deepEqual(await (await t.api('/bootstrap')).json(), { IpCountry: 'MT' });
    assert.equal(((await (await t.control('/clock')).json()) as ClockView).offsetMs, 0);
    const log = (await (await t.control('/requests')).json()) as { requests: Array<{ path: string }> };
    // Only what came after the reset: the refused user-info call, then the fresh sign-in and reads.
    assert.deepEqual(log.requests.map((entry) => entry.path), [
      '/api/player/user-info',
      '/api/player/signin/v2',
      '/api/player/user-info',
      '/api/wallets',
      '/api/bootstrap',
    ]);
  });

  it('logs /api requests with method, path and time, filtered by path and method', async () => {
    await t.signIn('player@example.com', 'wrong');
    await t.signIn('player@example.com');
    await t.api('/bootstrap?country=SE');
    const all = (await (await t.control('/requests')).json()) as { requests: Array<Record<string, string>> };
    assert.equal(all.requests.length, 3);
    assert.deepEqual(all.requests[2] && { method: all.requests[2].method, path: all.requests[2].path, query: all.requests[2].query }, {
      method: 'GET',
      path: '/api/bootstrap',
      query: '?country=SE',
    });
    assert.ok(!Number.isNaN(Date.parse(all.requests[0]?.time ?? '')));
    const signIns = (await (await t.control('/requests?path=/API/player/signin/v2')).json()) as { requests: unknown[] };
    assert.equal(signIns.requests.length, 2);
    const gets = (await (await t.control('/requests?method=get')).json()) as { requests: unknown[] };
    assert.equal(gets.requests.length, 1);
  });

  it('keeps only the last 500 requests', async () => {
    // In batches: 510 sockets at once would test the machine, not the log.
    for (let batch = 0; batch < 10; batch++) await Promise.all(Array.from({ length: 51 }, () => t.api('/bootstrap')));
    const log = (await (await t.control('/requests')).json()) as { requests: unknown[] };
    assert.equal(log.requests.length, 500);
  });

  it('serves a document text set through the control API until the next reset', async () => {
    const terms = async () => ((await (await t.api('/content/getdocument?type=TermsAndConditions')).json()) as { Content: string }).Content;
    const seeded = await terms();
    const hostile = '<h2>Terms</h2><img src=x onerror=alert(1)>';
    assert.equal((await t.control('/documents', { type: 'termsandconditions', content: hostile })).status, 200);
    assert.equal(await terms(), hostile);
    assert.equal((await t.control('/documents', { type: 'Nonsense', content: hostile })).status, 400);
    assert.equal((await t.control('/documents', { type: 'TermsAndConditions', content: 42 })).status, 400);
    await t.control('/reset', {});
    assert.equal(await terms(), seeded);
  });

  it('refuses cross-site requests and writes that are not JSON: another page cannot reset it or inject faults', async () => {
    const url = t.sandbox.url;
    const own = new URL(url);
    await t.control('/clock', { advanceMs: 60_000 });
    const offset = async () => ((await (await t.control('/clock')).json()) as ClockView).offsetMs;
    // What a page on another site, or another local port, can send without a preflight.
    const attempts: Array<[string, RequestInit]> = [
      ['text/plain from another site', { method: 'POST', headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' }, body: '{}' }],
      ['JSON from another local port', { method: 'POST', headers: { Origin: `http://${own.hostname}:1`, 'Content-Type': 'application/json' }, body: '{}' }],
      ['a form, origin null', { method: 'POST', headers: { Origin: 'null', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' }],
      ['no Origin but cross-site', { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } }],
      ['text/plain with no Origin', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }],
    ];
    for (const [what, init] of attempts) {
      const answer = await fetch(`${url}/__sandbox/reset`, init);
      assert.ok([403, 415].includes(answer.status), `${what}: ${answer.status}`);
      assert.equal(answer.headers.get('Access-Control-Allow-Origin'), null, what);
    }
    const fault = await fetch(`${url}/__sandbox/faults`, { method: 'POST', headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' }, body: JSON.stringify({ path: '/api/bootstrap', status: 500 }) });
    assert.equal(fault.status, 403);
    const preflight = await fetch(`${url}/__sandbox/reset`, { method: 'OPTIONS', headers: { Origin: `http://${own.hostname}:3000`, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    assert.equal(preflight.headers.get('Access-Control-Allow-Origin'), null, 'no grant to another origin');
    assert.equal(await offset(), 60_000, 'nothing was reset');
    assert.equal(((await (await t.control('/faults')).json()) as { faults: unknown[] }).faults.length, 0, 'no fault was injected');
    // Its own pages, and tools that send no Origin, still steer it.
    const ownPage = await fetch(`${url}/__sandbox/reset`, { method: 'POST', headers: { Origin: own.origin, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' }, body: '{}' });
    assert.equal(ownPage.status, 200);
    assert.equal(await offset(), 0);
    assert.equal((await fetch(`${url}/__sandbox/reset`, { method: 'POST' })).status, 200, 'a tool\'s POST with no body');
  });

  it('answers 404 to an unknown control path and 405 to a wrong method', async () => {
    assert.equal((await t.control('/nothing')).status, 404);
    assert.equal((await t.control('/reset')).status, 405);
  });
});
