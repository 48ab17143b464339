// The captcha against the sandbox's reCAPTCHA stand-in (/captcha/api.js, test site key): forgot password on a
// REST platform configured with a site key refuses to send without a completed captcha, sends its token
// (X-Captcha-Token, checked by the sandbox while it requires one), and needs a fresh one after each answer;
// and the runtime's prompt for a platform-initiated challenge (what an adapter's context.solveCaptcha opens).
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, button, field, inShadow, place, requestCount, resetAll, sandbox, text, type, until } from './support/page.ts';

const SITE_KEY = 'sandbox-captcha-site-key';
const HUMAN = 'Let us know that you are a human.';
const RESET_PATH = '/api/player/request-password-reset';

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The stand-in's checkbox, rendered into the element's light DOM and slotted into its bot-protection container. */
function checkbox(host: Element): HTMLInputElement | null {
  return host.querySelector<HTMLInputElement>('.casino-captcha input[type=checkbox]');
}

function message(host: Element): HTMLElement | null {
  return inShadow(host, '[part~=bot-protection] [part~=captcha] .error');
}

/** Ticked and answered: the stand-in keeps its box disabled until the sandbox gave it a token. */
async function ticked(host: Element): Promise<void> {
  await until(() => checkbox(host)?.checked && !checkbox(host)?.disabled && host.querySelector('.casino-captcha [role=status]')?.textContent === 'Verified', 'the captcha ticked (a token from the sandbox)');
}

