import type { Locator, Page } from '@playwright/test';
import { expect, signInPastWelcome, test } from './fixtures.ts';

// A tab's chunk and the tabs' part of the catalog start loading when the player shows an interest in the tab (the
// pointer on it, focus on it), so that the click finds them here: recorded from the network, before any click.

/** A page with one account (the example page's second account opens on the profile, which loads the tabs' texts). */
async function signedInAccount(page: Page): Promise<Locator> {
  await page.route('**/examples/account-alone.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Account</title><link rel="stylesheet" href="/dist/casino-elements.css"><script type="module" src="/dist/casino-elements.js"></script></head><body><casino-platform platform="rest" api-url="/api" jurisdiction="mga" locale="en"></casino-platform><main><casino-account tab="inbox"></casino-account></main></body></html>',
  }));
  await page.goto('/examples/account-alone.html');
  const account = page.locator('casino-account');
  await signInPastWelcome(page, account, 'player@example.com');
  await expect(account.getByText('Your VIP upgrade')).toBeVisible();
  // The pointer away from the menu: what follows is the only interest shown.
  await page.mouse.move(0, 0);
  return account;
}

/** The library's files asked for from now on, by name without the hash (`history-panel`, `catalogs/en.account-tabs`). */
function recordLibraryRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/')) names.push(pathname.slice('/dist/'.length).replace(/^chunks\//, '').replace(/-[\w-]{7}\.js$/, ''));
  });
  return names;
}

test.describe('the account loads a tab the player shows an interest in before the click', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox('clock');
  });

  test('the pointer on a tab, or focus moved onto it, fetches that tab\'s chunk and texts, and only that tab\'s', async ({ page }) => {
    const account = await signedInAccount(page);
    const requested = recordLibraryRequests(page);
    await account.getByRole('tab', { name: 'History' }).hover();
    await expect.poll(() => requested).toEqual(expect.arrayContaining(['history-panel', 'catalogs/en.account-tabs']));
    await expect(account).toHaveAttribute('tab', 'inbox');
    // The arrow keys move focus along the tabs: Edit profile, then Change password.
    await account.getByRole('tab', { name: 'Inbox' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(account.getByRole('tab', { name: 'Change password' })).toBeFocused();
    await expect.poll(() => requested).toEqual(expect.arrayContaining(['profile-panel', 'password-panel']));
    await expect(account).toHaveAttribute('tab', 'inbox');
    // Never every tab: those the player showed no interest in stay on the server.
    for (const unwanted of ['limits', 'bonuses-panel', 'bonus-code-panel', 'subscriptions', 'kyc']) expect(requested).not.toContain(unwanted);
    await account.getByRole('tab', { name: 'History' }).click();
    await expect(account.getByRole('tabpanel')).toContainText('Total deposit');
  });

  test('a prefetch that fails shows nothing, and the click still loads the tab', async ({ page }) => {
    const account = await signedInAccount(page);
    const failed: string[] = [];
    for (const file of ['**/history-panel-*.js', '**/en.account-tabs-*.js']) {
      let first = true;
      await page.route(file, (route) => {
        if (!first) return route.fallback();
        first = false;
        return route.abort('connectionfailed');
      });
    }
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    await account.getByRole('tab', { name: 'History' }).hover();
    await expect.poll(() => failed.length).toBe(2);
    // Still on the inbox, with no notice of the failure.
    await expect(account).toHaveAttribute('tab', 'inbox');
    await expect(account.getByText('Your VIP upgrade')).toBeVisible();
    await expect(account.getByRole('alert')).toHaveCount(0);
    await account.getByRole('tab', { name: 'History' }).click();
    await expect(account.getByRole('tabpanel')).toContainText('Total deposit');
    await expect(account.getByRole('alert')).toHaveCount(0);
  });
});
