// A sensitive call the REST platform marks (here the sign-in, by the sandbox's control API): refused for want of a
// captcha token, the page's captcha prompt opens, and the same sign-in goes through with the completed captcha's token.
import { expect } from '@esm-bundle/chai';
import { button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, type, until } from './support/page.ts';

const SITE_KEY = 'sandbox-captcha-site-key';
const SIGN_IN_PATH = '/api/player/signin/v2';

function promptElement(): HTMLElement | null {
  return document.querySelector('casino-modal')?.shadowRoot?.querySelector<HTMLElement>('casino-captcha-prompt') ?? null;
}

describe('captcha: a sign-in the REST platform marks as sensitive', () => {
  beforeEach(async () => {
    await resetAll();
    window.casino.configure({ captchaSiteKey: SITE_KEY, captchaScriptUrl: '/captcha/api.js' });
    await sandbox('captcha/require', { on: true, paths: ['/player/signin/v2'] });
  });
  afterEach(async () => {
    await sandbox('captcha/require', { on: false });
    window.casino.configure({ captchaSiteKey: '' });
  });

  it('asks for the captcha in a dialog, then signs in with its token', async () => {
    const host = await place('casino-signin');
    const signedIn = nextEvent(host, 'casino-signed-in');
    type(field(host, 'Email'), 'player@example.com');
    type(field(host, 'Password'), 'Secret123!');
    button(host, 'Sign in').click();
    const prompt = await until(promptElement, 'the captcha prompt');
    const box = await until(() => prompt.querySelector<HTMLInputElement>('.casino-captcha input[type=checkbox]'), 'the captcha in the dialog');
    expect(inShadow(prompt, '[role=dialog]')).to.not.equal(null);
    box.click();
    await signedIn;
    // Refused once without a token, then accepted with it.
    expect(await requestCount(SIGN_IN_PATH)).to.equal(2);
  });
});
