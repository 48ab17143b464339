import { expect } from '@esm-bundle/chai';
import { axeViolations, button, inShadow, nextEvent, place, requestCount, resetAll, sandbox, text, until } from './support/page.ts';
import { forge } from './support/payments.ts';

const SIGN_IN_CODE = '/api/player/signin/code';
const LAUNCH = '/api/player/init/code';
const KNOWN = '198709302387';
const UNKNOWN = '199205174064';

async function providerOrigin(): Promise<string> {
  return ((await (await fetch('/__oauth')).json()) as { url: string }).url;
}

function frameOf(host: Element): HTMLIFrameElement | null {
  return inShadow<HTMLIFrameElement>(host, 'iframe.bank-id-frame');
}

function qrOf(host: Element): HTMLImageElement | null {
  return inShadow<HTMLImageElement>(host, '.bank-id-qr img');
}

/** Places the element, starts the sign-in and waits for the provider's first QR code. */
async function started(tag: 'casino-signin' | 'casino-signin-oauth', attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const host = await place(tag, { jurisdiction: 'sga', ...attributes });
  button(host, 'Sign in with BankID').click();
  await until(() => qrOf(host)?.src, 'the QR code', 8000);
  return host;
}

const pending = async () => ((await sandbox('oauth/orders')) as { orders: Array<{ id: string }> }).orders;

