// The one rule for every script the library adds to the page (ui/script-loader.ts), through the captcha: only
// https: or the page's own origin is loaded, never data: or blob:; the page's nonce (and the Trusted Types
// signature) only for reCAPTCHA's default address or an origin the operator trusted in code, never for an
// address an attribute alone names.
import { expect } from '@esm-bundle/chai';
import { checkScriptAddress } from '../../ui/script-loader.ts';
import { inShadow, place, resetAll, until } from './support/page.ts';

const SITE_KEY = 'sandbox-captcha-site-key';
const NONCE = 'script-origins-test-nonce';
/** An https origin nothing answers on: its script fails to load, after the element was added (or not). */
const ELSEWHERE = 'https://127.0.0.1:9';

/** Every captcha script added to the page since the test began, kept though the loader removes a failed one. */
let added: HTMLScriptElement[] = [];
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof HTMLScriptElement && node.src.includes('onload=__casinoElementsCaptchaLoaded')) added.push(node);
    }
  }
}).observe(document.head, { childList: true });

function addedScripts(): HTMLScriptElement[] {
  return added;
}

async function showCaptcha(scriptUrl: string): Promise<HTMLElement> {
  window.casino.configure({ captchaSiteKey: SITE_KEY, captchaScriptUrl: scriptUrl });
  return place('casino-forgot-password');
}

describe('scripts the library loads: the page decides where from', () => {
  before(() => {
    // The page's own nonce, as a page with a nonce-based CSP has it: the loader would hand it on.
    const own = document.createElement('script');
    own.setAttribute('nonce', NONCE);
    own.type = 'application/json';
    document.head.append(own);
  });
  beforeEach(async () => {
    await resetAll();
    added = [];
  });
  after(() => window.casino.configure({ captchaSiteKey: '', captchaScriptUrl: '/captcha/api.js', trustedScriptOrigins: [] }));

  it('accepts https: and the page\'s own origin only; refuses data:, blob:, javascript:, http: elsewhere and user names', () => {
    const blob = URL.createObjectURL(new Blob(['1'], { type: 'text/javascript' }));
    for (const address of ['data:text/javascript,1', blob, 'javascript:1', 'http://127.0.0.1:9/x.js', 'https://user:pass@captcha.example/x.js', 'ftp://captcha.example/x.js']) {
      expect(checkScriptAddress(address).accepted, address).to.equal(false);
    }
    URL.revokeObjectURL(blob);
    expect(checkScriptAddress('/captcha/api.js')).to.include({ accepted: true, trusted: false });
    expect(checkScriptAddress('https://captcha.example/api.js')).to.include({ accepted: true, trusted: false });
    expect(checkScriptAddress('https://captcha.example/api.js', { trustedOrigins: ['https://captcha.example'] })).to.include({ trusted: true });
    expect(checkScriptAddress('https://www.google.com/recaptcha/api.js?render=explicit', { builtIn: 'https://www.google.com/recaptcha/api.js' })).to.include({ trusted: true });
    expect(checkScriptAddress('https://www.google.com/other.js', { builtIn: 'https://www.google.com/recaptcha/api.js' })).to.include({ trusted: false });
    // An allow-list entry that could never be trusted (http: elsewhere, data:) trusts nothing.
    expect(checkScriptAddress('http://127.0.0.1:9/x.js', { trustedOrigins: ['http://127.0.0.1:9'] }).accepted).to.equal(false);
  });

  it('never adds a data: captcha script (it would run under the page\'s nonce)', async () => {
    const ran = '__casinoScriptOriginsRan';
    const host = await showCaptcha(`data:text/javascript,window.${ran}=true;//`);
    await until(() => inShadow(host, '[part~=captcha]'), 'the captcha box');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(addedScripts().map((script) => script.src.slice(0, 5))).to.deep.equal([]);
    expect((window as unknown as Record<string, unknown>)[ran]).to.equal(undefined);
  });

  it('gives no nonce to a script an attribute alone names, however https it is', async () => {
    await showCaptcha(`${ELSEWHERE}/api.js`);
    const [script] = await until(() => addedScripts().length > 0 && addedScripts(), 'the captcha script');
    expect(new URL(script!.src).origin).to.equal(ELSEWHERE);
    expect(script!.nonce).to.equal('');
  });

  it('gives the page\'s nonce to a script whose origin the operator trusted in code', async () => {
    window.casino.configure({ trustedScriptOrigins: [ELSEWHERE] });
    await showCaptcha(`${ELSEWHERE}/trusted/api.js`);
    const [script] = await until(() => addedScripts().length > 0 && addedScripts(), 'the captcha script');
    expect(script!.nonce).to.equal(NONCE);
  });
});
