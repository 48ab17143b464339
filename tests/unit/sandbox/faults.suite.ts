import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useSandbox } from './harness.ts';

const SIGN_IN = '/api/player/signin/v2';

describe('sandbox: fault injection', () => {
  const t = useSandbox();

  async function addFault(fault: Record<string, unknown>) {
    const response = await t.control('/faults', fault);
    assert.equal(response.status, 201);
    return (await response.json()) as Record<string, unknown>;
  }

  it('answers the next request with the injected status and code, then behaves again', async () => {
    await addFault({ path: SIGN_IN, status: 503, code: 'Maintenance' });
    const faulted = await t.signIn('player@example.com');
    assert.equal(faulted.status, 503);
    const body = (await faulted.json()) as { Code: string; Message: string };
    assert.equal(body.Code, 'Maintenance');
    assert.equal(typeof body.Message, 'string');
    assert.equal((await t.signIn('player@example.com')).status, 200);
  });

  it('defaults the code to InternalError and can add a Retry-After', async () => {
    await addFault({ path: '/api/bootstrap', status: 429, retryAfter: 2 });
    const response = await t.api('/bootstrap');
    assert.equal(response.status, 429);
    assert.equal(response.headers.get('Retry-After'), '2');
    assert.equal(((await response.json()) as { Code: string }).Code, 'InternalError');
  });

  it('delays a request by delayMs and then answers it normally', async () => {
    await addFault({ path: '/api/bootstrap', delayMs: 250 });
    const started = performance.now();
    const response = await t.api('/bootstrap');
    const elapsed = performance.now() - started;
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { IpCountry: 'MT' });
    assert.ok(elapsed >= 240, `took ${elapsed} ms`);
    // Used up: the default is one request.
    assert.deepEqual(await (await t.control('/faults')).json(), { faults: [] });
  });

  it('answers a truncated JSON body, 200 unless told otherwise', async () => {
    await addFault({ path: SIGN_IN, malformed: true });
    await addFault({ path: SIGN_IN, malformed: true, status: 502 });
    const first = await t.signIn('player@example.com');
    assert.equal(first.status, 200);
    assert.match(first.headers.get('Content-Type') ?? '', /^application\/json/);
    const text = await first.text();
    assert.equal(text, '{"SessionId": ');
    assert.throws(() => JSON.parse(text), SyntaxError);
    const second = await t.signIn('player@example.com');
    assert.equal(second.status, 502);
    assert.equal(await second.text(), '{"SessionId": ');
  });

  it('drops the connection without an answer', async () => {
    await addFault({ path: SIGN_IN, drop: true });
    await assert.rejects(t.signIn('player@example.com'), TypeError);
    assert.equal((await t.signIn('player@example.com')).status, 200);
  });

  it('hits exactly `times` matching requests', async () => {
    await addFault({ path: '/api/bootstrap', status: 500, times: 2 });
    const statuses = [];
    for (let call = 0; call < 3; call++) statuses.push((await t.api('/bootstrap')).status);
    assert.deepEqual(statuses, [500, 500, 200]);
  });

  it('keeps a times: 0 fault until the faults are cleared, and lists it', async () => {
    const fault = await addFault({ path: '/api/bootstrap', status: 500, times: 0 });
    for (let call = 0; call < 4; call++) assert.equal((await t.api('/bootstrap')).status, 500);
    const listed = (await (await t.control('/faults')).json()) as { faults: Array<Record<string, unknown>> };
    assert.equal(listed.faults.length, 1);
    assert.equal(listed.faults[0]?.id, fault.id);
    assert.equal(listed.faults[0]?.hits, 4);
    assert.equal(listed.faults[0]?.remaining, null);
    const cleared = await t.control('/faults', undefined, 'DELETE');
    assert.deepEqual(await cleared.json(), { faults: [] });
    assert.equal((await t.api('/bootstrap')).status, 200);
  });

  it('matches the path without letter case, and the method when one is given', async () => {
    await addFault({ path: '/API/Player/SignIn/V2', method: 'get', status: 500 });
    assert.equal((await t.signIn('player@example.com')).status, 200, 'a POST is not hit by a GET fault');
    await addFault({ path: '/api/content/GetDocument', status: 500 });
    assert.equal((await t.api('/content/getdocument?type=PrivacyPolicy')).status, 500);
  });

  it('leaves a preflight alone unless the fault names OPTIONS', async () => {
    await addFault({ path: SIGN_IN, status: 500 });
    const preflight = await fetch(`${t.sandbox.url}${SIGN_IN}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.equal((await t.signIn('player@example.com')).status, 500);
  });

  it('still logs a faulted request as sent', async () => {
    await addFault({ path: SIGN_IN, status: 500 });
    await t.signIn('player@example.com');
    const log = (await (await t.control(`/requests?path=${SIGN_IN}`)).json()) as { requests: unknown[] };
    assert.equal(log.requests.length, 1);
  });

  it('refuses a fault without a path or without any effect', async () => {
    assert.equal((await t.control('/faults', { status: 500 })).status, 400);
    assert.equal((await t.control('/faults', { path: SIGN_IN })).status, 400);
    assert.equal((await t.control('/faults', { path: SIGN_IN, status: 'bad' })).status, 400);
  });
});
