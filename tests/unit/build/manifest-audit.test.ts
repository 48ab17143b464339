// What issue 40 found missing from the manifest and the editors' data: each part listed once per element, the
// custom states listed, and web-types naming each element's parts and tokens (completion in a page's CSS).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { STATES } from '../../../elements/runtime/manifest-docs.ts';
import { ACCOUNT_TABS } from '../../../features/account/tabs.ts';
import { JURISDICTIONS } from '../../../features/toolkit/jurisdiction/index.ts';
import { LOCALES } from '../../../i18n/locales.ts';
import { manifestElements } from '../../../scripts/manifest-elements.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface Named { name: string; description?: string }
interface Attribute extends Named { values?: string[] }
interface Declaration { tagName?: string; cssParts?: Named[]; cssStates?: Named[]; cssProperties?: Named[]; attributes?: Attribute[] }
const manifest = readJson('custom-elements.json') as { modules: Array<{ declarations?: Declaration[] }> };
// Each element with the tokens, states and parts it inherits from the declarations the manifest lists them on once.
const elements = manifestElements<Declaration>(manifest);
const widgets = elements.filter((element) => element.tagName !== 'casino-platform' && (element.cssParts ?? []).length > 0);

describe('the manifest and the editors\' data', () => {
  test('lists each part once per element', () => {
    assert.ok(widgets.length > 25);
    for (const element of widgets) {
      const names = (element.cssParts ?? []).map((part) => part.name);
      assert.deepEqual(names, [...new Set(names)], `${element.tagName}: ${names.filter((name, index) => names.indexOf(name) !== index).join(', ')} listed twice`);
    }
  });

  test('lists every widget\'s custom states (rendered, mounted), each described', () => {
    assert.deepEqual(Object.keys(STATES).sort(), ['mounted', 'rendered']);
    for (const element of widgets) {
      assert.deepEqual((element.cssStates ?? []).map((state) => state.name).sort(), ['mounted', 'rendered'], element.tagName);
      for (const state of element.cssStates ?? []) assert.ok(state.description, `${element.tagName}: ${state.name} is described`);
    }
  });

  test('gives jurisdiction, locale and the account\'s tab their value lists, and the editors\' data offers them', () => {
    const vscode = readJson('dist/html-custom-data.json') as { tags: Array<{ name: string; attributes: Array<{ name: string; values?: Named[] }> }> };
    const lists: Record<string, readonly string[]> = { jurisdiction: JURISDICTIONS, locale: LOCALES };
    for (const element of elements) {
      const wanted = { ...lists, ...(element.tagName === 'casino-account' ? { tab: ACCOUNT_TABS.map((tab) => tab.id) } : {}) };
      for (const [name, values] of Object.entries(wanted)) {
        const attribute = element.attributes?.find((candidate) => candidate.name === name);
        assert.ok(attribute, `${element.tagName} ${name}`);
        assert.deepEqual(attribute.values, [...values], `${element.tagName} ${name}'s values`);
        const offered = vscode.tags.find((tag) => tag.name === element.tagName)?.attributes.find((candidate) => candidate.name === name);
        assert.deepEqual(offered?.values?.map((value) => value.name), [...values], `${element.tagName} ${name} in VS Code's data`);
      }
    }
  });

  test('web-types names each element\'s parts (its own and those of the element it extends) and every token, once', () => {
    type WebTypesElement = { name: string; extends?: string; abstract?: boolean; css?: { parts?: Named[]; properties?: Named[] } };
    const webTypes = readJson('dist/web-types.json') as { contributions: { html: { elements: WebTypesElement[] }; css: { properties: Named[] } } };
    const all = webTypes.contributions.html.elements;
    /** An element's parts with those of the elements it `extends` ("/html/elements/<name>", as JetBrains resolves it). */
    const partsOf = (entry: WebTypesElement): string[] => {
      const base = entry.extends ? all.find((candidate) => `/html/elements/${candidate.name}` === entry.extends) : undefined;
      assert.ok(!entry.extends || base?.abstract, `${entry.name} extends an abstract element of the file`);
      return [...(base ? partsOf(base) : []), ...(entry.css?.parts ?? []).map((part) => part.name)];
    };
    for (const element of widgets) {
      const entry = all.find((candidate) => candidate.name === element.tagName);
      assert.ok(entry, element.tagName);
      assert.deepEqual(partsOf(entry).sort(), (element.cssParts ?? []).map((part) => part.name).sort(), `${element.tagName} parts`);
      assert.equal(entry.css?.properties, undefined, `${element.tagName}: the tokens are listed once, in the CSS namespace`);
    }
    const tokens = webTypes.contributions.css.properties.map((token) => token.name);
    assert.deepEqual(tokens, [...new Set(elements.flatMap((element) => (element.cssProperties ?? []).map((token) => token.name)))].sort(), 'every token once');
    for (const token of webTypes.contributions.css.properties) assert.ok(token.description, `${token.name} is described`);
    assert.ok(all.filter((entry) => entry.extends).length > 25, 'the framed widgets share their frame\'s parts');
  });
});

describe('docs/integration.md §5', () => {
  test('names every platform create-platform.ts builds as built, and none as not built', () => {
    const loaders = readFileSync(path.join(ROOT, 'adapters/create-platform.ts'), 'utf8');
    const names = [...loaders.matchAll(/^\s+(\w+): \(\) => import\(/gm)].map((match) => match[1]!);
    assert.deepEqual([...names].sort(), ['framework', 'realtime', 'rest', 'skillonnet']);
    const docs = readFileSync(path.join(ROOT, 'docs/integration.md'), 'utf8');
    const prose = docs.slice(docs.indexOf('## 5. Platform support'), docs.indexOf('<!-- generated:support-matrix -->'));
    assert.match(prose, /all four are built/);
    for (const name of names) assert.ok(prose.includes(`\`${name}\``), name);
    assert.doesNotMatch(prose, /not built/);
  });
});