describe('<casino-signin-oauth> and <casino-signin> in SGA', () => {
  beforeEach(resetAll);

  it('an SGA <casino-signin> shows the bank-ID sign-in, not the password form', async () => {
    const host = await place('casino-signin', { jurisdiction: 'sga' });
    await until(() => text(host).includes('Sign in with BankID'), 'the bank-ID sign-in');
    expect(inShadow(host, 'input[type=password]')).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
    host.setAttribute('jurisdiction', 'mga');
    await until(() => inShadow(host, 'input[type=password]'), 'the password form elsewhere');
  });

  it("an SGA <casino-signin> shows the bank-ID texts, a part of the catalog of their own, in its language and in the next one", async () => {
    // Not in the sign-in's first render (the common part): awaited with the bank-ID chunk, never shown as an id.
    const host = await place('casino-signin', { jurisdiction: 'sga', locale: 'sv' });
    await until(() => text(host).includes('Logga in med BankID'), 'the bank-ID sign-in in Swedish');
    expect(text(host)).to.contain('Använd BankID-appen i telefonen eller på den här enheten.');
    host.setAttribute('locale', 'fi');
    await until(() => text(host).includes('Kirjaudu BankID:llä'), 'the bank-ID sign-in in Finnish');
    expect(text(host)).to.contain('Käytä BankID-sovellusta puhelimessasi tai tällä laitteella.');
  });

  it('loads the launch address in a hidden iframe, shows the QR image with a text alternative, refreshed as it changes', async () => {
    const origin = await providerOrigin();
    const host = await started('casino-signin-oauth');
    const frame = frameOf(host)!;
    expect(new URL(frame.src).origin).to.equal(origin);
    expect(frame.hidden).to.equal(true);
    const qr = qrOf(host)!;
    expect(new URL(qr.src).pathname).to.equal('/api/qr');
    expect(new URL(qr.src).searchParams.get('msg')).to.match(/^bankid\./);
    expect(qr.alt).to.contain('QR code for BankID');
    expect(text(host)).to.contain('point the camera at this code');
    const first = qr.src;
    await until(() => qrOf(host)?.src !== first, 'a new QR code', 4000);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('approving a known person signs in through the one completion path', async () => {
    const host = await started('casino-signin-oauth');
    const signedIn = nextEvent(host, 'casino-signed-in', 8000);
    await sandbox('oauth/decide', { action: 'approve', personNumber: KNOWN });
    expect((await signedIn).detail).to.deep.equal({ userId: '1002' });
    await until(() => text(host).includes('You are signed in as Sara'), 'the signed-in state');
    expect(await requestCount(SIGN_IN_CODE)).to.equal(1);
  });

  it('an unknown person gets the token sign-up, prefilled', async () => {
    const host = await started('casino-signin');
    await sandbox('oauth/decide', { action: 'approve', personNumber: UNKNOWN });
    const token = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-signup-token'), 'the token sign-up', 8000);
    await until(() => token.shadowRoot?.textContent?.includes('Welcome, Astrid!'), 'the greeting');
    expect(text(host)).not.to.contain('You are signed in');
  });

  it('ignores forged messages from another origin or window, and a callback with a state it did not issue', async () => {
    const origin = await providerOrigin();
    const host = await started('casino-signin-oauth');
    const frame = frameOf(host)!;
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => { warnings.push(String(args[0])); };
    try {
      const failure = { type: 'collect', isAppOpened: false, isError: true, isComplete: false };
      // The provider's failure, but from another origin; from the right origin but another window.
      forge('https://evil.example', frame.contentWindow, failure);
      forge(origin, window, failure);
      // A "callback" from this page's origin, not from the iframe.
      forge(location.origin, window, { type: 'success', source: 'casino-elements-oauth-callback', query: '?code=stolen&state=guess' });
      // A message of no known type from the right window and origin.
      forge(origin, frame.contentWindow, { type: 'redirect', href: 'https://evil.example' });
      // The real callback page, in the very iframe, with a state this widget never issued.
      frame.src = `/dist/oauth-callback.html?code=stolen&state=not-issued`;
      await until(() => warnings.some((line) => line.includes('dropped a callback (foreign-state)')), 'the callback to be dropped', 5000);
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((line) => line.includes('dropped')).length).to.be.at.least(5);
    expect(await requestCount(SIGN_IN_CODE)).to.equal(0);
    expect(inShadow(host, '[role=alert]')).to.equal(null);
    expect(text(host)).to.contain('Cancel');
    expect(text(host)).not.to.contain('You are signed in');
  });

  it('Cancel sends the beacon: the order ends at the provider, the player stays signed out, focus returns to the start', async () => {
    const host = await started('casino-signin-oauth');
    expect((await pending()).length).to.equal(1);
    button(host, 'Cancel').click();
    await until(async () => (await pending()).length === 0, 'the order to be cancelled');
    await until(() => text(host).includes('You cancelled the BankID sign-in.'), 'the notice');
    await until(() => host.shadowRoot!.activeElement?.textContent === 'Sign in with BankID', 'focus on the start button');
    expect(frameOf(host)).to.equal(null);
    expect(await requestCount(SIGN_IN_CODE)).to.equal(0);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('closing the element mid-way cancels the order too', async () => {
    const host = await started('casino-signin-oauth');
    host.remove();
    await until(async () => (await pending()).length === 0, 'the order to be cancelled');
  });

  it('a time-out ends in a notice with Try again, and Try again starts over', async () => {
    const host = await started('casino-signin-oauth', { 'timeout-ms': '1500' });
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'The BankID sign-in timed out.', 'the time-out notice', 4000);
    await until(() => host.shadowRoot!.activeElement?.textContent === 'Try again', 'focus on Try again');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Try again').click();
    await until(() => qrOf(host)?.src, 'a new QR code', 8000);
  });

  it('the provider\'s error (declined in the app) ends in a notice with Try again', async () => {
    const host = await started('casino-signin-oauth');
    await sandbox('oauth/decide', { action: 'decline' });
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'BankID could not identify you.', 'the provider error', 5000);
    expect(button(host, 'Try again')).to.not.equal(null);
  });

  it('refuses a redirect-uri on another origin, unless the operator allowed that origin in code', async () => {
    const launches = await requestCount(LAUNCH);
    const elsewhere = 'https://callback.example/oauth-callback.html';
    const host = await place('casino-signin-oauth', { jurisdiction: 'sga', 'redirect-uri': elsewhere });
    button(host, 'Sign in with BankID').click();
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'BankID sign-in is not set up correctly on this site.', 'the configuration notice');
    expect(frameOf(host)).to.equal(null);
    expect(await requestCount(LAUNCH), 'the platform was not asked for a launch address').to.equal(launches);
    host.remove();
    window.casino.configure({ oauthRedirectOrigins: ['https://callback.example'] });
    try {
      const allowed = await place('casino-signin-oauth', { jurisdiction: 'sga', 'redirect-uri': elsewhere });
      button(allowed, 'Sign in with BankID').click();
      await until(() => frameOf(allowed), 'the launch address in its iframe', 8000);
      expect(await requestCount(LAUNCH)).to.equal(launches + 1);
    } finally {
      window.casino.configure({ oauthRedirectOrigins: [] });
    }
  });

  it('refuses a launch address off the configured oauth-origin', async () => {
    const host = await place('casino-signin-oauth', { jurisdiction: 'sga', 'oauth-origin': 'https://idp.example' });
    button(host, 'Sign in with BankID').click();
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'BankID sign-in is not set up correctly on this site.', 'the configuration notice');
    expect(frameOf(host)).to.equal(null);
  });
});
