import { expect } from '@esm-bundle/chai';
import {
  axeViolations, button, field, inShadow, nextEvent, place, requestCount, resetAll, sandbox, text, type, until,
} from './support/page.ts';

const SIGN_IN = '/api/player/signin/v2';

async function fillAndSubmit(host: HTMLElement, email: string, password: string): Promise<void> {
  type(field(host, 'Email'), email);
  type(field(host, 'Password'), password);
  button(host, 'Sign in').click();
}

describe('<casino-signin>', () => {
  beforeEach(resetAll);

  it('labels its fields with the right autocomplete', async () => {
    const host = await place('casino-signin');
    expect(field(host, 'Email').autocomplete).to.equal('username');
    expect(field(host, 'Email').type).to.equal('email');
    expect(field(host, 'Password').autocomplete).to.equal('current-password');
    expect(field(host, 'Password').type).to.equal('password');
    expect(field(host, 'Remember me').type).to.equal('checkbox');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('draws the frame\'s focus ring inside its edge, where the page\'s next element cannot cover it', async () => {
    const host = await place('casino-signin');
    const frame = host.shadowRoot!.querySelector<HTMLElement>('.frame')!;
    frame.focus({ focusVisible: true } as FocusOptions);
    await until(() => frame.matches(':focus-visible'), 'the frame focused');
    const style = getComputedStyle(frame);
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineOffset)).to.equal(-parseFloat(style.outlineWidth));
  });

  it('on a platform that signs players in through its own view, never shows its own form while that is not known yet', async () => {
    window.casino.configure({
      platform: 'framework', providerScriptUrl: '/provider/framework.js', providerHost: `${location.origin}/provider`,
      brandId: 'sandbox-casino', jurisdiction: 'mga', locale: 'en', timeoutMs: 10_000,
    });
    const host = document.createElement('casino-signin');
    let sawForm = false;
    const look = () => (sawForm ||= Boolean(host.shadowRoot?.querySelector('input, form')));
    const observer = new MutationObserver(look);
    document.body.append(host);
    observer.observe(host.shadowRoot!, { childList: true, subtree: true });
    look();
    await until(() => host.shadowRoot!.querySelector('button') && button(host, 'Sign in'), 'the offer of the provider\'s sign-in');
    observer.disconnect();
    expect(sawForm).to.equal(false);
    expect(host.shadowRoot!.querySelector('input')).to.equal(null);
  });

  it('shows the validation texts of spec 000 on the inputs that trigger them', async () => {
    const host = await place('casino-signin');
    button(host, 'Sign in').click();
    await until(() => text(host).includes('Enter your email address'), 'the email error');
    expect(text(host)).to.contain('Please enter your password');
    expect(field(host, 'Email').getAttribute('aria-invalid')).to.equal('true');
    const describedBy = field(host, 'Email').getAttribute('aria-describedby')!;
    expect(host.shadowRoot!.getElementById(describedBy)!.textContent).to.equal('Enter your email address');
    expect(await axeViolations(host)).to.deep.equal([]);

    type(field(host, 'Email'), 'not-an-email');
    await until(() => text(host).includes('Enter a valid email address, such as name@example.com'), 'the format error');
    expect(await requestCount(SIGN_IN)).to.equal(0);
  });

  it('shows "Incorrect credentials" as an alert and emits casino-error when the platform refuses the password', async () => {
    const host = await place('casino-signin');
    const error = nextEvent(host, 'casino-error');
    await fillAndSubmit(host, 'player@example.com', 'wrong-password');
    const alert = await until(() => inShadow(host, '[role=alert]'), 'the alert');
    expect(alert.textContent).to.contain('The email, username or password is not right. Check them and try again, or reset your password.');
    expect((await error).detail).to.deep.equal({ key: 'sign-in.incorrect-credentials', message: 'The email, username or password is not right. Check them and try again, or reset your password.' });
    expect(field(host, 'Email').value).to.equal('player@example.com');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('shows "Self blocked" for a self-blocked player', async () => {
    const host = await place('casino-signin');
    await fillAndSubmit(host, 'blocked@example.com', 'Secret123!');
    await until(() => inShadow(host, '[role=alert]')?.textContent?.includes('Self blocked'), 'the self-blocked alert');
  });

  it('shows "Try again in a few minutes" once the platform rate-limits', async () => {
    const host = await place('casino-signin');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const error = nextEvent(host, 'casino-error');
      await fillAndSubmit(host, 'player@example.com', `wrong-${attempt}`);
      await error;
    }
    await until(() => inShadow(host, '[role=alert]')?.textContent?.includes('Try again in a few minutes'), 'the rate-limit alert');
  });

  it('sends one request however often Sign in is clicked, and is busy meanwhile', async () => {
    await sandbox('faults', { path: SIGN_IN, delayMs: 1500 }); // long enough for the busy state to be seen under load
    const host = await place('casino-signin');
    type(field(host, 'Email'), 'player@example.com');
    type(field(host, 'Password'), 'Secret123!');
    const signedIn = nextEvent(host, 'casino-signed-in');
    for (let click = 0; click < 10; click += 1) button(host, 'Sign in').click();
    await until(() => button(host, 'Sign in').getAttribute('aria-busy') === 'true', 'the busy state');
    expect(await axeViolations(host)).to.deep.equal([]);
    await signedIn;
    expect(await requestCount(SIGN_IN)).to.equal(1);
  });

  it('keeps what was typed and says so clearly when the server fails, answers garbage or is unreachable', async () => {
    // A dropped connection is not used here: Chromium silently retries a request whose reused socket
    // was closed, so the time-out stands for "unreachable".
    window.casino.configure({ timeoutMs: 800 });
    const host = await place('casino-signin');
    for (const fault of [{ status: 500 }, { malformed: true }, { delayMs: 2500 }]) {
      await sandbox('faults', { path: SIGN_IN, ...fault });
      const error = nextEvent(host, 'casino-error');
      await fillAndSubmit(host, 'player@example.com', 'Secret123!');
      const { detail } = await error;
      expect(detail.key, JSON.stringify(fault)).to.match(/^sign-in\.(unknown|network)-error$/);
      await until(() => inShadow(host, '[role=alert]')?.textContent === detail.message, `the alert for ${JSON.stringify(fault)}`);
      expect(field(host, 'Email').value).to.equal('player@example.com');
    }
  });

  it('signs in, emits casino-signed-in, welcomes the player, and every element on the page follows', async () => {
    const first = await place('casino-signin');
    const second = await place('casino-signin');
    const signedIn = nextEvent(first, 'casino-signed-in');
    await fillAndSubmit(first, 'player@example.com', 'Secret123!');
    expect((await signedIn).detail.userId).to.be.a('string').and.not.equal('');
    await until(() => text(second).includes('You are signed in as Alex.'), 'the other element to follow');
    const welcome = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message'), 'the welcome message');
    await until(() => text(welcome).includes('Welcome, Alex!'), 'the welcome text');
    expect(await axeViolations(first)).to.deep.equal([]);

    window.casino.close();
    const signedOut = nextEvent(second, 'casino-signed-out');
    button(second, 'Sign out').click();
    expect((await signedOut).detail).to.deep.equal({ reason: 'player' });
    await until(() => text(first).includes('Remember me'), 'the first element to show the form again');
  });

  it('shows the activation-required message to a player whose email is not verified', async () => {
    const host = await place('casino-signin');
    await fillAndSubmit(host, 'new@example.com', 'Secret123!');
    const message = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message'), 'the message');
    expect(message.getAttribute('kind')).to.equal('activation-required');
    await until(() => text(message).includes('Activation required'), 'its text');
  });

  it('opens the terms one second after a sign-in with unaccepted terms, and accepting them welcomes the player', async () => {
    const host = await place('casino-signin');
    const started = performance.now();
    await fillAndSubmit(host, 'terms@example.com', 'Secret123!');
    const terms = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-terms'), 'the terms', 5000);
    expect(performance.now() - started).to.be.at.least(1000);
    await until(() => text(terms).includes('Accept'), 'the terms text');
    expect(await axeViolations(terms)).to.deep.equal([]);
    const accepted = nextEvent(terms, 'casino-terms-accepted');
    button(terms, 'Accept').click();
    expect((await accepted).detail.version).to.equal(3);
    await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message'), 'the welcome after the terms');
  });

  it('remembers only the email when "Remember me" is ticked, and prefills it next time', async () => {
    const host = await place('casino-signin');
    field(host, 'Remember me').click();
    const signedIn = nextEvent(host, 'casino-signed-in');
    await fillAndSubmit(host, 'player@example.com', 'Secret123!');
    await signedIn;
    expect(localStorage.getItem('casino-elements.remembered-email')).to.equal('player@example.com');
    expect(JSON.stringify({ ...localStorage })).not.to.contain('Secret123!');
    window.casino.close();
    await window.casino.signOut();
    const again = await place('casino-signin');
    await until(() => field(again, 'Email').value === 'player@example.com', 'the prefilled email');
    expect(field(again, 'Remember me').checked).to.equal(true);
  });

  it('keeps the session id out of localStorage and cookies', async () => {
    const host = await place('casino-signin');
    const signedIn = nextEvent(host, 'casino-signed-in');
    await fillAndSubmit(host, 'player@example.com', 'Secret123!');
    await signedIn;
    const session = sessionStorage.getItem('casino-elements.session');
    expect(session).to.be.a('string');
    expect(JSON.stringify({ ...localStorage })).not.to.contain(session!);
    expect(document.cookie).not.to.contain(session!);
  });
});
