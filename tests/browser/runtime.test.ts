import { expect } from '@esm-bundle/chai';
import { button, field, nextEvent, place, resetAll, signInWith, text, until } from './support/page.ts';

describe('the element runtime', () => {
  beforeEach(resetAll);

  it('defines every tag', async () => {
    for (const tag of ['casino-platform', 'casino-signin', 'casino-message', 'casino-terms']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }
    // The package's own version, as the build stamped it (not a development placeholder).
    const { version } = (await (await fetch('/package.json')).json()) as { version: string };
    expect(window.casino.version).to.equal(version);
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

  it('configures the page through <casino-platform>\'s properties as through its attributes', async () => {
    const config = () => (globalThis as typeof globalThis & Record<symbol, { config: Record<string, unknown> }>)[Symbol.for('casino-elements')]!.config;
    const platform = document.createElement('casino-platform');
    document.body.append(platform);
    const host = await place('casino-signin');
    await until(() => field(host, 'Password'), 'English');

    platform.locale = 'sv';
    expect(platform.getAttribute('locale'), 'reflected to the attribute').to.equal('sv');
    await until(() => field(host, 'Lösenord'), 'Swedish, set as a property');
    platform.apiUrl = '/api2';
    platform.timeoutMs = 5000;
    expect(platform.getAttribute('api-url')).to.equal('/api2');
    expect(platform.getAttribute('timeout-ms')).to.equal('5000');
    expect(config()).to.include({ apiUrl: '/api2', timeoutMs: 5000, locale: 'sv' });
    expect(platform.apiUrl).to.equal('/api2');
    expect(platform.timeoutMs).to.equal(5000);

    // And back the other way: an attribute is what the property reads.
    platform.setAttribute('api-url', '/api');
    expect(platform.apiUrl).to.equal('/api');
    expect(config().apiUrl).to.equal('/api');
    platform.locale = 'en';
    await until(() => field(host, 'Password'), 'English, set as a property');
  });

  it('applies a <casino-platform> property set before the element was upgraded', async () => {
    const config = () => (globalThis as typeof globalThis & Record<symbol, { config: Record<string, unknown> }>)[Symbol.for('casino-elements')]!.config;
    // An element of a document without custom elements stays a plain element until it joins this page.
    const early = document.implementation.createHTMLDocument('').createElement('casino-platform') as HTMLElement & { locale?: string; apiUrl?: string };
    early.locale = 'fi';
    early.apiUrl = '/api3';
    document.body.append(early);
    expect(early).to.be.instanceOf(customElements.get('casino-platform')!);
    expect(early.getAttribute('locale')).to.equal('fi');
    expect(config()).to.include({ locale: 'fi', apiUrl: '/api3' });
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

  it('mounts a signed-in page\'s widget once the reads the page started for it have settled, waiting for them only a moment', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'player@example.com');
    await place('casino-message', { kind: 'welcome' }); // its chunk is here: what follows waits for nothing else
    document.body.replaceChildren();
    const registry = (globalThis as typeof globalThis & Record<symbol, { session: string | null; earlyReads?: Map<string, unknown> }>)[Symbol.for('casino-elements')]!;
    const earlyRead = (result: Promise<unknown>) => new Map([['profile', { session: registry.session, started: Date.now(), result }]]);
    try {
      let settledAt = Number.POSITIVE_INFINITY;
      registry.earlyReads = earlyRead(new Promise((resolve) => setTimeout(() => resolve((settledAt = performance.now())), 60)));
      const message = document.createElement('casino-message');
      message.setAttribute('kind', 'welcome');
      let renderedAt = 0;
      const rendered = new MutationObserver(() => (renderedAt ||= performance.now()));
      rendered.observe(message.shadowRoot!, { childList: true, subtree: true });
      document.body.append(message);
      await until(() => renderedAt, 'the message to render');
      rendered.disconnect();
      expect(renderedAt, 'first rendered after the read settled').to.be.at.least(settledAt);

      // A read that never ends holds nobody's first render.
      registry.earlyReads = earlyRead(new Promise(() => undefined));
      const another = await place('casino-message', { kind: 'activate' });
      await until(() => text(another).includes('Activate your account'), 'the second message');
    } finally {
      registry.earlyReads = new Map();
    }
  });

  it('signs out on document when the session turns out to have expired', async () => {
    const host = await place('casino-signin');
    await signInWith(host, 'player@example.com');
    // The signed-in view reads the balance: let that read finish before the session is forgotten.
    await until(() => text(host).includes('Balance'), 'the balance');
    window.casino.close();
    await fetch('/__sandbox/reset', { method: 'POST' }); // the sandbox forgets every session
    const signedOut = nextEvent(document, 'casino-signed-out');
    const terms = await place('casino-terms');
    await until(() => terms.shadowRoot!.textContent.includes('Accept'), 'the terms with Accept (signed in)');
    // Any session call now meets the expired session; accepting the terms is one.
    button(terms, 'Accept').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'session-expired' });
    await until(() => text(host).includes('Remember me'), 'the sign-in form back');
  });

  // Last in this file: once loaded, the second copy stays on the page.
  it('shares tags, registry, store and session with a second copy of the library on the page', async () => {
    const tags = ['casino-platform', 'casino-signin', 'casino-message', 'casino-terms', 'casino-account', 'casino-deposit'];
    const constructors = tags.map((tag) => customElements.get(tag));
    const api = window.casino;
    const host = await place('casino-signin');
    const holder = globalThis as typeof globalThis & Record<symbol, { store: unknown; session: string | null } | undefined>;
    const registry = holder[Symbol.for('casino-elements')]!;
    const store = registry.store;
    expect(store, 'the page store').to.be.an('object');

    // A doubled slash is another URL for every module of the bundle (its chunks are imported relative
    // to the entry), so this runs a second, independent copy: its own React, jotai and element classes.
    const url = '/dist//casino-elements.js';
    const copy = (await import(/* @vite-ignore */ url)) as typeof import('../../elements/index.ts');
    expect(copy.casino, 'a separate copy ran').not.to.equal(api);
    expect(copy.version).to.equal(api.version);
    expect(tags.map((tag) => customElements.get(tag))).to.deep.equal(constructors);
    expect(window.casino).to.equal(api);
    expect(holder[Symbol.for('casino-elements')]).to.equal(registry);
    expect(registry.store).to.equal(store);

    // The second copy's configuration drives the first copy's elements.
    copy.configure({ locale: 'sv' });
    await until(() => field(host, 'Lösenord'), 'Swedish, configured through the second copy');
    copy.configure({ locale: 'en' });
    await until(() => field(host, 'Password'), 'English again');

    // A sign-in through the first copy is the second copy's session, and its sign-out ends it everywhere.
    await signInWith(host, 'player@example.com');
    await until(() => text(host).includes('Balance'), 'the balance');
    expect(registry.session).to.be.a('string');
    const signedOut = nextEvent(document, 'casino-signed-out');
    await copy.signOut();
    await signedOut;
    expect(registry.session).to.equal(null);
    await until(() => text(host).includes('Remember me'), 'the sign-in form back, after the second copy signed out');
  });

  it('keeps one modal for the page whichever copy opened it', async () => {
    const url = '/dist//casino-elements.js';
    const copy = (await import(/* @vite-ignore */ url)) as typeof import('../../elements/index.ts');
    copy.open('message', { kind: 'welcome' });
    const modal = await until(() => document.querySelector('casino-modal'), 'the modal opened by the second copy');
    await until(() => modal.shadowRoot?.querySelector('casino-message'), 'the welcome message in the modal');
    window.casino.close();
    await until(() => !document.querySelector('casino-modal'), 'the modal closed by the first copy');
  });
});
