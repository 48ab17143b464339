import './support/without-custom-states.ts';
import { expect } from '@esm-bundle/chai';
import { resetAll, until } from './support/page.ts';

interface Loadable { definition: { load: () => Promise<unknown> } }

describe('a browser without ElementInternals.states', () => {
  beforeEach(resetAll);

  it('has no states API in this page (the test removes it before the library loads)', () => {
    expect((ElementInternals.prototype as { states?: unknown }).states).to.equal(undefined);
  });

  it('mounts the widget, and keeps its states as words of the data-casino-state attribute', async () => {
    const element = document.createElement('casino-signin');
    document.body.append(element);
    await until(() => element.shadowRoot?.querySelector('form'), 'the sign-in form');
    await until(() => element.getAttribute('data-casino-state')?.split(' ').includes('rendered'), 'the rendered state');
    expect(element.getAttribute('data-casino-state')!.split(' ')).to.include('mounted');
  });
});

describe('a widget whose files never arrive', () => {
  beforeEach(resetAll);

  it('stops after a few attempts and shows a notice with a button that tries again', async () => {
    const definition = (customElements.get('casino-terms') as unknown as Loadable).definition;
    const load = definition.load;
    let attempts = 0;
    definition.load = () => {
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const element = document.createElement('casino-terms');
      document.body.append(element);
      const notice = await until(() => element.shadowRoot!.querySelector('[role=alert]'), 'the notice', 12_000);
      expect(attempts).to.equal(4);
      expect(notice.textContent).to.contain('This part of the page could not be loaded.');
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(attempts, 'no more tries once the notice shows').to.equal(4);
      definition.load = load;
      notice.querySelector('button')!.click();
      await until(() => element.shadowRoot!.querySelector('.frame'), 'the widget after trying again');
      expect(element.shadowRoot!.querySelector('[role=alert].load-failure')).to.equal(null);
    } finally {
      definition.load = load;
      console.error = originalError;
    }
  });

  it("says so in the widget's language: the other languages' texts, fetched at the first failed try, are here by the notice", async () => {
    const definition = (customElements.get('casino-terms') as unknown as Loadable).definition;
    const load = definition.load;
    definition.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const element = document.createElement('casino-terms');
      element.setAttribute('locale', 'sv');
      document.body.append(element);
      const notice = await until(() => element.shadowRoot!.querySelector('[role=alert].load-failure'), 'the notice', 12_000);
      await until(() => notice.querySelector('p')!.textContent === 'Den här delen av sidan kunde inte laddas.', 'the Swedish text');
      expect(notice.querySelector('button')!.textContent).to.equal('Försök igen');
    } finally {
      definition.load = load;
      console.error = originalError;
    }
  });
});
