// scripts/split-module.mjs: one large module (valibot's) split into a part per declaration, so that a chunk takes
// only the parts its importers name; a binding and what assigns it stay in one part.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { rollup } from 'rollup';
import splitModule, { partsImportedBy } from '../../../scripts/split-module.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'split-module-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const library = path.join(dir, 'node_modules', 'lib', 'dist', 'index.mjs');

function write(file: string, code: string): string {
  const full = path.join(dir, file);
  writeFileSync(full, code);
  return full;
}

describe('build: splitting a module by declaration', () => {
  test('keeps a binding with what assigns it, names the parts a module uses, and runs as the whole module did', async () => {
    mkdirSync(path.dirname(library), { recursive: true });
    writeFileSync(library, [
      'let store;',
      'function setStore(value) { store = value; }',
      'function getStore() { return store; }',
      'const GREETING = "hi";',
      'function greet() { return `${GREETING} ${getStore()}`; }',
      'function unused() { return { greet: 1 }.greet; }',
      'export { greet, setStore, unused as other };',
    ].join('\n'));
    const usesTwo = write('uses-two.mjs', "import * as v from 'lib';\nv.setStore('you');\nexport const said = v.greet();\n");
    let seen: Set<string> = new Set();
    const bundle = await rollup({
      input: usesTwo,
      plugins: [
        splitModule(/[\\/]node_modules[\\/]lib[\\/]dist[\\/]index\.mjs$/),
        { name: 'resolve-lib', resolveId: (source) => (source === 'lib' ? library : null) },
        { name: 'look', buildEnd() { seen = partsImportedBy([usesTwo], 'lib', this.getModuleInfo); } },
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    const code = output[0].code;
    // `unused` is a part no one names: neither looked for nor bundled.
    const parts = [...seen].map((id) => id.replace(/.*\?part=/, ''));
    assert.equal(parts.length, 4, `parts: ${parts.join(', ')}`); // greet, getStore, GREETING, and store with setStore
    assert.doesNotMatch(code, /unused|\.greet/);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`) as { said: string };
    assert.equal(module.said, 'hi you');
  });
});
