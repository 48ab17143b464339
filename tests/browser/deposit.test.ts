import { expect } from '@esm-bundle/chai';
import { axeViolations, button, nextEvent, place, requestCount, resetAll, sandbox, text, until } from './support/page.ts';
import { forge, iframeOf, signInAs, useSandboxCashier } from './support/payments.ts';

async function deposit(attributes: Record<string, string> = {}) {
  const host = await place('casino-deposit', attributes);
  await until(() => !host.shadowRoot!.querySelector('.frame[aria-busy]'), 'the deposit to load');
  return host;
}

describe('<casino-deposit>', () => {
  let origin: string;
  beforeEach(async () => {
    await resetAll();
    origin = await useSandboxCashier();
  });

  it('asks a visitor to sign in, and an unactivated player to activate', async () => {
    const visitor = await deposit();
    expect(text(visitor)).to.contain('Sign in to deposit or withdraw.');
    expect(await axeViolations(visitor)).to.deep.equal([]);
    visitor.remove();
    await signInAs('new@example.com');
    const unactivated = await deposit();
    await until(() => text(unactivated).includes('Activation required'), 'the activation notice');
    expect(iframeOf(unactivated)).to.equal(null);
    expect(await axeViolations(unactivated)).to.deep.equal([]);
  });

  it('tells a player from a country it cannot find that it is not available', async () => {
    await signInAs('player@example.com');
    await sandbox('ip-country', { country: null });
    const host = await deposit();
    await until(() => text(host).includes('Not available in your country'), 'the restricted notice');
    expect(iframeOf(host)).to.equal(null);
  });

  it('never opens the cashier when the country lookup fails: an error with "Try again", which asks again', async () => {
    await signInAs('player@example.com');
    await sandbox('faults', { path: '/api/bootstrap', status: 503, times: 0 });
    const host = await deposit();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the lookup error', 10_000);
    expect(alert.textContent).to.contain('Something went wrong');
    expect(text(host)).to.not.contain('Not available in your country');
    expect(iframeOf(host)).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
    // Still closed a moment later: the failure is not taken for a yes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(iframeOf(host)).to.equal(null);
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    button(host, 'Try again').click();
    await until(() => iframeOf(host), 'the cashier once the country is known');
    expect(host.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
  });

  it('shows "Deposit blocked" with its text and no cashier to a player with a payment block', async () => {
    await signInAs('paymentblock@example.com');
    const host = await deposit();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the block notice');
    expect(alert.querySelector('.notice-title')!.textContent).to.equal('Deposit blocked');
    expect(alert.querySelector('.notice-message')!.textContent).to.equal('You’re currently unable to make a deposit. If you have any questions, please contact support here.');
    expect(alert.querySelector('a')!.getAttribute('href')).to.equal('/support');
    expect(iframeOf(host)).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('shows "You have reached your limit." with a link to the limits and no cashier when the limit is used up', async () => {
    await signInAs('maxed@example.com');
    const host = await deposit();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the limit notice');
    expect(alert.textContent).to.contain('You have reached your limit.');
    expect(alert.querySelector('a')!.getAttribute('href')).to.equal('/menu/responsible-gaming');
    expect(iframeOf(host)).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('warns "You have €50.00 left to deposit." with 5 percent left, and still offers the cashier', async () => {
    await signInAs('limit@example.com');
    const host = await deposit();
    const status = await until(() => host.shadowRoot!.querySelector('.notice.warning'), 'the warning');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('You have €50.00 left to deposit.');
    await until(() => iframeOf(host), 'the cashier');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('offers the bonuses first: image or placeholder, name or sanitized html; an ineligible one is refused', async () => {
    await signInAs('bonus@example.com');
    const host = await deposit();
    const items = await until(() => (host.shadowRoot!.querySelectorAll('.bonus').length === 3 ? host.shadowRoot!.querySelectorAll('.bonus') : null), 'three bonuses');
    expect(items[0]!.querySelector('img')!.getAttribute('src')).to.equal('/examples/bonus-welcome.svg');
    expect(items[1]!.querySelector('.placeholder')).to.not.equal(null);
    // The sanitizer loads when a bonus with html is shown (the bonus's name stands in until then).
    const html = await until(() => items[1]!.querySelector('.safe-html strong'), 'the bonus\'s sanitized html');
    expect(html.textContent).to.equal('50 free spins');
    expect(items[1]!.querySelector('[onmouseover], script, a[href^="javascript"]')).to.equal(null);
    expect(iframeOf(host)).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);

    const claims = Array.from(items).map((item) => item.querySelector('button')!);
    claims[2]!.click();
    await until(() => claims[2]!.textContent === 'Claim' && claims[2]!.getAttribute('aria-pressed') === 'true', 'Selected');
    button(host, 'Continue').click();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the refusal');
    expect(alert.textContent).to.equal('You are unfortunately not eligible for this bonus, please choose another one');
    // The refused offer no longer looks claimable: disabled, not pressed, with its reason.
    await until(() => claims[2]!.disabled, 'the refused offer disabled');
    expect(claims[2]!.getAttribute('aria-pressed')).to.equal('false');
    const reason = host.shadowRoot!.getElementById(claims[2]!.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).to.equal('You are not eligible for this offer.');
    expect(await axeViolations(host)).to.deep.equal([]);

    claims[0]!.click();
    await until(() => claims[0]!.getAttribute('aria-pressed') === 'true' && claims[2]!.getAttribute('aria-pressed') === 'false', 'the other bonus selected');
    const continueButton = button(host, 'Continue');
    continueButton.click();
    continueButton.click();
    continueButton.click();
    const frame = await until(() => iframeOf(host), 'the cashier after the bonus');
    expect(new URL(frame.src).searchParams.get('bonusCode')).to.equal('WELCOME100');
    expect(await requestCount('/api/bonus/trigger/WELCOME100')).to.equal(1);
  });

  it('goes straight to the cashier without a bonus, and with a preset bonus code', async () => {
    await signInAs('bonus@example.com');
    const host = await deposit();
    await until(() => host.shadowRoot!.querySelector('.bonus'), 'the bonuses');
    button(host, 'Continue without a bonus').click();
    const frame = await until(() => iframeOf(host), 'the cashier');
    expect(new URL(frame.src).searchParams.has('bonusCode')).to.equal(false);
    host.remove();
    const preset = await deposit({ 'bonus-code': 'SPINS50' });
    const presetFrame = await until(() => iframeOf(preset), 'the cashier with the preset code');
    expect(new URL(presetFrame.src).searchParams.get('bonusCode')).to.equal('SPINS50');
  });

  it('is announced as busy while it loads, and says so inline when a deposit went through', async () => {
    await signInAs('player@example.com');
    await sandbox('faults', { path: '/api/responsiblegaming/limit', delayMs: 1500, times: 1 });
    const host = document.createElement('casino-deposit');
    const loaded = nextEvent(host, 'casino-cashier-init-load', 8000); // heard from before the element is placed
    document.body.append(host);
    const busy = await until(() => host.shadowRoot?.querySelector('.frame[aria-busy=true]'), 'the busy frame');
    expect(busy.querySelector('.loading[role=status]')!.textContent).to.equal('Loading…');
    expect(await axeViolations(host)).to.deep.equal([]);
    const frame = await until(() => iframeOf(host), 'the cashier', 6000);
    await loaded;
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: 'inline-1', amount: 20, currency: 'EUR' } });
    const notice = await until(() => host.shadowRoot!.querySelector('.notice.success'), 'the success notice');
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.textContent).to.contain('Your deposit is complete.');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('says what failed and tries again when the platform cannot be reached', async () => {
    window.casino.configure({ retries: 0 });
    await signInAs('player@example.com');
    await sandbox('faults', { path: '/api/responsiblegaming/limit', status: 503, times: 1 });
    const host = await deposit();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the error');
    expect(alert.textContent).to.equal('Something went wrong');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Try again').click();
    await until(() => iframeOf(host), 'the cashier after trying again');
  });

  it('on success: one casino-deposit-success per transaction, the wallet read again for the page, the dialog closed', async () => {
    // The real payment through the sandbox cashier (and the balance rising by it) is the e2e journey;
    // here the cashier's report is played directly, twice, as a cashier may send it.
    await signInAs('player@example.com');
    const signin = await place('casino-signin', { 'hide-close': '' });
    await until(() => text(signin).includes('€270.00'), 'the balance before');
    const loaded = nextEvent(document, 'casino-cashier-init-load'); // heard from before the dialog opens
    const host = window.casino.openDeposit({ amount: 50 })!;
    const frame = await until(() => iframeOf(host), 'the cashier in the dialog');
    await loaded;
    let successes = 0;
    host.addEventListener('casino-deposit-success', () => (successes += 1));
    const success = nextEvent(host, 'casino-deposit-success');
    const walletReads = await requestCount('/api/wallets');
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: 't-1', amount: 50, currency: 'EUR' } });
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: 't-1', amount: 50, currency: 'EUR' } });
    expect((await success).detail).to.include({ amount: 50, currency: 'EUR', txRefId: 't-1' });
    await until(() => !document.querySelector('casino-modal'), 'the dialog to close');
    expect(await requestCount('/api/wallets')).to.be.greaterThan(walletReads);
    expect(successes).to.equal(1);
  });

  it('a success without a reference is one transaction too, however often the cashier reports it; the next attempt\'s is news', async () => {
    await signInAs('player@example.com');
    const loaded = nextEvent(document, 'casino-cashier-init-load', 8000); // heard from before the element is placed
    const host = await place('casino-deposit');
    const frame = await until(() => iframeOf(host), 'the cashier', 6000);
    await loaded;
    const details: unknown[] = [];
    host.addEventListener('casino-deposit-success', (event) => details.push(event.detail));
    forge(origin, frame.contentWindow, { eventType: 'TRANSACTION_INIT', payload: { amount: 20 } });
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { amount: 20, currency: 'EUR' } });
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { amount: 20, currency: 'EUR' } });
    // The same transaction, reported once more with its reference.
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: 'late-1', amount: 20, currency: 'EUR' } });
    await until(() => text(host).includes('Your deposit is complete.'), 'the success');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(details.length).to.equal(1);
    forge(origin, frame.contentWindow, { eventType: 'TRANSACTION_INIT', payload: { amount: 30 } });
    forge(origin, frame.contentWindow, { eventType: 'TX_SUCCESS', payload: { amount: 30, currency: 'EUR' } });
    await until(() => details.length === 2, 'the next transaction\'s success');
    expect(details[1]).to.include({ amount: 30 });
  });
});
