// The layering rules' own guarantees (DESIGN.md section 1), checked on the rules and the sources: the
// dependency check enforces imports, these check what it cannot see or what must not silently narrow.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// `export * from`, not `export * as name from` (a namespace has a name).
const EXPORT_STAR = /^\s*export\s*\*\s*from\s/m;

interface Rule {
  name: string;
  from: { path?: string | string[]; pathNot?: string | string[] };
  to: { path?: string | string[]; pathNot?: string | string[] };
}

const rules = (createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: Rule[] }).forbidden;
const rule = (name: string) => {
  const found = rules.find((candidate) => candidate.name === name);
  assert.ok(found, `rule ${name}`);
  return found;
};
const matches = (patterns: string | string[] | undefined, file: string) =>
  [patterns ?? []].flat().some((pattern) => new RegExp(pattern).test(file));

describe('layering', () => {
  it("finds `export *` but not a named namespace export", () => {
    assert.match("export * from './rules.ts';", EXPORT_STAR);
    assert.doesNotMatch("export * as protocol from './protocol.ts';", EXPORT_STAR);
    assert.doesNotMatch("export { a, b } from './rules.ts';", EXPORT_STAR);
  });

  it("has every feature's index.ts export by name", () => {
    const features = readdirSync(path.join(ROOT, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    assert.ok(features.length > 10);
    for (const feature of features) {
      let source: string;
      try {
        source = readFileSync(path.join(ROOT, 'features', feature.name, 'index.ts'), 'utf8');
      } catch {
        continue; // a folder with no index exports nothing
      }
      assert.doesNotMatch(source, EXPORT_STAR, `features/${feature.name}/index.ts`);
    }
  });

  it('matches any adapters/<platform>/ folder, not a list of names', () => {
    for (const file of ['adapters/rest/http.ts', 'adapters/wamp/client.ts', 'adapters/some-new-platform/index.ts']) {
      assert.ok(matches(rule('only-create-platform-loads-an-adapter').to.path, file), file);
      assert.ok(matches(rule('adapters-load-lazily').to.path, file), file);
      assert.ok(matches(rule('adapters-stay-in-their-folder').from.path, file), file);
    }
    for (const file of ['adapters/contract.ts', 'adapters/errors.ts', 'adapters/device.ts']) {
      assert.ok(!matches(rule('only-create-platform-loads-an-adapter').to.path, file), file);
    }
  });

  it('keeps the sandbox and the library apart, both ways', () => {
    for (const library of ['elements/index.ts', 'features/signin/index.ts', 'ui/button.tsx', 'i18n/errors.ts', 'adapters/contract.ts']) {
      assert.ok(matches(rule('library-never-imports-sandbox').from.path, library), library);
      assert.ok(matches(rule('sandbox-is-independent').to.path, library), library);
    }
  });

  it('checks sandbox/ and tests/ too, in the command and in npm test', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const folders = scripts['layering']?.split(/\s+/) ?? [];
    for (const folder of ['elements', 'features', 'ui', 'i18n', 'adapters', 'sandbox', 'tests']) assert.ok(folders.includes(folder), folder);
    assert.match(readFileSync(path.join(ROOT, 'scripts/test.mjs'), 'utf8'), /'run', '--silent', 'layering'/);
  });
});
