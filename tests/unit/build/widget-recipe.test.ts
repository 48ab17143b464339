// The widget recipe of docs/developing.md, run: a throwaway widget, casino-zz-probe, is scaffolded by the
// recipe's numbered list of files (and only those) into a copy of the sources, and what the project derives from
// the widget table must then find it there: the element registered (elements/index.ts defines every row), its
// feature the one its loader imports, its space in the page's stylesheet (scripts/reserved-space.mjs), its state in
// the gallery (scripts/gallery-widgets.mjs, examples/gallery-states.js), its React component (scripts/react-components.mjs,
// from the class elements/index.ts exports) and every part it renders described
// (scripts/part-docs.mjs, elements/runtime/manifest-docs.ts). The files the copy then differs in are counted: the
// recipe's number, 12 or fewer. A registration the recipe leaves out (a list the widget must still join by hand)
// fails here, as does a recipe whose list and number disagree.
// Not covered here: the compiler's checks (WidgetName, the tag's spelling), which `npx tsc` runs over the real tree.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import '../support/element-classes.ts';
import { galleryWidgetsModule } from '../../../scripts/gallery-widgets.mjs';
import { partDocsIn } from '../../../scripts/part-docs.mjs';
import { renderedFeature } from '../../../scripts/feature-sources.mjs';
import { reservedRows, reservedSpaceCss } from '../../../scripts/reserved-space.mjs';
import { reactComponents, reactComponentsCode, reactComponentsDeclarations } from '../../../scripts/react-components.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NAME = 'zz-probe';
const TAG = `casino-${NAME}`;
const CLASS = 'CasinoZzProbeElement';
const COPIED = ['elements', 'features', 'adapters', 'ui', 'i18n', 'examples', 'docs', 'package.json', 'babel.config.json', 'lingui.config.ts'];

/** The recipe: its number of files and its numbered list of them, `foo` standing for the widget's name. */
function recipe(): { count: number; files: string[] } {
  const doc = readFileSync(path.join(ROOT, 'docs/developing.md'), 'utf8');
  const start = doc.indexOf('- The count, for a widget');
  assert.ok(start > 0, 'docs/developing.md has the recipe\'s count');
  const section = doc.slice(start, doc.indexOf('\n\n', doc.indexOf('\n  1. ', start)));
  const count = Number(/: (\d+)\s+files besides/.exec(section)?.[1]);
  const files = [...section.matchAll(/^\s+\d+\. `([^`]+)`/gm)].map((match) => match[1]!);
  return { count, files };
}

let copy = '';
const before_ = new Map<string, string>();

function hashes(dir: string, into = new Map<string, string>(), base = dir): Map<string, string> {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'build') continue;
    if (statSync(file).isDirectory()) hashes(file, into, base);
    else into.set(path.relative(base, file), createHash('sha1').update(readFileSync(file)).digest('hex'));
  }
  return into;
}

const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
}
function edit(file: string, change: (text: string) => string) {
  const text = read(file);
  const changed = change(text);
  assert.notEqual(changed, text, `the scaffold could not place its line in ${file}`);
  write(file, changed);
}

/** What each file of the recipe gets for the probe: what a developer following the recipe writes there. */
const SCAFFOLD: Record<string, () => void> = {
  'features/foo/foo-widget.tsx': () => write(`features/${NAME}/${NAME}-widget.tsx`, `import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { probeLabel } from './rules.ts';

export interface ZzProbeWidgetProps extends CommonWidgetProps {
  amount?: number;
}

/**
 * A probe.
 *
 * @csspart probe-dial - The probe's dial.
 */
export function ZzProbeWidget(props: ZzProbeWidgetProps) {
  const frame = useWidgetFrame(props);
  return <WidgetFrame {...frame}><p part="probe-dial">{probeLabel(props.amount)}</p></WidgetFrame>;
}
`),
  'features/foo/index.ts': () => write(`features/${NAME}/index.ts`, `import type { WidgetModule } from '../toolkit/host/index.ts';
import { ZzProbeWidget, type ZzProbeWidgetProps } from './${NAME}-widget.tsx';

export { probeLabel } from './rules.ts';

const widget: WidgetModule<ZzProbeWidgetProps> = { component: ZzProbeWidget };
export default widget;
`),
  'features/foo/rules.ts': () => write(`features/${NAME}/rules.ts`, 'export const probeLabel = (amount?: number): string => String(amount ?? 0);\n'),
  'elements/casino-foo.ts': () => write(`elements/${TAG}.ts`, `import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ZzProbeWidgetProps } from '../features/${NAME}/${NAME}-widget.tsx';

