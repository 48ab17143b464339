import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

// The content elements with hostile provider HTML: every vector of the public XSS corpora in one privacy policy,
// and the provider framework's license logos (a script and an onerror handler in its markup). Nothing runs, no
// form control or style is left, and the documents follow the page's language.
const VECTORS = ['h5sc.json', 'dompurify-fixtures.json']
  .flatMap((name) => JSON.parse(readFileSync(new URL(`../fixtures/xss/${name}`, import.meta.url), 'utf8')) as Array<{ vector: string }>)
  .map((entry) => entry.vector);

/** What is left in a content element's content that could run, submit or restyle. */
const LEFT = `script, style, [style], form, input, button, textarea, select, iframe, object, embed, [onerror], [onload], [onclick], a[href^="javascript"]`;

test('content elements: hostile provider HTML runs nothing and leaves no form or style; documents follow the page\'s language', async ({ page, sandbox }) => {
  await sandbox('documents', { type: 'PrivacyPolicy', content: `<h2>Privacy Policy</h2>${VECTORS.join('\n')}` });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/examples/content.html');
  const privacy = page.locator('#privacy');
  await expect(privacy.locator('.content-text h2')).toHaveText('Privacy Policy');
  await expect(page.locator('#cookies .content-text')).toContainText('Cookie Policy');
  // Touched as a player would: every link and image hovered and focused.
  await privacy.locator('.content-text').evaluate((content) => {
    for (const element of content.querySelectorAll<HTMLElement>('*')) {
      for (const type of ['mouseover', 'focus']) element.dispatchEvent(new Event(type, { bubbles: true }));
    }
  });
  expect(await privacy.locator('.content-text').evaluate((content, selector) => content.querySelectorAll(selector).length, LEFT)).toBe(0);
  // On REST the provider's content is not there: its elements take no space and say nothing.
  await expect(page.locator('#license-logos')).toHaveJSProperty('offsetHeight', 0);
  await expect(page.locator('#license-logos .frame')).toHaveCount(0);

  await page.getByLabel('The page\'s language:').selectOption('sv');
  await expect.poll(async () => {
    const log = (await sandbox(`requests?path=${encodeURIComponent('/api/content/getdocument')}`)) as { requests: Array<{ query: string }> };
    return log.requests.filter((request) => new URLSearchParams(request.query).get('language') === 'sv').length;
  }).toBe(3);
  await expect(page.locator('#cookies .content-text')).toContainText('Cookie Policy');

  await page.goto('/examples/framework.html');
  const logos = page.locator('#license-logos');
  await expect(logos.getByRole('img', { name: 'UK Gambling Commission' })).toBeVisible();
  await expect(logos.getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(page.locator('#about-us .content-text')).toContainText('Sandbox Casino is run by');
  expect(await logos.locator('.content-text').evaluate((content, selector) => content.querySelectorAll(selector).length, LEFT)).toBe(0);
  expect(await page.evaluate(() => [(window as { __asgFooterScriptRan?: boolean }).__asgFooterScriptRan, (window as { __asgFooterHandlerRan?: boolean }).__asgFooterHandlerRan])).toEqual([undefined, undefined]);
  expect(dialogs).toBe(0);
});
