import { expect } from '@esm-bundle/chai';
import { button, place, requestCount, resetAll, sandbox, until } from './support/page.ts';
import { eventually, panelText, signInThrough } from './account-support.ts';

function card(host: Element, name: string): Element | undefined {
  return Array.from(host.shadowRoot?.querySelectorAll('.bonus') ?? []).find((row) => row.textContent?.includes(name));
}

describe('keyed queries across elements', () => {
  beforeEach(resetAll);

  it('a bonus claimed in <casino-account> refreshes the bonus selector, another account and the balance on the page, without a reload', async () => {
    const account = await place('casino-account', { tab: 'bonuses' });
    await signInThrough(account);
    const other = await place('casino-account', { tab: 'bonuses' });
    const selector = await place('casino-bonus-selector');
    // The signed-in sign-in shows the balance, which follows 'wallet'.
    const signin = await place('casino-signin');
    await until(() => signin.shadowRoot?.querySelector('[data-balance]'), 'the balance');
    await until(() => card(account, 'Welcome bonus 100%') && card(other, 'Welcome bonus 100%'), 'both bonus lists');
    await until(() => !selector.shadowRoot?.querySelector('.loading') && selector.shadowRoot?.querySelector('.actions'), 'the selector');
    // Both accounts share one read of the bonuses.
    expect(await requestCount('/api/bonus')).to.equal(1);
    const offersBefore = await requestCount('/api/bonus/offers');
    const walletsBefore = await requestCount('/api/wallets');
    expect(card(other, 'Welcome bonus 100%')!.querySelector('.badge')!.textContent).not.to.equal('Active');

    const claim = Array.from(card(account, 'Welcome bonus 100%')!.querySelectorAll('button')).find((b) => b.textContent === 'Claim')!;
    claim.click();
    await until(() => panelText(account).includes('Bonus code successfully triggered'), 'the success notice');
    await until(() => card(other, 'Welcome bonus 100%')?.querySelector('.badge')?.textContent === 'Active', 'the other account to show it active');
    await eventually(async () => (await requestCount('/api/bonus/offers')) > offersBefore, 'the selector to read its offers again');
    await eventually(async () => (await requestCount('/api/wallets')) > walletsBefore, 'the wallet to be read again');
  });

  it('history: a late answer to an earlier page is never shown', async () => {
    window.casino.configure({ retryBaseDelayMs: 20 });
    const host = await place('casino-account', { tab: 'history' });
    await signInThrough(host);
    await until(() => host.shadowRoot!.querySelectorAll('.transaction').length === 10 && panelText(host).includes('Page 1'), 'page 1');
    const firstPage = Array.from(host.shadowRoot!.querySelectorAll('.transaction')).map((row) => row.textContent).join('|');
    // Page 2's answer comes late; the player has gone back to page 1 by then.
    await sandbox('faults', { path: '/api/transaction/payments', delayMs: 1500 });
    button(host, 'Next').click();
    await until(() => panelText(host).includes('Page 2'), 'the move to page 2');
    button(host, 'Previous').click();
    await until(() => panelText(host).includes('Page 1') && !panelText(host).includes('Page 2'), 'back on page 1');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(panelText(host)).to.contain('Page 1');
    expect(panelText(host)).not.to.contain('Page 2');
    expect(Array.from(host.shadowRoot!.querySelectorAll('.transaction')).map((row) => row.textContent).join('|')).to.equal(firstPage);
    expect(await requestCount('/api/transaction/payments')).to.be.greaterThan(1);
  });
});
