// `npm test`: every check and test suite in one run, ending with the line `N passed, N failed`.
// Checks (build, types, layering, lint) count one each; suites count their tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTestChromium } from './find-chromium.mjs';

const only = process.argv.slice(2);
const results = [];

// A stage's output is shown as it comes, unless it runs beside others (`beside`, the same name for each stage of
// a group): then it is kept and shown whole once the group ends, so that two stages' lines do not interleave.
let showLive = true;

function run(command, args, env = {}) {
  const live = showLive;
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => { output += chunk; if (live) process.stdout.write(chunk); });
    child.stderr.on('data', (chunk) => { output += chunk; if (live) process.stderr.write(chunk); });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const NODE_TS = ['--import', './scripts/register-ts.mjs'];

/** Test files under a folder (node 20's test runner takes no globs). */
function testFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true })
      .filter((file) => String(file).endsWith('.test.ts'))
      .map((file) => join(dir, String(file)))
      .sort();
  } catch {
    return [];
  }
}

function nodeTestCounts(output) {
  const number = (label) => Number(output.match(new RegExp(`^ℹ ${label} (\\d+)`, 'm'))?.[1] ?? 0);
  // The spec reporter marks a failed test (and each suite around it) with ✖, and lists them again at its end.
  const failures = [...new Set([...output.matchAll(/^\s*✖ (.+?) \(\d[\d.]*m?s\)$/gm)].map((match) => match[1]))];
  return { passed: number('pass'), failed: number('fail') + number('cancelled'), failures };
}

/** The names of a Playwright JSON report's tests that did not pass as expected. */
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const failures = [];
  for (const spec of suite.specs ?? []) {
    if (spec.tests.some((test) => test.status === 'unexpected')) failures.push([...here, spec.title].join(' › '));
  }
  for (const child of suite.suites ?? []) failures.push(...playwrightFailures(child, here));
  return failures;
}

const stages = [
  // The build's first step compiles the catalogs (i18n/locales/*.ts), which the type check reads; the rest of it
  // (bundles, declarations, manifest) then runs beside the three checks, none of which reads dist/. Each of the
  // four keeps about one core busy and they share nothing: side by side they end sooner than one after another.
  {
    name: 'build',
    kind: 'check',
    beside: 'checks',
    before: () => run('sh', ['-c', 'node scripts/clean-dist.mjs && npm run --silent catalogs']),
    run: () => run('npm', ['run', '--silent', 'bundle']),
  },
  { name: 'types', kind: 'check', beside: 'checks', run: () => run('npx', ['tsc', '--noEmit', '-p', '.']) },
  { name: 'layering', kind: 'check', beside: 'checks', run: () => run('npm', ['run', '--silent', 'layering']) },
  { name: 'lint', kind: 'check', beside: 'checks', run: () => run('npm', ['run', '--silent', 'lint']) },
  // The node tests and the browser tests side by side: the browser suite drives one page at a time and leaves
  // a core idle much of the while (a page loading, a widget waiting on the sandbox), which the node tests use.
  {
    name: 'unit',
    kind: 'suite',
    beside: 'suites',
    run: async () => {
      const result = await run('node', [...NODE_TS, '--test', '--test-reporter=spec', '--test-concurrency=2', ...testFiles('tests/unit'), ...testFiles('tests/adapters')]);
      return { ...result, ...nodeTestCounts(result.output) };
    },
  },
  {
    name: 'browser',
    kind: 'suite',
    beside: 'suites',
    run: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'casino-wtr-'));
      const summary = join(dir, 'summary.json');
      const result = await run('node', [...NODE_TS, 'node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'], { WTR_SUMMARY: summary });
      let counts = { passed: 0, failed: result.code === 0 ? 0 : 1 };
      try { counts = JSON.parse(readFileSync(summary, 'utf8')); } catch { /* the runner died before reporting */ }
      rmSync(dir, { recursive: true, force: true });
      return { ...result, ...counts };
    },
  },
  {
    name: 'e2e',
    kind: 'suite',
    run: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'casino-pw-'));
      const report = join(dir, 'report.json');
      const result = await run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
      let counts = { passed: 0, failed: result.code === 0 ? 0 : 1 };
      try {
        const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
        counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures: suites.flatMap((suite) => playwrightFailures(suite)) };
      } catch { /* the runner died before reporting */ }
      rmSync(dir, { recursive: true, force: true });
      return { ...result, ...counts };
    },
  },
];

process.env.CHROMIUM_PATH = ensureTestChromium();

const header = (stage) => console.log(`\n── ${stage.name} ──────────────────────────────────────────`);

function record(stage, outcome, seconds) {
  const counts = stage.kind === 'check'
    ? { passed: outcome.code === 0 ? 1 : 0, failed: outcome.code === 0 ? 0 : 1 }
    : { passed: outcome.passed, failed: outcome.failed || (outcome.code !== 0 && outcome.failed === 0 ? 1 : 0) };
  results.push({ name: stage.name, ...counts, seconds, failures: outcome.failures ?? [] });
}

const secondsSince = (started) => Math.round((Date.now() - started) / 1000);

const wanted = stages.filter((stage) => !only.length || only.includes(stage.name));
for (let index = 0; index < wanted.length; index += 1) {
  const stage = wanted[index];
  if (stage.beside) {
    // This stage and the ones after it of the same group, together; their output in order once all have ended.
    const group = [stage];
    while (wanted[index + 1] && wanted[index + 1].beside === stage.beside) group.push(wanted[(index += 1)]);
    const started = Date.now();
    // What a member needs done before the others start (the build's catalogs), shown as it comes.
    const prepared = new Map();
    for (const member of group.filter((member) => member.before)) {
      header(member);
      prepared.set(member, await member.before());
    }
    showLive = false;
    const outcomes = await Promise.all(group.map(async (member) => {
      const before = prepared.get(member);
      const outcome = before && before.code !== 0 ? before : await member.run();
      return { member, outcome, seconds: secondsSince(started) };
    }));
    showLive = true;
    for (const { member, outcome, seconds } of outcomes) {
      header(member);
      process.stdout.write(outcome.output);
      record(member, outcome, seconds);
    }
    if (outcomes.some(({ member, outcome }) => member.name === 'build' && outcome.code !== 0)) break; // nothing else can run without the build
    continue;
  }
  header(stage);
  const started = Date.now();
  const outcome = await stage.run();
  record(stage, outcome, secondsSince(started));
  if (stage.name === 'build' && outcome.code !== 0) break; // nothing else can run without the build
}

console.log('\n── summary ──────────────────────────────────────────');
for (const r of results) console.log(`${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds}s)`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
// Which tests failed, again at the end: a CI log is often read from its tail.
for (const r of results) for (const failure of r.failures) console.log(`✖ ${r.name}: ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
