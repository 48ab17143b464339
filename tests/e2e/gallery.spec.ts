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

test('every state of the gallery renders in Spanish: every widget in es-ES, no English text left, axe clean', async ({ page, sandbox }) => {
  void sandbox;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // English source texts whose Spanish differs (long enough not to be a name or a code): none may show.
  const { default: PO } = await import('pofile');
  const { readFileSync } = await import('node:fs');
  const catalog = PO.parse(readFileSync(new URL('../../i18n/locales/es-ES.po', import.meta.url), 'utf8'));
  const english = catalog.items
    .filter((item) => item.msgid.length >= 14 && !/[{<]/.test(item.msgid) && item.msgstr[0] && item.msgstr[0] !== item.msgid)
    .map((item) => item.msgid);
  await page.goto('/examples/gallery.html?locale=es-ES');
  const states = await page.evaluate(async (url) => ((await import(url)) as { GALLERY_STATES: GalleryState[] }).GALLERY_STATES, '/examples/gallery-states.js');
  test.setTimeout(30_000 + states.length * 6_000);
  const failures: string[] = [];
  for (const state of states) {
    await page.goto(`/examples/gallery.html?state=${state.id}&locale=es-ES`);
    await expect(page.locator('html[data-gallery-ready]')).toHaveCount(1, { timeout: 20_000 });
    // The widgets' own texts: server-provided content (terms, inbox messages, bonus descriptions) is the operator's.
    const shown = await page.locator('.gallery-stage > *').evaluateAll((elements) => elements.map((element) => {
      const root = element.shadowRoot?.querySelector<HTMLElement>('.casino-root');
      const own = root?.cloneNode(true) as HTMLElement | undefined;
      for (const content of own?.querySelectorAll('.safe-html') ?? []) content.remove();
      return { lang: root?.getAttribute('lang') ?? null, text: own?.textContent ?? '' };
    }));
    for (const { lang, text } of shown) {
      if (lang !== null && lang !== 'es-ES') failures.push(`${state.id}: lang ${lang}`);
      const left = english.filter((source) => text.includes(source));
      if (left.length > 0) failures.push(`${state.id}: English ${JSON.stringify(left)}`);
    }
    const violations = await axe(page);
    if (violations.length > 0) failures.push(`${state.id}: ${violations.join('; ')}`);
  }
  expect(failures).toEqual([]);
});
