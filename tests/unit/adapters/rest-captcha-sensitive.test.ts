// The captcha token on every sensitive call the REST platform marks (spec 002 §5.2), not only the reset: a call
// refused with CaptchaInvalid for want of a token is sent once more with the token of the page's captcha prompt.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { isPlatformError } from '../../../adapters/contract.ts';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import { type LocalServer, reply, restContext, startLocalServer } from './local-server.ts';

const HEADER = 'x-captcha-token';

describe('REST platform: the captcha on sensitive calls', () => {
  let server: LocalServer;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    // The platform marks the sign-in: without a token it refuses, with one it answers.
    server.handle((request, response) => {
      if (request.path.startsWith('/api/player/signin') && !request.headers[HEADER]) {
        reply(response, 400, { Code: 'CaptchaInvalid', Message: 'Let us know that you are a human.' });
        return;
      }
      reply(response, 400, { Code: 'IncorrectCredentials', Message: 'no' });
    });
  });

  it('asks the page for a captcha and sends the same call once more with its token', async () => {
    const asked: unknown[] = [];
    const context = { ...restContext(server.url, { captchaSiteKey: 'site-key' }), solveCaptcha: async (challenge: unknown) => (asked.push(challenge), 'token-1') };
    const platform = createRestPlatform(context);
    await assert.rejects(platform.signIn!({ email: 'alex@example.com', password: 'Secret123!' }), (error) => isPlatformError(error) && error.code === 'incorrect-credentials');
    const calls = server.requests.filter((request) => request.path.startsWith('/api/player/signin'));
    assert.equal(calls.length, 2);
    assert.equal(Object.hasOwn(calls[0]!.headers, HEADER), false);
    assert.equal(calls[1]!.headers[HEADER], 'token-1');
    assert.equal(calls[1]!.body, calls[0]!.body);
    assert.deepEqual(asked, [{ siteKey: null }]);
  });

  it('keeps the refusal without a site key, without a prompt, or when the player closes the prompt', async () => {
    for (const context of [
      { ...restContext(server.url), solveCaptcha: async () => 'token-1' },
      restContext(server.url, { captchaSiteKey: 'site-key' }),
      { ...restContext(server.url, { captchaSiteKey: 'site-key' }), solveCaptcha: () => Promise.reject(new Error('closed')) },
    ]) {
      server.requests.length = 0;
      await assert.rejects(createRestPlatform(context).signIn!({ email: 'alex@example.com', password: 'Secret123!' }), (error) => isPlatformError(error) && error.code === 'captcha-required');
      assert.equal(server.requests.length, 1);
    }
  });

  it('asks once: a call that carried a token keeps its refusal', async () => {
    server.handle((_request, response) => reply(response, 400, { Code: 'CaptchaInvalid', Message: 'Let us know that you are a human.' }));
    let asked = 0;
    const platform = createRestPlatform({ ...restContext(server.url, { captchaSiteKey: 'site-key' }), solveCaptcha: async () => (asked += 1, 'token-1') });
    await assert.rejects(platform.forgotPassword!({ email: 'player@example.com', captchaToken: 'spent' }), (error) => isPlatformError(error) && error.code === 'captcha-required');
    assert.equal(asked, 0);
    assert.equal(server.requests.length, 1);
  });
});
