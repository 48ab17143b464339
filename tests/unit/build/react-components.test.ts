// casino-elements/react has a component for every element: <casino-platform>'s and one per row of the widget table,
// made by the build (scripts/react-components.mjs), never by a line of the widget's own. Each is named after its
// element's class (CasinoSignInElement -> CasinoSignIn), the class the library's entry exports under that name, and
// takes an on<Event> prop per event of its element with that event's typed detail: checked by compiling, against the
// built package, a page that uses every component and each of its events (tests/types/package's settings).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import '../support/element-classes.ts';
import { WIDGET_TABLE } from '../../../elements/widget-table.ts';
import { COMMON_EVENTS } from '../../../elements/runtime/element-definition.ts';
import { PLATFORM_CLASS, reactComponents, reactComponentsCode, reactComponentsDeclarations } from '../../../scripts/react-components.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const built = existsSync(path.join(ROOT, 'dist/react.node.js')) && existsSync(path.join(ROOT, 'dist/types/react.d.ts'));
/** casino-signed-in -> onSignedIn, as elements/react-components.ts names an event's prop. */
const eventProp = (event: string) => `on${event.slice('casino-'.length).replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`;
const rows = Object.entries(WIDGET_TABLE).map(([name, row]) => ({
  name,
  element: row.element.name,
  component: row.element.name.replace(/Element$/, ''),
  events: [...COMMON_EVENTS, ...row.element.definition.events] as string[],
}));

describe('casino-elements/react', () => {
  test('every row of the widget table has its component, named after its class, and the platform too', () => {
    const components = reactComponents(WIDGET_TABLE);
    assert.deepEqual(components.map((component) => component.element), [PLATFORM_CLASS, ...rows.map((row) => row.element)]);
    const code = reactComponentsCode(WIDGET_TABLE);
    const declarations = reactComponentsDeclarations(WIDGET_TABLE);
    // A widget's component is given its own events (the library's bundle leaves them out of the definition).
    assert.ok(code.includes(`export const CasinoPlatform = wrap(${PLATFORM_CLASS}, 'CasinoPlatform');`), 'CasinoPlatform');
    for (const row of rows) assert.ok(code.includes(`export const ${row.component} = wrap(${row.element}, '${row.component}', ${JSON.stringify(row.events.slice(COMMON_EVENTS.length))});`), row.component);
    for (const row of [{ element: PLATFORM_CLASS, component: 'CasinoPlatform' }, ...rows]) {
      assert.ok(declarations.includes(`export declare const ${row.component}: ReactWebComponent$<${row.element}, ComponentEvents<typeof ${row.element}>>;`), row.component);
    }
    // The components import each class from the library's entry (the one copy of the library on a page).
    const entry = readFileSync(path.join(ROOT, 'elements/index.ts'), 'utf8');
    for (const row of [{ element: PLATFORM_CLASS }, ...rows]) assert.match(entry, new RegExp(`^export \\{ ${row.element} \\} from '\\./casino-[\\w-]+\\.ts';$`, 'm'), `elements/index.ts exports ${row.element}`);
  });

  test('the built entry exports a component per row, for the browser and for the server', { skip: !built && 'no build' }, async () => {
    for (const file of ['dist/react.js', 'dist/react.node.js']) {
      const exported = new Set([...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bas (Casino\w+)\b/g)].map((match) => match[1]));
      for (const row of rows) assert.ok(exported.has(row.component), `${file} exports ${row.component}`);
    }
    const server = (await import(pathToFileURL(path.join(ROOT, 'dist/react.node.js')).href)) as Record<string, { displayName?: string }>;
    for (const row of rows) assert.equal(server[row.component]?.displayName, row.component);
  });

  test('each component takes its element\'s events as typed on<Event> props, and no other event', { skip: !built && 'no build' }, () => {
    const checks = rows.flatMap((row) => [
      `<${row.component} key="${row.name}" />,`,
      ...row.events.map((event) => `true satisfies Same<Handler<typeof ${row.component}, '${eventProp(event)}'>, CasinoEventMap['${event}']>,`),
    ]);
    const page = `// Written by tests/unit/build/react-components.test.ts from the widget table.
import type { CasinoEventMap } from 'casino-elements';
import { ${rows.map((row) => row.component).join(', ')} } from 'casino-elements/react';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Handler<C, P extends string> = C extends (props: infer Props) => unknown
  ? P extends keyof Props ? (NonNullable<Props[P]> extends (event: infer E) => unknown ? E : 'not a handler') : 'no such prop'
  : 'not a component';

export const checks = [
${checks.map((line) => `  ${line}`).join('\n')}
  // @ts-expect-error a component has no prop for another element's event
  <CasinoAccount onDepositSuccess={() => undefined} />,
];
`;
    mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
    const dir = mkdtempSync(path.join(ROOT, '.cache', 'react-components-'));
    try {
      writeFileSync(path.join(dir, 'page.tsx'), page);
      const options = JSON.parse(readFileSync(path.join(ROOT, 'tests/types/package/tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as { compilerOptions: object };
      writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options.compilerOptions, files: ['page.tsx'] }));
      const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(result.status, 0, result.stdout + result.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
