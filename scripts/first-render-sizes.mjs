// What each page's first render downloads before its widget shows, from dist/preload.json (the build's chunk
// graph, per widget): the entry, the widget's files, the catalog, and for a signed-in player's page the
// platform's adapter (with the areas of it the widgets' first reads call) and the session services; each file named by what it is (React runtime, widget kit,
// catalog, the widget's chunks), raw, gzip and brotli. Shared by `npm run size` (prints the breakdown) and
// tests/unit/build/first-render-size.test.ts (holds each page to its budget).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KB = 1024;

/**
 * The pages of issue 43's table and their budgets in gzip bytes: the goal where it is reached, else the size
 * reached (so that it cannot grow). `adapter`: the first render calls the platform (reference data, a signed-in
 * player's reads); `session`: a signed-in player's page; `css`: the page's stylesheet counted (JS+CSS).
 */
export const PAGES = [
  { name: 'sign-in', tags: ['casino-signin'], budget: 95 * KB, goal: 95 * KB },
  { name: 'sign-up, step 1', tags: ['casino-signup'], budget: 110 * KB, goal: 110 * KB },
  { name: 'account', tags: ['casino-account'], adapter: true, session: true, budget: 121 * KB, goal: 115 * KB },
  { name: 'deposit (JS+CSS)', tags: ['casino-deposit'], adapter: true, session: true, css: true, budget: 125 * KB, goal: 125 * KB },
  { name: 'all four on one page', tags: ['casino-signin', 'casino-signup', 'casino-account', 'casino-deposit'], adapter: true, session: true, budget: 160 * KB, goal: 160 * KB },
];

const PARTS = [
  [/^casino-elements\.js$/, 'entry'],
  [/^casino-elements\.css$/, 'page stylesheet'],
  [/^chunks\/react-runtime-/, 'React runtime (react, react-dom, scheduler, jotai, Lingui)'],
  [/^chunks\/widget-kit-/, 'widget kit'],
  [/^chunks\/widget-later-/, 'widget kit, the error notice and the catalogue\'s texts'],
  [/^chunks\/widget-player-/, 'widget kit, the signed-in player\'s parts (balance, wallet, break notice)'],
  [/^chunks\/widget-host-/, 'widget kit, the recorded break and the tabs\' styles'],
  // Cut by the widgets that use them (rollup.config.mjs, PARTS_FLOOR): a page loads those of its widgets.
  [/^chunks\/widget-parts-/, 'widget kit, the parts a sign-in does not use'],
  [/^chunks\/platform-kit-/, 'platform kit (operations, formats)'],
  [/^chunks\/platform-parts-/, 'platform parts (HTTP client, operations\' tables, valibot)'],
  [/^chunks\/adapter-/, 'platform adapter'],
  [/^chunks\/session-/, 'session services'],
];

/** What a file of a first render is, for the breakdown. */
export function partOf(file, catalogs, catalogParts = {}) {
  if (Object.values(catalogs).includes(file) || Object.values(catalogParts).some((byLocale) => Object.values(byLocale).includes(file))) return 'catalog';
  return PARTS.find(([pattern]) => pattern.test(file))?.[1] ?? 'widget chunks';
}

/** Each page's files with their sizes, by part, and in total. */
export function measureFirstRenders(dist, locale = 'en', platform = 'rest') {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'preload.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(path.join(dist, file));
      sizes.set(file, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    return sizes.get(file);
  };
  return PAGES.map((page) => {
    const files = new Set(['casino-elements.js', manifest.catalogs[locale]]);
    if (page.css) files.add('casino-elements.css');
    for (const tag of page.tags) for (const file of [...(manifest.widgets[tag] ?? []), manifest.catalogParts?.[tag]?.[locale]].filter(Boolean)) files.add(file);
    const areas = manifest.adapterAreas?.[platform];
    if (page.adapter) for (const file of [...(manifest.adapters[platform] ?? []), ...page.tags.flatMap((tag) => areas?.widgets[tag] ?? [])]) files.add(file);
    if (page.session) for (const file of [...manifest.session, ...(areas?.session ?? [])]) files.add(file);
    const parts = new Map();
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of [...files].sort()) {
      const size = sizeOf(file);
      const part = partOf(file, manifest.catalogs, manifest.catalogParts);
      const row = parts.get(part) ?? { raw: 0, gzip: 0, brotli: 0, files: [] };
      for (const key of ['raw', 'gzip', 'brotli']) { row[key] += size[key]; total[key] += size[key]; }
      row.files.push(file);
      parts.set(part, row);
    }
    return { ...page, files: [...files], parts: [...parts].map(([name, row]) => ({ name, ...row })).sort((a, b) => b.gzip - a.gzip), ...total };
  });
}
