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
const servesGames = createGamesHandler(() => sandbox);
const games = createServer(servesGames);
await new Promise((resolve) => games.listen(0, '127.0.0.1', resolve));
games.unref();
const gamesUrl = `http://127.0.0.1:${games.address().port}`;
sandbox.gamesUrl = gamesUrl;

/** Writes the pass and fail counts for scripts/test.mjs. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      const failures = [];
      const walk = (suite, path) => {
        for (const test of suite.tests) {
          if (test.skipped) continue;
          if (test.passed) passed += 1;
          else failures.push([...path, test.name].join(' › '));
        }
        for (const child of suite.suites) walk(child, [...path, child.name]);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults, [session.testFile.replace(/^.*?(tests\/)/, '$1')]);
        if (session.errors?.length) failures.push(`${session.testFile}: did not load or run`); // counts too
      }
      if (process.env.WTR_SUMMARY) writeFileSync(process.env.WTR_SUMMARY, JSON.stringify({ passed, failed: failures.length, failures }));
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
      // POST ?sameOrigin=true: launch addresses name the test page's own origin, where /games/ serves the same
      // pages (an operator serving its games under its own address); any other POST: their own origin again.
      if (context.method === 'POST') sandbox.gamesUrl = context.query.sameOrigin === 'true' ? context.origin : gamesUrl;
      context.type = 'application/json';
      context.body = JSON.stringify({ url: sandbox.gamesUrl });
    },
    async (context, next) => {
      if (!context.path.startsWith('/games/')) return next();
      context.respond = false;
      const answered = new Promise((resolve) => {
        context.res.once('finish', resolve);
        context.res.once('close', resolve);
      });
      servesGames(context.req, context.res);
      await answered;
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
