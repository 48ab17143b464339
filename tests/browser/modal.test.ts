import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { axeViolations, button, field, nextEvent, resetAll, text, until } from './support/page.ts';

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function openSignInModal(): Promise<{ opener: HTMLButtonElement; widget: HTMLElement }> {
  const opener = document.createElement('button');
  opener.textContent = 'Open sign-in';
  document.body.append(opener);
  opener.focus();
  const widget = window.casino.openSignIn()!;
  await until(() => widget.shadowRoot?.querySelector('[role=dialog]'), 'the dialog');
  await until(() => deepActive() === field(widget, 'Email'), 'focus on the first field');
  return { opener, widget };
}

describe('the modal host', () => {
  beforeEach(resetAll);

  it('is a labelled modal dialog with the page behind it inert, and offers "Forgot password?"', async () => {
    const { opener, widget } = await openSignInModal();
    const dialog = widget.shadowRoot!.querySelector('[role=dialog]')!;
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const title = widget.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Sign in');
    expect(opener.inert).to.equal(true);
    expect(text(widget)).to.contain('Forgot password?');
    expect(await axeViolations(widget)).to.deep.equal([]);
  });

  it('forwards the widget\'s parts, so the page\'s casino-modal::part() rules style it in the dialog', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('casino-modal::part(form) { outline: 3px solid rgb(255, 0, 0); } casino-modal::part(header) { border-bottom: 4px solid rgb(0, 0, 255); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const { widget } = await openSignInModal();
      const form = widget.shadowRoot!.querySelector('[part~=form]')!;
      await until(() => getComputedStyle(form).outlineColor === 'rgb(255, 0, 0)', 'the page\'s rule on the form');
      expect(getComputedStyle(widget.shadowRoot!.querySelector('[part~=header]')!).borderBottomColor).to.equal('rgb(0, 0, 255)');
      expect(widget.getAttribute('exportparts')).to.contain('button-primary');
      window.casino.close();
      expect(widget.hasAttribute('exportparts')).to.equal(false);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    }
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', async () => {
    const { widget } = await openSignInModal();
    const signIn = button(widget, 'Sign in');
    signIn.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(button(widget, 'Close'));
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActive()).to.equal(signIn);
  });

  it('closes on Escape, emits casino-close, and gives focus back to the opener', async () => {
    const { opener, widget } = await openSignInModal();
    const closed = nextEvent(document, 'casino-close');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ widget: 'signin' });
    expect(document.querySelector('casino-modal')).to.equal(null);
    expect(widget.isConnected).to.equal(false);
    expect(opener.inert).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('closes on its close button and on the browser back action', async () => {
    let { widget } = await openSignInModal();
    button(widget, 'Close').click();
    await until(() => !document.querySelector('casino-modal'), 'the close button to close it');
    await until(() => history.state?.casinoModal === undefined, 'its history entry to be gone');

    ({ widget } = await openSignInModal());
    history.back();
    await until(() => !document.querySelector('casino-modal'), 'back to close it');
  });

  it('opens nothing, and says so, for a widget this version does not have', async () => {
    const logged: unknown[] = [];
    const original = console.info;
    console.info = (...args: unknown[]) => logged.push(args.join(' '));
    try {
      expect(window.casino.open('sportsbook')).to.equal(null);
    } finally {
      console.info = original;
    }
    expect(document.querySelector('casino-modal')).to.equal(null);
    expect(logged.join('\n')).to.contain('casino-sportsbook');
  });
});

describe('the modal host, before focus lands inside', () => {
  beforeEach(resetAll);

  it('closes on Escape even when focus is still outside the dialog', async () => {
    const widget = window.casino.open('message', { kind: 'welcome' })!;
    await until(() => widget.shadowRoot?.querySelector('[role=dialog]'), 'the dialog');
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => !document.querySelector('casino-modal'), 'the modal to close');
  });
});
