// Finds the browsers: CHROMIUM_PATH, else Debian's. Tools cannot download a browser on these machines
// (npx playwright install fails), so when none is found and this runs as root with apt-get, Debian's
// packages are installed; otherwise it says exactly what to do.
//
// The tests drive Chromium's headless shell when it is there (Debian's chromium-headless-shell: the same
// engine and version as its chromium, and what Playwright itself runs headless). A journey costs about a
// third less processor there than in the whole browser started headless, and the test run is bound by the
// processor. The bench measures what a player's browser does, so it keeps the whole browser.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_PACKAGES = ['chromium', 'chromium-headless-shell'];

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

function find(candidates) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The whole browser, as a player runs it. */
export const findChromium = () => find(BROWSERS);
/** The headless shell, else the whole browser: the tests pass in both. */
const findTestChromium = () => find([HEADLESS_SHELL, ...BROWSERS]);

function ensure(findIt) {
  const found = findIt();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`No Chromium found: installing Debian's (apt-get install -y ${DEBIAN_PACKAGES.join(' ')})…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...DEBIAN_PACKAGES], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findIt();
    if (installed) return installed;
  }
  throw new Error(
    `No Chromium found. Install Debian's packages as root: \`apt-get update && apt-get install -y ${DEBIAN_PACKAGES.join(' ')}\` ` +
      '(or point CHROMIUM_PATH at a Chromium or Chrome binary), then run `npm test` again.',
  );
}

/** The whole browser (the bench). */
export const ensureChromium = () => ensure(findChromium);

/** The browser the tests drive; says what a missing headless shell costs, unless CHROMIUM_PATH chose. */
export function ensureTestChromium() {
  const chosen = Boolean(process.env.CHROMIUM_PATH);
  const found = ensure(findTestChromium);
  if (!chosen && BROWSERS.includes(found)) {
    console.log('Chromium\'s headless shell is not installed: the tests run in the whole browser, about a third slower '
      + '(apt-get install -y chromium-headless-shell).');
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(process.argv[2] === '--tests' ? ensureTestChromium() : ensureChromium());
