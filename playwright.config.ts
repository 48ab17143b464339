import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, ensureTestChromium } from './scripts/find-chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8181);

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
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
