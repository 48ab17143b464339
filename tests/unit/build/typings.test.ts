// What an integrator's tools read, built by scripts/integration-types.mjs from custom-elements.json: the React 19
// page of tests/types/package compiles against the built package (its @ts-expect-error lines prove wrong
// attribute types, event details and tags are refused), the Vue 3 page compiles with vue-tsc (its
// @vue-expect-error lines likewise) and a deliberately wrong one does not, the example hosts (examples/hosts)
// compile the same way, the Angular snippet of docs/integration.md type-checks against @angular/core, and the
// editors' data lists every tag and attribute.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const VUE_TSC = path.join(ROOT, 'node_modules/vue-tsc/bin/vue-tsc.js');
const check = (bin: string, project: string) => spawnSync(process.execPath, [bin, '-p', project], { cwd: ROOT, encoding: 'utf8' });
/** A file's code without its comments (whose English may say "any"). */
const code = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
/** `on<Event>` as Vue names a handler: casino-tab-change -> onCasinoTabChange. */
const vueHandler = (event: string) => `on${event.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`;

interface Declaration { tagName?: string; attributes?: Array<{ name: string }>; events?: Array<{ name: string }> }
const manifest = readJson('custom-elements.json') as { modules: Array<{ declarations?: Declaration[] }> };
const tags = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);

describe('typings and editor data from the manifest', () => {
  test('a React 19 + TypeScript page using five elements compiles against the built package, and wrong uses do not', () => {
    const result = check(TSC, 'tests/types/package/tsconfig.json');
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  test('a Vue 3 single-file component using five elements compiles with vue-tsc against the built package, and wrong uses do not', () => {
    const result = check(VUE_TSC, 'tests/types/package/tsconfig.vue.json');
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  test('vue-tsc refuses a Vue file that gives an attribute the wrong type, at that attribute', () => {
    const result = check(VUE_TSC, 'tests/types/package/tsconfig.vue-wrong.json');
    assert.notEqual(result.status, 0, 'the deliberately wrong file compiled');
    assert.match(result.stdout, /vue-wrong\.vue\(8,20\): error TS2322: Type 'string' is not assignable to type 'number'/);
  });

  test('the example hosts (React 19 and Vue 3 pages) compile against the built package', () => {
    // vue-tsc is tsc that also reads .vue files: one run checks the React page and the Vue one.
    const vue = check(VUE_TSC, 'examples/hosts/tsconfig.json');
    assert.equal(vue.status, 0, vue.stdout + vue.stderr);
    for (const file of ['examples/hosts/react-host.tsx', 'examples/hosts/VueHost.vue', 'examples/hosts/vue-host.ts']) {
      assert.doesNotMatch(code(file), /\bany\b|declare (module|global)|interface \w+ extends|as unknown/, `${file} uses any or declares types of its own`);
    }
  });

  test('the Angular snippet of docs/integration.md is the file that type-checks against @angular/core', () => {
    const result = check(TSC, 'tests/types/angular/tsconfig.json');
    assert.equal(result.status, 0, result.stdout + result.stderr);
    const snippet = readFileSync(path.join(ROOT, 'tests/types/angular/sign-in.component.ts'), 'utf8').trimEnd();
    assert.ok(readFileSync(path.join(ROOT, 'docs/integration.md'), 'utf8').includes(`\`\`\`ts\n${snippet}\n\`\`\``), 'the guide shows the checked file as it is');
    for (const needed of ['CUSTOM_ELEMENTS_SCHEMA', '(casino-signed-in)=', '[jurisdiction]=']) assert.ok(snippet.includes(needed), needed);
  });

  test('the React and Vue types use no `any`', () => {
    for (const file of ['dist/types/react.d.ts', 'dist/types/vue.d.ts', 'dist/types/element-props.d.ts']) assert.doesNotMatch(code(file), /\bany\b/, file);
  });

  // Each tag's handlers, one per event with its typed event, are type-checked tag by tag in framework-typings.test.ts.
  test('the Vue types name every tag of the manifest, and a handler in Vue\'s casing for every event', () => {
    const types = readFileSync(path.join(ROOT, 'dist/types/vue.d.ts'), 'utf8');
    for (const element of tags) {
      assert.match(types, new RegExp(`"${element.tagName}": CasinoVueElement<\\w+VueProps>;`), element.tagName);
      for (const event of element.events ?? []) assert.ok(types.includes(`"${vueHandler(event.name)}"?: (event: CasinoEvent<"${event.name}">) => void;`), `${element.tagName} ${event.name}`);
    }
  });

  test('the React types name every tag of the manifest, and the shared types an on<event> handler for every event', () => {
    const types = readFileSync(path.join(ROOT, 'dist/types/react.d.ts'), 'utf8');
    const shared = readFileSync(path.join(ROOT, 'dist/types/element-props.d.ts'), 'utf8');
    for (const element of tags) {
      assert.match(types, new RegExp(`"${element.tagName}": \\w+Props;`), element.tagName);
      for (const event of element.events ?? []) assert.ok(shared.includes(`"on${event.name}"?: (event: CasinoEvent<"${event.name}">) => void;`), `${element.tagName} on${event.name}`);
    }
  });

  test('VS Code custom data and JetBrains web-types list every tag with all its attributes', () => {
    const vscode = readJson('dist/html-custom-data.json') as { tags: Array<{ name: string; attributes: Array<{ name: string }> }> };
    const webTypes = readJson('dist/web-types.json') as { contributions: { html: { elements: Array<{ name: string; attributes: Array<{ name: string }>; events: Array<{ name: string }> }> } } };
    const pkg = readJson('package.json') as { 'web-types': string; exports: Record<string, unknown> };
    assert.equal(pkg['web-types'], './dist/web-types.json');
    assert.ok(pkg.exports['./react'], 'the React types are exported');
    assert.equal((pkg.exports['./vue'] as { types?: string }).types, './dist/types/vue.d.ts', 'the Vue types are exported');
    for (const element of tags) {
      const names = (element.attributes ?? []).map((attribute) => attribute.name).sort();
      const inVscode = vscode.tags.find((tag) => tag.name === element.tagName);
      const inWebTypes = webTypes.contributions.html.elements.find((tag) => tag.name === element.tagName);
      assert.deepEqual(inVscode?.attributes.map((attribute) => attribute.name).sort(), names, element.tagName);
      assert.deepEqual(inWebTypes?.attributes.map((attribute) => attribute.name).sort(), names, element.tagName);
      assert.deepEqual(inWebTypes?.events.map((event) => event.name).sort(), (element.events ?? []).map((event) => event.name).sort(), element.tagName);
    }
  });
});
