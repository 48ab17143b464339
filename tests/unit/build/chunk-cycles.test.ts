// The chunks the build cuts (rollup.config.mjs manualChunks: the widget kit's parts, the platform's) must not import
// one another in a circle: evaluated in a circle, one reads another's binding before it is set, and every widget
// whose chunk is in it fails to load with "Cannot access … before initialization" (a dynamic import added to the
// page's favourites once moved a module so that the widget kit and its player part imported each other).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const DIST = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'), 'dist');
// A static import or re-export of a file of the bundle (a dynamic import(...) starts no evaluation order).
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:\{[^}]*\}|\*(?:\s*as\s*[\w$]+)?|[\w$]+(?:\s*,\s*\{[^}]*\})?)\s*from\s*"(\.{1,2}\/[^"]+\.js)"|\bimport\s*"(\.{1,2}\/[^"]+\.js)"/g;

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scripts(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
  );
}

/** Each built script's static imports, as paths below dist/. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of scripts(DIST)) {
    const code = readFileSync(file, 'utf8');
    const targets = [...code.matchAll(STATIC_IMPORT)].map((match) => path.relative(DIST, path.resolve(path.dirname(file), (match[1] ?? match[2])!)));
    graph.set(path.relative(DIST, file), [...new Set(targets)]);
  }
  return graph;
}

/** The circles of the graph, each once, as the files in it in import order. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      found.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return found;
}

describe('build: the chunks import one another in no circle', () => {
  test('dist/ is built', () => assert.ok(existsSync(path.join(DIST, 'casino-elements.js')), 'run `npm run build` first'));

  test('the static imports between the built scripts form no circle', () => {
    const graph = importGraph();
    assert.ok((graph.get('casino-elements.js') ?? []).length > 0 || [...graph.values()].some((targets) => targets.includes('casino-elements.js')), 'no import was read: the pattern no longer matches the build');
    assert.deepEqual(circles(graph), []);
  });

  test('finds a circle where there is one', () => {
    assert.deepEqual(circles(new Map([['a.js', ['b.js']], ['b.js', ['c.js']], ['c.js', ['a.js']], ['d.js', ['a.js']]])), [['a.js', 'b.js', 'c.js', 'a.js']]);
    const matched = [...'import{a as b}from"./x-1.js";export{c}from"../y.js";import"./z.js";import("./dynamic.js")'.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? match[2]);
    assert.deepEqual(matched, ['./x-1.js', '../y.js', './z.js']);
  });
});
