// Following only docs/integration.md: the library on a CDN-like origin of its own (serving dist/ with the
// headers the guide lists, CORS included), the page on a third origin with the guide's Content Security Policy
// (sections 1 and 3, the example origins replaced by this run's), the sandbox as the operator's API on its own
// origin. The page signs in, deposits through the sandbox cashier and shows the account, with 0 violations.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASHIER_ORIGIN as CASHIER, dialog, expect, IDENTITY_PROVIDER_ORIGIN, listenFor, SANDBOX_ORIGIN, signIn, test } from './fixtures.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The guide's CDN address names the package's version.
const VERSION_PATH = `/casino-elements/${(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version}/`;
const GUIDE = readFileSync(path.join(ROOT, 'docs/integration.md'), 'utf8');

/** The first fenced block of `language` after `marker` in the guide, as written there. */
function guideBlock(marker: string, language: string): string {
  const from = GUIDE.indexOf(marker);
  const block = from < 0 ? null : new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(GUIDE.slice(from));
  if (!block) throw new Error(`docs/integration.md has no ${language} block after "${marker}"`);
  return block[1]!;
}
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.html': 'text/html; charset=utf-8' };

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let cdn: Server;
let site: Server;
let cdnRequests: string[] = [];
let csp = '';

test.beforeAll(async () => {
  // The CDN: dist/ as built, with section 1's headers (the type, CORS for every file, caching by name).
  cdn = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn.invalid');
    cdnRequests.push(url.pathname);
    const relative = url.pathname.startsWith(VERSION_PATH) ? url.pathname.slice(VERSION_PATH.length) : null;
    const file = relative && !relative.includes('..') ? path.join(ROOT, 'dist', relative) : null;
    res.setHeader('Access-Control-Allow-Origin', '*');
    readFile(file ?? '/nonexistent').then((body) => {
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file!)] ?? 'application/octet-stream',
        'Cache-Control': relative!.startsWith('chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(body);
    }, () => {
      res.writeHead(404);
      res.end();
    });
  });
  const api = SANDBOX_ORIGIN;
  // The operator's page, on its own origin, with the guide's CSP: the complete example of section 3 as written,
  // its example origins replaced by this run's (the CDN, the API, the development cashier, the identity provider).
  const origins: Array<[string, string]> = [
    ['https://cdn.example.com', originOf(cdn)], ['https://api.example.com', api], ['https://api.paymentiq.io', CASHIER],
    ['https://idp.example.com', IDENTITY_PROVIDER_ORIGIN], ['https://images.example.com', api],
  ];
  const localize = (text: string) => origins.reduce((result, [example, actual]) => result.replaceAll(example, actual), text);
  csp = localize(guideBlock('A complete example for a page on', '').replace(/\s*\n\s*/g, ' ').trim());
  // Section 1's tags, as written, pointing at this run's CDN.
  const tags = localize(guideBlock("## 1. Serve it", "html"));
  const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Operator site</title>
${tags}</head>
<body>
  <main>
    <h1>Operator site</h1>
    <casino-platform platform="rest" api-url="${api}/api" jurisdiction="mga" locale="en" merchant-id="100000001" cashier-environment="development" cashier-url="${CASHIER}"></casino-platform>
    <casino-signin hide-close></casino-signin>
    <casino-deposit></casino-deposit>
    <casino-account tab="history" hide-close></casino-account>
  </main>
</body>
</html>`;
  site = await listen((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' });
    res.end(page);
  });
});

test.afterAll(async () => {
  await Promise.all([cdn, site].map((server) => new Promise((resolve) => server?.close(resolve))));
});

test('a page on another origin than the library signs in, deposits through the sandbox cashier and shows the account, with 0 CSP violations', async ({ page, sandbox }) => {
  void sandbox; // the seed
  cdnRequests = [];
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(line: string): Promise<void> }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(originOf(site));

  await signIn(page.locator('casino-signin'), 'player@example.com');
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('casino-signin [data-balance]')).toHaveText('€270.00');

  const cashier = page.frameLocator('casino-deposit iframe.cashier-frame');
  await expect(page.locator('casino-deposit iframe.cashier-frame')).toHaveAttribute('src', new RegExp(`^${CASHIER}/paymentiq/cashier\\?`));
  const success = await listenFor(page, 'casino-deposit-success', 'casino-deposit'); // listening before Pay is pressed
  await cashier.getByLabel('Amount (EUR)').fill('37');
  await cashier.getByRole('button', { name: 'Pay' }).click();
  expect(await success()).toMatchObject({ amount: 37, currency: 'EUR' });
  await expect(page.locator('casino-signin [data-balance]')).toHaveText('€307.00');

  // The account, on its history tab: the deposit just made.
  const account = page.locator('casino-account');
  await expect(account.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(account.locator('[part~="transactions"]')).toContainText('37.00');

  expect(violations, csp).toEqual([]);
  // Everything came from the CDN: the entry, its chunks, the stylesheet.
  expect(cdnRequests).toContain(`${VERSION_PATH}casino-elements.js`);
  expect(cdnRequests).toContain(`${VERSION_PATH}casino-elements.css`);
  expect(cdnRequests.some((request) => request.startsWith(`${VERSION_PATH}chunks/`))).toBe(true);
  expect(violations, csp).toEqual([]);
});
