// What a widget's first render runs of what it loads (Chromium's JS coverage through Playwright): per file, the
// bytes loaded and the bytes of the functions that ran, for <casino-signin> (or the tag given) alone on a page
// for a new visitor. Where to cut: a file loaded but barely run is a part the first render does not need.
// Needs a build. `node --import ./scripts/register-ts.mjs scripts/first-render-coverage.mjs [casino-signin] [options]`
// A signed-in player's first render (the account, the deposit): `--player=player@example.com` signs that seeded
// player in first (the page then starts with the session, as a reload does); `--attributes='bonus-code="X"'` adds
// attributes to the tag. The page's platform names the sandbox's cashier (a frame created, never loaded here).
// `--signed-in` is `--player=player@example.com`. `--modules`: per source module of each file (from its source map),
// the bytes not run, and those gzipped alone (about what a cut saves).
import { createServer } from 'node:http';
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import sourceMap from 'source-map-js';
import { SEED_PASSWORD } from '../sandbox/seed.ts';
import { createSandboxApp } from '../sandbox/server.ts';
import { CHROMIUM_ARGS, ensureChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const tag = args.find((arg) => !arg.startsWith('--')) ?? 'casino-signin';
const player = option('player') ?? (args.includes('--signed-in') ? 'player@example.com' : undefined);
const perModule = args.includes('--modules');
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
    return { file: new URL(entry.url).pathname.replace(/^\/dist\/(chunks\/)?/, ''), path: new URL(entry.url).pathname.slice(1), loaded: entry.source.length, used, ran, source: entry.source };
  }).sort((a, b) => b.loaded - a.loaded);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`.padStart(9);
  console.log(`<${tag}>'s first render${player ? `, ${player} signed in` : ''}: bytes loaded against bytes run (raw, minified)\n${'file'.padEnd(36)}${'loaded kB'.padStart(9)}${'run kB'.padStart(9)}${'run'.padStart(7)}`);
  for (const row of rows) console.log(`${row.file.padEnd(36)}${kb(row.loaded)}${kb(row.used)}${`${Math.round((100 * row.used) / row.loaded)} %`.padStart(7)}`);
  const loaded = rows.reduce((sum, row) => sum + row.loaded, 0);
  const used = rows.reduce((sum, row) => sum + row.used, 0);
  console.log(`${'total'.padEnd(36)}${kb(loaded)}${kb(used)}${`${Math.round((100 * used) / loaded)} %`.padStart(7)}`);
  if (perModule) {
    // Per source module: its minified bytes, those that did not run, and those gzipped alone (what a cut saves, about).
    console.log(`\nper source module, the bytes loaded but not run (raw; gzip of those bytes alone)\n${'module'.padEnd(64)}${'loaded'.padStart(8)}${'not run'.padStart(9)}${'gzip'.padStart(7)}`);
    const modules = [];
    for (const row of rows) {
      let map;
      try { map = JSON.parse(readFileSync(`${row.path}.map`, 'utf8')); } catch { continue; }
      const consumer = new sourceMap.SourceMapConsumer(map);
      const lineStarts = [0];
      for (let at = row.source.indexOf('\n'); at >= 0; at = row.source.indexOf('\n', at + 1)) lineStarts.push(at + 1);
      const mappings = [];
      consumer.eachMapping((mapping) => mappings.push(mapping));
      const offset = (mapping) => lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
      mappings.sort((a, b) => offset(a) - offset(b));
      const per = new Map();
      for (let index = 0; index < mappings.length; index++) {
        const start = offset(mappings[index]);
        const end = index + 1 < mappings.length ? offset(mappings[index + 1]) : row.source.length;
        const name = (mappings[index].source ?? '(none)').replace(/^(\.\.\/)+/, '');
        const module = per.get(name) ?? { loaded: 0, unrun: '' };
        module.loaded += end - start;
        for (let at = start; at < end; at++) if (!row.ran[at]) module.unrun += row.source[at];
        per.set(name, module);
      }
      for (const [name, module] of per) modules.push({ name: `${row.file.replace(/-[\w-]{7}\.js$/, '')}: ${name}`, loaded: module.loaded, unrun: module.unrun.length, gzip: module.unrun ? gzipSync(module.unrun).length : 0 });
    }
    for (const module of modules.sort((a, b) => b.gzip - a.gzip).filter((module) => module.unrun > 0).slice(0, 200)) {
      console.log(`${module.name.slice(0, 63).padEnd(64)}${String(module.loaded).padStart(8)}${String(module.unrun).padStart(9)}${String(module.gzip).padStart(7)}`);
    }
  }
} finally {
  await browser.close();
  server.close();
  rmSync('dist/coverage', { recursive: true, force: true });
}