export const zzProbeDefinition = widgetDefinition<ZzProbeWidgetProps>()({
  tag: '${TAG}',
  summary: 'A probe.',
  attributes: { amount: attribute.number('An amount.') },
  events: [],
  load: () => import('../features/${NAME}/index.ts'),
});
export class ${CLASS} extends createElementClass(zzProbeDefinition) {}
declare global { interface HTMLElementTagNameMap { '${TAG}': ${CLASS} } }
`),
  'elements/widget-table.ts': () => edit('elements/widget-table.ts', (text) => text
    .replace(/(\nimport \{ CasinoWithdrawElement \} from '\.\/casino-withdraw\.ts';)/, `$1\nimport { ${CLASS} } from './${TAG}.ts';`)
    .replace(/\n\} satisfies Readonly<Record<string, WidgetRow>>\);/, `\n  '${NAME}': { element: ${CLASS}, feature: '${NAME}', needs: [], reserved: { height: 123 } },$&`)),
  'elements/index.ts': () => edit('elements/index.ts', (text) => `${text}export { ${CLASS} } from './${TAG}.ts';\n`),
  'examples/foo.html': () => write(`examples/${NAME}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe</title></head><body><${TAG}></${TAG}></body></html>\n`),
  'examples/index.html': () => edit('examples/index.html', (text) => text.replace('    <ul class="examples">\n', `$&      <li><a href="/examples/${NAME}.html">Probe</a> — a probe</li>\n`)),
  'tests/unit/features/foo.test.ts': () => write(`tests/unit/features/${NAME}.test.ts`, '// its rules\n'),
  'tests/browser/foo.test.ts': () => write(`tests/browser/${NAME}.test.ts`, '// its states, with axe\n'),
  'tests/e2e/foo.spec.ts': () => write(`tests/e2e/${NAME}.spec.ts`, '// its journey\n'),
};

before(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'widget-recipe-'));
  for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true, filter: (source) => !source.includes(`${path.sep}examples${path.sep}build`) });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const [file, hash] of hashes(copy)) before_.set(file, hash);
  for (const file of recipe().files) {
    const step = SCAFFOLD[file];
    assert.ok(step, `the recipe names ${file}, which this scaffold does not know: teach it the step`);
    step();
  }
});

after(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('the recipe names its files in a numbered list, as many as it says, and 12 or fewer', () => {
  const { count, files } = recipe();
  assert.equal(files.length, count);
  assert.equal(new Set(files).size, files.length);
  assert.ok(count <= 12, `${count} files`);
});

test('the scaffold touched the recipe\'s files and no other', () => {
  const now = hashes(copy);
  const touched = [...now].filter(([file, hash]) => before_.get(file) !== hash).map(([file]) => file).sort();
  const expected = recipe().files.map((file) => file.replace(/foo/g, NAME)).sort();
  assert.deepEqual(touched, expected);
});

test('what follows from the widget table finds the probe: its registration, its stylesheet rules, its gallery state and its React component', async () => {
  const { WIDGET_TABLE } = (await import(pathToFileURL(path.join(copy, 'elements/widget-table.ts')).href)) as { WIDGET_TABLE: Record<string, { element: { name: string; definition: { tag: string; load: () => unknown } }; feature: string; reserved?: { height: number } }> };
  const row = WIDGET_TABLE[NAME];
  assert.ok(row, 'the table has the probe\'s row');
  assert.equal(row.element.definition.tag, TAG);
  // Registration: elements/index.ts defines every row of the table, none by name.
  const index = read('elements/index.ts');
  assert.match(index, /for \(const row of Object\.values\(WIDGET_TABLE\)\) defineElement\(row\.element\.definition\.tag, row\.element\)/);
  // Its feature: the one its loader imports (the manifest's and preload.json's rule).
  const imported = [...read(`elements/${TAG}.ts`).matchAll(/import\('\.\.\/features\/([\w-]+)\/index\.ts'\)/g)].map((match) => match[1]!);
  assert.equal(renderedFeature(TAG, imported), row.feature);
  // The page's stylesheet: its height, display: block and the dots.
  const css = reservedSpaceCss(read('elements/casino-elements.css'), reservedRows(WIDGET_TABLE)).replace(/\/\*[\s\S]*?\*\//g, '');
  assert.match(css, new RegExp(`${TAG}:not\\(:state\\(rendered\\)\\) \\{ min-height: 123px; \\}`));
  assert.match(css, new RegExp(`${TAG}:not\\(:state\\(rendered\\)\\):not\\(\\[hidden\\]\\)[^{]*\\{ display: block; \\}`));
  assert.match(css, new RegExp(`${TAG}:not\\(:state\\(rendered\\)\\):not\\(:state\\(mounted\\)\\)[^{]*\\{[^}]*animation: casino-elements-loading`));
  // The gallery, as the build writes its view of the table.
  write('examples/build/gallery-widgets.js', galleryWidgetsModule(WIDGET_TABLE));
  const { GALLERY_STATES } = (await import(pathToFileURL(path.join(copy, 'examples/gallery-states.js')).href)) as { GALLERY_STATES: Array<{ id: string; markup: string }> };
  assert.ok(GALLERY_STATES.some((state) => state.markup.includes(`<${TAG}`)), 'a gallery state shows the probe');
  assert.equal(new Set(GALLERY_STATES.map((state) => state.id)).size, GALLERY_STATES.length, 'state ids stay unique');
  // casino-elements/react: the build adds its component, made from the class the library's entry exports.
  assert.deepEqual(reactComponents(WIDGET_TABLE).filter((component) => component.element === CLASS), [{ name: 'CasinoZzProbe', element: CLASS, events: [] }]);
  assert.match(reactComponentsCode(WIDGET_TABLE), /^export const CasinoZzProbe = wrap\(CasinoZzProbeElement, 'CasinoZzProbe', \[\]\);$/m);
  assert.match(reactComponentsDeclarations(WIDGET_TABLE), /^export declare const CasinoZzProbe: ReactWebComponent\$<CasinoZzProbeElement, ComponentEvents<typeof CasinoZzProbeElement>>;$/m);
  assert.match(index, new RegExp(`^export \\{ ${CLASS} \\} from '\\./${TAG}\\.ts';$`, 'm'), 'the entry exports the class the component imports');
});

test('every part the probe renders is described, by its feature or by the shared list', async () => {
  const { PARTS } = (await import(pathToFileURL(path.join(copy, 'elements/runtime/manifest-docs.ts')).href)) as { PARTS: Record<string, string> };
  const source = read(`features/${NAME}/${NAME}-widget.tsx`);
  const own = partDocsIn(source);
  const rendered = [...source.matchAll(/\bpart="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/));
  assert.ok(rendered.length > 0);
  for (const part of rendered) assert.ok(own.get(part) ?? PARTS[part], `part ${part} is described`);
  assert.equal(PARTS['probe-dial'], undefined, 'the probe\'s own part is not in the shared list');
});
