// Browser tests: each element, rendered from the built bundle (dist/casino-elements.js, what pages load),
// in Debian's Chromium, against the sandbox platform mounted on this test server at /api.
// Run through `npm test`, which builds first and loads the TypeScript hook this config needs.
import { writeFileSync } from 'node:fs';
import { defaultReporter, summaryReporter as listReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createSandboxApp } from './sandbox/server.ts';
import { createServer } from 'node:http';
import { createCashierHandler } from './sandbox/payments/cashier.ts';
import { createOAuthHandler } from './sandbox/oauth/provider.ts';
import { createGamesHandler } from './sandbox/games/page.ts';
import { CHROMIUM_ARGS, ensureTestChromium } from './scripts/find-chromium.mjs';

const sandbox = createSandboxApp({});
// The sandbox cashier on an origin of its own (another port), as in production; tests ask /__cashier where.
const cashier = createServer(createCashierHandler(() => sandbox));
await new Promise((resolve) => cashier.listen(0, '127.0.0.1', resolve));
cashier.unref();
const cashierUrl = `http://127.0.0.1:${cashier.address().port}`;
// The sandbox identity provider (bank-ID) on a third origin; the launch addresses name it.
const oauth = createServer(createOAuthHandler(() => sandbox));
await new Promise((resolve) => oauth.listen(0, '127.0.0.1', resolve));
oauth.unref();
sandbox.oauthUrl = `http://127.0.0.1:${oauth.address().port}`;
// The sandbox game pages on a fourth origin; the launch addresses name it, tests ask /__games where.
const games = createServer(createGamesHandler(() => sandbox));
await new Promise((resolve) => games.listen(0, '127.0.0.1', resolve));
games.unref();
sandbox.gamesUrl = `http://127.0.0.1:${games.address().port}`;

/** Writes the pass and fail counts for scripts/test.mjs. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const test of suite.tests) {
          if (test.skipped) continue;
          if (test.passed) passed += 1;
          else failed += 1;
        }
        for (const child of suite.suites) walk(child);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        if (session.errors?.length) failed += 1; // a file that failed to load or run counts too
      }
      if (process.env.WTR_SUMMARY) writeFileSync(process.env.WTR_SUMMARY, JSON.stringify({ passed, failed }));
    },
  };
}

export default {
  rootDir: '.',
  files: ['tests/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'module', 'import', 'default'] },
  concurrency: 1, // one sandbox state for all files
  concurrentBrowsers: 1,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 15_000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  middleware: [
    async (context, next) => {
      if (context.path !== '/__cashier') return next();
      context.type = 'application/json';
      context.body = JSON.stringify({ url: cashierUrl });
    },
    async (context, next) => {
      if (context.path !== '/__games') return next();
      context.type = 'application/json';
      context.body = JSON.stringify({ url: sandbox.gamesUrl });
    },
    async (context, next) => {
      if (context.path !== '/__oauth') return next();
      context.type = 'application/json';
      context.body = JSON.stringify({ url: sandbox.oauthUrl });
    },
    async (context, next) => {
      if (!/^\/(api|__sandbox|captcha|chat|provider)(\/|$)/.test(context.path)) return next();
      context.respond = false; // the sandbox answers on the raw response
      // Awaited to its end: the runner reads the status once this returns, and until the sandbox has answered it
      // is Koa's default, 404. Every request still on its way was listed as a "404 network request", which hid
      // a real one among them.
      const answered = new Promise((resolve) => {
        context.res.once('finish', resolve);
        context.res.once('close', resolve);
      });
      sandbox.handle(context.req, context.res);
      await answered;
      // A connection the sandbox dropped on purpose (a fault) has no status at all, not Koa's 404.
      if (!context.res.headersSent) context.res.statusCode = 0;
    },
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: ensureTestChromium(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  reporters: [defaultReporter(), listReporter({ flatten: false }), countsReporter()],
};
