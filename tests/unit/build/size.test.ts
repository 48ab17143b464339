// The size budgets (scripts/size-budgets.mjs) against dist/, built by `npm test`'s build stage: the entry
// script, the shared runtime, each widget's own chunks. Sizes are stable from build to build; timings are not.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { measure } from '../../../scripts/size-budgets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('build: size budgets (gzip)', () => {
  test('dist/ is built', () => assert.ok(existsSync(path.join(ROOT, 'dist/casino-elements.js')), 'run `npm run build` first'));
  const { budgets } = existsSync(path.join(ROOT, 'dist/casino-elements.js')) ? measure(path.join(ROOT, 'dist')) : { budgets: [] };
  for (const row of budgets) {
    test(`${row.name} within ${row.budget / 1024} kB`, () => {
      assert.ok(row.gzip <= row.budget, `${row.name}: ${(row.gzip / 1024).toFixed(2)} kB gzip, budget ${row.budget / 1024} kB`);
    });
  }
  test('React stays out of the entry script', () => {
    const entry = budgets.find((row) => row.name.startsWith('entry'));
    assert.ok(entry && entry.gzip < 20 * 1024);
  });
});
