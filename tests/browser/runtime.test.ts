import { expect } from '@esm-bundle/chai';
import { button, field, nextEvent, place, resetAll, text, type, until } from './support/page.ts';

describe('the element runtime', () => {
  beforeEach(resetAll);

  it('defines every tag once and survives a second definition attempt', async () => {
    for (const tag of ['casino-platform', 'casino-signin', 'casino-message', 'casino-terms']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }
    // A second copy of the library imports the same registry and leaves the tags as they are.
    const secondCopy = '/dist/casino-elements.js?copy=2';
    await import(/* @vite-ignore */ secondCopy);
    expect(window.casino.version).to.match(/^0\.\d+\.\d+/);
  });

  it('adopts constructable stylesheets: no <style> element or style attribute in the shadow root', async () => {
    const host = await place('casino-signin');
    expect(host.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(host.shadowRoot!.querySelector('style')).to.equal(null);
    expect(host.shadowRoot!.querySelector('[style]')).to.equal(null);
  });

  it('emits casino-ready that bubbles out of the shadow root, unless no-ready is set', async () => {
    const ready = nextEvent(document, 'casino-ready');
    await place('casino-message', { kind: 'activation-complete' });
    expect((await ready).detail).to.deep.equal({ widget: 'message' });

    let fired = false;
    const listener = () => (fired = true);
    document.addEventListener('casino-ready', listener);
    await place('casino-message', { 'no-ready': '' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    document.removeEventListener('casino-ready', listener);
    expect(fired).to.equal(false);
  });

  it('follows <casino-platform> for the page and lets an element override locale live', async () => {
    const platform = document.createElement('casino-platform');
    platform.setAttribute('locale', 'sv');
    document.body.append(platform);
    const host = await place('casino-signin');
    await until(() => field(host, 'Lösenord'), 'Swedish from the page configuration');

    host.setAttribute('locale', 'en');
    await until(() => field(host, 'Password'), 'English from the element attribute');
    host.removeAttribute('locale');
    await until(() => field(host, 'Lösenord'), 'back to the page locale when the override is removed');
  });

  it('falls back to English for a locale it has no catalog for', async () => {
    const host = await place('casino-signin', { locale: 'de-DE' });
    expect(field(host, 'Password')).to.be.instanceOf(HTMLInputElement);
  });

  it('treats a present boolean attribute as true and shows the frame modes', async () => {
    const host = await place('casino-message', { kind: 'welcome', 'no-header': '', 'full-screen': '' });
    expect(host.shadowRoot!.querySelector('.header')).to.equal(null);
    expect(host.shadowRoot!.querySelector('.frame')!.classList.contains('full-screen')).to.equal(true);
    host.removeAttribute('no-header');
    await until(() => host.shadowRoot!.querySelector('.header'), 'the header back');
  });

  it('renders each message kind with its text', async () => {
    const expected: Record<string, string> = {
      welcome: 'Welcome',
      activate: 'Activate your account',
      'activation-required': 'Activation required',
      'activation-complete': 'Account activated',
      'reset-token-invalid': 'Your reset password session has expired',
      'restricted-access': 'Not available in your country',
    };
    for (const [kind, title] of Object.entries(expected)) {
      const host = await place('casino-message', { kind });
      await until(() => text(host).includes(title), `${kind}'s title`);
    }
    const activate = document.querySelector('casino-message[kind=activate]')!;
    expect(activate.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/support');
  });

  it('signs out on document when the session turns out to have expired', async () => {
    const host = await place('casino-signin');
    const signedIn = nextEvent(host, 'casino-signed-in');
    type(field(host, 'Email'), 'player@example.com');
    type(field(host, 'Password'), 'Secret123!');
    button(host, 'Sign in').click();
    await signedIn;
    // The signed-in view reads the balance: let that read finish before the session is forgotten.
    await until(() => text(host).includes('Balance'), 'the balance');
    window.casino.close();
    await fetch('/__sandbox/reset', { method: 'POST' }); // the sandbox forgets every session
    const signedOut = nextEvent(document, 'casino-signed-out');
    const terms = await place('casino-terms');
    await until(() => terms.shadowRoot!.textContent!.includes('Accept'), 'the terms with Accept (signed in)');
    // Any session call now meets the expired session; accepting the terms is one.
    button(terms, 'Accept').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'session-expired' });
    await until(() => text(host).includes('Remember me'), 'the sign-in form back');
  });
});
