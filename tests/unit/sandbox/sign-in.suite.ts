import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useSandbox } from './harness.ts';

const MINUTE = 60_000;

describe('sandbox: POST /api/player/signin/v2', () => {
  const t = useSandbox();

  async function error(response: Response) {
    return { status: response.status, body: (await response.json()) as { Code: string; Message: string; Details?: Record<string, string> } };
  }

  it('answers a SessionId for the right password, by e-mail or username in any case', async () => {
    for (const login of ['player@example.com', 'PLAYER@Example.com', 'alex']) {
      const response = await t.signIn(login);
      assert.equal(response.status, 200, login);
      const body = (await response.json()) as Record<string, unknown>;
      assert.deepEqual(Object.keys(body), ['SessionId']);
      assert.match(String(body.SessionId), /^[0-9a-f-]{36}$/);
    }
  });

  it('gives each sign-in its own session', async () => {
    assert.notEqual(await t.session('player@example.com'), await t.session('player@example.com'));
  });

  it('refuses a wrong password and an unknown player alike with 400 IncorrectCredentials', async () => {
    for (const response of [await t.signIn('player@example.com', 'wrong'), await t.signIn('nobody@example.com')]) {
      const { status, body } = await error(response);
      assert.equal(status, 400);
      assert.equal(body.Code, 'IncorrectCredentials');
      assert.equal(typeof body.Message, 'string');
    }
  });

  it('names the missing field with InvalidField', async () => {
    const response = await t.api('/player/signin/v2', { body: { Username: 'alex', Platform: 'desktop' } });
    const { status, body } = await error(response);
    assert.equal(status, 400);
    assert.deepEqual(body.Details, { Field: 'Password' });
    const noPlatform = await error(await t.api('/player/signin/v2', { body: { Username: 'alex', Password: 'x' } }));
    assert.deepEqual(noPlatform.body.Details, { Field: 'Platform' });
  });

  it('answers 403 PlayerSelfBlocked to a self-excluded player, but only with the right password', async () => {
    const wrong = await error(await t.signIn('blocked@example.com', 'wrong'));
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.Code, 'IncorrectCredentials');
    const right = await error(await t.signIn('blocked@example.com'));
    assert.equal(right.status, 403);
    assert.equal(right.body.Code, 'PlayerSelfBlocked');
  });

  it('lets the self-excluded player in once the 30 days have passed on the sandbox clock', async () => {
    await t.control('/clock', { advanceMs: 29 * 24 * 60 * MINUTE });
    assert.equal((await t.signIn('blocked@example.com')).status, 403);
    await t.control('/clock', { advanceMs: 1 * 24 * 60 * MINUTE + MINUTE });
    assert.equal((await t.signIn('blocked@example.com')).status, 200);
  });

  it('rate-limits a login after 5 failures within 5 minutes, until the lock runs out', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      assert.equal((await t.signIn('player@example.com', `wrong-${attempt}`)).status, 400, `attempt ${attempt}`);
    }
    // Even the right password, and the username instead of the e-mail, is refused now.
    for (const login of ['player@example.com', 'alex']) {
      const locked = await t.signIn(login);
      assert.equal(locked.status, 429);
      // 300 s, give or take the second a slow machine may spend between the two requests.
      assert.ok(['299', '300'].includes(locked.headers.get('Retry-After') ?? ''), locked.headers.get('Retry-After') ?? 'none');
      assert.equal(((await locked.json()) as { Code: string }).Code, 'RateLimit');
    }
    // Other players are not affected.
    assert.equal((await t.signIn('sga@example.com')).status, 200);

    await t.control('/clock', { advanceMs: 4 * MINUTE });
    const stillLocked = await t.signIn('player@example.com');
    assert.equal(stillLocked.status, 429);
    assert.equal(Number(stillLocked.headers.get('Retry-After')) <= 60, true);

    await t.control('/clock', { advanceMs: MINUTE });
    assert.equal((await t.signIn('player@example.com')).status, 200);
  });

  it('does not rate-limit failures spread over more than 5 minutes', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await t.signIn('player@example.com', 'wrong');
    await t.control('/clock', { advanceMs: 5 * MINUTE + 1000 });
    assert.equal((await t.signIn('player@example.com', 'wrong')).status, 400);
    assert.equal((await t.signIn('player@example.com')).status, 200);
  });

  it('rate-limits unknown logins too, so probing does not reveal who exists', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await t.signIn('ghost@example.com', 'wrong');
    assert.equal((await t.signIn('ghost@example.com', 'wrong')).status, 429);
  });

  it('signs in the unverified and the terms-behind players (the front end handles them)', async () => {
    assert.equal((await t.signIn('new@example.com')).status, 200);
    assert.equal((await t.signIn('terms@example.com')).status, 200);
  });

  it('matches the path without letter case', async () => {
    const response = await t.api('/Player/SignIn/V2', { body: { Username: 'alex', Password: 'Secret123!', Platform: 'mobile' } });
    assert.equal(response.status, 200);
  });
});
