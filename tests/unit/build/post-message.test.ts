// Security rule of the cashier (shared/reference/cashier-protocol.md): every postMessage names its
// target origin. Checked on what ships (dist/, built by `npm test` before this stage), not the sources.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WILDCARD = /postMessage\((?:[^()]|\([^()]*\))*?,\s*(['"`])\*\1/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('the pattern finds a wildcard target, minified or not', () => {
  assert.match('w.postMessage({eventType:"X"},"*")', WILDCARD);
  assert.match("frame.contentWindow.postMessage(JSON.stringify(m), '*')", WILDCARD);
  assert.doesNotMatch('w.postMessage(message, origin)', WILDCARD);
});

test('no built file posts a message to "*"', () => {
  const built = files(path.join(ROOT, 'dist')).filter((file) => /\.(m?js)$/.test(file));
  assert.ok(built.length > 5, 'run the build first (npm test does)');
  const offenders = built.filter((file) => WILDCARD.test(readFileSync(file, 'utf8')));
  assert.deepEqual(offenders.map((file) => path.relative(ROOT, file)), []);
});

test('the sandbox cashier page names its target origin too', () => {
  const page = readFileSync(path.join(ROOT, 'sandbox/payments/cashier-page.js'), 'utf8');
  assert.doesNotMatch(page, WILDCARD);
});
