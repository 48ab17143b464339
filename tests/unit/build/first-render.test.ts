// What the build lists for a widget's first render (dist/preload.json, from the chunk graph): a wizard's later
// steps, and the sanitizer where no html is shown yet, are not in it. tests/e2e/first-render-requests.spec.ts
// then holds every widget's first render in the browser to its list.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { PreloadManifest } from '../../../scripts/preload-manifest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FILE = path.join(ROOT, 'dist/preload.json');

describe('build: a first render lists only what it shows', () => {
  test('dist/ is built', () => assert.ok(existsSync(FILE), 'run `npm run build` first'));
  const manifest = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as PreloadManifest) : { widgets: {} as Record<string, string[]> };
  const prefixes = (tag: string) => (manifest.widgets[tag] ?? []).map((file) => file.replace(/^chunks\//, '').replace(/-[\w-]{7}\.js$/, ''));

  for (const tag of ['casino-signup', 'casino-get-started', 'casino-signup-token']) {
    test(`<${tag}>'s first step loads neither the later steps (activation, bonus, deposit, cashier) nor the sanitizer`, () => {
      assert.deepEqual(prefixes(tag).filter((name) => /^(activation|activation-form|bonus-selector|deposit|cashier|safe-html|trusted-types)$/.test(name)), []);
    });
  }

  test('<casino-deposit> renders without the sanitizer (it loads when a bonus with html is shown)', () => {
    assert.ok(prefixes('casino-deposit').includes('deposit'));
    assert.deepEqual(prefixes('casino-deposit').filter((name) => name === 'safe-html'), []);
  });
});
