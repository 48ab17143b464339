// The gallery (examples/gallery.html) is living documentation and the fixture list of one axe run: every state
// its module lists (examples/gallery-states.js) is opened as a visitor would, set up from the sandbox's seed,
// and axe must find no WCAG 2.2 A/AA violation in any of them. Then the theme page: every token's control
// changes the widgets live, and the scheme switch pins the dark scheme.
import { axe, expect, test, watchCsp } from './fixtures.ts';

interface GalleryState { id: string; title: string; markup: string }

test('axe finds no violation in any state of the gallery', async ({ page, sandbox }) => {
  void sandbox; // each state resets the sandbox itself
  const cspViolations = await watchCsp(page);
  // Dialogs fade in (0.12 s): axe would measure a button's contrast half-way through the fade. With reduced
  // motion they appear at once, as they finally look.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/examples/gallery.html');
  // The page's own list, as the gallery reads it.
  const states = await page.evaluate(async (url) => ((await import(url)) as { GALLERY_STATES: GalleryState[] }).GALLERY_STATES, '/examples/gallery-states.js');
  expect(states.length).toBeGreaterThan(25);
  test.setTimeout(30_000 + states.length * 6_000);
  const failures: string[] = [];
  for (const state of states) {
    await page.goto(`/examples/gallery.html?state=${state.id}`);
    await expect(page.locator('html[data-gallery-ready]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('.gallery-stage > *')).toHaveCount((state.markup.match(/<casino-[\w-]+/g) ?? []).length);
    const violations = await axe(page);
    if (violations.length > 0) failures.push(`${state.id}: ${violations.join('; ')}`);
  }
  expect(failures).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test('the theme page: a token set by its control reaches the widgets live, and "always dark" pins the dark scheme', async ({ page }) => {
  const cspViolations = await watchCsp(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/examples/theme.html');
  const signIn = page.locator('.theme-preview casino-signin');
  await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const primary = () => signIn.getByRole('button', { name: 'Sign in' }).evaluate((button) => getComputedStyle(button).backgroundColor);
  const frame = () => signIn.locator('[part~="frame"]').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await primary()).toBe('rgb(10, 122, 62)'); // --casino-accent's default
  await page.getByLabel('--casino-accent', { exact: true }).fill('#5b2ee0');
  await expect.poll(primary).toBe('rgb(91, 46, 224)');
  expect(await frame()).toBe('rgb(255, 255, 255)');
  await page.getByLabel('Always dark').check();
  await expect.poll(frame).toBe('rgb(22, 25, 29)'); // --casino-background-dark's default, with the system light
  await expect(page.getByLabel('--casino-background-dark')).toHaveValue('#16191d');
  // The defaults pass axe in the pinned dark scheme (a visitor's own colours may not: theirs to choose).
  await page.getByRole('button', { name: 'Reset the tokens' }).click();
  await expect.poll(primary).toBe('rgb(76, 214, 138)');
  expect(await axe(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});
