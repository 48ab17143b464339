// No secrets in error objects: a failed call keeps a summary (operation, method, path, status, error name)
// in `cause`, never the request (session header, a body with a password, a token in the query) or the
// answer's text. Each failure below is looked at as deeply as a logger or a tracker could.
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { type Platform, isPlatformError } from '../../../adapters/contract.ts';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import { type LocalServer, type RecordedRequest, memorySession, reply, restContext, startLocalServer } from './local-server.ts';
import type { ServerResponse } from 'node:http';
import { requireOperation } from '../../../adapters/operations.ts';

const PASSWORD = 'Pw-7f3a9c-Secret!';
const NEW_PASSWORD = 'New-9d2e4b-Secret!';
const SESSION_ID = 'sess-5b8c1e-secret';
const RESET_TOKEN = 'reset-token-c41d77';
const UNSUB_TOKEN = 'unsub-token-e92a10';
const EMAIL = 'private.person@example.com';
const SECRETS = [PASSWORD, NEW_PASSWORD, SESSION_ID, RESET_TOKEN, UNSUB_TOKEN];

/** Everything reachable from a value: own properties (hidden ones and getters too), causes, headers, messages, stacks. */
function everythingIn(value: unknown, seen = new Set<unknown>(), depth = 0): string {
  if (typeof value === 'string') return value;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value);
  if (seen.has(value) || depth > 12) return '';
  seen.add(value);
  const parts: string[] = [];
  if (value instanceof Error) parts.push(value.message, value.stack ?? '');
  if (typeof Headers !== 'undefined' && value instanceof Headers) value.forEach((text, name) => parts.push(name, text));
  if (typeof Request !== 'undefined' && value instanceof Request) parts.push(value.url);
  if (value instanceof Map) for (const [key, item] of value) parts.push(everythingIn(key, seen, depth + 1), everythingIn(item, seen, depth + 1));
  for (const key of Reflect.ownKeys(value)) {
    let item: unknown;
    try {
      item = (value as Record<PropertyKey, unknown>)[key];
    } catch {
      continue;
    }
    parts.push(String(key), everythingIn(item, seen, depth + 1));
  }
  return parts.join('\n');
}

function assertClean(error: unknown, what: string, also: readonly string[] = []): void {
  const seen = `${everythingIn(error)}\n${inspect(error, { depth: Infinity, showHidden: true, getters: true })}\n${String(error)}`;
  for (const secret of [...SECRETS, ...also]) assert.ok(!seen.includes(secret), `${what}: the error object holds ${secret}`);
}

const drop = (_request: RecordedRequest, response: ServerResponse): void => {
  response.socket?.destroy();
};

describe('REST adapter: failed calls keep no secrets', () => {
  let server: LocalServer;
  let platform: Platform;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());
  const fresh = (session: string | null = null) => {
    platform = createRestPlatform(restContext(server.url, { retries: 0, timeoutMs: 2000 }, memorySession(session)));
    return platform;
  };

  async function failure(promise: Promise<unknown>): Promise<Error> {
    const error = await promise.then(() => assert.fail('expected a rejection'), (reason: unknown) => reason);
    assert.ok(isPlatformError(error), `not a PlatformError: ${String(error)}`);
    return error;
  }

  it('sign-in with no answer: neither the password nor the e-mail', async () => {
    server.handle(drop);
    const error = await failure(requireOperation(fresh(), 'signIn')({ email: EMAIL, password: PASSWORD }));
    assert.equal((error as { key?: string }).key, 'sign-in.network-error');
    assertClean(error, 'sign-in dropped', [EMAIL]);
    assert.deepEqual(error.cause, { operation: 'signIn', method: 'POST', path: '/player/signin/v2', error: 'TypeError' });
  });

  it('sign-in whose follow-up read fails: not the session it carried', async () => {
    server.handle((request, response) => {
      if (request.path === '/api/player/signin/v2') return reply(response, 200, { SessionId: SESSION_ID });
      if (request.path === '/api/player/user-info') return drop(request, response);
      if (request.path === '/api/player/signout') return reply(response, 200);
      return reply(response, 200, { Version: 1 });
    });
    const error = await failure(requireOperation(fresh(), 'signIn')({ email: EMAIL, password: PASSWORD }));
    assertClean(error, 'user-info dropped');
  });

  it('sign-in answering a body cut short or of the wrong shape: not the body', async () => {
    server.handle((_request, response) => reply(response, 200, `{"SessionId": "${SESSION_ID}`));
    assertClean(await failure(requireOperation(fresh(), 'signIn')({ email: EMAIL, password: PASSWORD })), 'cut-short body');
    server.handle((request, response) => {
      if (request.path === '/api/player/signin/v2') return reply(response, 200, { SessionId: SESSION_ID });
      if (request.path === '/api/player/user-info') return reply(response, 200, { Id: { secret: SESSION_ID }, Email: EMAIL, IsVerified: true });
      // The groups' answer fits: the follow-up's reads run side by side, and only the profile's is of the wrong shape.
      if (request.path === '/api/player-groups') return reply(response, 200, []);
      return reply(response, 200, { Version: 1 });
    });
    const error = await failure(requireOperation(fresh(), 'signIn')({ email: EMAIL, password: PASSWORD }));
    assertClean(error, 'wrong shape', [EMAIL]);
    assert.match(error.message, /\/player\/user-info answered an unexpected shape at Id/);
  });

  it('an error answer to a session call: a summary with its status', async () => {
    server.handle((_request, response) => reply(response, 500, { Code: 'Boom', Message: 'Internal' }));
    const error = await failure(requireOperation(fresh(SESSION_ID), 'getProfile')());
    assertClean(error, 'user-info 500');
    assert.deepEqual(error.cause, { operation: 'getProfile', method: 'GET', path: '/player/user-info', status: 500 });
  });

  it('reset-password: neither the token nor the new password', async () => {
    server.handle(drop);
    const dropped = await failure(fresh().resetPassword!({ token: RESET_TOKEN, email: EMAIL, password: NEW_PASSWORD }));
    assertClean(dropped, 'reset dropped', [EMAIL]);
    server.handle((_request, response) => reply(response, 400, { Code: 'InvalidResetToken', Message: 'No such token' }));
    const refused = await failure(fresh().resetPassword!({ token: RESET_TOKEN, email: EMAIL, password: NEW_PASSWORD }));
    assertClean(refused, 'reset refused', [EMAIL]);
  });

  it('unsubscribe: not the token, whether in the query or the body', async () => {
    server.handle(drop);
    assertClean(await failure(fresh().getSubscriptionsByToken!(UNSUB_TOKEN)), 'opt-out-ins dropped');
    assertClean(await failure(fresh().unsubscribe!(UNSUB_TOKEN, ['email'])), 'opt-out-choices dropped');
    server.handle((_request, response) => reply(response, 200, '<html>not json</html>'));
    const error = await failure(fresh().getSubscriptionsByToken!(UNSUB_TOKEN));
    assertClean(error, 'opt-out-ins not JSON');
    assert.deepEqual(error.cause, { operation: 'getSubscriptionsByToken', method: 'GET', path: '/player/opt-out-ins', status: 200, error: 'SyntaxError' });
  });
});
