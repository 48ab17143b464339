import type { Locator, Page } from '@playwright/test';
import { settleAnimations } from '../support/settle-animations.ts';
import { dialog, expect, test } from './fixtures.ts';

// Forced colours (Windows high contrast) replace the page's colours with the player's palette. What must stay
// readable is checked on the pixels the browser paints, in both palettes: a label drawn in the colour of its own
// backplate passes every style check and is still a solid block on screen.

type Rect = { x: number; y: number; width: number; height: number };
type Rgb = [number, number, number];

/** The colours in a clip of the screen: the commonest one, and the share of pixels that stand out from it. */
async function colours(page: Page, clip: Rect): Promise<{ dominant: Rgb; ink: number }> {
  const png = (await page.screenshot({ clip })).toString('base64');
  const pixels = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, png);
  const counts = new Map<string, number>();
  const list: Rgb[] = [];
  for (let i = 0; i < pixels.length; i += 4) {
    const rgb: Rgb = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    list.push(rgb);
    counts.set(rgb.join(), (counts.get(rgb.join()) ?? 0) + 1);
  }
  const dominant = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0].split(',').map(Number) as Rgb;
  const standing = list.filter((rgb) => contrast(rgb, dominant) >= 3).length;
  return { dominant, ink: standing / list.length };
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The box of an element's text (where the label is drawn), a pixel inside it. */
async function textBox(element: Locator): Promise<Rect> {
  const box = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  return { x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2 };
}

/** A button whose label is readable: its text box holds glyph pixels that contrast with what is behind them. */
async function expectReadableLabel(page: Page, button: Locator, name: string): Promise<void> {
  await expect(button).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(settleAnimations);
  const label = await colours(page, await textBox(button));
  expect(label.ink, `${name}: share of label pixels that stand out from the label's background`).toBeGreaterThan(0.04);
  // The button itself stands out from the page around it (its edge or its fill).
  const box = (await button.boundingBox())!;
  const edge = await colours(page, { x: box.x - 3, y: box.y + box.height / 2 - 2, width: 8, height: 4 });
  expect(edge.ink, `${name}: the button's edge`).toBeGreaterThan(0.1);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`forced colours, ${colorScheme} palette`, () => {
    // forcedColors is a browser-context option (Playwright's test options do not list it).
    test.use({ contextOptions: { forcedColors: 'active' }, colorScheme });
    test.beforeEach(async ({ page }) => {
      await page.goto('/examples/index.html');
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), 'forced colours emulated').toBe(true);
    });

    test('primary and secondary buttons have readable labels, and the dialog has an edge', async ({ page }) => {
      await page.goto('/examples/signin-modal.html');
      await page.waitForFunction(() => 'casino' in window);
      await page.evaluate(() => window.casino.openSignIn());
      await expectReadableLabel(page, dialog(page).getByRole('button', { name: 'Sign in' }), 'Sign in (primary)');

      // The dialog's edge: its border against the dimmed page around it.
      await page.evaluate(settleAnimations);
      const frame = (await dialog(page).boundingBox())!;
      const edge = await colours(page, { x: frame.x - 2, y: frame.y + 40, width: 6, height: 20 });
      expect(edge.ink, 'the dialog edge').toBeGreaterThan(0.1);

      await page.evaluate(() => window.casino.open('message', { kind: 'activation-required' }));
      await expectReadableLabel(page, dialog(page).getByRole('button', { name: 'Activate account' }), 'Activate account (primary)');
      await expectReadableLabel(page, dialog(page).locator('.actions').getByRole('button', { name: 'Close' }), 'Close (secondary)');
    });

    test('the sign-up step bars stay visible', async ({ page }) => {
      await page.goto('/examples/signup-mga.html');
      const widget = page.locator('casino-signup');
      await expect(widget.getByLabel('Email')).toBeVisible();
      await expectReadableLabel(page, widget.getByRole('button', { name: 'Continue' }), 'Continue (primary)');
      const steps = widget.locator('.stepper li');
      for (const index of [0, 1]) {
        const step = (await steps.nth(index).boundingBox())!;
        // The bar is the step's first 4 px; the 4 px under it are the frame's background.
        const bar = await colours(page, { x: step.x + 2, y: step.y, width: step.width - 4, height: 4 });
        const under = await colours(page, { x: step.x + 2, y: step.y + 4, width: step.width - 4, height: 3 });
        expect(contrast(bar.dominant, under.dominant), `step ${index + 1}'s bar against the frame`).toBeGreaterThanOrEqual(2);
      }
    });
  });
}
