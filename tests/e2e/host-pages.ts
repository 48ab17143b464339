// The journey both framework host pages (examples/react.html, examples/vue.html) must pass in Chromium: what
// the framework's state sets reaches the elements (attributes and properties), the elements' events reach the
// framework's state (the signed-in player, the account's tab), and dialogs open through window.casino, under
// the pages' strict CSP with no violation.
import { axe, dialog, expect, signIn, test, watchCsp } from './fixtures.ts';

export function hostPageJourney(framework: string, path: string): void {
  test(`${framework}: sign in, keep the account's tab in the page's state both ways, set a property, open dialogs`, async ({ page, sandbox }) => {
    void sandbox; // the seed
    const cspViolations = await watchCsp(page);
    await page.goto(path);
    const account = page.locator('main casino-account');
    await expect(page.locator('#host-player')).toHaveText('Signed out');

    // An event received: the sign-in's casino-signed-in sets the page's player.
    await signIn(page.locator('casino-signin'), 'player@example.com');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('#host-player')).toHaveText('Signed in: player 1001');
    await expect(page.locator('#host-events')).toContainText('casino-signed-in 1001');

    // The page's state -> the element: its select sets the account's tab.
    await page.locator('#host-tab').selectOption('bonuses');
    await expect(account).toHaveAttribute('tab', 'bonuses');
    await expect(account.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true');
    // The element -> the page's state: the player picks a tab, the page's select follows.
    await account.getByRole('tab', { name: 'History' }).click();
    await expect(page.locator('#host-tab')).toHaveValue('history');
    await expect(page.locator('#host-events')).toContainText('casino-tab-change history');
    await expect(account).toHaveAttribute('tab', 'history');

    // A property from the page's state: the deposit's amount (a number, set as a property).
    await page.locator('#host-amount').fill('40');
    await expect.poll(() => page.locator('casino-deposit').evaluate((element) => (element as HTMLElementTagNameMap['casino-deposit']).amount)).toBe(40);

    // Dialogs through window.casino: the account on the page's tab, then the deposit with the page's amount.
    await page.getByRole('button', { name: 'Account in a dialog' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('casino-modal casino-account')).toHaveAttribute('tab', 'history');
    expect(await axe(page, 'casino-modal')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Deposit in a dialog' }).click();
    await expect(page.frameLocator('casino-modal casino-deposit iframe.cashier-frame').getByLabel('Amount (EUR)')).toHaveValue('40');

    expect(await cspViolations()).toEqual([]);
  });
}
