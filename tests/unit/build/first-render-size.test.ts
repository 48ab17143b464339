// Each page's first render (scripts/first-render-sizes.mjs, from dist/preload.json) within its budget: issue 43's
// goal where it is reached, else the size reached, so that it cannot grow. Sizes are stable from build to build.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { measureFirstRenders } from '../../../scripts/first-render-sizes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const built = existsSync(path.join(ROOT, 'dist/preload.json'));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe('build: a page\'s first render within its budget (gzip)', () => {
  test('dist/ is built', () => assert.ok(built, 'run `npm run build` first'));
  for (const page of built ? measureFirstRenders(path.join(ROOT, 'dist')) : []) {
    test(`${page.name}: ${kb(page.gzip)} kB within ${kb(page.budget)} kB`, () => {
      const parts = page.parts.map((part) => `${part.name} ${kb(part.gzip)}`).join(', ');
      assert.ok(page.gzip <= page.budget, `${page.name}: ${kb(page.gzip)} kB gzip over its budget of ${kb(page.budget)} kB (${parts})`);
    });
  }
});
