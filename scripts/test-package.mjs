// `npm run test:package`: the package as an integrator gets it, apart from `npm test` (it installs from the
// registry, so it takes minutes). It packs the built package (run `npm run build` first), checks what the
// tarball holds and that `npm publish --dry-run` passes, installs the tarball alone into a fresh project
// (one package, its size) and imports it in plain Node, type-checks a Vue 3 single-file component with vue-tsc in
// a fresh Vue project, then installs it into a fresh Vite + React 19 app:
// type-checks its TSX, builds it, serves it beside the sandbox's /api and drives it in Chromium (sign in and
// hear casino-signed-in through the React component; a plain tag given hideClose before the library loaded
// shows no close button), then into a fresh Next.js 16 app: `next build`, the server's HTML holds the tags, and
// the hydrated page signs in and hears casino-signed-in. Ends with the line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, ensureTestChromium } from './find-chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'casino-package-'));
const results = [];
const facts = {};

function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-4000)}`))));
  });
}

async function step(name, body) {
  const started = Date.now();
  try {
    await body();
    results.push(true);
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push(false);
    console.log(`✖ ${name}\n${String(error?.stack ?? error).replace(/^/gm, '    ')}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** A port nothing listens on now (next start needs one named). */
const freePort = () => new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

const sizeOf = (folder) => readdirSync(folder, { recursive: true }).reduce((sum, file) => {
  const info = statSync(path.join(folder, String(file)));
  return sum + (info.isFile() ? info.size : 0);
}, 0);
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

let tarball = null;
const NPM_QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

await step('npm pack: the tarball holds only dist files, the manifest, README, LICENSE and CHANGELOG', async () => {
  const [packed] = JSON.parse(await run('npm', ['pack', '--json', '--pack-destination', work, '--loglevel=error'], ROOT));
  tarball = path.join(work, packed.filename);
  const allowed = /^(dist\/.+|custom-elements\.json|README\.md|LICENSE|CHANGELOG\.md|package\.json)$/;
  const strays = packed.files.map((file) => file.path).filter((file) => !allowed.test(file));
  assert(strays.length === 0, `files an integrator does not need: ${strays.join(', ')}`);
  for (const needed of ['LICENSE', 'CHANGELOG.md', 'README.md', 'custom-elements.json', 'dist/casino-elements.js', 'dist/react.js', 'dist/types/index.d.ts', 'dist/preload.json', 'dist/oauth-callback.html', 'dist/oauth-callback.js']) {
    assert(packed.files.some((file) => file.path === needed), `${needed} is missing`);
  }
  facts.tarball = `${megabytes(packed.size)} packed, ${megabytes(packed.unpackedSize)} unpacked, ${packed.entryCount} files`;
});

await step('npm publish --dry-run passes', async () => {
  await run('npm', ['publish', '--dry-run', '--loglevel=error'], ROOT);
});

await step('installed alone into a fresh project: one package, nothing else; importing it in plain Node prints nothing', async () => {
  const project = path.join(work, 'node-app');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'node-app', private: true, type: 'module' }));
  await run('npm', ['install', tarball, ...NPM_QUIET], project);
  const installed = readdirSync(path.join(project, 'node_modules')).filter((name) => !name.startsWith('.'));
  assert(installed.length === 1 && installed[0] === 'casino-elements', `installed ${installed.join(', ')}`);
  facts.installed = `${megabytes(sizeOf(path.join(project, 'node_modules')))} in ${installed.length} package`;
  const output = await run(process.execPath, ['--input-type=module', '-e', "await import('casino-elements'); await import('casino-elements/preload.json', { with: { type: 'json' } });"], project);
  assert(output === '', `printed: ${output}`);
});

await step('a fresh Vue 3 + TypeScript project from the registry type-checks a single-file component with vue-tsc, and refuses a wrong attribute type', async () => {
  const project = path.join(work, 'vue-app');
  mkdirSync(project);
  // The same pages tests/unit/build/typings.test.ts checks against dist/, here against the installed tarball.
  for (const file of ['vue-page.vue', 'vue-wrong.vue', 'reasons.ts', 'tsconfig.vue.json', 'tsconfig.vue-wrong.json']) {
    cpSync(path.join(ROOT, 'tests/types/package', file), path.join(project, file));
  }
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'vue-app', private: true, type: 'module' }));
  await run('npm', ['install', tarball, 'vue@3', 'vue-tsc@3', 'typescript@5.9', ...NPM_QUIET], project);
  const vueTsc = (config) => run(process.execPath, ['node_modules/vue-tsc/bin/vue-tsc.js', '-p', config], project);
  await vueTsc('tsconfig.vue.json');
  const refused = await vueTsc('tsconfig.vue-wrong.json').then(() => '', (error) => String(error.message));
  assert(/vue-wrong\.vue\(\d+,\d+\): error TS2322/.test(refused), `the wrong page was not refused at its attribute: ${refused.slice(-600)}`);
});

const app = path.join(work, 'vite-react');
const served = path.join(work, 'root');

await step('a fresh Vite + React 19 app from the registry type-checks its TSX page (wrong props and event details refused)', async () => {
  cpSync(path.join(ROOT, 'tests/package/vite-react'), app, { recursive: true });
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'vite-react', private: true, type: 'module' }));
  await run('npm', ['install', tarball, 'react@19', 'react-dom@19', '@types/react@19', '@types/react-dom@19', 'vite@6', 'typescript@5.9', ...NPM_QUIET], app);
  await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], app);
});

