import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, place, resetAll, type, until } from './support/page.ts';
import { iframeOf, signInAs, useSandboxCashier } from './support/payments.ts';

describe('<casino-pay-and-play>', () => {
  beforeEach(async () => {
    await resetAll();
    await useSandboxCashier();
  });

  it('needs an amount ("Enter amount"), keeps what was typed across a reload, then goes straight to the cashier', async () => {
    await signInAs('player@example.com');
    const host = await place('casino-pay-and-play');
    const input = await until(() => field(host, 'Amount (EUR)'), 'the amount field');
    expect(input.getAttribute('autocomplete')).to.equal('transaction-amount');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Deposit and play').click();
    await until(() => host.shadowRoot!.querySelector('.field .error')?.textContent === 'Enter amount', 'Enter amount');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(await axeViolations(host)).to.deep.equal([]);

    type(input, '12,5');
    host.remove();
    const again = await place('casino-pay-and-play');
    const kept = await until(() => field(again, 'Amount (EUR)'), 'the amount field again');
    expect(kept.value).to.equal('12,5');
    button(again, 'Deposit and play').click();
    const frame = await until(() => iframeOf(again), 'the cashier');
    expect(new URL(frame.src).searchParams.get('amount')).to.equal('12.5');
    expect(await axeViolations(again)).to.deep.equal([]);
  });
});
