import type { Locator, Page } from '@playwright/test';
import { axe, dialog, expect, signIn, test } from './fixtures.ts';

const TABS: { name: string; id: string; shows: string }[] = [
  { name: 'Inbox', id: 'inbox', shows: 'Your VIP upgrade' },
  { name: 'Edit profile', id: 'profile', shows: 'Zip code' },
  { name: 'Change password', id: 'password', shows: 'Old password' },
  { name: 'History', id: 'history', shows: 'Total deposit' },
  { name: 'Bonuses', id: 'bonuses', shows: 'Welcome bonus 100%' },
  { name: 'Subscriptions', id: 'subscriptions', shows: 'SMS' },
  { name: 'Bonus code', id: 'bonus-code', shows: 'Bonus code' },
  { name: 'Verify', id: 'verify', shows: 'Documents must be no older than 6 months.' },
  { name: 'Sign out', id: 'sign-out', shows: 'You are signed in as Alex.' },
];

async function signedIn(page: Page, email = 'player@example.com'): Promise<Locator> {
  await page.goto('/examples/account.html');
  const wide = page.locator('#account-wide');
  await signIn(wide, email);
  await expect(dialog(page)).toContainText('Welcome');
  await page.keyboard.press('Escape');
  await expect(wide.getByRole('tablist', { name: 'Account menu' })).toBeVisible();
  return wide;
}

function panel(account: Locator): Locator {
  return account.locator('.tab-panel');
}

