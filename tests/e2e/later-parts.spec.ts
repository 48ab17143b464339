import { dialog, expect, signIn, test } from './fixtures.ts';

// Parts a first render does not run are chunks fetched once the widget has painted (rollup.config.mjs, KIT_LATER;
// elements/runtime/analytics-switch.ts). A player or a page that acts before one is here is not lost on it: what
// they did waits for it, and happens once it arrives.
test.describe('a part that comes after the first render, still on its way', () => {
  test('a sign-in the platform accepted before what follows it is here: no casino-signed-in and no welcome until it is, then both once', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/dist\/chunks\/complete-sign-in-[\w-]{7}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const signedIn: string[] = [];
      (window as unknown as { signedIn: string[] }).signedIn = signedIn;
      document.addEventListener('casino-signed-in', (event) => signedIn.push((event as CustomEvent<{ userId: string }>).detail.userId));
    });
    await page.goto('/examples/signin-inline.html');
    const widget = page.locator('casino-signin').first();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/player/signin/v2') && response.ok());
    await signIn(widget, 'player@example.com');
    await answered;
    // The session is the platform's at once (the widgets may show the signed-in player, or the form still busy,
    // depending on what renders first); what follows the sign-in waits for its part.
    await expect(widget.getByRole('button', { name: 'Sign out' }).or(widget.locator('form[aria-busy="true"]'))).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { signedIn: string[] }).signedIn)).toEqual([]);
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(dialog(page)).toContainText('Welcome');
    expect(await page.evaluate(() => (window as unknown as { signedIn: string[] }).signedIn)).toHaveLength(1);
  });

  test('funnel events heard before the analytics bridge is here reach the data layer once it is, in order', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/dist\/chunks\/analytics-[\w-]{7}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.route('**/examples/analytics-later.html', (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Analytics</title><script type="module" src="/dist/casino-elements.js"></script></head><body><casino-platform platform="rest" api-url="/api" jurisdiction="mga" locale="en" analytics="datalayer"></casino-platform></body></html>',
    }));
    await page.goto('/examples/analytics-later.html');
    await page.waitForFunction(() => 'casino' in window);
    await page.evaluate(() => window.casino.openSignIn());
    await expect(dialog(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.evaluate(() => window.casino.openForgotPassword());
    await expect(dialog(page).getByRole('button', { name: 'Send' })).toBeVisible();
    expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
    release();
    const opened = () => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string; casino_widget?: string }> }).dataLayer ?? [])
      .filter((entry) => entry.event === 'casino_dialog_opened').map((entry) => entry.casino_widget));
    await expect.poll(opened).toEqual(['signin', 'forgot-password']);
  });
});
