// The REST adapter and the captcha: the reset request carries a completed captcha's token as X-Captcha-Token
// only when one is given, and the capability that makes the form show a captcha follows the configured site key.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createRestPlatform, REST_CAPABILITIES } from '../../../adapters/rest/index.ts';
import { type LocalServer, memorySession, reply, restContext, startLocalServer } from './local-server.ts';

const HEADER = 'x-captcha-token';

describe('REST platform: captcha', () => {
  let server: LocalServer;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.handle((_request, response) => reply(response, 200));
  });

  it('sends the token as X-Captcha-Token on the reset request when one is given', async () => {
    const platform = createRestPlatform(restContext(server.url, { captchaSiteKey: 'site-key' }));
    await platform.forgotPassword!({ email: 'player@example.com', captchaToken: 'token-1' });
    const [request] = server.to('/api/player/request-password-reset');
    assert.equal(request?.headers[HEADER], 'token-1');
    assert.deepEqual(JSON.parse(request?.body ?? '{}'), { UsernameOrEmail: 'player@example.com' });
  });

  it('sends no captcha header without a token (and none on other calls)', async () => {
    const platform = createRestPlatform(restContext(server.url, { captchaSiteKey: 'site-key' }, memorySession('s-1')));
    await platform.forgotPassword!({ email: 'player@example.com' });
    await platform.forgotPassword!({ email: 'player@example.com', captchaToken: '' });
    await platform.changePassword!({ oldPassword: 'a', newPassword: 'b' });
    assert.equal(server.requests.length, 3);
    for (const request of server.requests) assert.equal(Object.hasOwn(request.headers, HEADER), false, request.path);
    assert.equal(server.requests[2]?.headers['x-player-session-id'], 's-1');
  });

  it('asks for a captcha on the reset request only when a site key is configured', () => {
    assert.equal(REST_CAPABILITIES.passwordResetCaptcha, false);
    assert.equal(createRestPlatform(restContext(server.url)).capabilities.passwordResetCaptcha, false);
    assert.equal(createRestPlatform(restContext(server.url, { captchaSiteKey: '' })).capabilities.passwordResetCaptcha, false);
    assert.equal(createRestPlatform(restContext(server.url, { captchaSiteKey: 'site-key' })).capabilities.passwordResetCaptcha, true);
  });
});
