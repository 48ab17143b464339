import type { Locator, Page } from '@playwright/test';
import { dialog, expect, listenFor, signIn, test, watchCsp } from './fixtures.ts';

// examples/trusted-types.html sends default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none';
// base-uri 'none'; require-trusted-types-for 'script'; trusted-types casino-elements (and frame-src for the
// sandbox cashier). Every journey there must raise no securitypolicyviolation at all.
const PAGE = '/examples/trusted-types.html';

/** Proves the page really enforces Trusted Types: an HTML string written by page script is refused. */
async function enforcesTrustedTypes(page: Page): Promise<string> {
  return page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>a string</b>';
      return 'assigned';
    } catch (error) {
      return (error as Error).name;
    }
  });
}

const step = (widget: Locator) => widget.locator('[aria-current=step]');

test.describe('a page with Trusted Types required, tried as a player would', () => {
  test('sign-in, the message notice and the inbox with HTML, then a deposit: no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(PAGE);
    await signIn(page.locator('casino-signin'), 'player@example.com');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page)).toHaveCount(0);

    // The message notice reads its teaser from the sanitizer's fragment, and shows the whole message as Trusted HTML.
    const notice = page.locator('casino-message-notice');
    await expect(notice.getByRole('button', { name: 'Read more' })).toBeVisible();
    await notice.getByRole('button', { name: 'Read more' }).click();
    await expect(notice.locator('.safe-html')).toBeVisible();

    await page.getByRole('button', { name: 'Inbox in a dialog' }).click();
    const message = dialog(page).getByRole('button', { name: /Your VIP upgrade/ });
    await message.click();
    await expect(dialog(page).locator('.safe-html')).toContainText('Your VIP upgrade is here. Claim it before Sunday.');
    await expect(dialog(page).locator('.safe-html b')).toHaveText('VIP');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __casinoXss?: string }).__casinoXss)).toBeUndefined();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Deposit in a dialog' }).click();
    const cashier = page.frameLocator('casino-modal casino-deposit iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toBeVisible();
    const success = await listenFor(page, 'casino-deposit-success'); // listening before Pay is pressed
    await cashier.getByLabel('Amount (EUR)').fill('20');
    await cashier.getByRole('button', { name: 'Pay' }).click();
    expect(await success()).toMatchObject({ amount: 20, currency: 'EUR' });
    await expect(dialog(page)).toHaveCount(0);

    expect(await violations()).toEqual([]);
    // Not a vacuous zero: the page does refuse HTML strings.
    expect(await enforcesTrustedTypes(page)).toBe('TypeError');
    expect(await violations()).toEqual([expect.stringContaining('require-trusted-types-for')]);
  });

  test('sign-up in a dialog through activation, the bonus texts and the deposit step: no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Sign up in a dialog' }).click();
    const widget = dialog(page);
    await widget.getByLabel('Calling code').selectOption('+356');
    await widget.getByLabel('Phone').fill('79112233');
    await widget.getByLabel('Email').fill('tt@example.com');
    await widget.getByLabel('Password', { exact: true }).fill('Tiger.Lily1!');
    await widget.getByRole('button', { name: 'Continue' }).click();
    await expect(step(widget)).toContainText('Personal details');
    await widget.getByLabel('First name').fill('Jane');
    await widget.getByLabel('Last name').fill('Doe');
    await widget.getByLabel('Year').selectOption('1990');
    await widget.getByLabel('Month').selectOption('4');
    await widget.getByLabel('Day').selectOption('12');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(step(widget)).toContainText('Address');
    await widget.getByLabel('Address').fill('1 Main Street');
    await widget.getByLabel('Zip').fill('SLM 1000');
    await widget.getByLabel('City').fill('Sliema');
    await widget.getByLabel('Country').selectOption('MT');
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(step(widget)).toContainText('Annual activity');
    await widget.getByLabel('Annual activity').selectOption({ label: '16,000 – 25,000 EUR' });
    await widget.getByRole('button', { name: 'Next' }).click();
    await expect(step(widget)).toContainText('Accept');
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: 'Sign up' }).click();
    await expect(widget.getByLabel('Activation code')).toBeVisible();
    await widget.getByLabel('Activation code').fill('123456');
    await widget.getByRole('button', { name: 'Activate' }).click();

    await expect(step(widget)).toContainText('Bonus');
    const offer = widget.getByRole('listitem').filter({ hasText: '100% up to €200 on your first deposit' });
    await offer.getByRole('button', { name: 'Claim' }).click();
    await widget.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(step(widget)).toContainText('Deposit');
    const cashier = page.frameLocator('casino-modal iframe.cashier-frame');
    await expect(cashier.getByLabel('Amount (EUR)')).toBeVisible();

    expect(await violations()).toEqual([]);
    expect(await enforcesTrustedTypes(page)).toBe('TypeError');
  });

  // examples/cashier-nonce.html: script-src 'self' 'nonce-example-cashier-nonce' and Trusted Types; its cashier is the
  // sandbox's compromised one, and the element opts in to the trustly script and carries the nonce.
  const NONCE_PAGE = '/examples/cashier-nonce.html';

  async function signInThere(page: Page): Promise<void> {
    await signIn(page.locator('casino-signin'), 'player@example.com');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
  }

  test('a cashier script set-up opted in with the element\'s nonce runs under a strict script-src and Trusted Types, and nothing else does', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(NONCE_PAGE);
    const done = await listenFor(page, 'casino-cashier-change'); // listening before the sign-in that loads the cashier
    await signInThere(page);
    await done();
    await expect(page.getByText('The provider\'s set-up script ran (allowed by the nonce).')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-compromised'))).toBe('script ran');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe(NONCE_PAGE);
    expect(await violations()).toEqual([]);
  });

  test('without the nonce the page\'s CSP blocks the same script', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(NONCE_PAGE);
    await page.evaluate(() => document.querySelector('casino-cashier')!.remove());
    await signInThere(page);
    const done = await listenFor(page, 'casino-cashier-change'); // listening before the cashier is placed
    await page.evaluate(() => {
      const cashier = document.createElement('casino-cashier');
      cashier.setAttribute('authorize-scripts', 'trustly');
      document.querySelector('main')!.append(cashier);
    });
    await done();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-compromised'))).toBeNull();
    // The report is an event queued after the blocked script: waited for, not taken as there after 200 ms.
    await expect.poll(violations).toEqual([expect.stringContaining('script-src')]);
  });
});
