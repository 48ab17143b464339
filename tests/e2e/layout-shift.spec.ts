import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Layout shift while the widgets load and render (issue "Accessibility and flow": 0.49 at 360 px): each
// example page links casino-elements.css, which holds every widget's space until it has rendered.
// CLS is the sum of the page's layout-shift entries without recent input, measured by the browser itself
// (a PerformanceObserver), so the bound below is a layout fact, not a timing.

const PAGES = [
  'signin-inline', 'signup-mga', 'signup-sga', 'get-started', 'deposit', 'withdraw', 'account', 'cms', 'activation',
  'password-reset', 'pay-and-play', 'signup-token', 'locales', 'two-cashiers',
];

/**
 * Widgets still loading (their space held): the measure waits until every one has rendered. They are the tags
 * whose space the pages' stylesheet holds (dist/casino-elements.css, from the widget table's heights).
 */
const PENDING = [...new Set(readFileSync(new URL('../../dist/casino-elements.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  .match(/casino-[a-z-]+(?=:not\(:state\(rendered\)\))/g))].join(', ');

test.describe('layout shift at 360 px', () => {
  for (const name of PAGES) {
    test(`${name}: the widgets render without moving the page (CLS under 0.02)`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript(() => {
        const seen = { cls: 0, shifts: [] as string[] };
        (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
            if (entry.hadRecentInput) continue;
            seen.cls += entry.value;
            seen.shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((source) => source.node?.nodeName ?? '?').join(',')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`/examples/${name}.html`);
      // Every widget on the page has rendered (its custom state says so), and what it loaded is shown.
      await page.waitForFunction((selector) => {
        const widgets = Array.from(document.querySelectorAll(selector)).filter((element) => !element.closest('casino-modal'));
        return widgets.length > 0 && widgets.every((element) => element.matches(':state(rendered)'));
      }, PENDING);
      await page.waitForLoadState('networkidle');
      // Two frames: shifts are reported after the frame that painted them.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { cls, shifts } = await page.evaluate(() => (window as unknown as { layoutShift: { cls: number; shifts: string[] } }).layoutShift);
      console.log(`CLS ${name} at 360 px: ${cls.toFixed(4)}`);
      expect(cls, `layout shifts: ${shifts.join('; ')}`).toBeLessThan(0.02);
    });
  }

  test('a widget keeps the space casino-elements.css holds for it until it has rendered, then takes its own', async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The countries and currencies answer late: the sign-up is still loading meanwhile. Held until the checks of
    // the loading state are done (a 1.5 s delay could be over before a loaded machine had made them).
    void sandbox; // the seed
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let countries = 0;
    await page.route(/\/api\/countries(\?|$)/, async (route) => {
      if (countries++ === 0) await held;
      await route.continue();
    });
    await page.goto('/examples/signup-mga.html');
    const signup = page.locator('casino-signup');
    await expect(signup).toContainText('Loading…');
    expect(await signup.evaluate((element) => element.matches(':state(rendered)'))).toBe(false);
    // The widget is there and says itself what it waits for: the stylesheet's own loading dots are not shown under it.
    expect(await signup.evaluate((element) => element.matches(':state(mounted)'))).toBe(true);
    expect(await signup.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
    expect(Math.round((await signup.boundingBox())!.height)).toBe(649);
    release();
    await expect(signup.getByLabel('Email')).toBeVisible();
    await expect.poll(() => signup.evaluate((element) => element.matches(':state(rendered)'))).toBe(true);
  });
});

test.describe('while a widget\'s files are on their way', () => {
  /** The sign-in's own chunk waits until `release` is called, as on a slow or stalled connection. */
  async function holdSignInChunk(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/dist\/chunks\/signin-[\w-]{7}\.js$/, async (route) => { await released; await route.continue(); });
    return () => release();
  }
  /** The element's background as the browser computes it now (the stylesheet's dots are background gradients). */
  const background = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundImage);
  const LIT = 'rgb(128, 128, 128)';

  test('its space shows three dots lit in turn, and the form replaces them', async ({ page }) => {
    const release = await holdSignInChunk(page);
    await page.goto('/examples/signin-inline.html');
    const signIn = page.locator('casino-signin').first();
    await expect.poll(() => background(signIn)).toContain('radial-gradient');
    // Lit one after the other: one lit dot of three, and not always the same one.
    const seen = new Set<string>();
    await expect.poll(async () => {
      const image = await background(signIn);
      expect(image.split('radial-gradient').length - 1).toBe(3);
      expect(image.split(LIT).length - 1).toBe(1);
      seen.add(image);
      return seen.size;
    }, { intervals: [150] }).toBeGreaterThan(1);
    release();
    await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await background(signIn)).toBe('none');
  });

  test('a dialog whose widget is on its way shows its card with the dots, not a dimmed page alone, then the form', async ({ page }) => {
    const release = await holdSignInChunk(page);
    await page.goto('/examples/signin-modal.html');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The page's stylesheet does not reach into the overlay: the overlay styles the widget it waits for.
    const pending = page.locator('casino-modal casino-signin');
    await expect.poll(() => background(pending)).toContain('radial-gradient');
    expect(await pending.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect((await pending.boundingBox())!.height).toBeGreaterThanOrEqual(240);
    release();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await background(pending)).toBe('none');
  });

  test('a player who asks for less motion sees the three dots still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdSignInChunk(page);
    await page.goto('/examples/signin-inline.html');
    const signIn = page.locator('casino-signin').first();
    await expect.poll(() => background(signIn)).toContain('radial-gradient');
    // Every dot lit, over more than a whole turn of the moving dots (1.2 s).
    for (let sample = 0; sample < 8; sample += 1) {
      expect((await background(signIn)).split(LIT).length - 1).toBe(3);
      await page.waitForTimeout(200);
    }
    release();
    await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
