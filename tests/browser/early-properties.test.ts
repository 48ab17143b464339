import { expect } from '@esm-bundle/chai';
import { resetAll, text, until } from './support/page.ts';

/**
 * A tag that is not defined yet, made of a library element: what a page has when a framework sets its props
 * before the library's script has run. (A constructor can be defined once, so a subclass stands in.)
 */
let lateTags = 0;
function lateTag(of: keyof HTMLElementTagNameMap): { tag: string; define(): void } {
  lateTags += 1;
  const tag = `${of}-early-${lateTags}`;
  const Base = customElements.get(of)!;
  return { tag, define: () => customElements.define(tag, class extends Base {}) };
}

const closeButton = (host: Element) => host.shadowRoot!.querySelector('[data-close]');
const header = (host: Element) => host.shadowRoot!.querySelector('[part=header]');
const rendered = (host: Element) => until(() => host.shadowRoot?.querySelector('form'), 'the sign-in form', 10_000);

describe('properties a framework sets before the element upgrades', () => {
  beforeEach(resetAll);

  it('shows an inline sign-in with its title bar and without a close button by default (what the tests below change)', async () => {
    const element = document.createElement('casino-signin');
    document.body.append(element);
    await rendered(element);
    expect(header(element)).not.to.equal(null);
    expect(closeButton(element)).to.equal(null);
  });

  it('reads a lower-case attribute as the property it names: noheader (React, Svelte, Vue without .prop) hides the title bar', async () => {
    const late = lateTag('casino-signin');
    const element = document.createElement(late.tag);
    element.setAttribute('noheader', '');
    document.body.append(element);
    late.define();
    await rendered(element);
    expect((element as HTMLElementTagNameMap['casino-signin']).noHeader).to.equal(true);
    expect(header(element)).to.equal(null);
  });

  it('takes hideclose="false" (React 18 writes false so) as false, and follows the lower-case attribute after the upgrade too', async () => {
    const late = lateTag('casino-signin');
    const element = document.createElement(late.tag);
    element.setAttribute('hideclose', 'false');
    document.body.append(element);
    late.define();
    await rendered(element);
    await until(() => closeButton(element), 'the close button');
    element.setAttribute('hideclose', '');
    await until(() => closeButton(element) === null, 'the close button gone');
    element.setAttribute('hideclose', 'false');
    await until(() => closeButton(element), 'the close button back');
  });

  it('applies a property set before the upgrade (React 19, Vue with .prop)', async () => {
    const late = lateTag('casino-signin');
    const element = document.createElement(late.tag) as HTMLElement & { hideClose?: boolean };
    element.hideClose = false;
    document.body.append(element);
    late.define();
    await rendered(element);
    await until(() => closeButton(element), 'the close button hideClose = false asks for');
  });

  it('takes a secret that arrived as an attribute, removes the attribute, and never shows it in the DOM', async () => {
    const token = 'reset-token-attr-5e1f02';
    const late = lateTag('casino-reset-password');
    const element = document.createElement(late.tag) as HTMLElement & { token?: string; username?: string };
    element.setAttribute('token', token);
    element.setAttribute('username', 'player@example.com');
    document.body.append(element);
    late.define();
    expect(element.hasAttribute('token'), 'removed as the element upgrades').to.equal(false);
    expect(element.hasAttribute('username')).to.equal(false);
    expect(element.token).to.equal(token);
    expect(element.username).to.equal('player@example.com');
    await until(() => element.shadowRoot?.querySelector('.frame'), 'the reset form');
    expect(document.body.outerHTML).not.to.contain(token);
    expect(text(element)).not.to.contain(token);
    // One set later (React 18 sets every prop as an attribute) is taken and removed the same way.
    element.setAttribute('token', `${token}-2`);
    expect(element.hasAttribute('token')).to.equal(false);
    expect(element.token).to.equal(`${token}-2`);
  });
});
