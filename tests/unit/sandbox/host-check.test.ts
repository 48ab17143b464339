// DNS rebinding: the sandbox answers only requests addressed to a loopback name, on the platform, the
// control API, the static files and the cashier's origin alike.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';
import { hostnameOf, isLocalHost } from '../../../sandbox/host-check.ts';

/** A request with the Host header a browser would send for that address (fetch does not let a caller set it). */
function send(url: string, host: string | null, method = 'GET', body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method,
      setHost: host !== null,
      headers: {
        ...(host === null ? {} : { Host: host }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('sandbox: the Host check', () => {
  let sandbox: RunningSandbox;
  before(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true, cashierPort: 0 });
  });
  after(() => sandbox.close());

  it('reads host names with and without a port', () => {
    assert.equal(hostnameOf('LocalHost:8080'), 'localhost');
    assert.equal(hostnameOf('[::1]:8080'), '[::1]');
    assert.equal(hostnameOf('127.0.0.1'), '127.0.0.1');
    assert.equal(hostnameOf('evil.example:80:80'), null);
    assert.equal(hostnameOf(''), null);
    assert.equal(isLocalHost('localhost.evil.example'), false);
    assert.equal(isLocalHost('127.0.0.1.nip.io:8080'), false);
    assert.equal(isLocalHost(undefined), false);
  });

  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    it(`answers ${host} on any port`, async () => {
      const port = sandbox.port;
      for (const value of [`${host}:${port}`, host, `${host}:1`]) {
        const answer = await send(`${sandbox.url}/__sandbox/requests`, value);
        assert.equal(answer.status, 200, `${value}: ${answer.text}`);
      }
      const cashier = await send(`${sandbox.cashierUrl}/paymentiq/cashier`, `${host}:${port}`);
      assert.equal(cashier.status, 200);
    });
  }

  for (const host of ['rebind.example:8080', 'localhost.rebind.example', '10.0.0.1', 'evil.example:80:80']) {
    it(`refuses Host ${host} with 421 everywhere, changing nothing`, async () => {
      const control = await send(`${sandbox.url}/__sandbox/reset`, host, 'POST', '{}');
      assert.equal(control.status, 421, control.text);
      assert.equal((JSON.parse(control.text) as { Code: string }).Code, 'MisdirectedRequest');
      const signIn = await send(`${sandbox.url}/api/player/signin/v2`, host, 'POST', JSON.stringify({ Username: 'alex', Password: 'Secret123!' }));
      assert.equal(signIn.status, 421);
      assert.equal((await send(`${sandbox.url}/`, host)).status, 421);
      assert.equal((await send(`${sandbox.cashierUrl}/paymentiq/cashier`, host)).status, 421);
      const booking = await send(`${sandbox.cashierUrl}/paymentiq/api/transactions`, host, 'POST', '{}');
      assert.equal(booking.status, 421);
      // Nothing reached the platform: the request log holds no sign-in.
      const log = await send(`${sandbox.url}/__sandbox/requests`, 'localhost');
      assert.doesNotMatch(log.text, /signin/);
    });
  }

  it('refuses a request with no Host at all', async () => {
    // Node's server already refuses an HTTP/1.1 request without Host (400); the check refuses it too.
    assert.ok([400, 421].includes((await send(`${sandbox.url}/__sandbox/requests`, null)).status));
    assert.equal(isLocalHost(''), false);
  });
});
