import { expect } from '@esm-bundle/chai';
import { nextEvent, place, resetAll, text, until } from './support/page.ts';
import { signInThrough } from './account-support.ts';
import { SEEDED_SIGN_UP_TOKEN } from './support/sign-up-token.ts';

/**
 * A tag that is not defined yet, made of a library element: what a page has when it sets properties
 * before the library's script has run. (A constructor can be defined once, so a subclass stands in.)
 */
let lateTags = 0;
function lateTag(of: keyof HTMLElementTagNameMap): { tag: string; define(): void } {
  lateTags += 1;
  const tag = `${of}-late-${lateTags}`;
  const Base = customElements.get(of)!;
  return { tag, define: () => customElements.define(tag, class extends Base {}) };
}

describe('elements declared once', () => {
  beforeEach(resetAll);

  it('applies a property set before the tag was defined when the element upgrades, and reflects an attribute-backed one', async () => {
    const late = lateTag('casino-message');
    const element = document.createElement(late.tag) as HTMLElement & { kind?: string };
    element.kind = 'activation-complete';
    document.body.append(element);
    late.define();
    expect(Object.hasOwn(element, 'kind'), 'the own property gave way to the accessor').to.equal(false);
    expect(element.kind).to.equal('activation-complete');
    expect(element.getAttribute('kind')).to.equal('activation-complete');
    await until(() => text(element).includes('activated'), 'the activation-complete message');
  });

  it('applies a secret set early without ever putting it into an attribute', async () => {
    const late = lateTag('casino-signup-token');
    const element = document.createElement(late.tag) as HTMLElement & { token?: string };
    element.setAttribute('jurisdiction', 'sga');
    element.token = SEEDED_SIGN_UP_TOKEN;
    document.body.append(element);
    late.define();
    expect(Object.hasOwn(element, 'token')).to.equal(false);
    expect(element.token).to.equal(SEEDED_SIGN_UP_TOKEN);
    await until(() => text(element).includes('Welcome, Erik!'), 'the token reached the widget');
    expect(element.hasAttribute('token')).to.equal(false);
    expect(element.outerHTML).not.to.contain(SEEDED_SIGN_UP_TOKEN.slice(0, 20));
  });

  it('emits casino-tab-change when the player picks a tab', async () => {
    const host = await place('casino-account', { tab: 'inbox' });
    await signInThrough(host);
    const change = nextEvent(document, 'casino-tab-change');
    const history = Array.from(host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]')).find((tab) => tab.textContent === 'History')!;
    history.click();
    const event = await change;
    expect(event.detail).to.deep.equal({ tab: 'history' });
    expect(event.composed && event.bubbles).to.equal(true);
    expect(host.tab).to.equal('history');
  });

  it('round-trips the typed fields through their attributes', async () => {
    const deposit = document.createElement('casino-deposit');
    deposit.amount = 50;
    deposit.hideClose = true;
    deposit.bonusCode = 'WELCOME';
    expect(deposit.getAttribute('amount')).to.equal('50');
    expect(deposit.getAttribute('hide-close')).to.equal('');
    expect(deposit.getAttribute('bonus-code')).to.equal('WELCOME');
    expect(deposit.amount).to.equal(50);
    expect(deposit.hideClose).to.equal(true);

    deposit.setAttribute('amount', '75.5');
    expect(deposit.amount).to.equal(75.5);
    deposit.hideClose = false;
    expect(deposit.hasAttribute('hide-close')).to.equal(false);
    expect(deposit.hideClose).to.equal(undefined);
    deposit.removeAttribute('amount');
    expect(deposit.amount).to.equal(undefined);

    const signin = document.createElement('casino-signin');
    signin.setAttribute('hide-close', '');
    expect(signin.hideClose, 'an empty boolean attribute is true').to.equal(true);
    signin.setAttribute('hide-close', 'false');
    expect(signin.hideClose).to.equal(false);

    const cashier = document.createElement('casino-cashier');
    cashier.lookup = { environment: 'development', version: 'v1' };
    expect(JSON.parse(cashier.getAttribute('lookup')!)).to.deep.equal({ environment: 'development', version: 'v1' });
    cashier.setAttribute('lookup', '{"environment":7,"version":"v2"}');
    expect(cashier.lookup, 'only the expected shape').to.deep.equal({ version: 'v2' });
  });

  it('follows a removed override attribute back to the page\'s value', async () => {
    const host = await place('casino-signin', { locale: 'sv' });
    await until(() => host.shadowRoot!.querySelector('[lang="sv"]'), 'Swedish');
    host.removeAttribute('locale');
    expect(host.locale).to.equal(undefined);
    await until(() => host.shadowRoot!.querySelector('[lang="en"]'), 'back to English');
  });
});
