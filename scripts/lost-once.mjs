// What a page does when one of its files is lost on the way (a dropped connection): for each file of the library a
// page loads, a run of the page in Chromium with that file refused once (connection reset), then what the player
// must still reach, the way a player would (a write is never sent again by itself: told why, the player presses
// again). Each line says `ok` or `FAILED` (with a screenshot in dist/lost-once/), and exits 1 on a failure. Needs a build.
// `node --import ./scripts/register-ts.mjs scripts/lost-once.mjs [account|deposit|signin|signup|limits]`
// The pages: the account (signed in: the inbox's first message), the deposit (signed in: the cashier's frame), the
// sign-in (sent: "You are signed in"), the sign-up (its first step sent: "Personal details"), the limits (signed in:
// a daily limit saved). A file the player's way no longer
// asks for once lost says so ("not asked").
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { SEED_PASSWORD } from '../sandbox/seed.ts';
import { createSandboxApp } from '../sandbox/server.ts';
import { CHROMIUM_ARGS, ensureChromium } from './find-chromium.mjs';

const PAGES = {
  account: {
    path: '/examples/account.html',
    player: 'player@example.com',
    reach: (page) => page.locator('#account-wide').getByText('Your VIP upgrade').first().waitFor({ timeout: 20_000 }),
  },
  deposit: {
    path: '/examples/deposit.html',
    player: 'player@example.com',
    reach: (page) => page.locator('casino-deposit').first().locator('iframe[title="Payment cashier"]').waitFor({ state: 'attached', timeout: 20_000 }),
  },
  signin: {
    path: '/examples/signin-inline.html',
    reach: async (page) => {
      const signIn = page.locator('casino-signin').first();
      await signIn.getByLabel('Email').fill('player@example.com');
      await signIn.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
      const press = () => signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
      await press();
      // A sign-in is a write, never sent again by itself: a lost file says so, and the player's next press goes on.
      const signedIn = signIn.getByText('You are signed in');
      const told = signIn.getByText('We could not reach the server. Check your connection and try again.');
      await signedIn.or(told).first().waitFor({ timeout: 20_000 });
      if (await signedIn.isVisible()) return undefined;
      await press();
      await signedIn.waitFor({ timeout: 20_000 });
      return 'told to check the connection; the next press signed in';
    },
  },
  signup: {
    path: '/examples/signup-mga.html',
    reach: async (page) => {
      const signUp = page.locator('casino-signup');
      // The form's reference data (the calling codes) read through the platform: a lost file says so, with Retry.
      const callingCode = signUp.getByLabel('Calling code');
      const retry = signUp.getByRole('button', { name: 'Retry' });
      await callingCode.or(retry).first().waitFor({ timeout: 20_000 });
      let how;
      if (await retry.isVisible()) {
        await retry.click();
        how = 'told the form could not be loaded; Retry brought it';
      }
      await callingCode.selectOption('+356', { timeout: 20_000 });
      await signUp.getByLabel('Phone').fill('79112233');
      await signUp.getByLabel('Email').fill('jane@example.com');
      await signUp.getByLabel('Password', { exact: true }).fill('Tiger.Lily1!');
      await signUp.getByRole('button', { name: 'Continue' }).click();
      await signUp.locator('[aria-current=step]').filter({ hasText: 'Personal details' }).waitFor({ timeout: 20_000 });
      return how;
    },
  },
  limits: {
    path: '/examples/limits.html',
    player: 'rg@example.com',
    reach: async (page) => {
      const daily = page.locator('#limits-wide').getByRole('form', { name: 'Daily limit' });
      await daily.getByLabel('New daily limit (EUR)').fill('50', { timeout: 20_000 });
      await daily.getByRole('button', { name: 'Save limit' }).click();
      await daily.getByRole('status').filter({ hasText: 'Your limit is now €50.00.' }).waitFor({ timeout: 20_000 });
    },
  },
};

const name = process.argv[2] ?? 'account';
const spec = PAGES[name];
if (!spec) throw new Error(`lost-once: no page "${name}"; one of ${Object.keys(PAGES).join(', ')}`);
const app = createSandboxApp({});
const server = createServer((req, res) => app.handle(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
mkdirSync('dist/lost-once', { recursive: true });

/** A seeded player's session, as the sign-in form would start it. */
async function signIn(email) {
  const response = await fetch(`${origin}/api/player/signin/v2`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Username: email, Password: SEED_PASSWORD, Jurisdiction: 'MGA', Platform: 'desktop' }),
  });
  if (!response.ok) throw new Error(`lost-once: ${email} could not sign in (${response.status})`);
  return (await response.json()).SessionId;
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
/** One run of the page from the seed, `lost` refused once: whether the player got there, and the files it asked for. */
async function run(lost) {
  await fetch(`${origin}/__sandbox/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  if (spec.player) await page.addInitScript((id) => sessionStorage.setItem('casino-elements.session', id), await signIn(spec.player));
  const files = new Set();
  let refused = 0;
  await page.route('**/dist/**/*.js', (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^.*\/dist\//, '');
    files.add(file);
    return file === lost && refused++ === 0 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto(`${origin}${spec.path}`);
  let reached = true;
  let how;
  try {
    how = await spec.reach(page);
  } catch {
    reached = false;
    await page.screenshot({ path: `dist/lost-once/${name}-${(lost ?? 'none').replaceAll('/', '_')}.png` });
  }
  await context.close();
  return { reached, how, files: [...files], refused };
}

let failed = 0;
try {
  const clean = await run(null);
  console.log(`${name}, nothing lost: ${clean.reached ? 'ok' : 'FAILED'} (${clean.files.length} files)`);
  if (!clean.reached) failed += 1;
  // The entry script is not among them: a page without it has no library at all.
  for (const file of clean.files.filter((file) => file !== 'casino-elements.js')) {
    const result = await run(file);
    if (!result.reached) failed += 1;
    console.log(`${result.reached ? 'ok    ' : 'FAILED'} ${file} lost once${result.refused ? '' : ' (not asked)'}${result.how ? `: ${result.how}` : ''}`);
  }
} finally {
  await browser.close();
  server.close();
}
process.exitCode = failed > 0 ? 1 : 0;
