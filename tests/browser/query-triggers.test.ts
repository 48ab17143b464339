import { expect } from '@esm-bundle/chai';
import { QUERY_TRIGGERS, runQueryTriggers, type QueryTrigger } from '../../elements/runtime/query-triggers.ts';
import { closeModal } from '../../elements/runtime/modal.ts';
import { resetAll, until } from './support/page.ts';

describe('query-string triggers', () => {
  beforeEach(resetAll);
  afterEach(() => {
    window.casino.configure({ queryTriggers: 'none' });
    closeModal();
    history.replaceState(null, '', location.pathname);
  });

  it('opens the first matching widget prefilled and takes its parameters out of the address', async () => {
    const rows: QueryTrigger[] = [{ widget: 'message', requires: ['notice'], optional: ['secret'], props: (params) => ({ kind: params.get('notice') }) }];
    history.replaceState(null, '', `${location.pathname}?notice=activation-complete&secret=abc&keep=1`);
    expect(runQueryTriggers(location, rows)).to.equal(true);
    const message = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message'), 'the message');
    expect(message.getAttribute('kind')).to.equal('activation-complete');
    expect(location.search).to.equal('?keep=1');
  });

  it('does nothing when a required parameter is missing or empty', () => {
    const rows: QueryTrigger[] = [{ widget: 'message', requires: ['notice', 'code'], props: () => ({}) }];
    history.replaceState(null, '', `${location.pathname}?notice=welcome&code=`);
    expect(runQueryTriggers(location, rows)).to.equal(false);
    expect(document.querySelector('casino-modal')).to.equal(null);
    expect(location.search).to.equal('?notice=welcome&code=');
  });

  it('opens the deposit from a bare ?deposit, and from an amount or a bonus code without a method (spec 002 section 2.1)', async () => {
    // The widget table's own rows for the two, as a page that turned their links on has them.
    const payments = QUERY_TRIGGERS.filter((row) => row.widget === 'deposit' || row.widget === 'withdraw');
    for (const [address, expected] of [
      ['?deposit', {}],
      ['?deposit=1', {}],
      ['?amount=25&bonusCode=WELCOME', { amount: 25, bonusCode: 'WELCOME' }],
      ['?bonusCode=WELCOME', { bonusCode: 'WELCOME' }],
    ] as const) {
      history.replaceState(null, '', `${location.pathname}${address}&keep=1`);
      expect(runQueryTriggers(location, payments), address).to.equal(true);
      const deposit = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-deposit'), `the deposit from ${address}`);
      const props = deposit as unknown as Record<string, unknown>;
      expect({ method: props.method, amount: props.amount, bonusCode: props.bonusCode }, address).to.deep.equal({ method: undefined, amount: undefined, bonusCode: undefined, ...expected });
      expect(location.search, address).to.equal('?keep=1');
      closeModal();
      await until(() => !document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-deposit'), 'the dialog closed');
    }
    history.replaceState(null, '', `${location.pathname}?withdraw`);
    expect(runQueryTriggers(location, payments)).to.equal(true);
    await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-withdraw'), 'the withdraw from ?withdraw');
  });

  it('opens nothing and leaves the address alone unless the page turns links on', async () => {
    history.replaceState(null, '', `${location.pathname}?unsubToken=tok-1&method=CreditCard`);
    expect(runQueryTriggers()).to.equal(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('casino-modal')).to.equal(null);
    expect(location.search).to.equal('?unsubToken=tok-1&method=CreditCard');
  });

  it('opens only the links the page names; turned on later, it reads the address then', async () => {
    history.replaceState(null, '', `${location.pathname}?unsubToken=tok-1&keep=1`);
    window.casino.configure({ queryTriggers: 'deposit' });
    expect(location.search).to.equal('?unsubToken=tok-1&keep=1');
    // The page names the unsubscribe link too: the address is read at once, and the token leaves it.
    window.casino.configure({ queryTriggers: ['deposit', 'unsubscribe'] });
    expect(location.search).to.equal('?keep=1');
    await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-unsubscribe'), 'the unsubscribe dialog');
  });

  it('warns of a name no link opens', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      window.casino.configure({ queryTriggers: 'reset-pasword deposit' });
    } finally {
      console.warn = warn;
    }
    expect(warnings.join('\n')).to.contain('"reset-pasword"');
  });

  it('reads the widget table\'s rows, which no module can change', () => {
    expect(Object.isFrozen(QUERY_TRIGGERS)).to.equal(true);
    expect(() => (QUERY_TRIGGERS as QueryTrigger[]).push({ widget: 'message', requires: ['x'], props: () => ({}) })).to.throw(TypeError);
    expect(QUERY_TRIGGERS.map((row) => `${row.widget}:${row.requires.join('+')}`)).to.include.members([
      'activation:email+code', 'reset-password:token+username', 'unsubscribe:unsubToken', 'deposit:method', 'message:payment-status',
    ]);
  });
});
