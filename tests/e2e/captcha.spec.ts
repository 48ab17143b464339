// The captcha on the REST platform with a site key configured (examples/captcha.html), against the sandbox: its
// reCAPTCHA stand-in, its one-time tokens and its X-Captcha-Token check (required while the control API says so).
// The page runs under a strict CSP with Trusted Types, so the script's loading is checked there too.
import { axe, dialog, expect, test, watchCsp } from './fixtures.ts';

const HUMAN = 'Let us know that you are a human.';

async function resetRequests(sandbox: (path: string) => Promise<unknown>): Promise<number> {
  const log = (await sandbox('requests?path=/api/player/request-password-reset')) as { requests: unknown[] };
  return log.requests.length;
}

test.describe('captcha: forgot password with a site key', () => {
  test('is refused without a completed captcha, then sent with its token, which the sandbox checks', async ({ page, sandbox }) => {
    await sandbox('captcha/require', { on: true });
    const violations = await watchCsp(page);
    await page.goto('/examples/captcha.html');
    const forgot = page.locator('casino-forgot-password');
    const robot = forgot.getByRole('checkbox', { name: 'I\'m not a robot' });
    await expect(robot).toBeVisible();
    expect(await axe(page, 'casino-forgot-password')).toEqual([]);

    await forgot.getByLabel('Email').fill('player@example.com');
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot.getByText(HUMAN, { exact: true })).toBeFocused();
    expect(await resetRequests(sandbox)).toBe(0);
    expect(await axe(page, 'casino-forgot-password')).toEqual([]);

    // The stand-in ticks the box once the sandbox answered with a token (as reCAPTCHA does after its check).
    await robot.click();
    await expect(forgot.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
    await expect(robot).toBeChecked();
    await expect(forgot.getByText(HUMAN, { exact: true })).toHaveCount(0);
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot.getByRole('status').filter({ hasText: 'Email has been sent' })).toBeVisible();
    expect(await resetRequests(sandbox)).toBe(1);
    const { emails } = (await sandbox('outbox?to=player@example.com')) as { emails: unknown[] };
    expect(emails.length).toBe(1);
    // One-time: the captcha is cleared after the answer.
    await expect(robot).not.toBeChecked();
    expect(await axe(page, 'casino-forgot-password')).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('a token already spent is refused by the sandbox, shown as the catalogue text', async ({ page, sandbox }) => {
    await page.goto('/examples/captcha.html');
    const forgot = page.locator('casino-forgot-password');
    await forgot.getByLabel('Email').fill('player@example.com');
    await forgot.getByRole('checkbox', { name: 'I\'m not a robot' }).click();
    await expect(forgot.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
    // Spend the widget's token before the widget sends it: the sandbox's check then refuses it (CaptchaInvalid).
    const token = await page.evaluate(() => {
      const grecaptcha = (window as unknown as { grecaptcha: { getResponse(id?: number): string } }).grecaptcha;
      return grecaptcha.getResponse(0);
    });
    const spent = await page.request.post('/api/player/request-password-reset', { headers: { 'X-Captcha-Token': token }, data: { UsernameOrEmail: 'player@example.com' } });
    expect(spent.status()).toBe(200);
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot.getByRole('alert').filter({ hasText: HUMAN })).toBeVisible();
    await expect(forgot.getByRole('checkbox', { name: 'I\'m not a robot' })).not.toBeChecked();
    expect(await resetRequests(sandbox)).toBe(2);
  });

  test('in a dialog, with the keyboard alone', async ({ page, sandbox }) => {
    await sandbox('captcha/require', { on: true });
    await page.goto('/examples/captcha.html');
    await page.getByRole('button', { name: 'Forgot password in a dialog' }).click();
    const modal = dialog(page);
    await expect(modal.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('player@example.com');
    await page.keyboard.press('Enter');
    await expect(modal.getByText(HUMAN, { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    const robot = page.locator('casino-modal').getByRole('checkbox', { name: 'I\'m not a robot' });
    await expect(robot).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('casino-modal').getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
    await expect(robot).toBeChecked();
    // The stand-in disables its box while it asks the sandbox for a token, which drops focus to the page; the
    // dialog's focus trap takes Shift+Tab back to its last control, the box, and on from there.
    await page.keyboard.press('Shift+Tab');
    await expect(robot).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(modal.getByRole('button', { name: 'Back to sign in' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(modal.getByRole('button', { name: 'Send' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('status').filter({ hasText: 'Email has been sent' })).toBeVisible();
    expect(await resetRequests(sandbox)).toBe(1);
    expect(await axe(page, 'casino-modal')).toEqual([]);
  });
});
