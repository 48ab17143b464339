/** Helpers for the account-area browser tests. */
import { button, field, inShadow, text, type, until } from './support/page.ts';

export { choose, select } from './support/page.ts';
/** Signs in through the sign-in an anonymous account shows, and closes the welcome message. */
export async function signInThrough(host: HTMLElement, email = 'player@example.com', password = 'Secret123!'): Promise<void> {
  await until(() => field(host, 'Email'), 'the sign-in form');
  type(field(host, 'Email'), email);
  type(field(host, 'Password'), password);
  button(host, 'Sign in').click();
  await until(() => document.querySelector('casino-modal'), 'the welcome message');
  // Closing goes back past the dialog's history entry, and that traversal, done later, scrolls the page back to where
  // it was when the dialog opened: waited for, so that it cannot move the page under a test that has scrolled to
  // what it clicks (on a loaded machine it came after the panel had rendered).
  const entry: unknown = history.state?.casinoModal;
  window.casino.close();
  if (entry) await until(() => history.state?.casinoModal !== entry, 'the dialog\'s history entry left');
  await until(() => inShadow(host, '.tab-panel'), 'the account');
}

/** A button inside the tab panel (the menu has entries of the same names). */
export function panelButton(host: Element, name: string): HTMLButtonElement {
  const found = Array.from(host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.tab-panel button') ?? []).find(
    (element) => element.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button "${name}" in the panel`);
  return found;
}

export function panelText(host: Element): string {
  return inShadow(host, '.tab-panel')?.textContent ?? '';
}

/** Like until, for an asynchronous check (a sandbox request count). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { text };
