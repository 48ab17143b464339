// What a bundler and the registry see of the package (after `npm run build`): every entry of `exports` names an
// existing file for `import` and `default`, and a JavaScript entry its `types`; no runtime dependencies (dist/
// bundles them) and the bundled declarations import nothing but React (an optional peer, for the React entry);
// no chunk's preloading runs once a bundler has renamed the chunks.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>; dependencies?: object; license: string; private?: boolean;
  peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }>; files: string[];
};

describe('the package\'s entries and dependencies', () => {
  test('every entry names an existing file for import and default, and a script its types', () => {
    for (const [entry, target] of Object.entries(pkg.exports)) {
      if (entry === './package.json') continue;
      assert.equal(typeof target, 'object', `${entry} has conditions`);
      const conditions = target as Record<string, string>;
      assert.ok(conditions.import && conditions.default, `${entry}: import and default`);
      if (conditions.default.endsWith('.js') || conditions.default.endsWith('.json') && entry === './preload.json') assert.ok(conditions.types, `${entry}: types`);
      for (const file of Object.values(conditions)) assert.ok(existsSync(path.join(ROOT, file)), `${entry}: ${file} exists`);
    }
    for (const entry of ['.', './react', './preload.json', './oauth-callback.html', './oauth-callback.js', './casino-elements.css']) assert.ok(pkg.exports[entry], entry);
  });

  test('is publishable: MIT, not private, no runtime dependencies, React an optional peer', () => {
    assert.equal(pkg.license, 'MIT');
    assert.equal(pkg.private, undefined);
    assert.ok(existsSync(path.join(ROOT, 'LICENSE')) && existsSync(path.join(ROOT, 'CHANGELOG.md')));
    assert.deepEqual(pkg.dependencies ?? {}, {});
    assert.ok(pkg.peerDependencies?.react && pkg.peerDependenciesMeta?.react?.optional);
  });

  test('the declarations import nothing but the frameworks\' own types (every other type is inlined)', () => {
    const dir = path.join(ROOT, 'dist/types');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.d.ts'))) {
      const code = readFileSync(path.join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      const imported = [...code.matchAll(/(?:from|import)\s+'([^']+)'/g)].map((match) => match[1]!).filter((source) => !source.startsWith('.'));
      // The framework's own types, for its entry: React (an optional peer), Vue for vue.d.ts, Svelte for svelte.d.ts.
      assert.deepEqual(imported.filter((source) => source !== 'react' && !(file === 'vue.d.ts' && source === 'vue') && !(file === 'svelte.d.ts' && source === 'svelte/elements')), [], file);
    }
  });

  test('the repository, its home page, its issues and the docs\' links name one address', () => {
    const { repository, homepage, bugs } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      repository: { type: string; url: string }; homepage: string; bugs: { url: string };
    };
    const address = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    assert.match(address, /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    assert.equal(homepage, `${address}#readme`);
    assert.equal(bugs.url, `${address}/issues`);
    for (const doc of ['README.md', 'docs/security.md']) {
      assert.ok(readFileSync(path.join(ROOT, doc), 'utf8').includes(address), `${doc} names ${address}`);
    }
  });

  test('a chunk preloads its imports only from the file the build wrote (a bundler renames it), through the entry\'s one fetcher', () => {
    const chunks = path.join(ROOT, 'dist/chunks');
    const helpers = readdirSync(chunks).filter((name) => name.endsWith('.js')).map((name) => [name, readFileSync(path.join(chunks, name), 'utf8')] as const).filter(([, code]) => code.includes('function $$p('));
    assert.ok(helpers.length > 0);
    for (const [name, code] of helpers) {
      assert.ok(code.includes(`u.endsWith("/${name}")&&$$P(u,`), name);
      assert.ok(code.startsWith('import{$$P}from"../casino-elements.js";'), name);
      assert.ok(!code.includes('webpackIgnore'), `${name}: what fetches is the entry's, once`);
    }
    // What fetches them, once, in the entry: never from a file: address (webpack's), an import() bundlers leave alone.
    const entry = readFileSync(path.join(ROOT, 'dist/casino-elements.js'), 'utf8');
    assert.ok(entry.includes('function $$P(u,f,l){if(!u.startsWith("file:"))'));
    assert.ok(entry.includes('import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(f['));
    assert.ok(entry.includes('u.endsWith("/casino-elements.js")&&$$P(u,'));
  });
});
