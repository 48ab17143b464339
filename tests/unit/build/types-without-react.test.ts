// The published declarations (after `npm run build`) ask for React's types only at the React entry: a Vue,
// Angular or plain TypeScript project, with no @types/react, type-checks against every other entry. Checked two
// ways: no declaration reached from those entries names React, and a project holding the package alone (no React
// anywhere it can resolve) compiles a page that uses the elements' typed fields and events, libraries checked.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, string | Record<string, string>> };

/** The React wrapper's entry: the one whose declarations may import React (an optional peer). */
const REACT_ENTRY = './react';
const NAMES_REACT = /(?:from\s+|import\s*\(?\s*|declare\s+module\s+|reference\s+types=)["'](?:react|react-dom)(?:\/[^"']*)?["']/;

/** A declaration file and every declaration file it imports by a relative path, transitively. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, source] of code.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    reached(path.resolve(path.dirname(file), source!.replace(/\.js$/, '.d.ts')), seen);
  }
  return seen;
}

const typedEntries = Object.entries(pkg.exports)
  .filter(([entry, target]) => entry !== REACT_ENTRY && typeof target === 'object' && target.types)
  .map(([entry, target]) => [entry, path.join(ROOT, (target as Record<string, string>).types!)] as const);

describe('the declarations without React', () => {
  test('no declaration reached from an entry other than casino-elements/react names React', () => {
    assert.ok(typedEntries.some(([entry]) => entry === '.'));
    for (const [entry, types] of typedEntries) {
      for (const file of reached(types)) {
        const line = readFileSync(file, 'utf8').split('\n').find((text) => NAMES_REACT.test(text));
        assert.equal(line, undefined, `${entry}: ${path.relative(ROOT, file)} names React`);
      }
    }
  });

  test('a project with the package and no React type-checks a page using the elements, with the library\'s declarations checked', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'casino-no-react-'));
    try {
      const installed = path.join(project, 'node_modules/casino-elements');
      mkdirSync(installed, { recursive: true });
      cpSync(path.join(ROOT, 'package.json'), path.join(installed, 'package.json'));
      cpSync(path.join(ROOT, 'dist/types'), path.join(installed, 'dist/types'), { recursive: true });
      writeFileSync(path.join(project, 'page.ts'), [
        "import { configure, CasinoSignInElement, type CasinoEventMap } from 'casino-elements';",
        "import preload from 'casino-elements/preload.json';",
        "configure({ platform: 'rest', apiUrl: '/api', jurisdiction: 'mga' });",
        "const signIn = document.createElement('casino-signin');",
        'signIn.hideClose = true;',
        "signIn.addEventListener('casino-signed-in', (event) => console.log(event.detail.userId));",
        'const sameClass: CasinoSignInElement = signIn;',
        "const heard: CasinoEventMap['casino-signed-in'] | undefined = undefined;",
        'console.log(sameClass, heard, preload.shared);',
        '',
      ].join('\n'));
      writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({
        compilerOptions: {
          target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          strict: true, noEmit: true, skipLibCheck: false, types: [], resolveJsonModule: true,
        },
        files: ['page.ts'],
      }));
      const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project, encoding: 'utf8' });
      assert.equal(result.status, 0, result.stdout + result.stderr);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
