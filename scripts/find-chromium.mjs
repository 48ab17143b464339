// Finds the browser the tests drive: CHROMIUM_PATH, else Debian's chromium. Tools cannot download a
// browser on these machines (npx playwright install fails), so when none is found and this runs as root
// with apt-get, Debian's package is installed; otherwise it says exactly what to do.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s chromium (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found. Install Debian\'s package as root: `apt-get update && apt-get install -y chromium` ' +
      '(or point CHROMIUM_PATH at a Chromium or Chrome binary), then run `npm test` again.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