await step('the Vite app builds', async () => {
  await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], app, { OUT_DIR: path.join(served, 'examples/app') });
  mkdirSync(path.join(served, 'dist'), { recursive: true });
});

await step('the app server-renders with Vite\'s SSR build (the package\'s server entries in Node): bare tags, no hidden', async () => {
  const ssr = path.join(app, 'ssr'); // inside the app, so Node finds its node_modules
  await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/server.tsx', '--logLevel', 'warn'], app, { OUT_DIR: ssr });
  const script = `const { render } = await import(${JSON.stringify(pathToFileURL(path.join(ssr, 'server.js')).href)}); process.stdout.write(render());`;
  const html = await run(process.execPath, ['--input-type=module', '-e', script], app);
  assert(html.includes('<casino-signin></casino-signin>') && html.includes('<casino-platform></casino-platform>'), `rendered ${html}`);
  const page = path.join(served, 'examples/app/hydrate.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<!--ssr-->', html));
});

const { startSandbox } = await import('../sandbox/server.ts');
const sandbox = await startSandbox({ port: 0, root: served, quiet: true, cashierPort: 0, oauthPort: 0 });
const browser = await chromium.launch({ executablePath: ensureTestChromium(), args: CHROMIUM_ARGS });

/** Signs in through the app's <CasinoSignIn> on a page and waits until the app hears casino-signed-in. */
async function signInJourney(pagePath) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(pagePath.startsWith('http') ? pagePath : `${sandbox.url}/examples/app/${pagePath}`);
  const signIn = page.locator('casino-signin');
  await signIn.getByLabel('Email').fill('player@example.com');
  await signIn.getByLabel('Password', { exact: true }).fill('Secret123!');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  try {
    await page.locator('#heard', { hasText: 'signed in:' }).waitFor({ timeout: 15_000 });
  } catch (error) {
    await page.screenshot({ path: path.join(work, `${pagePath.startsWith('http') ? 'next' : pagePath || 'index'}.png`) });
    throw new Error(`${error.message}\npage errors: ${errors.join('\n')}`);
  }
  assert(await signIn.locator('[data-close]').count() === 0, 'hideClose set by the component, yet a close button');
  assert(!(await page.locator('casino-platform').evaluate((element) => element.hasAttribute('hidden'))), '<casino-platform hidden>');
  const hydrationErrors = await page.evaluate(() => window.hydrationErrors ?? []);
  assert(hydrationErrors.length === 0, `hydration: ${hydrationErrors.join('\n')}`);
  assert(errors.length === 0, errors.join('\n'));
  await page.close();
}

await step('in Chromium: the player signs in through <CasinoSignIn>, and the app hears casino-signed-in', () => signInJourney(''));

await step('in Chromium, the server-rendered page hydrated by React 19: sign in, and casino-signed-in is heard', () => signInJourney('hydrate.html'));

// Next.js (App Router): a server component imports the package, and the README's client component renders the
// React wrapper; `next build` must succeed, the server's HTML must hold the tags, and once hydrated the player
// signs in and the page hears casino-signed-in. The sandbox's /api sits behind the app's own (next.config.mjs).
const nextApp = path.join(work, 'next-app');
let nextServer = null;

await step('a fresh Next.js 16 app from the registry builds (next build) with the package in a server component and the React wrapper', async () => {
  cpSync(path.join(ROOT, 'tests/package/next-app'), nextApp, { recursive: true });
  writeFileSync(path.join(nextApp, 'package.json'), JSON.stringify({ name: 'next-app', private: true }));
  await run('npm', ['install', tarball, 'next@16', 'react@19', 'react-dom@19', '@types/react@19', '@types/react-dom@19', '@types/node@20', 'typescript@5.9', ...NPM_QUIET], nextApp);
  facts.next = JSON.parse(readFileSync(path.join(nextApp, 'node_modules/next/package.json'), 'utf8')).version;
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], nextApp, { SANDBOX_URL: sandbox.url, NEXT_TELEMETRY_DISABLED: '1' });
});

await step('the Next.js server renders the page: the tags are in its HTML', async () => {
  const port = await freePort();
  nextServer = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: nextApp, env: { ...process.env, SANDBOX_URL: sandbox.url, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  let html = '';
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    try {
      html = await (await fetch(url)).text();
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  assert(html.includes('<casino-signin') && html.includes('<casino-platform') && html.includes('data-library="string"'), `rendered ${html.slice(0, 2000)}`);
  facts.nextUrl = url;
});

await step('in Chromium, the Next.js page hydrated: sign in, and casino-signed-in is heard', () => signInJourney(facts.nextUrl));

await step('in Chromium: hideClose and noHeader set before the library loaded show no close button and no title bar', async () => {
  const page = await browser.newPage();
  await page.goto(`${sandbox.url}/examples/app/early.html`);
  await page.locator('body[data-loaded]').waitFor();
  const signIn = page.locator('casino-signin');
  await signIn.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
  assert(await signIn.locator('[data-close]').count() === 0, 'a close button despite hideclose');
  assert(await signIn.locator('[part=header]').count() === 0, 'a title bar despite noheader');
  await page.close();
});

await browser.close();
nextServer?.kill();
await sandbox.close();
// A failed run keeps its projects and screenshots, to look at.
if (results.every(Boolean)) rmSync(work, { recursive: true, force: true });
else console.log(`kept for a look: ${work}`);

if (facts.tarball) console.log(`tarball: ${facts.tarball}`);
if (facts.installed) console.log(`installed: ${facts.installed}`);
if (facts.next) console.log(`next.js: ${facts.next}`);
const passed = results.filter(Boolean).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(results.length === passed ? 0 : 1);
