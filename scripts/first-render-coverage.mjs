// What a widget's first render runs of what it loads (Chromium's JS coverage through Playwright): per file, the
// bytes loaded and the bytes of the functions that ran, for <casino-signin> (or the tag given) alone on a page
// for a new visitor. Where to cut: a file loaded but barely run is a part the first render does not need.
// Needs a build. `node --import ./scripts/register-ts.mjs scripts/first-render-coverage.mjs [casino-signin]`
// A signed-in player's first render (the account, the deposit): `--player=player@example.com` signs that seeded
// player in first (the page then starts with the session, as a reload does); `--attributes='bonus-code="X"'` adds
// attributes to the tag. The page's platform names the sandbox's cashier (a frame created, never loaded here).
import { createServer } from 'node:http';
import { writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { chromium } from 'playwright';
import { SEED_PASSWORD } from '../sandbox/seed.ts';
import { createSandboxApp } from '../sandbox/server.ts';
import { CHROMIUM_ARGS, ensureChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const tag = args.find((arg) => !arg.startsWith('--')) ?? 'casino-signin';
const player = option('player');
const attributes = option('attributes') ?? '';
const app = createSandboxApp({});
const server = createServer((req, res) => app.handle(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
mkdirSync('dist/coverage', { recursive: true });
writeFileSync('dist/coverage/page.html', `<!doctype html><meta charset="utf-8"><title>coverage</title><link rel="stylesheet" href="/dist/casino-elements.css"><script type="module" src="/dist/casino-elements.js"></script><casino-platform platform="rest" api-url="/api" jurisdiction="mga" locale="en" merchant-id="100000001" cashier-environment="development" cashier-url="${origin}/coverage-cashier/"></casino-platform><${tag} ${attributes}></${tag}>`);

/** A seeded player's session, as the sign-in form would start it. */
async function signIn(email) {
  const response = await fetch(`${origin}/api/player/signin/v2`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Username: email, Password: SEED_PASSWORD, Jurisdiction: 'MGA', Platform: 'desktop' }),
  });
  if (!response.ok) throw new Error(`coverage: ${email} could not sign in (${response.status})`);
  return (await response.json()).SessionId;
}
const sessionId = player ? await signIn(player) : undefined;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  if (sessionId) await page.addInitScript((id) => sessionStorage.setItem('casino-elements.session', id), sessionId);
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(`${origin}/dist/coverage/page.html`);
  await page.waitForFunction((name) => document.querySelector(name)?.matches(':state(mounted)'), tag);
  await page.waitForLoadState('networkidle');
  const entries = await page.coverage.stopJSCoverage();
  const rows = entries.filter((entry) => new URL(entry.url).pathname.startsWith('/dist/')).map((entry) => {
    // Byte ranges that ran: a function's range counted when it ran, minus the ranges inside it that did not.
    const ran = new Uint8Array(entry.source.length);
    for (const fn of entry.functions) for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    const used = ran.reduce((sum, byte) => sum + byte, 0);
    return { file: new URL(entry.url).pathname.replace(/^\/dist\/(chunks\/)?/, ''), loaded: entry.source.length, used };
  }).sort((a, b) => b.loaded - a.loaded);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`.padStart(9);
  console.log(`<${tag}>'s first render${player ? `, ${player} signed in` : ''}: bytes loaded against bytes run (raw, minified)\n${'file'.padEnd(36)}${'loaded kB'.padStart(9)}${'run kB'.padStart(9)}${'run'.padStart(7)}`);
  for (const row of rows) console.log(`${row.file.padEnd(36)}${kb(row.loaded)}${kb(row.used)}${`${Math.round((100 * row.used) / row.loaded)} %`.padStart(7)}`);
  const loaded = rows.reduce((sum, row) => sum + row.loaded, 0);
  const used = rows.reduce((sum, row) => sum + row.used, 0);
  console.log(`${'total'.padEnd(36)}${kb(loaded)}${kb(used)}${`${Math.round((100 * used) / loaded)} %`.padStart(7)}`);
} finally {
  await browser.close();
  server.close();
  rmSync('dist/coverage', { recursive: true, force: true });
}
