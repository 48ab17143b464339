import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, nextEvent, place, resetAll, type, until } from './support/page.ts';
import { forge, iframeOf, signInAs, useSandboxCashier } from './support/payments.ts';

describe('<casino-pay-and-play>', () => {
  let origin: string;
  beforeEach(async () => {
    await resetAll();
    origin = await useSandboxCashier();
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

  it('on the cashier\'s TX_SUCCESS: casino-deposit-success with its amount, then the amount again and "Your deposit is complete."', async () => {
    // The real payment through the sandbox cashier is the e2e journey; here the cashier's report is played directly.
    await signInAs('player@example.com');
    const host = await place('casino-pay-and-play');
    type(await until(() => field(host, 'Amount (EUR)'), 'the amount field'), '30');
    // Heard from before the click: a fast cashier reports its load before a look for the frame returns.
    const loaded = nextEvent(host, 'casino-cashier-init-load');
    button(host, 'Deposit and play').click();
    const frame = await until(() => iframeOf(host), 'the cashier');
    await loaded;
    const success = nextEvent(host, 'casino-deposit-success');
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: 'pnp-1', amount: 30, currency: 'EUR' } });
    expect((await success).detail).to.include({ amount: 30, currency: 'EUR', txRefId: 'pnp-1' });
    const notice = await until(() => host.shadowRoot!.querySelector('.notice.success'), 'the success notice');
    expect(notice.textContent).to.contain('Your deposit is complete.');
    expect(iframeOf(host)).to.equal(null);
    expect(field(host, 'Amount (EUR)').value).to.equal('');
  });
});
