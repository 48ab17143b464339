/** Helpers for browser tests of the built elements against the sandbox mounted at /api. */
import '../../../dist/casino-elements.js';
import { settleAnimations } from '../../support/settle-animations.ts';

declare global {
  interface Window {
    axe?: { run(context: Element | Document, options: unknown): Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown; failureSummary?: string }> }> }> };
  }
}

export async function sandbox(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`/__sandbox/${path}`, {
    method: body === undefined && path !== 'reset' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // A refused control call (a renamed endpoint, a bad fault) must fail the test, not leave the sandbox as it was.
  if (!response.ok) throw new Error(`/__sandbox/${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * As if the tab's page were left and a new one opened: drafts still waiting to be stored are stored as a
 * page being left stores them, then the tab's storage is emptied (no test leaves a draft to the next).
 */
export function leavePage(): void {
  window.dispatchEvent(new PageTransitionEvent('pagehide'));
  sessionStorage.clear();
}

export async function resetAll(): Promise<void> {
  await sandbox('reset', {});
  window.casino.close();
  await window.casino.signOut();
  document.body.replaceChildren();
  leavePage();
  localStorage.clear();
  window.casino.configure({ platform: 'rest', apiUrl: '/api', jurisdiction: 'mga', locale: 'en', timeoutMs: 10_000 });
}

/**
 * Waits until `check` returns something truthy (the widgets render asynchronously). 10 s by default: a full run
 * beside other work once took over 5 s to open a game (chunks, the launch, the frame), and a wait that passes costs
 * nothing more for being long. Within the 15 s a test may take.
 */
export async function until<T>(check: () => T | null | undefined | false | Promise<T | null | undefined | false>, what = 'condition', timeoutMs = 10_000): Promise<T> {
  const started = performance.now();
  let lastError: unknown = null;
  for (;;) {
    try {
      // Awaited: an asynchronous check (a sandbox request count) is a promise, truthy before it has answered, and
      // would otherwise end the wait at once whatever it answers.
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error; // not there yet (say, a field not rendered): look again
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`Timed out waiting for ${what}${lastError instanceof Error ? `: ${lastError.message}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Places an element in the page and waits for its first render. */
export async function place<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}): Promise<HTMLElementTagNameMap[K]> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await until(() => element.shadowRoot?.querySelector('.frame'), `<${tag}> to render`);
  return element;
}

export function inShadow<T extends Element = HTMLElement>(host: Element, selector: string): T | null {
  return host.shadowRoot?.querySelector<T>(selector) ?? null;
}

/** The control a label (by its text) names, inside a widget's shadow root, when it is of that kind. */
function labelled<T extends HTMLElement>(host: Element, label: string, kind: { new (): T }, what: string): T {
  const labels = Array.from(host.shadowRoot?.querySelectorAll('label') ?? []);
  const match = labels.find((element) => element.textContent?.trim() === label);
  const found = match ? host.shadowRoot?.getElementById(match.htmlFor) : null;
  if (!(found instanceof kind)) throw new Error(`No ${what} labelled "${label}"`);
  return found;
}

/** An input by its label's text, inside a widget's shadow root. */
export function field(host: Element, label: string): HTMLInputElement {
  return labelled(host, label, HTMLInputElement, 'input');
}

/** A select by its label's text, inside a widget's shadow root. */
export function select(host: Element, label: string): HTMLSelectElement {
  return labelled(host, label, HTMLSelectElement, 'select');
}

/** Picks an option as a player's choice does: the value, then a change event. */
export function choose(element: HTMLSelectElement, value: string): void {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

export function button(host: Element, name: string): HTMLButtonElement {
  const found = Array.from(host.shadowRoot?.querySelectorAll('button') ?? []).find(
    (element) => element.textContent?.trim() === name || element.getAttribute('aria-label') === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/** Types into a React-controlled input the way a keyboard would (the value setter plus an input event). */
export function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function text(host: Element): string {
  return host.shadowRoot?.textContent ?? '';
}

export function nextEvent<K extends keyof GlobalEventHandlersEventMap>(target: EventTarget, name: K, timeoutMs = 5000): Promise<GlobalEventHandlersEventMap[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${name} within ${timeoutMs} ms`)), timeoutMs);
    target.addEventListener(name, (event) => {
      clearTimeout(timer);
      resolve(event as GlobalEventHandlersEventMap[K]);
    }, { once: true });
  });
}

async function loadAxe(): Promise<void> {
  if (window.axe) return;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

/** axe-core's WCAG 2.2 A/AA violations inside an element (its shadow root included), as readable lines. */
export async function axeViolations(context: Element): Promise<string[]> {
  await loadAxe();
  // Colour contrast is judged on the final look, not halfway through the modal's fade-in.
  await settleAnimations();
  const result = await window.axe!.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((node) => [node.target, node.failureSummary]))}`);
}

export async function requestCount(path: string): Promise<number> {
  const log = (await sandbox(`requests?path=${encodeURIComponent(path)}`)) as { requests?: unknown };
  // No list is no answer: counting it as 0 would pass every "nothing was sent" check.
  if (!Array.isArray(log?.requests)) throw new Error(`The sandbox's request log is not a list: ${JSON.stringify(log)}`);
  return log.requests.length;
}

/** Signs in through a <casino-signin> on the page and resolves with its casino-signed-in event. */
export async function signInWith(host: HTMLElement, email: string, password = 'Secret123!') {
  const signedIn = nextEvent(host, 'casino-signed-in');
  await until(() => field(host, 'Email'), 'the sign-in form');
  type(field(host, 'Email'), email);
  type(field(host, 'Password'), password);
  button(host, 'Sign in').click();
  return signedIn;
}
