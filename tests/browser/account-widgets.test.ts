import { expect } from '@esm-bundle/chai';
import { axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, text, type, until } from './support/page.ts';
import { eventually, signInThrough } from './account-support.ts';

async function outboxToken(email: string): Promise<string> {
  const { emails } = (await sandbox(`outbox?to=${encodeURIComponent(email)}`)) as { emails: { token: string }[] };
  const last = emails[emails.length - 1];
  if (!last) throw new Error('no e-mail in the outbox');
  return last.token;
}

async function signedInPage(): Promise<void> {
  const account = await place('casino-account');
  await signInThrough(account);
  // Its inbox read done, not only started (its part of the adapter loads first): what a test counts afterwards
  // is the page's doing, not this account's.
  await until(() => text(account).includes('New games this week'), 'the account\'s inbox');
  account.remove();
}

describe('<casino-forgot-password>', () => {
  beforeEach(resetAll);

  it('asks for an email, sends it once, and says "Email has been sent"', async () => {
    const host = await place('casino-forgot-password');
    expect(field(host, 'Email').autocomplete).to.equal('email');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Send').click();
    await until(() => text(host).includes('Enter your email address'), 'the required text');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'Email'), 'player@example.com');
    for (let click = 0; click < 4; click += 1) button(host, 'Send').click();
    await until(() => inShadow(host, '[role=status]')?.textContent === 'Email has been sent', 'the success');
    expect(await requestCount('/api/player/request-password-reset')).to.equal(1);
    expect(await outboxToken('player@example.com')).to.be.a('string');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('takes an earlier success away when the next send has an error: only the error is the outcome', async () => {
    const host = await place('casino-forgot-password');
    type(field(host, 'Email'), 'player@example.com');
    button(host, 'Send').click();
    await until(() => inShadow(host, '[role=status]')?.textContent === 'Email has been sent', 'the success');
    type(field(host, 'Email'), '');
    button(host, 'Send').click();
    await until(() => text(host).includes('Enter your email address'), 'the required text');
    expect(text(host)).not.to.contain('Email has been sent');
  });

  it('opens as a modal from window.casino.openForgotPassword(), focus inside, passing axe', async () => {
    const modal = window.casino.openForgotPassword()!;
    await until(() => field(modal, 'Email'), 'the modal form');
    await until(() => modal.shadowRoot!.activeElement === field(modal, 'Email'), 'focus on the email');
    expect(await axeViolations(modal)).to.deep.equal([]);
    window.casino.close();
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
  });

  it('keeps the email across a failure and says what went wrong', async () => {
    await sandbox('faults', { path: '/api/player/request-password-reset', status: 500 });
    const host = await place('casino-forgot-password');
    type(field(host, 'Email'), 'player@example.com');
    button(host, 'Send').click();
    await until(() => inShadow(host, '[role=alert]'), 'the error');
    expect(field(host, 'Email').value).to.equal('player@example.com');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});

describe('<casino-reset-password>', () => {
  beforeEach(resetAll);

  it('sets a new password with the e-mailed token, then offers Sign in', async () => {
    await sandbox('reset', {});
    const forgot = await place('casino-forgot-password');
    type(field(forgot, 'Email'), 'player@example.com');
    button(forgot, 'Send').click();
    await until(() => text(forgot).includes('Email has been sent'), 'the e-mail');
    const host = document.createElement('casino-reset-password');
    Object.assign(host, { token: await outboxToken('player@example.com'), username: 'player@example.com' });
    document.body.append(host);
    await until(() => field(host, 'New password'), 'the form');
    expect(host.hasAttribute('token')).to.equal(false);
    expect(field(host, 'New password').autocomplete).to.equal('new-password');
    expect(field(host, 'Confirm new password').autocomplete).to.equal('new-password');
    button(host, 'Reset password').click();
    await until(() => text(host).includes('Please enter your new password'), 'the required text');
    expect(await axeViolations(host)).to.deep.equal([]);
    type(field(host, 'New password'), 'Fresh123!x');
    type(field(host, 'Confirm new password'), 'Fresh123!y');
    await until(() => text(host).includes('Passwords must match'), 'the mismatch');
    type(field(host, 'Confirm new password'), 'Fresh123!x');
    button(host, 'Reset password').click();
    await until(() => text(host).includes('Your password has been changed'), 'the success');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Sign in').click();
    const signin = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-signin'), 'the sign-in');
    await until(() => field(signin, 'Email'), 'the sign-in form');
    window.casino.close();
  });

  it('shows the reset-token-invalid text for a used, unknown or missing token, and the expired text for an old one', async () => {
    const missing = await place('casino-reset-password');
    await until(() => text(missing).includes('Your reset password session has expired'), 'the missing-token text');
    expect(await axeViolations(missing)).to.deep.equal([]);

    const expired = document.createElement('casino-reset-password');
    Object.assign(expired, { token: 'reset-expired-0001', username: 'player@example.com' });
    document.body.append(expired);
    await until(() => field(expired, 'New password'), 'the form');
    type(field(expired, 'New password'), 'Fresh123!x');
    type(field(expired, 'Confirm new password'), 'Fresh123!x');
    const error = nextEvent(expired, 'casino-error');
    button(expired, 'Reset password').click();
    expect((await error).detail.key).to.equal('reset-password.link-expired');
    await until(() => text(expired).includes('Your reset password link has expired'), 'the expired text');
    expect(text(expired)).to.contain('Request a new link');
  });
});

describe('<casino-message-notice>', () => {
  beforeEach(resetAll);

  it('shows nothing to an anonymous visitor, then the first unread message cut at 100 characters, Read more marks it read', async () => {
    const host = document.createElement('casino-message-notice');
    document.body.append(host);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inShadow(host, '.frame')).to.equal(null);
    await signedInPage();
    await until(() => inShadow(host, '.teaser'), 'the teaser');
    expect(text(host)).to.contain('New games this week');
    expect(inShadow(host, '.teaser')!.textContent.length).to.equal(101);
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Read more').click();
    await until(() => inShadow(host, '.safe-html'), 'the full message');
    await eventually(async () => (await requestCount('/api/internalmessages/mark')) === 1, 'the mark call');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('reads the message it names alone, not the whole inbox; an unknown one shows nothing', async () => {
    await signedInPage();
    const listed = await requestCount('/api/internalmessages');
    const host = await place('casino-message-notice', { 'message-id': '5004' });
    await until(() => text(host).includes('Your VIP upgrade'), 'the message');
    expect(await requestCount('/api/internalmessages/5004')).to.equal(1);
    expect(await requestCount('/api/internalmessages')).to.equal(listed);
    const unknown = document.createElement('casino-message-notice');
    unknown.setAttribute('message-id', '9999');
    document.body.append(unknown);
    await eventually(async () => (await requestCount('/api/internalmessages/9999')) === 1, 'the read of the unknown message');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inShadow(unknown, '.frame')).to.equal(null);
  });

  it('renders a message whose html is hostile as text and runs nothing; the call to action is a link', async () => {
    delete (window as unknown as { __casinoXss?: unknown }).__casinoXss;
    await signedInPage();
    const host = await place('casino-message-notice', { 'message-id': '5004' });
    await until(() => text(host).includes('Your VIP upgrade'), 'the message');
    expect(text(host)).to.contain('Your VIP upgrade is here. Claim it before Sunday.');
    const cta = await place('casino-message-notice', { 'message-id': '5001' });
    await until(() => inShadow(cta, 'a.cta'), 'the call to action');
    expect(inShadow(cta, 'a.cta')!.getAttribute('href')).to.equal('/casino');
    expect(inShadow(cta, 'a.cta')!.textContent).to.equal('Play now');
    await new Promise((resolve) => setTimeout(resolve, 200)); // a broken image's onerror fires late
    expect((window as unknown as { __casinoXss?: unknown }).__casinoXss).to.equal(undefined);
  });
});

describe('<casino-subscriptions> and <casino-unsubscribe>', () => {
  beforeEach(resetAll);

  it('subscriptions on their own: asks to sign in, then updates', async () => {
    const host = await place('casino-subscriptions');
    expect(text(host)).to.contain('Sign in to manage your subscriptions.');
    await signedInPage();
    await until(() => field(host, 'Email'), 'the checkboxes');
    field(host, 'Email').click();
    button(host, 'Update').click();
    await until(() => text(host).includes('Subscriptions updated'), 'the success');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('unsubscribe: "Missing token" without one; "You have been unsubscribed" with one', async () => {
    const missing = await place('casino-unsubscribe');
    expect(inShadow(missing, '[role=alert]')!.textContent).to.equal('Missing token');
    expect(await axeViolations(missing)).to.deep.equal([]);
    const host = document.createElement('casino-unsubscribe');
    Object.assign(host, { token: 'unsub-player-0001' });
    document.body.append(host);
    await until(() => field(host, 'SMS'), 'the channels to keep');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Unsubscribe').click();
    await until(() => inShadow(host, '[role=status]')?.textContent === 'You have been unsubscribed', 'the success');
    const bad = document.createElement('casino-unsubscribe');
    Object.assign(bad, { token: 'nope' });
    document.body.append(bad);
    await until(() => text(bad).includes('This unsubscribe link is no longer valid'), 'the invalid link');
  });
});
