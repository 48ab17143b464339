import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { settleAnimations } from '../support/settle-animations.ts';

/**
 * The sandbox cashier's and identity provider's origins in this run: playwright.config.ts picks free ports and
 * leaves them in the environment. A page names the cashier with cashier-url (the examples' %CASHIER_ORIGIN%):
 * the library's `development` address is the demo's fixed http://localhost:5000, which another run may hold.
 */
export const CASHIER_ORIGIN = `http://localhost:${port('E2E_CASHIER_PORT')}`;
export const IDENTITY_PROVIDER_ORIGIN = `http://localhost:${port('E2E_OAUTH_PORT')}`;
/** The sandbox game pages' origin (the launch addresses name it). */
export const GAMES_ORIGIN = `http://localhost:${port('E2E_GAMES_PORT')}`;

/** This worker's sandbox's port `name` (playwright.config.ts starts a sandbox for each worker). */
function port(name: string): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const named = index === 0 ? name : `${name}_${index}`;
  const value = Number(process.env[named]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${named} is not set: run the journeys through playwright.config.ts`);
  return value;
}

/** This worker's sandbox's pages. */
export const SANDBOX_ORIGIN = `http://localhost:${port('E2E_PORT')}`;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every journey starts from the sandbox's seed. */
export const test = base.extend<{ sandbox: (path: string, body?: unknown) => Promise<unknown> }>({
  baseURL: SANDBOX_ORIGIN,
  sandbox: async ({ request }, use) => {
    const call = async (path: string, body?: unknown) => {
      const send = () => (body === undefined && path !== 'reset'
        ? request.get(`/__sandbox/${path}`)
        : request.post(`/__sandbox/${path}`, { data: body ?? {} }));
      // Playwright keeps idle connections for the next request, and the sandbox (node) closes one after 5 s idle:
      // a request sent on it as it closes is never read ("socket hang up", a known race of keep-alive). Control
      // calls only set or read the sandbox's state, so that one is sent again, once.
      const response = await send().catch((error: unknown) => {
        if (!/socket hang up|ECONNRESET/.test(String(error))) throw error;
        return send();
      });
      const text = await response.text();
      // A refused control call (a renamed endpoint, a bad fault) fails the journey instead of leaving the sandbox as it was.
      if (!response.ok()) throw new Error(`/__sandbox/${path} answered ${response.status()}: ${text}`);
      return text ? JSON.parse(text) : null;
    };
    await call('reset');
    await use(call);
  },
});
export { expect };

/** Collects what the page reports as Content Security Policy violations (the widgets must cause none). */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

export async function signInCount(sandbox: (path: string) => Promise<unknown>): Promise<number> {
  const log = (await sandbox('requests?path=/api/player/signin/v2')) as { requests: unknown[] };
  return log.requests.length;
}

/**
 * Starts listening in the page for the next `name` event (on the element `selector` finds, else on the document) and
 * returns once the listener is there, with a function that waits for the event's detail. Awaited before the action
 * that causes the event: a page.evaluate left running to listen can reach the page after that action (a key press,
 * a click in the cashier's frame, which go by other channels) and then waits for an event already gone.
 */
export async function listenFor(page: Page, name: string, selector?: string): Promise<() => Promise<unknown>> {
  const index = await page.evaluate(([event, selector]) => {
    const target = selector ? document.querySelector(selector)! : document;
    const heard = ((window as unknown as { e2eHeard?: Array<Promise<unknown>> }).e2eHeard ??= []);
    heard.push(new Promise((resolve) => target.addEventListener(event, (e) => resolve((e as CustomEvent).detail), { once: true })));
    return heard.length - 1;
  }, [name, selector ?? null] as const);
  return () => page.evaluate((index) => (window as unknown as { e2eHeard: Array<Promise<unknown>> }).e2eHeard[index], index);
}

/** axe-core's WCAG 2.2 A/AA violations in the page, shadow roots included. */
export async function axe(page: Page, selector = 'body'): Promise<string[]> {
  await page.evaluate(settleAnimations);
  // Evaluated, not added as a script tag: the example pages run under a strict CSP that forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document.querySelector(context), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  }, selector);
}

export async function signIn(widget: Locator, email: string, password = 'Secret123!'): Promise<void> {
  await widget.getByLabel('Email').fill(email);
  await widget.getByLabel('Password', { exact: true }).fill(password);
  await widget.getByRole('button', { name: 'Sign in' }).click();
}

/** The dialog the modal host shows (the widget's frame carries role=dialog). */
export function dialog(page: Page): Locator {
  return page.locator('casino-modal').getByRole('dialog');
}

/** Signs in through a widget's form, waits for the welcome message and closes it with Escape, as a player does. */
export async function signInPastWelcome(page: Page, widget: Locator, email: string): Promise<void> {
  await signIn(widget, email);
  await expect(dialog(page)).toContainText('Welcome');
  await page.keyboard.press('Escape');
}
