import { expect } from '@esm-bundle/chai';
import {
  axeViolations, button, choose, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, select, text, type, until,
} from './support/page.ts';

function digits(host: Element): HTMLInputElement[] {
  return Array.from(host.shadowRoot!.querySelectorAll<HTMLInputElement>('input[part~=otp-digit]'));
}

async function requestCode(host: Element, callingCode: string, phone: string): Promise<void> {
  choose(select(host, 'Calling code'), callingCode);
  type(field(host, 'Phone'), phone);
  button(host, 'Continue').click();
  await until(() => digits(host).length === 4, 'the code boxes');
}

describe('<casino-get-started>', () => {
  beforeEach(resetAll);

  it('identifies with a phone: errors, then four boxes, Resend locked, and a new phone goes to contact prefilled', async () => {
    const host = await place('casino-get-started');
    await until(() => inShadow(host, 'form'), 'the form');
    expect(field(host, 'Phone').autocomplete).to.equal('tel-national');
    // A calling code says whose it is, not a bare number.
    const sweden = Array.from(select(host, 'Calling code').options).find((option) => option.value === '+46')!;
    await until(() => sweden.textContent === '+46 Sweden', '"+46 Sweden"');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Continue').click();
    await until(() => text(host).includes('Enter your phone number'), 'the phone error');
    expect(text(host)).to.contain('Choose a calling code');
    expect(await axeViolations(host)).to.deep.equal([]);

    await requestCode(host, '+46', '0709998877');
    expect(digits(host)[0]!.autocomplete).to.equal('one-time-code');
    expect(digits(host)[0]!.getAttribute('aria-label')).to.equal('Digit 1 of 4');
    expect(button(host, 'Resend code').getAttribute('aria-disabled')).to.equal('true');
    expect(await axeViolations(host)).to.deep.equal([]);

    // The check answers late, so that the announcement is still there when a loaded machine looks (otherwise it
    // lasts the 0.7 s before the code is sent and the check's answer).
    await sandbox('faults', { path: '/api/player/signin/sms', delayMs: 2000 });
    type(digits(host)[0]!, '1234');
    await until(() => text(host).includes('The code is complete. Checking it now.'), 'the announcement');
    await until(() => inShadow(host, '[aria-current=step]'), 'the wizard');
    expect(field(host, 'Phone').value).to.equal('0709998877');
    expect(select(host, 'Calling code').value).to.equal('+46');
    expect(await requestCount('/api/player/signin/sms')).to.equal(1);
  });

  it('an incorrect code stays on identify with the catalogue text', async () => {
    const host = await place('casino-get-started');
    await until(() => inShadow(host, 'form'), 'the form');
    await requestCode(host, '+356', '79123456');
    type(digits(host)[0]!, '9999');
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'Incorrect code. Please try again.', 'the alert');
    expect(digits(host).map((box) => box.value).join('')).to.equal('');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('a known phone signs in with the code and is welcomed, as a sign-in welcomes', async () => {
    const host = await place('casino-get-started');
    await until(() => inShadow(host, 'form'), 'the form');
    await requestCode(host, '+356', '79123456');
    const signedIn = nextEvent(host, 'casino-signed-in');
    type(digits(host)[0]!, '1234');
    expect((await signedIn).detail.userId).to.equal('1001');
    await until(() => text(host).includes('You are signed in.'), 'the signed-in view');
    const welcome = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message'), 'the welcome message');
    await until(() => text(welcome).includes('Welcome, Alex!'), 'the welcome text');
    window.casino.close();
  });

  it('identifies with an email: an existing one goes to sign-in, a new one to contact', async () => {
    const host = await place('casino-get-started', { identify: 'email' });
    await until(() => inShadow(host, 'form'), 'the form');
    type(field(host, 'Email'), 'player@example.com');
    button(host, 'Continue').click();
    await until(() => text(host).includes('You already have an account. Sign in.'), 'the sign-in step');
    expect(field(host, 'Password').autocomplete).to.equal('current-password');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Back').click();
    await until(() => text(host).includes('Who are you?'), 'identify');
    type(field(host, 'Email'), 'someone.new@example.com');
    button(host, 'Continue').click();
    await until(() => inShadow(host, '[aria-current=step]'), 'the wizard');
    expect(field(host, 'Email').value).to.equal('someone.new@example.com');
  });

  it('shows "Player already exists" when contact finds an account', async () => {
    const host = await place('casino-get-started', { identify: 'email' });
    await until(() => inShadow(host, 'form'), 'the form');
    type(field(host, 'Email'), 'fresh@example.com');
    button(host, 'Continue').click();
    await until(() => inShadow(host, '[aria-current=step]'), 'the wizard');
    choose(select(host, 'Calling code'), '+356');
    type(field(host, 'Phone'), '79123456');
    type(field(host, 'Password'), 'Tiger.Lily1!');
    const exists = nextEvent(host, 'casino-account-exists');
    button(host, 'Continue').click();
    expect((await exists).detail).to.deep.equal({ field: 'phone' });
    await until(() => inShadow(host, '[role=alert]')?.textContent === 'Player already exists', 'the conflict');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});
