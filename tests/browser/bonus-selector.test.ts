import { expect } from '@esm-bundle/chai';
import { axeViolations, button, nextEvent, place, resetAll, text, until } from './support/page.ts';
import { signInAs, useSandboxCashier } from './support/payments.ts';

describe('<casino-bonus-selector>', () => {
  beforeEach(async () => {
    await resetAll();
    await useSandboxCashier();
  });

  it('emits the chosen code on Continue, and null on Continue without a bonus', async () => {
    await signInAs('bonus@example.com');
    const host = await place('casino-bonus-selector');
    await until(() => host.shadowRoot!.querySelectorAll('.bonus').length === 3, 'the bonuses');
    expect(text(host)).to.contain('Claim');
    expect(await axeViolations(host)).to.deep.equal([]);
    const claim = host.shadowRoot!.querySelectorAll<HTMLButtonElement>('.bonus button')[1]!;
    claim.click();
    await until(() => claim.getAttribute('aria-pressed') === 'true', 'Selected');
    const chosen = nextEvent(host, 'casino-bonus-selected');
    button(host, 'Continue').click();
    expect((await chosen).detail).to.deep.equal({ code: 'SPINS50' });
    const none = nextEvent(host, 'casino-bonus-selected');
    button(host, 'Continue without a bonus').click();
    expect((await none).detail).to.deep.equal({ code: null });
  });

  it('keeps the Claim label while pressed, and asks for a choice when Continue has none', async () => {
    await signInAs('bonus@example.com');
    const host = await place('casino-bonus-selector');
    await until(() => host.shadowRoot!.querySelectorAll('.bonus').length === 3, 'the bonuses');
    let emitted = false;
    host.addEventListener('casino-bonus-selected', () => { emitted = true; });
    button(host, 'Continue').click();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the request to choose');
    expect(alert.textContent).to.equal('Choose a bonus to claim, or continue without a bonus.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(emitted).to.equal(false);
    const claim = host.shadowRoot!.querySelectorAll<HTMLButtonElement>('.bonus button')[0]!;
    claim.click();
    await until(() => claim.getAttribute('aria-pressed') === 'true', 'pressed');
    expect(claim.textContent).to.equal('Claim');
    expect(claim.querySelector('svg.bonus-check')).to.not.equal(null);
    expect(host.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
    claim.click();
    await until(() => claim.getAttribute('aria-pressed') === 'false', 'not pressed');
    expect(claim.textContent).to.equal('Claim');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('in a dialog, goes on to the deposit with the chosen code', async () => {
    await signInAs('bonus@example.com');
    const host = window.casino.open('bonus-selector')!;
    await until(() => host.shadowRoot?.querySelectorAll('.bonus').length === 3, 'the bonuses');
    const claim = host.shadowRoot!.querySelector<HTMLButtonElement>('.bonus button')!;
    claim.click();
    await until(() => claim.getAttribute('aria-pressed') === 'true', 'Selected');
    button(host, 'Continue').click();
    const deposit = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-deposit'), 'the deposit dialog');
    const frame = await until(() => deposit.shadowRoot?.querySelector('iframe.cashier-frame') as HTMLIFrameElement | null, 'the cashier').catch((error: unknown) => {
      throw new Error(`${String(error)}; the deposit says: ${text(deposit)}`);
    });
    expect(new URL(frame.src).searchParams.get('bonusCode')).to.equal('WELCOME100');
  });
});
