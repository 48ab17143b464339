// The size budgets of the built library, in gzip bytes, and the groups of chunks they apply to. Shared by
// `npm run size` (prints them) and tests/unit/build/size.test.ts (fails over budget). Sizes are stable
// from build to build, unlike timings, so they are what a test can hold.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
// The widget kit (rollup.config.mjs KIT) is the toolkit every widget's first render shares: one file
// rather than thirty, with a budget of its own so that it cannot grow unseen.
// The entry's kilobytes hold what must work with no other file: the element classes (exported for
// casino-elements/react; the game floor's six), the notice a widget shows when its files never arrive (in every language), the guards
// that keep it silent on a server, Spanish (a catalog in its tables), the operators' texts (the pasted script),
// which address links the page turns on (read before any other script, so tokens leave the address first), and
// the turn of window.casino's openers to a platform's own views (its table and the session's push load apart),
// window.casino.openChat (its loader loads apart) and the content service's hook-up (its module loads apart).
// Not the table of the catalogs' parts (i18n/locales/parts.ts, 4 kB): it imports a part by its name
// (scripts/catalog-parts.mjs) and the table only where that name leads nowhere (a re-bundled package).
// An adapter's chunks carry its client library and its capability table (a row per capability on every adapter);
// what every adapter shares (the call policy, the HTTP client, the operations' tables, valibot) and the session
// services every signed-in page runs are one chunk (rollup.config.mjs, PLATFORM_PARTS) with a budget of its own. The error code words are not in it (they load with the first error answer, adapters/rest/http.ts), so the
// realtime adapter, whose errors read them at once, counts their chunk (0.6 kB) as its own.
// The shared runtime holds what the library uses of React's production builds, read as ES modules
// (scripts/react-esm.mjs), so that a build that keeps all of them again (2.9 kB more) fails here.
export const BUDGETS = { entry: 12.3 * KB, runtime: 70.8 * KB, kit: 24 * KB, widget: 20 * KB, adapter: 19.5 * KB, adapterParts: 12.4 * KB };

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/** A chunk and every chunk it imports statically, and theirs: what must arrive before it can run (file names in chunksDir). */
export function staticClosure(chunksDir, start, into = new Set()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const match of readFileSync(path.join(chunksDir, start), 'utf8').matchAll(STATIC_IMPORT)) staticClosure(chunksDir, match[1], into);
  return into;
}

/** Every built chunk's gzip size, the groups the budgets apply to, and each against its budget. */
export function measure(dist) {
  const chunksDir = path.join(dist, 'chunks');
  const names = readdirSync(chunksDir).filter((name) => name.endsWith('.js'));
  const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  const size = new Map(names.map((name) => [name, gzip(path.join(chunksDir, name))]));
  const closure = (name) => staticClosure(chunksDir, name);
  const runtime = names.find((name) => /^react-runtime-[\w-]{7}\.js$/.test(name));
  const kit = names.find((name) => /^widget-kit-[\w-]{7}\.js$/.test(name));
  const adapterParts = names.find((name) => /^platform-parts-[\w-]{7}\.js$/.test(name));
  // A widget's chunk is named after its feature (rollup.config.mjs); the elements name the features they load.
  const features = new Set();
  for (const file of readdirSync('elements').filter((name) => /^casino-.*\.ts$/.test(name))) {
    for (const match of readFileSync(path.join('elements', file), 'utf8').matchAll(/import\('\.\.\/features\/([\w-]+)\/index\.ts'\)/g)) features.add(match[1]);
  }
  const shared = new Set([...(runtime ? closure(runtime) : []), ...(kit ? closure(kit) : []), ...(adapterParts ? closure(adapterParts) : [])]);
  const closures = new Map([...features].sort().map((feature) => {
    const start = names.find((name) => new RegExp(`^${feature}-[\\w-]{7}\\.js$`).test(name));
    if (!start) throw new Error(`size: no chunk for features/${feature} in ${chunksDir} (build first)`);
    return [feature, [...closure(start)].filter((name) => !shared.has(name))];
  }));
  // A widget's own chunks: its feature's chunk and those of its first render that no other widget loads
  // (the shared runtime is counted in its own row, the chunks widgets share in none).
  const users = new Map();
  for (const chunks of closures.values()) for (const name of chunks) users.set(name, (users.get(name) ?? 0) + 1);
  const widgets = [...closures].map(([feature, chunks]) => {
    const own = chunks.filter((name, index) => index === 0 || users.get(name) === 1);
    return { name: feature, chunks: own, gzip: own.reduce((sum, name) => sum + size.get(name), 0), budget: BUDGETS.widget };
  });
  // An adapter's chunk, its client library included (the realtime one carries its WAMP client), within the adapters' budget.
  const adapters = names.filter((name) => /^adapter-[\w]+-[\w-]{7}\.js$/.test(name)).sort().map((start) => {
    const own = [...closure(start)].filter((name) => !shared.has(name) && (name === start || !closures.size || ![...closures.values()].some((chunks) => chunks.includes(name))));
    return { name: start.replace(/-[\w-]{7}\.js$/, ''), chunks: own, gzip: own.reduce((sum, name) => sum + size.get(name), 0), budget: BUDGETS.adapter };
  });
  return {
    chunks: [{ file: 'casino-elements.js', gzip: gzip(path.join(dist, 'casino-elements.js')) }, ...names.map((name) => ({ file: `chunks/${name}`, gzip: size.get(name) }))],
    budgets: [
      { name: 'entry (casino-elements.js)', gzip: gzip(path.join(dist, 'casino-elements.js')), budget: BUDGETS.entry },
      { name: `shared runtime (${runtime ?? 'missing'})`, gzip: runtime ? size.get(runtime) : Infinity, budget: BUDGETS.runtime },
      { name: `widget kit (${kit ?? 'missing'})`, gzip: kit ? size.get(kit) : Infinity, budget: BUDGETS.kit },
      { name: `platform parts (${adapterParts ?? 'missing'})`, gzip: adapterParts ? size.get(adapterParts) : Infinity, budget: BUDGETS.adapterParts },
      ...widgets.map((widget) => ({ name: `widget ${widget.name} (${widget.chunks.length} chunks)`, gzip: widget.gzip, budget: widget.budget })),
      ...adapters.map((adapter) => ({ name: `${adapter.name} (${adapter.chunks.length} chunks)`, gzip: adapter.gzip, budget: adapter.budget })),
    ],
  };
}
