// The project's source files an element's feature runs, for the manifest (the parts it renders, the events
// it fires) and its test. Read from the build, so only what is bundled counts (tree-shaken, not every export
// of an index.ts): the feature's chunk and every chunk it imports, statically or dynamically (an account
// tab's part loaded later), through their source maps. The chunks rollup.config.mjs groups for several
// widgets are the exception: the widget kit (its two chunks) holds the toolkit of every widget, the sign-in's chunk the
// bank-ID parts the sign-up also shows; of them only the files the feature's own sources import count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The feature an element renders, of the features (folder names under features/) its definition's load() imports:
 * the one named after the tag (the account also starts a tab's panel or the sign-in beside its own), else its
 * only one; null when it imports none (<casino-platform> renders nothing), undefined when that is not clear.
 * The one rule of dist/preload.json, custom-elements.json and their tests.
 */
export function renderedFeature(tag, imported) {
  const named = tag.replace(/^casino-/, '');
  if (imported.includes(named)) return named;
  const distinct = [...new Set(imported)];
  if (distinct.length === 1) return distinct[0];
  return distinct.length === 0 ? null : undefined;
}

// The kit's parts no first render runs (rollup.config.mjs KIT_LATER) are the kit's too.
const GROUPED_CHUNK = /^(widget-kit|widget-later|widget-player|widget-parts(?:-[a-z-]+)?|signin|focus-rescue|complete-sign-in|provider-view-offer)-[\w-]{7}\.js$/;

const CHUNK_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g;
// Statements that load another source: `import … from`, `export … from` (not `import type`/`export type`),
// side-effect imports and dynamic imports.
const STATEMENT = /^(import|export)(?!\s+type\b)\s*([^;]*?)\s*from\s*'(\.{1,2}\/[^']+\.tsx?)'/gms;
const SIDE_EFFECT = /^import\s*'(\.{1,2}\/[^']+\.tsx?)'/gm;
const DYNAMIC = /\bimport\(\s*'(\.{1,2}\/[^']+\.tsx?)'\s*\)/g;

/** The names a clause `{ a, b as c, type d }` brings: [imported, local or exported] pairs, types left out. */
function namesOf(clause) {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return null; // default, namespace or `*`: everything
  return braces[1].split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/).map((name) => name.trim()));
}

/**
 * The source files a source file imports, directly or not (paths relative to the root). Through an
 * index.ts, only the files that export the names asked for are followed, as the bundler's tree-shaking
 * keeps only those: a feature that takes `usePlayer` from features/toolkit/player does not run its SignedIn view.
 * `dynamic: false`: only what it imports statically (what its first render runs, a tab loaded on demand left out).
 * `skip`: files not followed (a wizard's later steps, for what its first step runs).
 */
export function importedSources(root, start, { dynamic = true, skip } = {}) {
  const done = new Map(); // file -> names already followed (null: all)
  const files = new Set();
  const pending = [[start, null]];
  while (pending.length) {
    const [file, wanted] = pending.pop();
    if (!existsSync(path.join(root, file)) || skip?.test(file)) continue;
    const before = done.get(file);
    if (done.has(file) && (before === null || (wanted && wanted.every((name) => before.has(name))))) continue;
    done.set(file, wanted === null || before === null ? null : new Set([...(before ?? []), ...wanted]));
    files.add(file);
    const code = readFileSync(path.join(root, file), 'utf8');
    const barrel = path.basename(file) === 'index.ts' && wanted !== null;
    const target = (specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier));
    for (const [, kind, clause, specifier] of code.matchAll(STATEMENT)) {
      const names = namesOf(clause);
      if (!barrel) {
        pending.push([target(specifier), names ? names.map(([imported]) => imported).filter((name) => name !== 'default') : null]);
        continue;
      }
      // An index.ts's own imports serve its default export (the widget module) and its local re-exports:
      // followed when one of those is asked for.
      if (kind === 'import') {
        const locals = names ?? [];
        if (wanted.includes('default') || locals.some(([imported, local]) => wanted.includes(local ?? imported))) pending.push([target(specifier), names ? names.map(([imported]) => imported) : null]);
        continue;
      }
      // A re-export of an index.ts: followed only for the names asked for.
      if (names === null) pending.push([target(specifier), wanted]);
      else {
        const asked = names.filter(([imported, exported]) => wanted.includes(exported ?? imported));
        if (asked.length) pending.push([target(specifier), asked.map(([imported]) => imported)]);
      }
    }
    for (const pattern of dynamic ? [SIDE_EFFECT, DYNAMIC] : [SIDE_EFFECT]) for (const [, specifier] of code.matchAll(pattern)) pending.push([target(specifier), null]);
  }
  return files;
}

/** The chunk of features/<feature> and every chunk it imports (file names in dist/chunks). */
export function chunkClosure(dist, feature) {
  const chunks = readdirSync(path.join(dist, 'chunks')).filter((name) => name.endsWith('.js'));
  const start = chunks.find((name) => new RegExp(`^${feature}-[\\w-]{7}\\.js$`).test(name));
  if (!start) throw new Error(`no chunk for features/${feature} in dist/chunks (build first)`);
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const match of readFileSync(path.join(dist, 'chunks', name), 'utf8').matchAll(CHUNK_IMPORT)) visit(match[1]);
  };
  visit(start);
  return [...seen];
}

/** The project's source files features/<feature> runs (paths relative to the root, sorted). */
export function featureSources(root, feature) {
  const dist = path.join(root, 'dist');
  const imported = importedSources(root, `features/${feature}/index.ts`);
  const files = new Set();
  const sourcesOf = (chunk) => JSON.parse(readFileSync(path.join(dist, 'chunks', `${chunk}.map`), 'utf8')).sources
    .map((source) => path.relative(root, path.resolve(dist, 'chunks', source)))
    .filter((file) => !file.startsWith('node_modules') && !file.startsWith('..'));
  const add = (chunk) => {
    const grouped = GROUPED_CHUNK.test(chunk);
    for (const file of sourcesOf(chunk)) if (!grouped || imported.has(file)) files.add(file);
  };
  const closure = new Set(chunkClosure(dist, feature));
  for (const chunk of closure) add(chunk);
  // The chunks the feature loads through a module of its own that the entry script holds (the account's tabs: their
  // imports are in features/account/tab-chunks.ts, which the element imports too): those its import()s name.
  const inEntry = new Set(JSON.parse(readFileSync(path.join(dist, 'casino-elements.js.map'), 'utf8')).sources.map((source) => path.relative(root, path.resolve(dist, source))));
  const targets = new Set([...imported].filter((file) => file.startsWith(`features/${feature}/`) && inEntry.has(file))
    .flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(DYNAMIC)].map(([, specifier]) => path.relative(root, path.resolve(root, path.dirname(file), specifier)))));
  // Each is the chunk named after it (rollup.config.mjs): features/toolkit/kyc/index.ts kyc-<hash>.js, ./history-panel.tsx history-panel-<hash>.js.
  for (const target of targets) {
    const name = path.basename(target) === 'index.ts' ? path.basename(path.dirname(target)) : path.basename(target).replace(/\.tsx?$/, '');
    for (const reached of chunkClosure(dist, name)) if (!closure.has(reached)) { closure.add(reached); add(reached); }
  }
  return [...files].sort();
}
