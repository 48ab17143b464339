import { expect, test } from './fixtures.ts';

// platform="framework": the provider's own script (the sandbox's casino provider, on an origin of its own) signs
// players in through its own dialogs, and every element of the page follows its session. Licence logos and the
// game journey need the content elements and the game overlay: the adapter's side of both is covered in
// tests/unit/adapters/framework-adapter.test.ts and the conformance suites.
const PAGE = '/examples/framework.html';

test.describe('the provider framework platform', () => {
  test('casino.openSignIn() opens the provider\'s login; signing in there signs in every element, signing out there signs them out', async ({ page, sandbox: _seeded }) => {
    const events: string[] = [];
    await page.exposeFunction('recordCasinoEvent', (name: string) => void events.push(name));
    await page.addInitScript(() => {
      for (const name of ['casino-signed-in', 'casino-signed-out', 'casino-provider-ready', 'casino-provider-signed-in', 'casino-provider-signed-out', 'casino-error']) {
        document.addEventListener(name, () => (window as unknown as { recordCasinoEvent: (name: string) => void }).recordCasinoEvent(name));
      }
    });
    await page.goto(PAGE);
    const main = page.locator('#signin-main');
    const side = page.locator('#signin-side');
    // Its own form is not this platform's: one button that opens the provider's view, and no error.
    await expect(main.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(main.locator('input')).toHaveCount(0);

    await page.evaluate(() => window.casino.openSignIn());
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(login).toHaveClass(/asg-dialog/);
    await login.getByLabel('Username or e-mail').fill('player@example.com');
    await login.getByLabel('Password', { exact: true }).fill('Secret123!');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toHaveCount(0);

    for (const element of [main, side]) {
      await expect(element).toContainText('You are signed in.');
      await expect(element.locator('[data-balance]')).toHaveText('€270.00');
    }
    expect(events).toContain('casino-provider-signed-in');
    expect(events.filter((name) => name === 'casino-signed-in')).toHaveLength(1);
    // What the platform cannot do is not offered to the signed-in player: no subscriptions form with an Update that would fail.
    const subscriptions = page.locator('#subscriptions');
    await expect(subscriptions).toContainText('This is not available on this site.');
    await expect(subscriptions.getByRole('button', { name: 'Update' })).toHaveCount(0);
    await expect(subscriptions.getByRole('checkbox')).toHaveCount(0);

    // Signing out in the provider (its account menu's logout, as the page's Sign out button calls it).
    await page.evaluate(() => (window as unknown as { AsgFramework: { logout(): Promise<unknown> } }).AsgFramework.logout());
    for (const element of [main, side]) await expect(element.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => events.filter((name) => name === 'casino-signed-out').length).toBe(1);
    expect(events).toContain('casino-provider-signed-out');
    expect(events).not.toContain('casino-error');
  });

  test('a game from the provider\'s list opens at /play/{identifier} in the provider\'s framework; Back restores the address; a page loaded there opens it', async ({ page, sandbox: _seeded }) => {
    await page.goto(PAGE);
    await page.evaluate(() => history.replaceState(null, '', '/casino/slots'));
    // The provider's own id for Starburst is 3305; the page's address names it by its identifier.
    await page.evaluate(() => window.casino.openGame('3305', { mode: 'demo' }));
    const playing = page.getByRole('dialog', { name: 'Playing' });
    await expect(playing).toContainText('starburst (demo)');
    await expect(page).toHaveURL(/\/play\/starburst$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/casino\/slots$/);
    await expect(playing).toHaveCount(0);

    // A page loaded at /play/{identifier} whose operator turned that on.
    await page.evaluate(() => {
      history.replaceState(null, '', '/play/starburst');
      document.querySelector('casino-game')?.remove();
      const overlay = document.createElement('casino-game');
      overlay.setAttribute('open-from-address', '');
      overlay.setAttribute('mode', 'demo');
      document.body.append(overlay);
    });
    await expect(page.getByRole('dialog', { name: 'Playing' })).toContainText('starburst (demo)');
    await expect(page).toHaveURL(/\/play\/starburst$/);
  });

  test('the inline sign-in\'s button opens the provider\'s login; an element whose operation the platform lacks shows no error', async ({ page, sandbox: _seeded }) => {
    await page.goto(PAGE);
    await page.locator('#signin-side').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
    // The account asked for its bonuses tab on a platform without bonuses: the tabs it has, no error.
    const account = page.locator('#account');
    await expect(account).toBeVisible();
    await expect(account.locator('[role=alert]')).toHaveCount(0);
    await expect(account.getByRole('tab', { name: 'Bonuses' })).toHaveCount(0);
    await expect(page.locator('casino-signin').first().locator('[role=alert]')).toHaveCount(0);
    // The account opens in the provider's view, not ours.
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
