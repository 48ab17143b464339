import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureTestChromium } from './scripts/find-chromium.mjs';
import { e2ePorts } from './scripts/e2e-ports.mjs';

// A sandbox for each worker, each on free ports unless given (E2E_PORT, E2E_CASHIER_PORT, E2E_OAUTH_PORT,
// E2E_GAMES_PORT, …, and the same names ending _1 for the second): two suites run side by side. A worker's journeys
// read its sandbox's ports from the same environment by its parallel index (tests/e2e/fixtures.ts).
// Two workers by default: one journey leaves much of a core idle (a page waiting on its sandbox), and on a 2-core
// machine two of them end the stage about a third sooner. E2E_WORKERS=1 runs them one at a time.
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
const SANDBOXES = e2ePorts(WORKERS);

/**
 * End-to-end journeys in Debian's Chromium against the sandbox, started the way `npm start` starts it
 * (the built library must exist: `npm test` builds first). The journeys of one worker share its sandbox, one at a
 * time, each from the seed; no two workers share one.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Each worker's own sandbox: tests/e2e/fixtures.ts sets baseURL by the worker's parallel index.
    baseURL: `http://localhost:${SANDBOXES[0][0]}`,
    launchOptions: { executablePath: ensureTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: SANDBOXES.map(([PORT, CASHIER_PORT, OAUTH_PORT, GAMES_PORT, SKILLONNET_PORT, PROVIDER_PORT]) => ({
    command: 'node --import ./scripts/register-ts.mjs sandbox/main.ts',
    env: { PORT: String(PORT), CASHIER_PORT: String(CASHIER_PORT), OAUTH_PORT: String(OAUTH_PORT), GAMES_PORT: String(GAMES_PORT), SKILLONNET_PORT: String(SKILLONNET_PORT), PROVIDER_PORT: String(PROVIDER_PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore' as const,
  })),
});
