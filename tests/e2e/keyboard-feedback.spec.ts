import type { Locator, Page } from '@playwright/test';
import { dialog, expect, signIn, test } from './fixtures.ts';

/**
 * Keyboard-only journeys where a player at risk needs to know what happened: each checks where focus lands
 * and what a live region or a dialog's description says (issue 41, the moderate items).
 */

async function signedIn(page: Page, path: string, selector: string, email: string): Promise<Locator> {
  await page.goto(path);
  const widget = page.locator(selector);
  await signIn(widget, email);
  await expect(dialog(page)).toContainText('Welcome');
  await page.keyboard.press('Escape');
  return widget;
}

/** The element (inside shadow roots) that has focus, described by its role and text. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()} ${(active.textContent ?? '').trim()}`;
  });
}

test.describe('keyboard journeys: what happened, said where focus is', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox('clock');
  });

  test('removing a limit asks first, and says it still applies until the date it is removed', async ({ page, sandbox }) => {
    const account = await signedIn(page, '/examples/limits.html', '#limits-wide', 'rg@example.com');
    const weekly = account.getByRole('form', { name: 'Weekly limit' });
    await expect(weekly).toContainText('Current limit');
    await weekly.getByLabel('New weekly limit (EUR)').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(weekly.getByRole('button', { name: 'Remove limit' })).toBeFocused();
    await page.keyboard.press('Enter');
    // A question first, with focus on the choice that keeps the limit.
    const question = weekly.getByRole('group', { name: /^Remove this limit/ });
    await expect(question).toHaveAccessibleName(/^Remove this limit\? It still applies for 72 hours, until \w{3} \d{1,2}, \d{4}.*, and is removed then\.$/);
    await expect(weekly.getByRole('button', { name: 'Keep my limit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(weekly.getByRole('button', { name: 'Remove limit' })).toBeFocused();
    const sent = (await sandbox('requests?method=POST')) as { requests: { path: string }[] };
    expect(sent.requests.filter((request) => request.path.includes('/limit/cancel'))).toHaveLength(0);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(weekly.getByRole('button', { name: 'Yes, remove it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(weekly.getByRole('status')).toHaveText(/^Your limit of €[\d,.]+ will be removed on \w{3} \d{1,2}, \d{4}.*\. Until then it still applies\.$/);
    await expect(weekly.getByRole('button', { name: 'Save limit' })).toBeFocused();
    await expect(weekly).toContainText('To be removed on');
    await expect(weekly).not.toContainText('Removed from');
    await expect(weekly).toContainText('Current limit');
  });

  test('the inbox paginator keeps focus on Next at the last page and on Previous at the first', async ({ page }) => {
    const account = await signedIn(page, '/examples/account.html', '#account-wide', 'player@example.com');
    const pages = account.getByRole('navigation', { name: 'Inbox pages' });
    await expect(pages).toContainText('Page 1 of 3');
    const next = pages.getByRole('button', { name: 'Next' });
    const previous = pages.getByRole('button', { name: 'Previous' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(pages).toContainText('Page 2 of 3');
    await page.keyboard.press('Enter');
    await expect(pages).toContainText('Page 3 of 3');
    expect(await focused(page)).toBe('button Next');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(pages).toContainText('Page 3 of 3');
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(pages).toContainText('Page 1 of 3');
    expect(await focused(page)).toBe('button Previous');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  test('a wrong SMS code: one error, focus on the first box so the next digits count, and Resend says when it returns', async ({ page }) => {
    await page.goto('/examples/get-started.html');
    const widget = page.locator('casino-get-started').first();
    await widget.getByLabel('Calling code').focus();
    await widget.getByLabel('Calling code').selectOption('+356');
    await page.keyboard.press('Tab');
    await page.keyboard.type('79445566');
    await page.keyboard.press('Enter');
    await expect(widget.getByLabel('Digit 1 of 4')).toBeFocused();
    // Resend waits a little, and says for how long.
    const resend = widget.getByRole('button', { name: 'Resend code' });
    await expect(resend).toHaveAccessibleDescription(/^You can ask for a new code in \d+ seconds?\.$/);
    await page.keyboard.type('9999');
    const error = widget.getByRole('alert');
    await expect(error).toHaveText('Incorrect code. Please try again.');
    await expect(widget.getByLabel('Digit 1 of 4')).toBeFocused();
    await expect(widget.getByText('Enter the 4 digits of the code')).toHaveCount(0);
    await expect(widget.getByRole('group', { name: 'Code from the SMS' })).toHaveAccessibleDescription('Incorrect code. Please try again.');
    // Typed again at once: every digit lands, and the right code goes on.
    await page.keyboard.type('1234');
    await expect(widget.locator('[aria-current=step]')).toContainText('Contact');
  });

  test('the panic dialog reads its question, with the break\'s length and end, and then its result', async ({ page }) => {
    await page.goto('/examples/signin-modal.html');
    await page.evaluate(() => window.casino.openSignIn());
    await signIn(dialog(page), 'player@example.com');
    await expect(dialog(page)).toContainText('Welcome, Alex!');
    // A message dialog is described by its text, too.
    await expect(dialog(page)).toHaveAccessibleDescription(/\S/);
    await page.keyboard.press('Escape');
    await expect(page.locator('casino-modal')).toHaveCount(0);
    await page.evaluate(() => window.casino.open('self-exclude'));
    await expect(dialog(page)).toHaveAccessibleName('Take a break');
    await expect(dialog(page)).toHaveAccessibleDescription(
      /^Do you want to take a break from playing for 24 hours, until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}.[AP]M\? You will be signed out at once, on this page and in your other tabs\.$/,
    );
    await expect(dialog(page).getByRole('button', { name: 'Continue playing' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Take a break' })).toBeFocused();
    await page.keyboard.press('Enter');
    const result = dialog(page).getByRole('status');
    await expect(result).toHaveText(/^You are on a break until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}.[AP]M and have been signed out\. You can sign in again after that\.$/);
    await expect(dialog(page)).toHaveAccessibleDescription(await result.innerText());
    await expect.poll(() => focused(page)).toBe('button Close'); // focus may move a moment after the result shows
  });

  test('errors say what to do: wrong credentials, maintenance (try later), a limit\'s bound in money', async ({ page, sandbox }) => {
    await page.goto('/examples/signin-inline.html');
    const widget = page.locator('casino-signin').first();
    await widget.getByLabel('Email').focus();
    await page.keyboard.type('player@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('alert')).toHaveText('The email, username or password is not right. Check them and try again, or reset your password.');
    // The notice took focus (the frame moves it there, a moment after it shows), so it is read out first.
    await expect.poll(() => focused(page)).toContain('The email, username or password is not right.');

    await sandbox('faults', { path: '/api/player/signin/v2', status: 503, code: 'Maintenance' });
    await widget.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('alert')).toHaveText('We are doing maintenance right now. Please try again later.');

    const account = await signedIn(page, '/examples/limits.html', '#limits-wide', 'rg@example.com');
    const daily = account.getByRole('form', { name: 'Daily limit' });
    await daily.getByLabel('New daily limit (EUR)').focus();
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect(daily.getByLabel('New daily limit (EUR)')).toBeFocused();
    await expect(daily.getByLabel('New daily limit (EUR)')).toHaveAccessibleDescription('Enter at least €1.00');
  });

  test('the account: Take a break from the top of the responsible-gaming tab; inline it grows, as a dialog it fits the viewport', async ({ page }) => {
    const account = await signedIn(page, '/examples/limits.html', '#limits-wide', 'rg@example.com');
    await expect(account.getByRole('heading', { name: 'Daily limit' })).toBeVisible();
    // From the tab, the first stop in the panel is the way to a break.
    await account.getByRole('tab', { name: 'Responsible gaming' }).focus();
    await page.keyboard.press('Tab');
    await expect(account.getByRole('link', { name: 'Take a break' })).toBeFocused();
    await page.keyboard.press('Enter');
    const period = account.getByRole('form', { name: 'Take a break' }).getByRole('combobox', { name: 'Block period' });
    await expect(period).toBeFocused();
    await expect(period).toBeInViewport();
    // Inline, no box scrolls inside the page: the frame is as tall as what it holds.
    const inner = await account.locator('[part=frame]').evaluate((frame) => frame.scrollHeight - frame.clientHeight);
    expect(inner).toBeLessThanOrEqual(1);

    // As a dialog on a small phone, the dialog fits the screen.
    await page.setViewportSize({ width: 320, height: 480 });
    await page.evaluate(() => window.casino.openAccount('responsible-gaming'));
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(480);
  });

  test('nothing is announced invalid before the player acts, and the inbox panel is named by its tab alone', async ({ page }) => {
    const account = await signedIn(page, '/examples/account.html', '#account-wide', 'player@example.com');
    // The tab says "Inbox, 6 unread"; its panel is "Inbox", not the count again.
    await expect(account.getByRole('tabpanel')).toHaveAccessibleName('Inbox');
    await account.getByRole('tab', { name: 'Verify' }).click();
    const type = account.getByRole('combobox', { name: 'Document type' });
    await expect(type).toBeVisible();
    // What a screen reader is told: the accessibility tree, not the attribute.
    const client = await page.context().newCDPSession(page);
    const { nodes } = (await client.send('Accessibility.getFullAXTree')) as { nodes: { name?: { value?: string }; role?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[] };
    const select = nodes.find((node) => node.role?.value === 'combobox' && node.name?.value === 'Document type');
    expect(select?.properties?.find((property) => property.name === 'invalid')?.value.value ?? 'false').toBe('false');
  });
});
