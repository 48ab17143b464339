// The size budgets (scripts/size-budgets.mjs) against dist/, built by `npm test`'s build stage: the entry
// script, the shared runtime, each widget's own chunks. Sizes are stable from build to build; timings are not.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { measure, staticClosure } from '../../../scripts/size-budgets.mjs';

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

// What a chunk needs before it can run: the chunks it imports statically, and theirs (dist/chunks).
describe('build: what a chunk waits for', () => {
  const chunks = path.join(ROOT, 'dist/chunks');
  const built = existsSync(chunks) ? readdirSync(chunks).filter((name) => name.endsWith('.js')) : [];
  const named = (prefix: string) => built.find((name) => new RegExp(`^${prefix}-[\\w-]{7}\\.js$`).test(name));
  const prefixes = (start: string) => [...staticClosure(chunks, start)].map((name) => name.replace(/-[\w-]{7}\.js$/, ''));

  test('a platform\'s adapter runs without React: a signed-in page\'s first reads start beside the runtime', () => {
    for (const adapter of ['adapter-rest', 'adapter-realtime']) {
      const start = named(adapter);
      assert.ok(start, `${adapter} is built`);
      assert.deepEqual(prefixes(start).filter((name) => /^(react-runtime|widget-kit)$/.test(name)), [], `${adapter} imports`);
    }
  });

  test('the account and its inbox render without the sanitizer (it loads when a message is opened)', () => {
    for (const feature of ['account', 'inbox-panel']) {
      const start = named(feature);
      assert.ok(start, `${feature} is built`);
      assert.deepEqual(prefixes(start).filter((name) => /^(safe-html|trusted-types)$/.test(name)), [], `${feature} imports`);
    }
  });
});


// Lingui's production form (rollup.config.mjs): a message in the code is its id alone, its text in the catalogs.
describe('build: a message\'s text ships in the catalogs only', () => {
  const DESCRIPTOR_WITH_TEXT = /\{id:"[\w+/=-]{6}",message:/;
  test('the pattern finds a descriptor that carries its text', () => {
    assert.match('Le({id:"yxWR2V",message:"Must provide an valid email address"})', DESCRIPTOR_WITH_TEXT);
    assert.doesNotMatch('Le({id:"yxWR2V"})', DESCRIPTOR_WITH_TEXT);
  });
  test('no chunk carries the English text beside an id', () => {
    const chunks = path.join(ROOT, 'dist/chunks');
    const built = existsSync(chunks) ? readdirSync(chunks).filter((name) => name.endsWith('.js')) : [];
    assert.ok(built.length > 5, 'run `npm run build` first');
    const carrying = built.filter((name) => DESCRIPTOR_WITH_TEXT.test(readFileSync(path.join(chunks, name), 'utf8')));
    assert.deepEqual(carrying, []);
  });
});
