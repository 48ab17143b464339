import type { Locator, Page } from '@playwright/test';
import { axe, dialog, expect, signIn, test } from './fixtures.ts';

const COOL_DOWN_MS = 72 * 3_600_000;

async function signedIn(page: Page, email: string, path = '/examples/limits.html'): Promise<Locator> {
  await page.goto(path);
  const account = page.locator('#limits-wide');
  await signIn(account, email);
  await expect(dialog(page)).toContainText('Welcome');
  await page.keyboard.press('Escape');
  await expect(account.getByRole('heading', { name: 'Daily limit' })).toBeVisible();
  return account;
}

/** Sven Holm (sga-limits@example.com), as the seeded sandbox identity provider knows him. */
const SGA_LIMITS_PERSON_NUMBER = '198906152312';

/** An SGA page shows the bank-ID sign-in: start it in the element, then approve the order as the person. */
async function signedInWithBankId(page: Page, personNumber: string, path: string): Promise<Locator> {
  await page.goto(path);
  const account = page.locator('#limits-wide');
  await account.getByRole('button', { name: 'Sign in with BankID' }).click();
  await expect(account.getByRole('img', { name: /QR code for BankID/ })).toBeVisible({ timeout: 10_000 });
  const decided = await page.request.post('/__sandbox/oauth/decide', { data: { action: 'approve', personNumber } });
  expect(decided.ok()).toBe(true);
  await expect(dialog(page)).toContainText('Welcome', { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(account.getByRole('heading', { name: 'Daily limit' })).toBeVisible();
  return account;
}

function period(account: Locator, name: 'Daily limit' | 'Weekly limit' | 'Monthly limit'): Locator {
  return account.getByRole('form', { name });
}

test.describe('the responsible-gaming tab, tried as a new user would', () => {
  // Every journey starts from the seed (the fixture resets the sandbox): a block must not outlive its test.
  test.beforeEach(async ({ sandbox }) => {
    await sandbox('clock');
  });

  test('an MGA player lowers a deposit limit at once, and a raise waits for the cool-down on the sandbox clock', async ({ page, sandbox }) => {
    const account = await signedIn(page, 'rg@example.com');
    const daily = period(account, 'Daily limit');
    await expect(daily).toContainText('Current limit€100.00');

    await daily.getByLabel('New daily limit (EUR)').fill('50');
    await daily.getByRole('button', { name: 'Save limit' }).click();
    await expect(daily.getByRole('status')).toHaveText('Your limit is now €50.00.');
    await expect(daily).toContainText('Current limit€50.00');
    await expect(daily).not.toContainText('Incoming limit');
    // The event the forced DepositLimitsRequired page completes on.
    await expect(page.locator('[data-event-log]')).toContainText('casino-limits-changed #limits-wide {"type":"deposit","period":"daily"}');

    await daily.getByLabel('New daily limit (EUR)').fill('300');
    await daily.getByRole('button', { name: 'Save limit' }).click();
    await expect(daily.getByRole('status')).toContainText('Your new limit of €300.00 takes effect in 72 hours.');
    await expect(daily).toContainText('Current limit€50.00');
    await expect(daily.locator('.incoming')).toContainText('Incoming limit€300.00 from');

    // Not yet: a day later the lower limit still holds.
    await sandbox('clock', { advanceMs: 24 * 3_600_000 });
    await page.reload();
    await expect(period(page.locator('#limits-wide'), 'Daily limit')).toContainText('Current limit€50.00');
    await sandbox('clock', { advanceMs: COOL_DOWN_MS });
    await page.reload();
    const after = period(page.locator('#limits-wide'), 'Daily limit');
    await expect(after).toContainText('Current limit€300.00');
    await expect(after).not.toContainText('Incoming limit');
  });

  test('a seeded raise shows as incoming, with the date it applies', async ({ page }) => {
    const account = await signedIn(page, 'queued@example.com');
    const daily = period(account, 'Daily limit');
    await expect(daily).toContainText('Current limit€100.00');
    await expect(daily.locator('.incoming')).toContainText(/Incoming limit€300\.00 from \w{3} \d{1,2}, \d{4}/);
  });

  test('the deposit widget\'s limit notice follows a limit set in the account', async ({ page }) => {
    const account = await signedIn(page, 'rg@example.com');
    const deposit = page.locator('casino-deposit');
    await expect(deposit).not.toContainText('left to deposit');
    // €20 of the day used: a €21 limit leaves €1, under the 10 percent warning.
    await period(account, 'Daily limit').getByLabel('New daily limit (EUR)').fill('21');
    await period(account, 'Daily limit').getByRole('button', { name: 'Save limit' }).click();
    await expect(deposit).toContainText('You have €1.00 left to deposit.');
  });

  test('an SGA player cannot remove a deposit limit and is offered only the three short breaks', async ({ page }) => {
    const account = await signedInWithBankId(page, SGA_LIMITS_PERSON_NUMBER, '/examples/limits-sga.html');
    for (const name of ['Daily limit', 'Weekly limit', 'Monthly limit'] as const) {
      await expect(period(account, name)).toContainText('Current limit');
      await expect(period(account, name).getByRole('button', { name: 'Remove limit' })).toHaveCount(0);
    }
    // Retried: the break's form renders from a reading of its own, which need not be in when the limits are.
    await expect(account.getByRole('combobox', { name: 'Block period' }).locator('option')).toHaveText(['Choose a period', '1 day', '1 week', '1 month']);
    // An MGA player is offered a year and indefinitely too, and may remove a deposit limit.
    await page.evaluate(() => window.casino.signOut());
    const mga = await signedIn(page, 'rg@example.com');
    await expect(mga.getByRole('combobox', { name: 'Block period' }).locator('option')).toHaveText(['Choose a period', '1 day', '1 week', '1 month', '1 year', 'Indefinitely']);
    await period(mga, 'Weekly limit').getByRole('button', { name: 'Remove limit' }).click();
    await period(mga, 'Weekly limit').getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(period(mga, 'Weekly limit').getByRole('status')).toContainText('will be removed on');
    await expect(period(mga, 'Weekly limit')).toContainText('To be removed on');
  });

  test('a locked limit\'s form is disabled and says why', async ({ page }) => {
    const account = await signedIn(page, 'locked@example.com');
    const daily = period(account, 'Daily limit');
    await expect(daily).toContainText('This limit was set by us and cannot be changed here. Please contact support.');
    await expect(daily.getByLabel('New daily limit (EUR)')).toBeDisabled();
    await expect(daily.getByRole('button', { name: 'Save limit' })).toBeDisabled();
    await expect(period(account, 'Weekly limit').getByLabel('New weekly limit (EUR)')).toBeEnabled();
  });

  test('a break asks first (focus on Decline), then signs out everywhere, and the next sign-in is refused', async ({ page }) => {
    const account = await signedIn(page, 'rg@example.com');
    const form = account.getByRole('form', { name: 'Take a break' });
    await form.getByRole('button', { name: 'Block account' }).click();
    await expect(form.getByText('Block period is required')).toBeVisible();
    await form.getByRole('combobox', { name: 'Block period' }).selectOption({ label: '1 week' });
    await form.getByRole('button', { name: 'Block account' }).click();
    await expect(form.getByRole('group')).toContainText('Your account will be blocked (1 week)');
    await expect(form.getByRole('button', { name: 'No, do not block' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Block account' })).toBeFocused();
    // Nothing was sent before the confirmation.
    const before = (await page.request.get('/__sandbox/requests?path=/api/responsiblegaming/block/7').then((r) => r.json())) as { requests: unknown[] };
    expect(before.requests).toHaveLength(0);

    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Confirm' }).click();
    // Both accounts on the page (every element) show the sign-in again.
    await expect(account.getByLabel('Email')).toBeVisible();
    await expect(page.locator('#limits-narrow').getByLabel('Email')).toBeVisible();
    await expect(page.locator('[data-event-log]')).toContainText('casino-signed-out #limits-wide {"reason":"self-excluded"}');
    await signIn(account, 'rg@example.com');
    await expect(account.getByRole('alert')).toContainText('Self blocked');
  });

  test('keyboard alone, 360 px wide, and axe in each state', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const account = await signedIn(page, 'rg@example.com');
    expect(await axe(page, '#limits-wide'), 'loaded').toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    // The limit type select, then the session forms, by keyboard.
    await account.getByRole('combobox', { name: 'Limit type' }).focus();
    await account.getByRole('combobox', { name: 'Limit type' }).selectOption('session');
    const daily = period(account, 'Daily limit');
    await expect(daily).toContainText('Current limit6 hours');
    const input = daily.getByLabel('New daily limit (hours)');
    await input.focus();
    // e, E, +, -, comma and period are refused as keys.
    await page.keyboard.type('2e+-,.5');
    await expect(input).toHaveValue('25');
    await page.keyboard.press('Enter');
    await expect(daily.getByText('Cannot exceed 24 hours')).toBeVisible();
    await expect(input).toBeFocused();
    expect(await axe(page, '#limits-wide'), 'invalid').toEqual([]);
    // A daily session choice fills the matching weekly and monthly ones.
    await input.fill('');
    await page.keyboard.type('12');
    await expect(period(account, 'Weekly limit').getByLabel('New weekly limit (days)')).toHaveValue('4');
    await expect(period(account, 'Monthly limit').getByLabel('New monthly limit (days)')).toHaveValue('21');
    await page.keyboard.press('Enter');
    await expect(daily.getByRole('status')).toHaveText('Your new limit of 12 hours takes effect in 72 hours. Until then your current limit applies.');
    expect(await axe(page, '#limits-wide'), 'success').toEqual([]);

    const block = account.getByRole('form', { name: 'Self-exclusion' });
    await block.getByRole('combobox', { name: 'Self-exclusion period' }).selectOption({ label: '1 day' });
    await block.getByRole('button', { name: 'Self-exclude' }).focus();
    await page.keyboard.press('Enter');
    await expect(block.getByRole('button', { name: 'No, do not exclude me' })).toBeFocused();
    expect(await axe(page, '#limits-wide'), 'confirm').toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await expect(block.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(account.getByLabel('Email')).toBeVisible();
  });

  test('openAccount(\'responsible-gaming\') with a limit type opens the modal on it', async ({ page }) => {
    await signedIn(page, 'rg@example.com');
    await page.evaluate(() => window.casino.open('account', { tab: 'responsible-gaming', limitType: 'loss' }));
    await expect(dialog(page).getByRole('combobox', { name: 'Limit type' })).toHaveValue('loss');
    await expect(dialog(page).getByRole('form', { name: 'Weekly limit' })).toContainText('Current limit€300.00');
    expect(await axe(page, 'casino-modal')).toEqual([]);
  });
});
