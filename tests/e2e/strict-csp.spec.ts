import { expect, test, watchCsp } from './fixtures.ts';

// examples/trusted-types.html (default-src 'self'; script-src 'self'; style-src 'self'; Trusted Types required) with
// server HTML made of the vectors that made such a page report violations, though nothing ran: style attributes
// and elements, a handler hidden from the HTML reading by a CDATA section, one inside a MathML title, an SVG
// script. Through the terms (SafeHtml), the page reports none. The whole corpora run in
// tests/browser/strict-csp.test.ts.
const HOSTILE = [
  '<p style="color:red">Styled <b STYLE=x>terms</b></p>',
  '<style>p { color: red }</style><p>After a style.</p>',
  '<img src=x onerror=alert(1)>',
  '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(2)//"></svg>',
  '<math><title><img src=x onerror=alert(3)></title></math>',
  '<svg><script>alert(4)</script></svg>',
  '<p>The end of the terms.</p>',
].join('\n');

test('server HTML full of vectors reports no violation on a strict page with Trusted Types', async ({ page, sandbox }) => {
  await sandbox('documents', { type: 'TermsAndConditions', content: HOSTILE });
  const violations = await watchCsp(page);
  await page.addInitScript(() => {
    Object.assign(window, { alerts: 0, alert: () => Object.assign(window, { alerts: (window as unknown as { alerts: number }).alerts + 1 }) });
  });
  await page.goto('/examples/trusted-types.html');
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('casino-terms')));
  const terms = page.locator('casino-terms');
  await expect(terms.locator('.safe-html')).toContainText('The end of the terms.');
  await expect(terms.locator('.safe-html')).toContainText('Styled terms');
  await page.waitForTimeout(300);
  expect(await violations()).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { alerts: number }).alerts)).toBe(0);
  // Not a vacuous zero: this page does report a style attribute written by script.
  await page.evaluate(() => document.body.setAttribute('style', 'color: red'));
  await expect.poll(violations).toEqual([expect.stringContaining('style-src')]);
});
