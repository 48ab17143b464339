import { expect } from '@esm-bundle/chai';
import {
  button, choose, field, inShadow, nextEvent, place, resetAll, sandbox, select, text, type, until,
} from './support/page.ts';
import { forge, iframeOf, signInAs, useSandboxCashier } from './support/payments.ts';

// What a screen-reader player hears and the rough edges of each flow (issue "Accessibility and flow").

const DRAFT = 'casino-elements.draft.signup.mga';

function currentStep(host: Element): string {
  return inShadow(host, '[aria-current=step]')?.textContent ?? '';
}

/** A sign-up draft standing on `step` with every field filled (the password is never in a draft). */
function storeDraft(step: string, patch: Record<string, unknown> = {}, omit: string[] = []): void {
  const values: Record<string, unknown> = {
    email: 'jane@example.com', callingCode: '+356', phone: '79112233', bonusCode: '', firstName: 'Jane', lastName: 'Doe',
    birthYear: '1990', birthMonth: '4', birthDay: '12', address: '1 Main Street', zip: 'SLM 1000', city: 'Sliema', country: 'MT',
    currency: 'EUR', deposit: { day: '', week: '', month: '' }, session: { day: '', week: '', month: '' }, annualActivity: '16000',
    acceptTerms: true, ...patch,
  };
  for (const name of omit) delete values[name];
  sessionStorage.setItem(DRAFT, JSON.stringify(values));
  sessionStorage.setItem(`${DRAFT}.position`, JSON.stringify({
    step,
    showBonusCode: false,
    touched: { deposit: { day: false, week: false, month: false }, session: { day: false, week: false, month: false } },
  }));
}

async function placeSignUp(attributes: Record<string, string> = {}) {
  const host = await place('casino-signup', attributes);
  await until(() => inShadow(host, 'form'), 'the form');
  return host;
}

/** The accessible name aria-labelledby gives an element (the texts of the elements it names, in order). */
function labelledName(element: Element): string {
  const root = element.getRootNode() as ShadowRoot;
  return (element.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent?.trim() ?? '').join(' ');
}

describe('screen readers hear what changed', () => {
  beforeEach(resetAll);

  it('the sign-in\'s first invalid submit puts focus on the first invalid field', async () => {
    const host = await place('casino-signin');
    button(host, 'Sign in').click();
    await until(() => field(host, 'Email').getAttribute('aria-invalid') === 'true', 'the email error');
    await until(() => host.shadowRoot!.activeElement === field(host, 'Email'), 'focus on the email');
    type(field(host, 'Email'), 'player@example.com');
    button(host, 'Sign in').click();
    await until(() => host.shadowRoot!.activeElement === field(host, 'Password'), 'focus on the password');
  });

  it('notices go into a live region that is in the page before them', async () => {
    const host = await place('casino-signin');
    const region = inShadow(host, '.notices')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('');
    type(field(host, 'Email'), 'player@example.com');
    type(field(host, 'Password'), 'wrong-password');
    button(host, 'Sign in').click();
    const alert = await until(() => inShadow(host, '[role=alert]'), 'the alert');
    expect(alert.textContent).to.contain('The email, username or password is not right. Check them and try again, or reset your password.');
    expect(region.contains(alert)).to.equal(true);
    expect(inShadow(host, '.notices') === region).to.equal(true);
  });

  it('the password checklist says which rule the last keystroke met or lost', async () => {
    const host = await placeSignUp();
    const region = await until(() => inShadow(host, '.checklist ~ [aria-live=polite]'), 'the checklist\'s live region');
    expect(region.textContent).to.equal('');
    type(field(host, 'Password'), 'A');
    await until(() => region.textContent === 'Capital letter (valid)', 'the capital letter announced');
    type(field(host, 'Password'), 'Ab');
    await until(() => region.textContent === 'Lowercase letter (valid)', 'the lowercase letter announced');
    type(field(host, 'Password'), 'b');
    await until(() => region.textContent === 'Capital letter (invalid)', 'the capital letter lost');
  });

  it('"Step n of total" is a live region on every step, and the total stays the same through the sign-up', async () => {
    storeDraft('contact');
    const wizard = await placeSignUp();
    const position = inShadow(wizard, '.stepper-position')!;
    expect(position.getAttribute('aria-live')).to.equal('polite');
    // Contact, personal, address, annual activity, accept, activation, and the bonus and deposit the platform offers.
    await until(() => position.textContent === 'Step 1 of 8', 'step 1 of 8');
    type(field(wizard, 'Password'), 'Tiger.Lily1!');
    button(wizard, 'Continue').click();
    await until(() => position.textContent === 'Step 2 of 8', 'step 2 of 8');
    for (const step of ['Personal', 'Address', 'Annual']) {
      await until(() => currentStep(wizard).includes(step), step);
      button(wizard, 'Next').click();
    }
    await until(() => position.textContent === 'Step 5 of 8', 'step 5 of 8');
    button(wizard, 'Sign up').click();
    await until(() => field(wizard, 'Activation code'), 'the activation step');
    expect(position.textContent).to.equal('Step 6 of 8');
    expect(inShadow(wizard, '.stepper-position') === position).to.equal(true);
  });

  it('get-started\'s code step takes focus and says where the code was sent', async () => {
    const host = await place('casino-get-started');
    await until(() => inShadow(host, 'form'), 'the form');
    const status = inShadow(host, 'form [role=status]')!;
    expect(status.textContent).to.equal('');
    choose(select(host, 'Calling code'), '+46');
    type(field(host, 'Phone'), '0709998877');
    button(host, 'Continue').click();
    const first = await until(() => host.shadowRoot!.querySelector<HTMLInputElement>('input[part~=otp-digit]'), 'the code boxes');
    await until(() => host.shadowRoot!.activeElement === first, 'focus on the first digit');
    expect(status.textContent).to.equal('We have sent a code to +46709998877.');
    expect(inShadow(host, 'form [role=status]') === status).to.equal(true);
  });
});

