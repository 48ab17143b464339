// dist/preload.json's `adapterAreas` come from reading adapters/rest/index.ts's source (scripts/preload-manifest.mjs
// lazyOperations): an operation written so that the reading misses it would load its area at its first call with no
// first render counting or preloading it. The reading must find every operation that loads an area, with its area.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { OperationName } from '../../../adapters/contract.ts';
import { OPERATION_AREAS } from '../../../adapters/operations.ts';
import { areaOf, createRestPlatform } from '../../../adapters/rest/index.ts';
import { lazyOperations } from '../../../scripts/preload-manifest.mjs';

const INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../adapters/rest/index.ts');

describe('build: the REST adapter\'s areas as the preload manifest reads them', () => {
  test('name every operation that loads an area, each with the loader it calls', async () => {
    const source = readFileSync(INDEX, 'utf8');
    // Fills the adapter's table of areas by operation.
    createRestPlatform({ config: { platform: 'rest', apiUrl: 'https://api.example.test', jurisdiction: 'mga', locale: 'en' }, session: { get: () => null, set: () => undefined } });
    const read = new Map(lazyOperations(source));
    const loaders = new Map([...source.matchAll(/\bconst (\w+) = (\(\) => import\('[^']+'\));/g)].map(([, name, loader]) => [name, loader]));
    const lazy = (Object.keys(OPERATION_AREAS) as OperationName[]).filter((operation) => areaOf(operation));
    assert.ok(lazy.length > 40);
    assert.deepEqual([...read.keys()].sort(), lazy.sort());
    for (const operation of lazy) {
      const loader = loaders.get(read.get(operation));
      assert.ok(loader, `${operation}: ${read.get(operation)} is an area's loader`);
      assert.equal(String(areaOf(operation)).replace(/\s+/g, ''), loader.replace(/\s+/g, ''), `${operation} loads ${read.get(operation)}`);
    }
  });
});
