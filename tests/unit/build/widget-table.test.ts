// The widget table (elements/widget-table.ts) is the one list of widgets: what it says of each must hold in the
// element files, and no element may be left out of it (it would not be defined).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import '../support/element-classes.ts';
import { WIDGET_TABLE } from '../../../elements/widget-table.ts';
import { renderedFeature } from '../../../scripts/feature-sources.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rows = Object.entries(WIDGET_TABLE) as Array<[string, { element: { name: string; definition: { tag: string } }; feature: string; triggers?: readonly object[] }]>;

test('every widget element file has a row, under its tag\'s name', () => {
  const files = readdirSync(path.join(ROOT, 'elements')).filter((file) => /^casino-.*\.ts$/.test(file))
    .filter((file) => readFileSync(path.join(ROOT, 'elements', file), 'utf8').includes('createElementClass('));
  assert.deepEqual(rows.map(([, row]) => `${row.element.definition.tag}.ts`).sort(), files.sort());
  for (const [name, row] of rows) assert.equal(row.element.definition.tag, `casino-${name}`);
});

test('each row\'s feature is the one its element\'s loader renders', () => {
  for (const [, row] of rows) {
    const source = readFileSync(path.join(ROOT, 'elements', `${row.element.definition.tag}.ts`), 'utf8');
    // The manifest generator's rule (custom-elements-manifest.config.mjs): what the definition's load() imports.
    const imported = [...source.slice(source.indexOf('  load:')).matchAll(/import\('\.\.\/features\/([\w-]+)\/index\.ts'\)/g)].map((match) => match[1]!);
    assert.equal(renderedFeature(row.element.definition.tag, imported), row.feature, row.element.definition.tag);
  }
});

test('the table and its rows are frozen: no module changes them when imported', () => {
  assert.ok(Object.isFrozen(WIDGET_TABLE));
  for (const [name, row] of rows) {
    assert.ok(Object.isFrozen(row), name);
    for (const trigger of row.triggers ?? []) assert.ok(Object.isFrozen(trigger), `${name}'s trigger`);
  }
});