test.describe('the account area, tried as a new user would', () => {
  // Every journey starts from the seed (the fixture resets the sandbox): a changed password must not leak.
  test.beforeEach(async ({ sandbox }) => {
    await sandbox('clock');
  });

  test('every tab works on a wide and on a 400px-wide container, and passes axe', async ({ page }) => {
    const wide = await signedIn(page);
    const narrow = page.locator('#account-narrow');
    await expect(narrow.getByRole('tablist')).toBeHidden();
    await expect(narrow.getByRole('combobox', { name: 'Account menu' })).toBeVisible();
    for (const tab of TABS) {
      await wide.getByRole('tab', { name: tab.name }).click();
      await expect(wide).toHaveAttribute('tab', tab.id);
      await expect(panel(wide)).toContainText(tab.shows);
      await narrow.getByRole('combobox', { name: 'Account menu' }).selectOption(tab.id);
      await expect(narrow).toHaveAttribute('tab', tab.id);
      await expect(panel(narrow)).toContainText(tab.shows);
      expect(await axe(page, '#account-wide'), `wide ${tab.id}`).toEqual([]);
      expect(await axe(page, '#account-narrow'), `narrow ${tab.id}`).toEqual([]);
    }
  });

  test('the menu works with the keyboard alone, and openAccount(tab) opens a modal with a select', async ({ page }) => {
    const wide = await signedIn(page);
    await wide.getByRole('tab', { name: 'Inbox' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(wide.getByRole('tab', { name: 'Edit profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel(wide)).toContainText('Zip code');
    await page.evaluate(() => window.casino.openAccount('bonuses'));
    await expect(dialog(page).getByRole('combobox', { name: 'Account menu' })).toHaveValue('bonuses');
    await expect(dialog(page)).toContainText('Welcome bonus 100%');
    expect(await axe(page, 'casino-modal')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('reading a message marks it read, after a reload too; its hostile HTML runs nothing', async ({ page }) => {
    const wide = await signedIn(page);
    const message = wide.getByRole('button', { name: /Your VIP upgrade/ });
    await expect(message).toContainText('Unread');
    await message.click();
    await expect(panel(wide)).toContainText('Your VIP upgrade is here. Claim it before Sunday.');
    await expect(message).not.toContainText('Unread');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __casinoXss?: string }).__casinoXss)).toBeUndefined();
    await page.reload();
    await expect(page.locator('#account-wide').getByRole('button', { name: /Your VIP upgrade/ })).not.toContainText('Unread');
    await expect(page.locator('#account-wide').getByRole('button', { name: /New games this week/ })).toContainText('Unread');
  });

  test('history pages forward and back', async ({ page }) => {
    const wide = await signedIn(page);
    await wide.getByRole('tab', { name: 'History' }).click();
    const rows = panel(wide).locator('.transaction');
    await expect(rows).toHaveCount(10);
    await expect(panel(wide)).toContainText('Page 1');
    await wide.getByRole('button', { name: 'Next' }).click();
    await expect(panel(wide)).toContainText('Page 2');
    await wide.getByRole('button', { name: 'Next' }).click();
    await expect(panel(wide)).toContainText('Page 3 of 3');
    await expect(rows).toHaveCount(3);
    await expect(wide.getByRole('button', { name: 'Next' })).toBeDisabled();
    await wide.getByRole('button', { name: 'Previous' }).click();
    await wide.getByRole('button', { name: 'Previous' }).click();
    await expect(panel(wide)).toContainText('Page 1');
    await expect(rows).toHaveCount(10);
    await wide.getByLabel('Transaction type').selectOption('withdraw');
    await expect(rows.first()).toContainText('Withdrawal');
  });

  test('claiming an initiated bonus makes it active', async ({ page }) => {
    const wide = await signedIn(page);
    await wide.getByRole('tab', { name: 'Bonuses' }).click();
    const welcome = panel(wide).getByRole('article', { name: 'Welcome bonus 100%' });
    await expect(welcome).toContainText('Initiated');
    await welcome.getByRole('button', { name: 'Claim' }).click();
    await expect(panel(wide).getByRole('status')).toHaveText('Bonus code successfully triggered');
    await expect(welcome.locator('.badge')).toHaveText('Active');
    await expect(welcome.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  });

  test('moving the sandbox clock past a bonus end shows Expired', async ({ page, sandbox }) => {
    const wide = await signedIn(page);
    await wide.getByRole('tab', { name: 'Bonuses' }).click();
    const cashback = panel(wide).getByRole('article', { name: 'Cash back 10%' });
    await expect(cashback).toContainText('Ends in');
    await expect(cashback.getByRole('button', { name: 'Cancel bonus' })).toBeVisible();
    await sandbox('clock', { advanceMs: 3 * 3_600_000 });
    await wide.getByLabel('Status').selectOption('expired');
    const expired = panel(wide).getByRole('article', { name: 'Cash back 10%' });
    await expect(expired.locator('.badge')).toHaveText('Expired');
    await expect(expired.getByRole('button')).toHaveCount(0);
    await wide.getByLabel('Status').selectOption('current');
    await expect(panel(wide)).toContainText('Welcome bonus 100%');
    await expect(panel(wide).getByRole('article', { name: 'Cash back 10%' })).toHaveCount(0);
  });

  test('changing the password with a wrong old one shows "Your old password is incorrect"', async ({ page }) => {
    const wide = await signedIn(page);
    await wide.getByRole('tab', { name: 'Change password' }).click();
    await wide.getByLabel('Old password').fill('not-my-password');
    await wide.getByLabel('New password').fill('Another1!x');
    await wide.getByRole('button', { name: 'Change password' }).click();
    await expect(panel(wide).getByRole('alert')).toHaveText('Your old password is incorrect');
    expect(await axe(page, '#account-wide')).toEqual([]);
    await wide.getByLabel('Old password').fill('Secret123!');
    await wide.getByRole('button', { name: 'Change password' }).click();
    await expect(panel(wide).getByRole('status')).toHaveText('Successfully changed password');
  });

  test('forgot and reset password work end to end with the sandbox token', async ({ page, sandbox }) => {
    await page.goto('/examples/password-reset.html');
    const forgot = page.locator('casino-forgot-password');
    await forgot.getByLabel('Email').fill('player@example.com');
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot.getByRole('status')).toHaveText('Email has been sent');
    const { emails } = (await sandbox('outbox?to=player@example.com')) as { emails: { link: string }[] };
    const link = emails.at(-1)!.link;
    await page.goto(link.replace('/examples/account.html', '/examples/password-reset.html'));
    await expect(page).toHaveURL(/password-reset\.html$/);
    const reset = dialog(page);
    await reset.getByLabel('New password', { exact: true }).fill('Fresh123!x');
    await reset.getByLabel('Confirm new password').fill('Fresh123!y');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset).toContainText('Passwords must match');
    expect(await axe(page, 'casino-modal')).toEqual([]);
    await reset.getByLabel('Confirm new password').fill('Fresh123!x');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByRole('status')).toContainText('Your password has been changed');
    await reset.getByRole('button', { name: 'Sign in' }).click();
    await signIn(dialog(page), 'player@example.com', 'Fresh123!x');
    await expect(dialog(page)).toContainText('Welcome, Alex!');
  });

  test('the seeded reset token works from the README link; a used one shows the reset-token-invalid message', async ({ page }) => {
    await page.goto('/examples/password-reset.html?token=reset-player-0001&username=player%40example.com');
    await dialog(page).getByLabel('New password', { exact: true }).fill('Fresh123!x');
    await dialog(page).getByLabel('Confirm new password').fill('Fresh123!x');
    await dialog(page).getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog(page).getByRole('status')).toContainText('Your password has been changed');
    await page.goto('/examples/password-reset.html?token=reset-player-0001&username=player%40example.com');
    await dialog(page).getByLabel('New password', { exact: true }).fill('Fresh123!z');
    await dialog(page).getByLabel('Confirm new password').fill('Fresh123!z');
    await dialog(page).getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog(page)).toContainText('Your reset password session has expired');
    await expect(dialog(page).getByRole('button', { name: 'Reset password' })).toBeVisible();
  });

  test('an unsubscribe link unsubscribes without signing in', async ({ page }) => {
    await page.goto('/examples/password-reset.html?unsubToken=unsub-player-0001');
    await expect(dialog(page).getByLabel('SMS')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(dialog(page).getByRole('status')).toHaveText('You have been unsubscribed');
  });

  test('sign out from the account signs out every element', async ({ page }) => {
    const wide = await signedIn(page);
    await wide.getByRole('tab', { name: 'Sign out' }).click();
    await wide.getByRole('button', { name: 'Sign out' }).click();
    await expect(wide.getByLabel('Email')).toBeVisible();
    await expect(page.locator('#account-narrow').getByLabel('Email')).toBeVisible();
  });
});
