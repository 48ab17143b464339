/** Helpers for the payment widgets' browser tests: the sandbox cashier's origin, signing in, forging messages. */
import { button, field, nextEvent, place, type, until } from './page.ts';

export async function cashierOrigin(): Promise<string> {
  const { url } = (await (await fetch('/__cashier')).json()) as { url: string };
  return url;
}

/** The page's configuration for the sandbox cashier (its own origin, another port). */
export async function useSandboxCashier(extra: Record<string, unknown> = {}): Promise<string> {
  const url = await cashierOrigin();
  window.casino.configure({ merchantId: '100000001', cashierEnvironment: 'development', cashierUrl: url, ...extra });
  return url;
}

/** Signs in through <casino-signin> (as a player would), then takes the form and the welcome away. */
export async function signInAs(email: string): Promise<void> {
  const signin = await place('casino-signin');
  const signedIn = nextEvent(signin, 'casino-signed-in');
  type(field(signin, 'Email'), email);
  type(field(signin, 'Password'), 'Secret123!');
  button(signin, 'Sign in').click();
  await signedIn;
  await until(() => signin.shadowRoot?.textContent?.includes('Balance'), 'the balance after sign-in');
  window.casino.close();
  signin.remove();
}

export function iframeOf(host: Element): HTMLIFrameElement | null {
  return host.shadowRoot?.querySelector<HTMLIFrameElement>('iframe.cashier-frame') ?? null;
}

/** A message as if posted by a window of an origin (the browser sets both for real messages). */
export function forge(origin: string, source: Window | null, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
}

/** Records the given casino-cashier-* events (and any name given) on a target. */
export function record(target: EventTarget, names: readonly string[]): string[] {
  const seen: string[] = [];
  for (const name of names) target.addEventListener(name, () => seen.push(name));
  return seen;
}

export const CASHIER_EVENTS = [
  'success', 'failure', 'pending', 'cancelled', 'set-height', 'init-load', 'top-url-replace', 'loading', 'visible',
  'transaction-init', 'done-loading', 'payment-method-select',
].map((name) => `casino-cashier-${name}`);

/** Collects console.warn lines from now on. */
export function watchWarnings(): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  return { lines, stop: () => (console.warn = original) };
}
