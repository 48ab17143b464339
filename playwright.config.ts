import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureTestChromium } from './scripts/find-chromium.mjs';
import { e2ePorts } from './scripts/e2e-ports.mjs';

// Free ports unless given (E2E_PORT, E2E_CASHIER_PORT, E2E_OAUTH_PORT, E2E_GAMES_PORT): two suites run side by side. The specs
// read the cashier's and the identity provider's from the same environment (tests/e2e/fixtures.ts).
const [PORT, CASHIER_PORT, OAUTH_PORT, GAMES_PORT, SKILLONNET_PORT, PROVIDER_PORT] = e2ePorts();

/**
 * End-to-end journeys in Debian's Chromium against the sandbox, started the way `npm start` starts it
 * (the built library must exist: `npm test` builds first). One worker: the journeys share the sandbox.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: ensureTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node --import ./scripts/register-ts.mjs sandbox/main.ts',
    env: { PORT: String(PORT), CASHIER_PORT: String(CASHIER_PORT), OAUTH_PORT: String(OAUTH_PORT), GAMES_PORT: String(GAMES_PORT), SKILLONNET_PORT: String(SKILLONNET_PORT), PROVIDER_PORT: String(PROVIDER_PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
