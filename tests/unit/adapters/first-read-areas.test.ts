// The areas a page's first reads call, started beside the adapter's chunk (create-platform.ts FIRST_READ_AREAS):
// each row's module is the one its reads really load (adapters/rest/index.ts), and the rows cover the first reads
// the widgets name (adapters/first-reads.ts) and the deposit's, so the table cannot drift from the adapter.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import '../support/element-classes.ts';
import type { OperationName } from '../../../adapters/contract.ts';
import { FIRST_READ_AREAS, createPlatform } from '../../../adapters/create-platform.ts';
import { FIRST_READS, FIRST_READ_AREA_READS } from '../../../adapters/first-reads.ts';
import { areaOf, createRestPlatform } from '../../../adapters/rest/index.ts';
import { pageNeeds } from '../../../elements/runtime/page-needs.ts';
import { memorySession } from './local-server.ts';

const config = { platform: 'rest', apiUrl: 'https://api.example.test', jurisdiction: 'mga', locale: 'en' } as const;
// Fills the adapter's table of areas by operation.
createRestPlatform({ config, session: { get: () => null, set: () => undefined } });
const rows = FIRST_READ_AREAS.rest!;

/** The needs of a page holding one element (`tag`, or `tag tab`, as FIRST_READS names them). */
function needsOf(element: string) {
  const [tag, tab] = element.split(' ');
  return pageNeeds({
    querySelectorAll: (name: string) => (name === tag ? [{ getAttribute: (attribute: string) => (attribute === 'tab' ? (tab ?? null) : null) }] : []),
  } as unknown as ParentNode);
}

/** The area modules a page's needs start, for a player or a visitor. */
async function startedFor(element: string, reader: 'player' | 'visitor') {
  const started = needsOf(element).flatMap((need) => {
    const row = Object.hasOwn(rows, need) ? rows[need] : undefined;
    return row && row.for === reader ? [row.load()] : [];
  });
  return new Set(await Promise.all(started));
}

/** The area modules the reads load at their first call (none for an operation of the adapter's own chunk). */
async function loadedBy(reads: readonly OperationName[]) {
  return new Set(await Promise.all(reads.flatMap((read) => (areaOf(read) ? [areaOf(read)!()] : []))));
}

describe('the REST areas started beside the adapter', () => {
  it('each row loads the module its reads load at their first call', async () => {
    assert.deepEqual(Object.keys(rows).sort(), Object.keys(FIRST_READ_AREA_READS).sort());
    for (const [need, reads] of Object.entries(FIRST_READ_AREA_READS)) {
      const module = await rows[need as keyof typeof FIRST_READ_AREA_READS]!.load();
      for (const read of reads) {
        assert.ok(areaOf(read), `${need}: ${read} loads an area`);
        assert.equal(await areaOf(read)!(), module, `${need}: ${read} loads the row's area`);
      }
    }
  });

  it('covers the areas of every first read a widget names, for the player or visitor who reads them', async () => {
    const reader = (element: string) => (element === 'casino-signup' ? 'visitor' : 'player');
    for (const [element, reads] of Object.entries(FIRST_READS)) {
      const started = await startedFor(element, reader(element));
      for (const module of await loadedBy(reads)) assert.ok(started.has(module), `${element}: an area of ${reads.join(', ')} is started`);
    }
  });

  it('covers the deposit\'s reads before its cashier frame: its limits, its blocks and the set-up', async () => {
    const started = await startedFor('casino-deposit', 'player');
    const loaded = await loadedBy(['getLimits', 'getProductBlocks', 'getCashierSetup']);
    assert.equal(loaded.size, 1);
    for (const module of loaded) assert.ok(started.has(module));
    // A visitor's deposit asks to sign in first: nothing is started for it.
    assert.equal((await startedFor('casino-deposit', 'visitor')).size, 0);
  });

  it('builds the platform when an area does not arrive: its first call asks again', async () => {
    const saved = rows.signUp!;
    (rows as Record<string, unknown>)['signUp'] = { ...saved, load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const platform = await createPlatform({ config, session: memorySession() }, ['signUp']);
      assert.equal(typeof platform.getCountries, 'function');
      await new Promise((resolve) => setTimeout(resolve, 10));
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', listener);
      (rows as Record<string, unknown>)['signUp'] = saved;
    }
  });
});
