// What an integrator's tools read, built by scripts/integration-types.mjs from custom-elements.json: the React 19
// page of tests/types/package compiles against the built package (its @ts-expect-error lines prove wrong
// attribute types, event details and tags are refused), and the editors' data lists every tag and attribute.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface Declaration { tagName?: string; attributes?: Array<{ name: string }>; events?: Array<{ name: string }> }
const manifest = readJson('custom-elements.json') as { modules: Array<{ declarations?: Declaration[] }> };
const tags = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);

describe('typings and editor data from the manifest', () => {
  test('a React 19 + TypeScript page using five elements compiles against the built package, and wrong uses do not', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tests/types/package/tsconfig.json'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  test('the React types name every tag of the manifest, with an on<event> prop per event', () => {
    const types = readFileSync(path.join(ROOT, 'dist/types/react.d.ts'), 'utf8');
    for (const element of tags) {
      assert.match(types, new RegExp(`"${element.tagName}": \\w+Props;`), element.tagName);
      for (const event of element.events ?? []) assert.ok(types.includes(`"on${event.name}"?:`), `${element.tagName} on${event.name}`);
    }
  });

  test('VS Code custom data and JetBrains web-types list every tag with all its attributes', () => {
    const vscode = readJson('dist/html-custom-data.json') as { tags: Array<{ name: string; attributes: Array<{ name: string }> }> };
    const webTypes = readJson('dist/web-types.json') as { contributions: { html: { elements: Array<{ name: string; attributes: Array<{ name: string }>; events: Array<{ name: string }> }> } } };
    const pkg = readJson('package.json') as { 'web-types': string; exports: Record<string, unknown> };
    assert.equal(pkg['web-types'], './dist/web-types.json');
    assert.ok(pkg.exports['./react'], 'the React types are exported');
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
