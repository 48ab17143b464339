import type { Page } from '@playwright/test';
import { GAMES_ORIGIN, dialog, expect, signIn, signInPastWelcome, test } from './fixtures.ts';

// The game floor on both platforms (examples/games.html, ?platform=realtime: only the <casino-platform> attributes
// change). The lobby is the operator's own markup, with its own Play, Demo and favourite buttons; the page moves
// itself to /casino/slots as a single-page site's router would.
const PLATFORMS = ['rest', 'realtime'] as const;

async function openLobby(page: Page, platform: string): Promise<void> {
  await page.goto(`/examples/games.html?platform=${platform}`);
  await page.evaluate(() => history.replaceState(null, '', '/casino/slots'));
}

const tile = (page: Page, name: string) => page.locator('.game-tiles').getByRole('button', { name, exact: true });
const overlay = (page: Page) => page.locator('casino-game [role=dialog]');

for (const name of PLATFORMS) {
  test.describe(`the game floor on the ${name} platform`, () => {
    test('a signed-in player opens a game at /play/{id}; Back closes it; last played lists it first', async ({ page }) => {
      await openLobby(page, name);
      await signInPastWelcome(page, page.locator('casino-signin'), 'player@example.com');
      await expect(dialog(page)).toHaveCount(0);
      await tile(page, 'Play Starburst').click();
      await expect(overlay(page)).toBeVisible();
      await expect(page).toHaveURL(/\/play\/starburst$/);
      const game = page.frameLocator('casino-game iframe');
      await expect(game.locator('#game-id')).toHaveText('starburst');
      await expect(game.locator('#game-mode')).toHaveText('real');
      expect(await page.locator('casino-game iframe').getAttribute('src')).toContain(GAMES_ORIGIN);
      await page.goBack();
      await expect(overlay(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/casino\/slots$/);
      await expect(page.locator('casino-last-played [part~=game]').first()).toContainText('Starburst');
    });

    test('a visitor opens the demo; real play asks to sign in, then opens the game', async ({ page }) => {
      await openLobby(page, name);
      await tile(page, 'Demo Starburst').click();
      await expect(page.frameLocator('casino-game iframe').locator('#game-mode')).toHaveText('demo');
      await page.keyboard.press('Escape');
      await expect(overlay(page)).toHaveCount(0);
      await tile(page, 'Play Starburst').click();
      const signin = page.locator('casino-modal casino-signin');
      await expect(page).toHaveURL(/\/casino\/slots$/);
      await expect(signin.getByLabel('Email')).toBeVisible();
      await signIn(signin, 'player@example.com');
      // The sign-in's welcome first, with no game under it; the game once it is closed.
      await expect(dialog(page)).toContainText('Welcome');
      await expect(overlay(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.frameLocator('casino-game iframe').locator('#game-mode')).toHaveText('real');
      await expect(page).toHaveURL(/\/play\/starburst$/);
      await page.goBack();
      await expect(overlay(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/casino\/slots$/);
    });

    test('a favourite toggled on a tile is listed after a reload; a refused toggle is put back with a notice', async ({ page, sandbox }) => {
      await openLobby(page, name);
      await signInPastWelcome(page, page.locator('casino-signin'), 'player@example.com');
      await expect(dialog(page)).toHaveCount(0);
      await tile(page, 'Favourite Book of Dead').click();
      await expect(page.locator('casino-favourites [part~=game]')).toContainText('Book of Dead');
      await openLobby(page, name); // a reload: the session stays in the tab
      const row = page.locator('casino-favourites [part~=game]');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Book of Dead');
      const path = name === 'rest' ? '/api/casino/remove-favorite/book-of-dead' : null;
      if (path) await sandbox('faults', { path, status: 503, times: 1 });
      else await sandbox('faults', { path: `/v1/player/${await playerId(page)}/favorites/book-of-dead`, status: 503, times: 1 });
      await row.getByRole('button', { name: 'Favourite: Book of Dead' }).click();
      await expect(page.locator('casino-favourites [role=alert]')).toContainText('Your favourites were not changed');
      await expect(row.getByRole('button', { name: 'Favourite: Book of Dead' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
}

/** The signed-in player's id on the realtime platform's HTTP API (its favourites' path names it). */
async function playerId(page: Page): Promise<string> {
  const favourites = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((url) => /\/v1\/player\/[^/]+\/favorites/.test(url)));
  const found = favourites?.match(/\/v1\/player\/([^/]+)\/favorites/)?.[1];
  if (!found) throw new Error('No favourites request to read the player id from.');
  return found;
}
