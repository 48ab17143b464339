import { expect } from '@esm-bundle/chai';
import { closeModal } from '../../elements/runtime/modal.ts';
import { axeViolations, place, requestCount, resetAll, text, until } from './support/page.ts';
import { eventually, signInThrough } from './account-support.ts';

/** The message the trigger opened in the modal. */
async function openedMessage(): Promise<HTMLElement> {
  return until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector<HTMLElement>('casino-message'), 'the message');
}

describe('?payment-status= (the payment provider\'s return, spec 002 §2.1)', () => {
  beforeEach(resetAll);
  afterEach(() => {
    window.casino.configure({ queryTriggers: 'none' });
    closeModal();
    history.replaceState(null, '', location.pathname);
  });

  for (const [status, title] of [
    ['success', 'Payment successful'], ['declined', 'Payment failed'], ['pending', 'Payment pending'],
    ['cancelled', 'Payment cancelled'], ['something-new', 'Payment status unknown'],
  ] as const) {
    it(`${status}: the address loses the parameter and "${title}" opens, with axe clean`, async () => {
      history.replaceState(null, '', `${location.pathname}?payment-status=${status}&keep=1`);
      // The return page turns the provider's link on: the address is read then.
      window.casino.configure({ queryTriggers: 'message' });
      expect(location.search).to.equal('?keep=1');
      const message = await openedMessage();
      await until(() => text(message).includes(title), title);
      expect(text(message)).not.to.contain('Welcome');
      expect(await axeViolations(message)).to.deep.equal([]);
    });
  }

  it('a successful payment reads the signed-in player\'s wallet again; a failed one does not', async () => {
    const account = await place('casino-account', { tab: 'bonuses' });
    await signInThrough(account);
    const signin = await place('casino-signin');
    await until(() => signin.shadowRoot?.querySelector('[data-balance]'), 'the balance');
    const before = await requestCount('/api/wallets');
    const failed = await place('casino-message', { kind: 'payment-failed' });
    await until(() => text(failed).includes('Payment failed'), 'the failed message');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await requestCount('/api/wallets')).to.equal(before);
    const success = await place('casino-message', { kind: 'payment-success' });
    await until(() => text(success).includes('Payment successful'), 'the success message');
    await eventually(async () => (await requestCount('/api/wallets')) > before, 'the wallet to be read again');
  });
});
