// The HTML the README and the docs show runs under the Content Security Policy they recommend
// (docs/integration.md §3: no 'unsafe-inline'): no inline event handler, no inline script, no style attribute.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const documents = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('the documents\' HTML under a strict CSP', () => {
  test('no snippet has an inline handler, an inline script or a style attribute', () => {
    const found: string[] = [];
    for (const document of documents) {
      const text = readFileSync(path.join(ROOT, document), 'utf8');
      for (const [, block] of text.matchAll(/```html\n([\s\S]*?)```/g)) {
        for (const [match] of block!.matchAll(/\son[a-z]+\s*=\s*["']|\sstyle\s*=\s*["']|<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>\s*\S/g)) {
          found.push(`${document}: ${match.trim()}`);
        }
      }
    }
    assert.deepEqual(found, []);
  });
});
