// The build reads React's production builds as ES modules (scripts/react-esm.mjs), so that what the library does
// not use of them is left out of every first render. A React release that changes how those files export or
// import must stop the build, never give a bundle missing an export: each file read so must export exactly what
// its CommonJS form does, and import only what it required.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import reactEsm, { productionFile } from '../../../scripts/react-esm.mjs';

const require = createRequire(import.meta.url);
const plugin = reactEsm();
const transform = (id: string) => (plugin.transform as (code: string, id: string) => { code: string } | null)(readFileSync(id, 'utf8'), id);

describe('React read as ES modules (scripts/react-esm.mjs)', () => {
  for (const specifier of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'scheduler']) {
    test(`${specifier}: the production build, exporting what its CommonJS form exports`, () => {
      const file = productionFile(specifier);
      const module = transform(file);
      assert.ok(module, `${file} is read as an ES module`);
      const exported = [...module.code.matchAll(/export \{([^}]*)\}/g)].flatMap((match) => match[1]!.split(',').map((item) => item.trim().split(' as ')[1]!));
      assert.deepEqual(exported.sort(), Object.keys(require(file)).sort());
      assert.doesNotMatch(module.code, /\brequire\(|\bmodule\.exports\b|\bexports\./);
    });
  }

  test('a bare specifier resolves to the production build, not to the package entry that picks one', async () => {
    const resolve = plugin.resolveId as (source: string, importer?: string) => Promise<string | null>;
    assert.equal(await resolve('react-dom/client', '/page.js'), productionFile('react-dom/client'));
    assert.equal(await resolve('react/jsx-runtime', '/page.js'), productionFile('react/jsx-runtime'));
    assert.equal(await resolve('ofetch', '/page.js'), null);
  });

  test("a default import of react (jotai's) becomes a namespace import, whose members rollup can leave out", () => {
    const jotai = require.resolve('jotai/react').replace(/react\.js$/, 'esm/react.mjs');
    const module = transform(jotai);
    assert.ok(module);
    assert.match(module.code, /import \* as React from 'react';/);
    assert.doesNotMatch(module.code, /import React,/);
  });
});
