// dist/casino-elements.css (elements/casino-elements.css with the widget table's rows it does not name,
// scripts/reserved-space.mjs) holds each widget's space while it loads and, after a moment, shows the loading
// dots in it: a tag given a reserved height without the dots (a widget added to one list only) would leave its
// players an empty hole on a slow connection, and a tag with the dots and no height would show them in 0 px.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import '../support/element-classes.ts';
import { WIDGET_TABLE } from '../../../elements/widget-table.ts';
import { reservedRows, reservedSpaceCss } from '../../../scripts/reserved-space.mjs';

const source = readFileSync(new URL('../../../elements/casino-elements.css', import.meta.url), 'utf8');
const css = reservedSpaceCss(source, reservedRows(WIDGET_TABLE)).replace(/\/\*[\s\S]*?\*\//g, '');

/** The tags of the rule whose block holds `declaration`, its selectors read up to the block. */
function tagsOfRules(declaration: RegExp): Set<string> {
  const tags = new Set<string>();
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!declaration.test(match[2]!)) continue;
    for (const tag of match[1]!.matchAll(/\b(casino-[a-z-]+)(?=:not\(:state\(rendered\)\))/g)) tags.add(tag[1]!);
  }
  return tags;
}

test('every tag given a reserved height shows the loading dots, and only those', () => {
  const reserved = tagsOfRules(/min-height:/);
  const dotted = tagsOfRules(/animation:\s*casino-elements-loading\b/);
  assert.ok(reserved.size >= 16, `reserved heights found: ${[...reserved].join(', ')}`);
  assert.deepEqual([...dotted].sort(), [...reserved].sort());
});

test('every reserved height is a real space: a positive number of pixels, not 0 or a keyword', () => {
  let heights = 0;
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const height = /min-height:\s*([^;]+);/.exec(match[2]!)?.[1]?.trim();
    if (height === undefined) continue;
    heights += 1;
    const selector = match[1]!.trim();
    assert.match(height, /^\d+px$/, `${selector}: min-height ${height}`);
    assert.ok(Number.parseInt(height, 10) >= 40, `${selector}: min-height ${height} holds no widget's first view`);
  }
  assert.ok(heights >= 16, `reserved heights found: ${heights}`);
});

test('each widget\'s reserved heights are its row\'s in the widget table, and no tag has one without a row', () => {
  const heights = new Map<string, Set<number>>();
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const height = /min-height:\s*(\d+)px/.exec(match[2]!)?.[1];
    if (height === undefined) continue;
    for (const selector of match[1]!.split(',')) {
      // The element the rule sizes: the last tag before its :not(:state(rendered)) (not one it is inside of).
      const tag = selector.slice(0, selector.indexOf(':not(:state(rendered))')).match(/casino-[a-z-]+/g)?.at(-1);
      if (!tag) continue;
      if (!heights.has(tag)) heights.set(tag, new Set());
      heights.get(tag)!.add(Number(height));
    }
  }
  const expected = new Map<string, Set<number>>();
  for (const row of Object.values(WIDGET_TABLE) as Array<{ element: { definition: { tag: string } }; reserved?: { height: number; variants?: Record<string, number> } }>) {
    if (row.reserved) expected.set(row.element.definition.tag, new Set([row.reserved.height, ...Object.values(row.reserved.variants ?? {})]));
  }
  assert.deepEqual(
    Object.fromEntries([...heights].map(([tag, set]) => [tag, [...set].sort()])),
    Object.fromEntries([...expected].map(([tag, set]) => [tag, [...set].sort()])),
  );
});

test('the dots wait for the widget\'s own loading state, not for its rendered one', () => {
  // `mounted` is set by the runtime (elements/runtime/mount.tsx) as the widget appears with its own "Loading…".
  const selectors = css.match(/casino-[a-z-]+:not\(:state\(rendered\)\)[^,{]*(?=[^{}]*\{[^{}]*animation:\s*casino-elements-loading\b)/g) ?? [];
  assert.ok(selectors.length >= 16, `selectors with the dots found: ${selectors.join(', ')}`);
  for (const selector of selectors) assert.match(selector, /:not\(:state\(mounted\)\)/, selector);
});

test('a row the stylesheet does not name yet gets its three rules from the table, and a named one is left as written', () => {
  const rows = [...reservedRows(WIDGET_TABLE), { tag: 'casino-zz-new', height: 123, variants: { 'kind="wide"': 321 } }];
  const made = reservedSpaceCss(source, rows);
  assert.equal(reservedSpaceCss(source, reservedRows(WIDGET_TABLE)).length < made.length, true);
  const uncommented = made.replace(/\/\*[\s\S]*?\*\//g, '');
  const block = (declaration: RegExp) => [...uncommented.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter((match) => declaration.test(match[2]!)).map((match) => match[1]!).join(',');
  assert.match(block(/^\s*display:\s*block;\s*$/), /casino-zz-new:not\(:state\(rendered\)\):not\(\[hidden\]\)/);
  assert.match(block(/animation:\s*casino-elements-loading\b/), /casino-zz-new:not\(:state\(rendered\)\):not\(:state\(mounted\)\)/);
  assert.match(uncommented, /casino-zz-new:not\(:state\(rendered\)\) \{ min-height: 123px; \}/);
  assert.match(uncommented, /casino-zz-new\[kind="wide"\]:not\(:state\(rendered\)\) \{ min-height: 321px; \}/);
  // The hand-written tags are not written twice.
  assert.equal(uncommented.match(/casino-signin:not\(:state\(rendered\)\) \{/g)?.length, 1);
});

test('the sheet a page downloads leaves out the source\'s comments (docs/theming.md explains it), with one line saying where', () => {
  const built = reservedSpaceCss(source, reservedRows(WIDGET_TABLE));
  // Besides the markers of the block the build fills (the colour schemes, scripts/docs-tables.mjs).
  assert.deepEqual([...built.matchAll(/\/\*.*?\*\//g)].map((comment) => comment[0]).slice(1), ['/* generated:color-schemes */', '/* /generated:color-schemes */']);
  assert.match(built, /^\/\* casino-elements: [^\n]*docs\/theming\.md\)\. \*\/\n/);
  assert.ok(built.length < source.length * 0.8, `${built.length} characters of the source's ${source.length}`);
});
