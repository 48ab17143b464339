import type { Page } from '@playwright/test';
import { expect, signIn, signInPastWelcome, test } from './fixtures.ts';

/** Journeys of a player at risk (issue "The player at risk"), with the keyboard alone: where focus lands, what is announced. */

interface Recorded {
  panicChoices: { choice: string }[];
}

type Sandbox = (path: string, body?: unknown) => Promise<unknown>;

async function choices(sandbox: Sandbox, email: string): Promise<string> {
  const recorded = (await sandbox(`responsible-gaming?player=${encodeURIComponent(email)}`)) as Recorded;
  return recorded.panicChoices.map((row) => row.choice).join(' ');
}

/** Signs in on an MGA page, then opens `path` in the same tab: the session follows (sessionStorage). */
async function signedInOn(page: Page, email: string, path: string): Promise<void> {
  await page.goto('/examples/signin-inline.html');
  await signInPastWelcome(page, page.locator('casino-signin').first(), email);
  await expect(page.locator('casino-modal')).toHaveCount(0);
  await page.goto(path);
}

/** The element of the page's shadow DOM that has focus, as "role: name" (its text). */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    return `${active.getAttribute('role') ?? active.localName}: ${(active.textContent ?? '').trim().replace(/\s+/g, ' ')}`;
  });
}

test.describe('the inline panic button stays for the next crisis (spec 002 §4.5)', () => {
  test('Escape does nothing; Continue playing records None, says so briefly and keeps both buttons', async ({ page, sandbox }) => {
    await signedInOn(page, 'player@example.com', '/examples/responsible-gaming.html');
    const panic = page.locator('#panic');
    const carryOn = panic.getByRole('button', { name: 'Continue playing' });
    await expect(carryOn).toBeVisible();
    await expect.poll(() => choices(sandbox, 'player@example.com')).toBe('Open');
    await carryOn.focus();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await expect(carryOn).toBeFocused();
    await expect(panic.getByRole('button', { name: 'Take a break' })).toBeVisible();
    expect(await choices(sandbox, 'player@example.com')).toBe('Open');

    await page.keyboard.press('Enter');
    await expect(panic.getByRole('status')).toHaveText('You chose to continue playing.');
    await expect(carryOn).toBeFocused();
    await expect.poll(() => choices(sandbox, 'player@example.com')).toBe('Open None');
    // The confirmation goes; the buttons stay, ready for the next time.
    await expect(panic.getByRole('status')).toHaveText('', { timeout: 8000 });
    await page.keyboard.press('Tab');
    await expect(panic.getByRole('button', { name: 'Take a break' })).toBeFocused();
    // A page leaving records nothing: only a choice or a dialog's closing does.
    await page.goto('/examples/signin-inline.html');
    await page.waitForTimeout(500);
    expect(await choices(sandbox, 'player@example.com')).toBe('Open None');
  });

  test('a Pause the platform did not record says so, offers Retry and keeps the player signed in; Retry takes the break', async ({ page, sandbox }) => {
    await signedInOn(page, 'player@example.com', '/examples/responsible-gaming.html');
    const panic = page.locator('#panic');
    await expect.poll(() => choices(sandbox, 'player@example.com')).toBe('Open');
    await sandbox('faults', { path: '/api/responsiblegaming/panic', method: 'POST', status: 500, times: 1 });
    await panic.getByRole('button', { name: 'Continue playing' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const alert = panic.getByRole('alert');
    await expect(alert).toContainText('Your break was not recorded. You are still signed in.');
    expect(await focused(page)).toContain('Your break was not recorded');
    await expect(panic).not.toContainText('You are taking a break');
    await expect(page.locator('#signin')).toContainText('You are signed in');
    expect(await choices(sandbox, 'player@example.com')).toBe('Open');
    await page.keyboard.press('Tab');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panic.getByRole('status').first()).toHaveText('You are taking a break and have been signed out.');
    await expect.poll(() => choices(sandbox, 'player@example.com')).toBe('Open Pause');
    await expect(page.locator('#signin').getByRole('button', { name: 'Sign in with BankID' })).toBeVisible();
  });
});

test.describe('a break taken in the account says what was recorded and until when', () => {
  test('Confirm shows and focuses "You are on a break until …", signs out, and the next sign-in gives the end and the way to support', async ({ page }) => {
    await page.goto('/examples/limits.html');
    const account = page.locator('#limits-wide');
    await signInPastWelcome(page, account, 'rg@example.com');
    const form = account.getByRole('form', { name: 'Take a break' });
    const period = form.getByRole('combobox', { name: 'Block period' });
    await period.focus();
    await period.selectOption({ label: '1 day' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(form.getByRole('button', { name: 'Confirm' })).toBeFocused();
    const tomorrow = await page.evaluate(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.now() + 86_400_000));
    await page.keyboard.press('Enter');

    const message = account.getByRole('status').filter({ hasText: 'You are on a break until' });
    await expect(message).toContainText(`You are on a break until ${tomorrow}, `);
    await expect(message).toContainText('You have been signed out. If you need help, contact support.');
    await expect.poll(() => focused(page)).toContain('You are on a break until');
    await expect(page.locator('[data-event-log]')).toContainText('casino-signed-out #limits-wide {"reason":"self-excluded"}');
    // The other account on the page says it too, without taking focus.
    await expect(page.locator('#limits-narrow').getByRole('status').filter({ hasText: 'You are on a break until' })).toBeVisible();

    await signIn(account, 'rg@example.com');
    const refusal = account.getByRole('alert');
    await expect(refusal).toContainText('Self blocked');
    await expect(refusal).toContainText(`Your break ends on ${tomorrow}, `);
    await expect(refusal.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
  });

  test('the end of a break is in the locale\'s own date format, and support-url is the way to support', async ({ page }) => {
    await page.goto('/examples/signin-inline.html');
    await page.locator('casino-platform').evaluate((platform) => {
      platform.setAttribute('locale', 'fi');
      platform.setAttribute('support-url', 'mailto:tuki@example.com');
    });
    const widget = page.locator('casino-signin').first();
    await expect(widget.getByRole('button', { name: 'Kirjaudu sisään' })).toBeVisible();
    await widget.getByLabel('Sähköposti').fill('blocked@example.com');
    await widget.getByLabel('Salasana', { exact: true }).fill('Secret123!');
    await widget.getByLabel('Salasana', { exact: true }).press('Enter');
    const refusal = widget.getByRole('alert');
    // Finnish: 27.12.2026 klo 14.05
    await expect(refusal).toContainText(/\d{1,2}\.\d{1,2}\.\d{4} klo \d{1,2}\.\d{2}/);
    await expect(refusal.getByRole('link')).toHaveAttribute('href', 'mailto:tuki@example.com');
    expect(await focused(page)).toContain(await refusal.textContent().then((text) => (text ?? '').trim().slice(0, 20)));
  });
});
