// Bonus texts from the content service (spec 002 §7.4): the sandbox's Contentful-shaped space at /cms, configured
// by the example page in code. The selector and the bonuses tab show an entry's title and description in the page's
// language, switched live; the hostile part of an entry renders harmlessly; a failing service leaves the backend's.
import type { Locator, Page } from '@playwright/test';
import { axe, expect, signInPastWelcome, test } from './fixtures.ts';

const ENTRIES = '/cms/spaces/sandbox-space/environments/master/entries';

async function open(page: Page, email: string): Promise<void> {
  await page.goto('/examples/bonus-content.html');
  await signInPastWelcome(page, page.locator('#signin'), email);
}

const language = (page: Page, locale: string) => page.getByLabel("The page's language").selectOption(locale);

function offer(selector: Locator, title: string): Locator {
  return selector.locator('.bonus').filter({ hasText: title });
}

test.describe('bonus texts from the content service', () => {
  test('the bonus selector shows the entries in English and in Swedish, their hostile parts harmless', async ({ page }) => {
    await open(page, 'bonus@example.com');
    const selector = page.locator('#bonus-selector');
    const welcome = offer(selector, 'Welcome offer: double your first deposit');
    await expect(welcome).toContainText('We match your first deposit 100% up to €100.');
    await expect(welcome.locator('strong')).toHaveText('100%');
    await expect(welcome.getByRole('link', { name: 'Bonus terms' })).toHaveAttribute('target', '_blank');
    await expect(welcome.getByRole('link', { name: 'Bonus terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(welcome.locator('img.bonus-image')).toHaveAttribute('src', /\/examples\/bonus-welcome\.svg$/);
    // The button is still named by its offer, now the entry's title.
    await expect(welcome.getByRole('button', { name: 'Claim Welcome offer: double your first deposit' })).toBeVisible();
    // No entry: the backend's own name.
    await expect(offer(selector, 'VIP reload 25%')).toBeVisible();
    const spins = offer(selector, '50 free spins on Starburst');
    await expect(spins).toContainText('Read the terms.');
    await expect(spins.locator('a')).toHaveCount(0);
    await expect(spins).not.toContainText('__casinoXss');
    expect(await page.evaluate(() => (window as unknown as { __casinoXss?: string }).__casinoXss)).toBeUndefined();
    expect(await axe(page, '#bonus-selector')).toEqual([]);

    await language(page, 'sv');
    const välkommen = offer(selector, 'Välkomsterbjudande: dubbla din första insättning');
    await expect(välkommen).toContainText('Vi matchar din första insättning med 100 % upp till 100 €.');
    await expect(offer(selector, '50 gratissnurr på Starburst')).toContainText('Läs villkoren.');
    await expect(selector.getByRole('button', { name: 'Fortsätt utan bonus' })).toBeVisible();
    await page.screenshot({ path: 'test-results/bonus-content-selector-sv.png', fullPage: true });
  });

  test('the account\'s bonuses tab shows the entries in Swedish and in English, the backend\'s texts where there is none', async ({ page }) => {
    await open(page, 'player@example.com');
    await language(page, 'sv');
    const bonuses = page.locator('#account .bonus-list');
    const welcome = bonuses.locator('.bonus').filter({ has: page.getByRole('heading', { name: 'Välkomsterbjudande: dubbla din första insättning' }) });
    await expect(welcome).toContainText('Omsättningskrav 35 gånger');
    // No Swedish description in the space: its fallback, English.
    await expect(bonuses.locator('.bonus').filter({ hasText: 'Påfyllning: 50 % extra på nästa insättning' })).toContainText('Half as much again, up to €50.');
    await expect(bonuses).toContainText('Cash back 10%');
    await page.screenshot({ path: 'test-results/bonus-content-account-sv.png', fullPage: true });
    await language(page, 'en');
    await expect(bonuses.getByRole('heading', { name: 'Welcome offer: double your first deposit' })).toBeVisible();
    await expect(bonuses).toContainText('Wagering 35 times');
    expect(await axe(page, '#account')).toEqual([]);
  });

  test('a content service that fails leaves the backend\'s own texts, and no error for the player', async ({ page, sandbox }) => {
    await sandbox('faults', { path: ENTRIES, status: 503, times: 0 });
    await open(page, 'bonus@example.com');
    const selector = page.locator('#bonus-selector');
    await expect(offer(selector, '100% up to €100')).toBeVisible();
    await expect.poll(async () => ((await sandbox(`requests?path=${ENTRIES}`)) as { requests: unknown[] }).requests.length).toBeGreaterThan(0);
    await expect(selector.getByRole('button', { name: 'Claim 100% up to €100' })).toBeVisible();
    await expect(selector).not.toContainText('Welcome offer');
    await expect(selector.getByRole('alert')).toHaveCount(0);
  });
});
