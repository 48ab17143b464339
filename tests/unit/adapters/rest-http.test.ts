import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { isPlatformError } from '../../../adapters/contract.ts';
import {
  MAX_RETRY_WAIT_MS,
  SESSION_HEADER,
  createRestHttp,
  parseRetryAfter,
  resolveBaseUrl,
  retryDelayMs,
} from '../../../adapters/rest/http.ts';
import { type LocalServer, delay, memorySession, reply, restContext, startLocalServer } from './local-server.ts';

const Ok = v.object({ ok: v.literal(true) });
const SESSION = SESSION_HEADER.toLowerCase();

async function rejection(promise: Promise<unknown>): Promise<import('../../../adapters/contract.ts').PlatformError> {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (reason: unknown) => reason,
  );
  assert.ok(isPlatformError(error), `not a PlatformError: ${String(error)}`);
  return error;
}

describe('REST HTTP client', () => {
  let server: LocalServer;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());

  /** Answers the given steps in turn, the last one for every later request. */
  function script(...steps: Array<(response: Parameters<typeof reply>[0]) => void | Promise<void>>): void {
    let index = 0;
    server.handle(async (_request, response) => {
      const step = steps[Math.min(index, steps.length - 1)];
      index += 1;
      await step?.(response);
    });
  }
  const ok = (response: Parameters<typeof reply>[0]) => reply(response, 200, { ok: true });
  const status = (code: number, headers: Record<string, string> = {}) => (response: Parameters<typeof reply>[0]) =>
    reply(response, code, { Code: 'Whatever', Message: 'x' }, headers);
  const drop = (response: Parameters<typeof reply>[0]) => {
    response.socket?.destroy();
  };

  describe('retries', () => {
    it('retries a GET at most 3 times by default, then gives the last answer as an error', async () => {
      script(status(503));
      const http = createRestHttp(restContext(server.url));
      const error = await rejection(http.json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok));
      assert.equal(error.key, 'player.unknown-error');
      assert.equal(error.status, 503);
      assert.equal(server.requests.length, 4);
    });

    it('retries at most `retries` times, and not at all with 0', async () => {
      script(status(503));
      await rejection(createRestHttp(restContext(server.url, { retries: 1 })).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok));
      assert.equal(server.requests.length, 2);
      script(status(503));
      await rejection(createRestHttp(restContext(server.url, { retries: 0 })).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok));
      assert.equal(server.requests.length, 1);
    });

    it('returns the answer of a GET that recovers', async () => {
      script(status(503), status(502), ok);
      const http = createRestHttp(restContext(server.url));
      assert.deepEqual(await http.json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok), { ok: true });
      assert.equal(server.requests.length, 3);
    });

    for (const code of [408, 425, 429, 500, 502, 503, 504]) {
      it(`retries a GET answered ${code}`, async () => {
        script(status(code), ok);
        await createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok);
        assert.equal(server.requests.length, 2);
      });
    }

    for (const code of [400, 401, 403, 404, 409, 422]) {
      it(`does not retry a GET answered ${code}`, async () => {
        script(status(code), ok);
        await rejection(createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok));
        assert.equal(server.requests.length, 1);
      });
    }

    it('retries a GET whose connection dropped', async () => {
      script(drop, drop, ok);
      await createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok);
      assert.equal(server.requests.length, 3);
    });

    it('honours Retry-After in seconds', async () => {
      script(status(503, { 'Retry-After': '1' }), ok);
      const started = Date.now();
      await createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok);
      assert.equal(server.requests.length, 2);
      assert.ok(Date.now() - started >= 950, `retried after ${Date.now() - started} ms`);
    });

    it('honours Retry-After as an HTTP date', async () => {
      // HTTP dates have whole seconds: 2 s ahead is at least 1 s after truncation.
      script(status(429, { 'Retry-After': new Date(Date.now() + 2000).toUTCString() }), ok);
      const started = Date.now();
      await createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'player' }, Ok);
      assert.ok(Date.now() - started >= 950, `retried after ${Date.now() - started} ms`);
    });

    it('gives up at once when Retry-After is longer than the cap, and tells how long to wait', async () => {
      server.handle((_request, response) => reply(response, 429, { Code: 'RateLimit', Message: 'x' }, { 'Retry-After': '120' }));
      const started = Date.now();
      const error = await rejection(createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/r', area: 'sign-in' }, Ok));
      assert.equal(error.key, 'sign-in.rate-limit');
      assert.equal(error.retryAfterSeconds, 120);
      assert.equal(server.requests.length, 1);
      assert.ok(Date.now() - started < 1000);
    });

    for (const [name, step] of [
      ['503', status(503)],
      ['429 with Retry-After 0', status(429, { 'Retry-After': '0' })],
      ['a dropped connection', drop],
    ] as const) {
      it(`never retries a write sent with POST (${name})`, async () => {
        script(step, ok);
        await rejection(createRestHttp(restContext(server.url)).send({ method: 'POST', operation: 'signUp', path: '/w', area: 'sign-up', body: { a: 1 } }));
        assert.equal(server.requests.length, 1);
      });

      it(`never retries a write sent with GET: the SMS request (${name})`, async () => {
        script(step, ok);
        await rejection(createRestHttp(restContext(server.url)).send({ method: 'GET', operation: 'requestOtp', path: '/player/request-otp' }));
        assert.equal(server.requests.length, 1);
      });
    }

    it('retries a read sent with POST', async () => {
      script(status(503), drop, ok);
      const http = createRestHttp(restContext(server.url));
      assert.deepEqual(await http.json({ method: 'POST', operation: 'getHistory', path: '/r', body: { page: 1 } }, Ok), { ok: true });
      assert.equal(server.requests.length, 3);
      assert.ok(server.requests.every((request) => request.method === 'POST'));
    });

    it("rejects with the operation's area unless the call names another", async () => {
      script(status(404));
      const byOperation = await rejection(createRestHttp(restContext(server.url)).send({ method: 'GET', operation: 'requestOtp', path: '/r' }));
      assert.equal(byOperation.area, 'sign-up');
      const named = await rejection(createRestHttp(restContext(server.url)).send({ method: 'GET', operation: 'getProfile', path: '/r', area: 'sign-in' }));
      assert.equal(named.area, 'sign-in');
    });
  });

  describe('time-outs and failures', () => {
    it('turns a time-out into network-error, well before the server answers', async () => {
      script(async (response) => {
        await delay(1500);
        ok(response);
      });
      const started = Date.now();
      const http = createRestHttp(restContext(server.url, { timeoutMs: 150, retries: 0 }));
      const error = await rejection(http.json({ method: 'GET', operation: 'getProfile', path: '/slow', area: 'player' }, Ok));
      assert.equal(error.key, 'player.network-error');
      assert.equal(error.status, undefined);
      assert.ok(Date.now() - started < 1000);
    });

    it('retries a GET that timed out, but never a POST', async () => {
      script(async (response) => {
        await delay(600);
        ok(response);
      });
      const context = restContext(server.url, { timeoutMs: 100, retries: 2 });
      await rejection(createRestHttp(context).json({ method: 'GET', operation: 'getProfile', path: '/slow', area: 'player' }, Ok));
      assert.equal(server.requests.length, 3);
      script(async (response) => {
        await delay(600);
        ok(response);
      });
      const error = await rejection(createRestHttp(context).send({ method: 'POST', operation: 'signUp', path: '/slow', area: 'sign-in' }));
      assert.equal(error.key, 'sign-in.network-error');
      assert.equal(server.requests.length, 1);
    });

    it('times out a body that stalls after the headers', async () => {
      script(async (response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"ok":');
        await delay(1500);
        response.end('true}');
      });
      const started = Date.now();
      const error = await rejection(
        createRestHttp(restContext(server.url, { timeoutMs: 200, retries: 0 })).json({ method: 'GET', operation: 'getProfile', path: '/s', area: 'player' }, Ok),
      );
      assert.equal(error.key, 'player.network-error');
      assert.ok(Date.now() - started < 1000);
    });

    it('turns an unreachable platform into network-error', async () => {
      const gone = await (await import('./local-server.ts')).startLocalServer();
      const url = gone.url;
      await gone.close();
      const error = await rejection(createRestHttp(restContext(url, { retries: 1 })).send({ method: 'POST', operation: 'signUp', path: '/x', area: 'sign-in' }));
      assert.equal(error.key, 'sign-in.network-error');
    });
  });

  describe('answers that cannot be used', () => {
    it('turns a success body that is not JSON into unknown-error', async () => {
      script((response) => reply(response, 200, '{"ok": tru'));
      const error = await rejection(createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/m', area: 'player' }, Ok));
      assert.equal(error.key, 'player.unknown-error');
      assert.equal(error.status, 200);
      assert.equal(server.requests.length, 1, 'a malformed answer is an answer: not retried');
    });

    it('turns an HTML page into unknown-error', async () => {
      script((response) => reply(response, 200, '<!doctype html><p>Maintenance</p>', { 'content-type': 'text/html' }));
      assert.equal((await rejection(createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/m', area: 'player' }, Ok))).key, 'player.unknown-error');
    });

    it('turns a body of the wrong shape, or an empty one, into unknown-error', async () => {
      script((response) => reply(response, 200, { ok: 'yes' }));
      const error = await rejection(createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/m', area: 'player' }, Ok));
      assert.equal(error.key, 'player.unknown-error');
      assert.match(error.message, /ok/);
      script((response) => reply(response, 204));
      assert.equal((await rejection(createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/m', area: 'player' }, Ok))).key, 'player.unknown-error');
    });

    it('ignores the body of a call whose answer is not used', async () => {
      script((response) => reply(response, 200, 'not json at all'));
      await createRestHttp(restContext(server.url)).send({ method: 'POST', operation: 'signUp', path: '/w', area: 'player' });
    });
  });

  describe('session header', () => {
    it('sends the stored session only on session calls', async () => {
      script(ok);
      const http = createRestHttp(restContext(server.url, {}, memorySession('stored')));
      await http.json({ method: 'GET', operation: 'getProfile', path: '/public', area: 'player' }, Ok);
      await http.json({ method: 'GET', operation: 'getProfile', path: '/private', area: 'player', session: true }, Ok);
      await http.send({ method: 'POST', operation: 'signUp', path: '/explicit', area: 'sign-in', session: 'fresh' });
      assert.equal(server.to('/api/public')[0]?.headers[SESSION], undefined);
      assert.equal(server.to('/api/private')[0]?.headers[SESSION], 'stored');
      assert.equal(server.to('/api/explicit')[0]?.headers[SESSION], 'fresh');
    });

    it('rejects a session call without a session as session-expired, with no request', async () => {
      script(ok);
      const error = await rejection(
        createRestHttp(restContext(server.url)).json({ method: 'GET', operation: 'getProfile', path: '/private', area: 'player', session: true }, Ok),
      );
      assert.equal(error.key, 'player.session-expired');
      assert.equal(server.requests.length, 0);
    });

    it('clears the session the 401 was for, but not a newer one stored meanwhile', async () => {
      const session = memorySession('old');
      server.handle((_request, response) => {
        session.set('newer'); // a sign-in in another element finished while this call was out
        reply(response, 401, { Code: 'SessionExpired', Message: 'x' });
      });
      const error = await rejection(
        createRestHttp(restContext(server.url, {}, session)).send({ method: 'GET', operation: 'getProfile', path: '/private', area: 'player', session: true }),
      );
      assert.equal(error.key, 'player.session-expired');
      assert.equal(session.get(), 'newer');
    });

    it('does not touch the stored session when an explicit one is refused', async () => {
      const session = memorySession('stored');
      server.handle((_request, response) => reply(response, 401, { Code: 'SessionExpired', Message: 'x' }));
      await rejection(createRestHttp(restContext(server.url, {}, session)).send({ method: 'GET', operation: 'getProfile', path: '/p', area: 'sign-in', session: 'other' }));
      assert.equal(session.get(), 'stored');
    });
  });

  describe('requests', () => {
    it('sends JSON bodies, and query values except null and undefined', async () => {
      script(ok);
      const http = createRestHttp(restContext(server.url));
      await http.send({ method: 'POST', operation: 'signUp', path: '/player/x', area: 'player', body: { Username: 'a@b.c', N: 1 } });
      await http.send({ method: 'GET', operation: 'getProfile', path: '/q', area: 'player', query: { a: 'x y&z', n: 3, t: true, no: null, nope: undefined } });
      const [post, get] = server.requests;
      assert.equal(post?.path, '/api/player/x');
      assert.equal(post?.headers['content-type'], 'application/json');
      assert.deepEqual(JSON.parse(post?.body ?? ''), { Username: 'a@b.c', N: 1 });
      assert.deepEqual(Object.fromEntries(get?.query ?? []), { a: 'x y&z', n: '3', t: 'true' });
    });

    it('resolves a relative apiUrl against the page', async () => {
      script(ok);
      const holder = globalThis as { location?: unknown };
      const had = Object.hasOwn(holder, 'location');
      const previous = holder.location;
      holder.location = { href: `${server.url}/casino/lobby?x=1` };
      try {
        const http = createRestHttp({ ...restContext(server.url), config: { ...restContext(server.url).config, apiUrl: '/api' } });
        await http.json({ method: 'GET', operation: 'getProfile', path: '/here', area: 'player' }, Ok);
        assert.equal(server.requests[0]?.path, '/api/here');
      } finally {
        if (had) holder.location = previous;
        else delete holder.location;
      }
    });
  });
});

describe('resolveBaseUrl', () => {
  it('resolves relative URLs against the page and trims trailing slashes', () => {
    assert.equal(resolveBaseUrl('/api', 'https://casino.example/games/slots'), 'https://casino.example/api');
    assert.equal(resolveBaseUrl('api/', 'https://casino.example/games/'), 'https://casino.example/games/api');
    assert.equal(resolveBaseUrl('https://backend.example/v1/', undefined), 'https://backend.example/v1');
  });

  it('refuses a missing apiUrl, and a relative one with no page', () => {
    assert.throws(() => resolveBaseUrl(undefined, 'https://casino.example/'), /apiUrl/);
    assert.throws(() => resolveBaseUrl('/api', undefined), /relative/);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('reads delta-seconds and HTTP dates', () => {
    assert.equal(parseRetryAfter('7', now), 7000);
    assert.equal(parseRetryAfter(' 0 ', now), 0);
    assert.equal(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now), 30_000);
    assert.equal(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now), 0);
  });
  it('ignores absent and invalid values', () => {
    for (const value of [null, undefined, '', 'soon', '-5', '1.5']) assert.equal(parseRetryAfter(value, now), undefined, String(value));
  });
});

describe('retryDelayMs', () => {
  it('backs off exponentially with jitter between half and all of the step', () => {
    assert.equal(retryDelayMs(0, undefined, 250, () => 0), 125);
    assert.equal(retryDelayMs(0, undefined, 250, () => 1), 250);
    assert.equal(retryDelayMs(2, undefined, 250, () => 0), 500);
    assert.equal(retryDelayMs(2, undefined, 250, () => 1), 1000);
  });
  it('waits at least what Retry-After asks, and not at all beyond the cap', () => {
    assert.equal(retryDelayMs(0, 2000, 250, () => 1), 2000);
    assert.equal(retryDelayMs(0, MAX_RETRY_WAIT_MS, 250, () => 1), MAX_RETRY_WAIT_MS);
    assert.equal(retryDelayMs(0, MAX_RETRY_WAIT_MS + 1, 250, () => 1), null);
    assert.equal(retryDelayMs(20, undefined, 250, () => 1), MAX_RETRY_WAIT_MS);
  });
});