describe('flow rough edges', () => {
  beforeEach(resetAll);

  it('limits step: "Next" where limits are required (SGA), "Skip limits" where they are optional (UKGC)', async () => {
    storeDraft('limits', { country: 'SE', currency: 'SEK', callingCode: '+46', phone: '701112233' });
    for (const key of [DRAFT, `${DRAFT}.position`]) sessionStorage.setItem(key.replace('.mga', '.sga'), sessionStorage.getItem(key)!);
    const sga = await placeSignUp({ jurisdiction: 'sga' });
    expect(text(sga)).to.contain('Deposit limits (SEK)');
    expect(text(sga)).not.to.contain('Skip limits');
    expect(button(sga, 'Next').type).to.equal('submit');
    sga.remove();

    storeDraft('limits', { country: 'GB', currency: 'GBP', callingCode: '+44', phone: '7700900123' });
    for (const key of [DRAFT, `${DRAFT}.position`]) sessionStorage.setItem(key.replace('.mga', '.ukgc'), sessionStorage.getItem(key)!);
    const ukgc = await placeSignUp({ jurisdiction: 'ukgc' });
    await until(() => text(ukgc).includes('Deposit limits (GBP)'), 'the UKGC limits');
    expect(button(ukgc, 'Skip limits').type).to.equal('submit');
  });

  it('says so and offers "Try again" when the email cannot be checked, and goes on once it can', async () => {
    window.casino.configure({ retries: 0 });
    await sandbox('faults', { path: '/api/player/validate-email', status: 500, times: 0 });
    storeDraft('contact');
    const wizard = await placeSignUp();
    type(field(wizard, 'Password'), 'Tiger.Lily1!');
    button(wizard, 'Continue').click();
    const alert = await until(() => inShadow(wizard, '[role=alert]'), 'the error');
    expect(alert.textContent).to.contain('We could not check whether this email address or phone number already has an account.');
    expect(currentStep(wizard)).to.contain('Contact');
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    button(wizard, 'Try again').click();
    await until(() => currentStep(wizard).includes('Personal'), 'the personal step after trying again');
  });

  it('proposes USD where the IP country is not found; the country sets the currency', async () => {
    await sandbox('ip-country', { country: null });
    // A page reads its IP country once: a new platform (another time-out) reads it again.
    window.casino.configure({ timeoutMs: 9_999 });
    storeDraft('address', {}, ['country', 'currency']);
    const wizard = await placeSignUp();
    await until(() => currentStep(wizard).includes('Address'), 'the address step');
    await until(() => select(wizard, 'Currency').value === 'USD', 'the default currency');
    expect(select(wizard, 'Country').value).to.equal('');
    choose(select(wizard, 'Country'), 'MT');
    await until(() => select(wizard, 'Currency').value === 'EUR', 'the country\'s currency');
  });

  it('prefills the country the platform geolocates the player in, with its currency', async () => {
    await sandbox('ip-country', { country: 'NO' });
    // A page reads its IP country once: a new platform (another time-out) reads it again.
    window.casino.configure({ timeoutMs: 9_999 });
    storeDraft('address', {}, ['country', 'currency']);
    const wizard = await placeSignUp();
    await until(() => currentStep(wizard).includes('Address'), 'the address step');
    await until(() => select(wizard, 'Country').value === 'NO' && select(wizard, 'Currency').value === 'NOK', 'Norway and its krone');
  });

  it('a failed deposit shows an error notice from the widget', async () => {
    const origin = await useSandboxCashier();
    await signInAs('player@example.com');
    const loaded = nextEvent(document, 'casino-cashier-init-load', 8000); // heard from before the element is placed
    const host = await place('casino-deposit');
    const frame = await until(() => iframeOf(host), 'the cashier', 6000);
    await loaded;
    forge(origin, frame.contentWindow, { eventType: 'TX_FAILED', payload: { amount: 20, message: 'Declined' } });
    const alert = await until(() => host.shadowRoot!.querySelector('.notices [role=alert]'), 'the failure notice');
    expect(alert.textContent).to.contain('Your deposit did not go through.');
    forge(origin, frame.contentWindow, { eventType: 'TRANSACTION_INIT', payload: { amount: 20 } });
    await until(() => !host.shadowRoot!.querySelector('.notices [role=alert]'), 'the notice gone with a new attempt');
  });

  it('the account\'s bonus code input is a text input, styled like the others', async () => {
    await signInAs('player@example.com');
    const host = await place('casino-account', { tab: 'bonus-code' });
    const input = await until(() => field(host, 'Bonus code'), 'the bonus code field');
    expect(input.type).to.equal('text');
    expect(input.getAttribute('type')).to.equal('text');
    expect(getComputedStyle(input).minHeight).to.equal('44px');
  });

  it('each Claim button of the bonus selector names its offer', async () => {
    await useSandboxCashier();
    await signInAs('bonus@example.com');
    const host = await place('casino-bonus-selector');
    await until(() => host.shadowRoot!.querySelectorAll('.bonus').length === 3, 'the bonuses');
    const claims = Array.from(host.shadowRoot!.querySelectorAll<HTMLButtonElement>('.bonus button'));
    const names = claims.map(labelledName);
    expect(names[0]).to.match(/^Claim .*\S/);
    expect(new Set(names).size).to.equal(3);
    for (const [index, claim] of claims.entries()) {
      const offer = claim.closest('.bonus')!.querySelector('.bonus-text')!.textContent.trim();
      expect(names[index]).to.equal(`Claim ${offer}`);
    }
  });

  it('the inline sign-in offers "Forgot password?", which opens the forgot-password dialog', async () => {
    const host = await place('casino-signin');
    button(host, 'Forgot password?').click();
    await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-forgot-password'), 'the forgot-password dialog');
  });

  it('the inline message\'s Close closes it (and tells the page)', async () => {
    const host = await place('casino-message', { kind: 'activate' });
    const closed = nextEvent(host, 'casino-close');
    button(host, 'Close').click();
    await closed;
    await until(() => !inShadow(host, '.frame'), 'the message gone');
    expect(host.getBoundingClientRect().height).to.equal(0);
  });

  it('the calling code and the phone stay on one line when the calling code\'s label wraps', async () => {
    // A narrow column, a large font and a long label ("Numer kierunkowy"): the label cannot stay on one line.
    const host = document.createElement('casino-get-started');
    host.setAttribute('locale', 'pl-PL');
    host.style.width = '240px';
    host.style.setProperty('--casino-font-size', '24px');
    document.body.append(host);
    await until(() => inShadow(host, '.phone-row'), 'the phone row');
    const label = inShadow(host, '.phone-row label')!;
    // The condition of the defect: the label takes two lines.
    expect(label.getBoundingClientRect().height).to.be.greaterThan(parseFloat(getComputedStyle(label).lineHeight) * 1.5);
    const codeTop = host.shadowRoot!.querySelector('.phone-row select')!.getBoundingClientRect().top;
    const phoneTop = host.shadowRoot!.querySelector('.phone-row input')!.getBoundingClientRect().top;
    expect(Math.round(codeTop)).to.equal(Math.round(phoneTop));
  });

  it('"Sign in to deposit or withdraw." stands apart from its button', async () => {
    const host = await place('casino-deposit');
    const notice = await until(() => inShadow(host, '.notice'), 'the notice');
    expect(notice.textContent).to.contain('Sign in to deposit or withdraw.');
    const gap = button(host, 'Sign in').getBoundingClientRect().top - notice.getBoundingClientRect().bottom;
    expect(gap).to.be.at.least(12);
  });
});