describe('captcha: forgot password with a site key (REST, sandbox stand-in)', () => {
  beforeEach(async () => {
    await resetAll();
    window.casino.configure({ captchaSiteKey: SITE_KEY, captchaScriptUrl: '/captcha/api.js' });
    await sandbox('captcha/require', { on: true });
  });
  after(() => window.casino.configure({ captchaSiteKey: '' }));

  it('refuses without a completed captcha, with the exact text; sends the token after ticking; needs a new one after', async () => {
    const host = await place('casino-forgot-password');
    const box = await until(() => checkbox(host), 'the captcha');
    // Slotted from the light DOM into the frame's bot-protection container.
    const slot = inShadow<HTMLSlotElement>(host, '[part~=bot-protection] slot');
    expect(slot?.assignedElements().includes(box.closest('.casino-captcha')!)).to.equal(true);
    expect(await axeViolations(host)).to.deep.equal([]);

    type(field(host, 'Email'), 'player@example.com');
    button(host, 'Send').click();
    await until(() => message(host)?.textContent === HUMAN, 'the captcha message');
    await until(() => host.shadowRoot!.activeElement === message(host), 'focus on the message');
    expect(await requestCount(RESET_PATH)).to.equal(0);
    expect(await axeViolations(host)).to.deep.equal([]);

    box.click();
    await ticked(host);
    await until(() => !message(host), 'the message gone once completed');
    button(host, 'Send').click();
    await until(() => text(host).includes('Email has been sent'), 'the success (the sandbox accepted the token)');
    expect(await requestCount(RESET_PATH)).to.equal(1);
    // The token is spent: the captcha is cleared, and a second request needs a new one.
    await until(() => checkbox(host)?.checked === false, 'the captcha cleared after the answer');
    expect(await axeViolations(host)).to.deep.equal([]);
    button(host, 'Send').click();
    await until(() => message(host)?.textContent === HUMAN, 'the message again');
    expect(await requestCount(RESET_PATH)).to.equal(1);
  });

  it('shows the catalogue\'s text when the platform refuses the token (CaptchaInvalid), and clears the captcha', async () => {
    const host = await place('casino-forgot-password');
    const box = await until(() => checkbox(host), 'the captcha');
    type(field(host, 'Email'), 'player@example.com');
    box.click();
    await ticked(host);
    await sandbox('faults', { path: RESET_PATH, status: 400, code: 'CaptchaInvalid' });
    button(host, 'Send').click();
    await until(() => inShadow(host, '[part~=notices] [role=alert]')?.textContent?.includes(HUMAN), 'the refusal as the catalogue text');
    await until(() => checkbox(host)?.checked === false, 'the captcha cleared after the refusal');
    expect(field(host, 'Email').value).to.equal('player@example.com');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('works with the keyboard alone: Enter, focus to the message, Tab to the captcha, Space, back to Send', async () => {
    const host = await place('casino-forgot-password');
    const box = await until(() => checkbox(host), 'the captcha');
    field(host, 'Email').focus();
    await sendKeys({ type: 'player@example.com' });
    await sendKeys({ press: 'Enter' });
    await until(() => deepActive() === message(host), 'focus on the message');
    await sendKeys({ press: 'Tab' });
    await until(() => deepActive() === box, 'Tab reaches the captcha');
    await sendKeys({ press: 'Space' });
    await ticked(host);
    await sendKeys({ press: 'Shift+Tab' });
    await until(() => deepActive() === button(host, 'Back to sign in'), 'Shift+Tab back to the form');
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive() === button(host, 'Send')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await until(() => text(host).includes('Email has been sent'), 'the success');
    expect(await requestCount(RESET_PATH)).to.equal(1);
  });

  it('sends when Send is pressed the moment the captcha says Verified, before the widget has rendered again', async () => {
    const host = await place('casino-forgot-password');
    const box = await until(() => checkbox(host), 'the captcha');
    type(field(host, 'Email'), 'player@example.com');
    // A quick player on a busy phone: the press comes in the same task as the token, ahead of React's render.
    const status = await until(() => host.querySelector('.casino-captcha [role=status]'), 'the captcha status');
    const pressed = new Promise<void>((resolve) => {
      const watcher = new MutationObserver(() => {
        if (status.textContent !== 'Verified') return;
        watcher.disconnect();
        button(host, 'Send').click();
        resolve();
      });
      watcher.observe(status, { childList: true, characterData: true, subtree: true });
    });
    box.click();
    await pressed;
    await until(() => text(host).includes('Email has been sent') || Boolean(message(host)), 'an answer to the press');
    expect(message(host)?.textContent ?? null).to.equal(null);
    expect(await requestCount(RESET_PATH)).to.equal(1);
  });

  it('shows no captcha where no site key is configured, and sends as before', async () => {
    await sandbox('captcha/require', { on: false });
    window.casino.configure({ captchaSiteKey: '' });
    const host = await place('casino-forgot-password');
    type(field(host, 'Email'), 'player@example.com');
    button(host, 'Send').click();
    await until(() => text(host).includes('Email has been sent'), 'the success');
    expect(checkbox(host) === null && !text(host).includes(HUMAN)).to.equal(true);
  });
});

describe('captcha: the prompt for a platform-initiated challenge (context.solveCaptcha)', () => {
  const holder = globalThis as typeof globalThis & Record<symbol, { solveCaptcha?: (challenge: { siteKey: string | null }) => Promise<string> } | undefined>;

  /** A fake adapter's view: the context the registry builds every adapter with. */
  function fakeAdapterContext() {
    const registry = holder[Symbol.for('casino-elements')]!;
    return { solveCaptcha: (challenge: { siteKey: string | null }) => registry.solveCaptcha!(challenge) };
  }

  function promptElement(): HTMLElement | null {
    return document.querySelector('casino-modal')?.shadowRoot?.querySelector<HTMLElement>('casino-captcha-prompt') ?? null;
  }

  beforeEach(async () => {
    await resetAll();
    window.casino.configure({ captchaScriptUrl: '/captcha/api.js' });
  });

  it('opens a dialog titled with the text, the captcha inside, and resolves with a token the sandbox accepts', async () => {
    const answer = fakeAdapterContext().solveCaptcha({ siteKey: SITE_KEY });
    const prompt = await until(promptElement, 'the prompt');
    const dialog = await until(() => inShadow(prompt, '[role=dialog]'), 'the dialog');
    expect(prompt.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal(HUMAN);
    const box = await until(() => checkbox(prompt), 'the captcha in the dialog');
    expect(await axeViolations(prompt)).to.deep.equal([]);
    box.click();
    const token = await answer;
    expect(token).to.match(/^sandbox-captcha\./);
    await until(() => !document.querySelector('casino-modal'), 'the dialog closed');
    // The token is one the sandbox issued: spent by the check.
    const check = await fetch(RESET_PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'x-captcha-token': token }, body: JSON.stringify({ UsernameOrEmail: 'player@example.com' }) });
    expect(check.status).to.equal(200);
  });

  it('rejects when the player closes it (Escape), and keyboard focus starts inside', async () => {
    const answer = fakeAdapterContext().solveCaptcha({ siteKey: SITE_KEY });
    // Handled from the start, as an adapter would: the rejection comes while Escape is being pressed.
    const outcome = answer.then(() => 'resolved', (error: Error) => error.name);
    const prompt = await until(promptElement, 'the prompt');
    await until(() => checkbox(prompt), 'the captcha');
    await until(() => deepActive() === checkbox(prompt) || deepActive() === inShadow(prompt, '[part~=close-button]') || deepActive() === inShadow(prompt, '[part~=frame]'), 'focus inside the dialog');
    await sendKeys({ press: 'Escape' });
    expect(await outcome).to.equal('CaptchaDismissedError');
    expect(document.querySelector('casino-modal')).to.equal(null);
  });
});
