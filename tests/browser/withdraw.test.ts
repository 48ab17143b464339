import { expect } from '@esm-bundle/chai';
import { axeViolations, place, resetAll, text, until } from './support/page.ts';
import { iframeOf, signInAs, useSandboxCashier } from './support/payments.ts';

async function withdraw(attributes: Record<string, string> = {}) {
  const host = await place('casino-withdraw', attributes);
  await until(() => !host.shadowRoot!.querySelector('.frame[aria-busy]') && !host.shadowRoot!.querySelector('.body > .loading'), 'the withdrawal to load');
  return host;
}

describe('<casino-withdraw>', () => {
  beforeEach(async () => {
    await resetAll();
    await useSandboxCashier();
  });

  it('warns that an active CancelMonetary bonus will be cancelled, then offers the cashier', async () => {
    await signInAs('bonus@example.com');
    const host = await withdraw();
    const warning = await until(() => host.shadowRoot!.querySelector('.notice.warning'), 'the warning');
    expect(warning.textContent).to.equal('If you withdraw now, your active bonus will be cancelled.');
    const frame = await until(() => iframeOf(host), 'the cashier');
    expect(new URL(frame.src).searchParams.get('method')).to.equal('withdrawal');
    expect(new URL(frame.src).searchParams.get('allowCancelPendingWithdrawal')).to.equal('true');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('hides the withdrawal when a DenyWithdraw bonus is active (it wins over CancelMonetary)', async () => {
    await signInAs('nowithdraw@example.com');
    const host = await withdraw();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the denial');
    expect(alert.textContent).to.contain('Withdrawal not possible');
    expect(text(host)).not.to.contain('will be cancelled');
    expect(iframeOf(host)).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
    // The way on: a link to the bonuses, opening the account's bonuses tab.
    const link = Array.from(host.shadowRoot!.querySelectorAll('a')).find((anchor) => anchor.textContent === 'See your bonuses')!;
    expect(link.getAttribute('href')).to.equal('/menu/bonuses');
    link.click();
    const account = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-account'), 'the account');
    expect(account.getAttribute('tab')).to.equal('bonuses');
    window.casino.close();
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
  });

  it('warns about a zero balance', async () => {
    await signInAs('maxed@example.com');
    const host = await withdraw();
    await until(() => text(host).includes('Your balance is 0: there is nothing to withdraw.'), 'the zero-balance warning');
  });

  it('turns off cancelling pending withdrawals for SGA', async () => {
    await signInAs('player@example.com');
    const host = await withdraw({ jurisdiction: 'sga' });
    const frame = await until(() => iframeOf(host), 'the cashier');
    expect(new URL(frame.src).searchParams.get('allowCancelPendingWithdrawal')).to.equal('false');
    expect(text(host)).not.to.contain('Withdrawal not possible');
  });
});
