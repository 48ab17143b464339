// A Rollup plugin: dist/preload.json, by tag, the files a widget's first render needs beyond the entry script
// (the element runtime, the widget's chunk, and what those import), each locale's catalog (its common part, and
// by tag each widget's own part, `catalogParts`: a page names both), each platform's
// adapter and the session services (what a signed-in player's page loads first: its first reads need them).
// The entry asks for them once it has run, one round trip after the page asked for the entry; a server that
// renders the page can name them in <link rel="modulepreload"> for the tags the page holds, and the browser
// then fetches them beside the entry. Their names carry content hashes and change with each release: hence a
// file the build writes, read by the server, rather than a list to copy into a template. An element that opens
// on a tab whose panel is a chunk of its own (the account's `tab` attribute) starts that chunk with its own: the
// files each such tab adds are listed too (`tabs`), so a page opened on it (a footer's "Set your limits") can
// name them as well. What every widget's first render needs (the runtime and the kits) is listed once more on
// its own (`shared`): a server that does not know which tags a page holds (an editor pasted them into a
// template) can still name those, in the page's head or in a `Link` header, for every page that loads the entry.
// What a first render imports once it has painted (`afterPaint`, by tag) is listed apart from what shows it.
// An adapter whose areas load at their operations' first call (adapters/rest/index.ts) adds to a first render the
// areas of the operations it calls (`adapterAreas`, by platform: by tag, by tag and tab, and for every signed-in page): those its
// widget's code calls, with what it imports statically, narrowed to its first reads where adapters/first-reads.ts
// names them.
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderedFeature } from './feature-sources.mjs';
// A catalog's part, a chunk of its own (rollup.config.mjs names it): dist/chunks/catalogs/<locale>.<part>-<hash>.js.
export const CATALOG_FILE = /^chunks\/catalogs\/([\w-]+)\.([\w-]+)-[\w-]{7}\.js$/;
import { importClosure } from './preload-imports.mjs';

const ELEMENT = /[\\/]elements[\\/](casino-[a-z-]+)\.ts$/;
const FEATURE = /[\\/]features[\\/]([^\\/]+)[\\/]index\.ts$/;
const RUNTIME = /[\\/]elements[\\/]runtime[\\/]mount\.tsx$/;
const ADAPTER = /[\\/]adapters[\\/]([\w-]+)[\\/]index\.ts$/;
const SESSION_SERVICES = /[\\/]elements[\\/]runtime[\\/]session-services\.ts$/;
// A module's path within the repository (from its separator on): the checkout's own folders (one named
// `adapters`, say) must not match the patterns.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inRepository = (id) => `${path.sep}${path.relative(ROOT, id)}`;

// An element's table of the tabs it loads with it, as its source or a module it imports writes it
// (features/account/tab-chunks.ts, which elements/casino-account.ts imports):
// `const PANEL_CHUNKS = { profile: () => import('./profile-panel.tsx'), ... }`.
const TAB_TABLE = /\bconst PANEL_CHUNKS\b[^=]*=\s*\{([^}]*)\}/;
const TAB_IMPORT = /'?([a-z-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

// Modules a first render imports once the widget has painted, to refine what it shows (the calling codes'
// country names: features/signup/steps.tsx; the sign-in form's rules and valibot: features/signin/signin-widget.tsx;
// the sign-up's first step's: features/signup/step-form.ts),
// or fetches at idle for what comes next (a sign-up wizard's second step: personal after contact, limits after the
// token sign-up's contact; features/signup/use-later-parts.ts). Not among the files that show the widget (`widgets`,
// whose sizes scripts/first-render-sizes.mjs holds to budgets) but listed apart, by tag (`afterPaint`), with every
// widget whose files import them, so that a server may name them too and a first render fetches nothing unlisted.
const AFTER_PAINT = [
  /[\\/]features[\\/]signup[\\/]calling-code-regions\.ts$/,
  /[\\/]features[\\/]signin[\\/]signin-schema\.ts$/,
  // A form's error notice with the catalogue's texts, fetched once the form has painted (features/toolkit/host/error-notice-later.ts).
  /[\\/]features[\\/]toolkit[\\/]host[\\/]error-notice\.tsx$/,
  // What follows a sign-in, fetched once the sign-in form has painted (features/toolkit/session/complete-sign-in-later.ts).
  /[\\/]features[\\/]toolkit[\\/]session[\\/]complete-sign-in\.ts$/,
  // Where focus goes when the control that had it leaves the page, fetched once a widget has painted (elements/runtime/focus-rescue-later.ts).
  /[\\/]elements[\\/]runtime[\\/]focus-rescue\.ts$/,
  /[\\/]features[\\/]signup[\\/](personal|limits)-step\.tsx$/,
  // What creates the cashier's frame once its set-up has come, fetched beside the set-up when the frame mounts
  // (features/cashier/cashier-frame.tsx); and what reads its messages, started once the set-up has said where the
  // cashier is (features/cashier/use-frame-messages.ts, in the former).
  /[\\/]features[\\/]cashier[\\/]cashier-frame-body\.tsx$/,
  /[\\/]features[\\/]cashier[\\/]frame-messages\.ts$/,
  // The sign-up wizard's first step shows before its rules and valibot (features/signup/step-form.ts).
  /[\\/]features[\\/]signup[\\/]validation\.ts$/,
  // And its calls to the platform (the contact check's, the sign-up's) and what its submits run with them, fetched at
  // idle (features/signup/use-later-parts.ts).
  /[\\/]features[\\/]signup[\\/](platform-calls\.ts|sign-up-submit\.tsx)$/,
];

// An adapter's areas that load at their operations' first call, as its index writes them (adapters/rest/index.ts):
// `const gamesArea = () => import('./games.ts');` and, per operation, `addFavourite: lazy(rest, 'addFavourite', gamesArea, ...)`.
const AREA_IMPORT = /\bconst (\w+) = \(\) => import\('(\.\/[\w.-]+\.ts)'\)/g;
const LAZY_OPERATION = /\blazy\(\s*\w+,\s*'(\w+)',\s*(\w+)\b/g;
// And an area's operations written as one row: `...areaOperations(rest, gamesArea, ['getGames', 'launchGame'])`.
const AREA_OPERATIONS = /\bareaOperations\(\s*\w+,\s*(\w+),\s*\[([^\]]*)\]/g;
// How a widget calls an operation of its platform: `requireOperation(platform, 'getMessages')`, `platform.getLimits(`.
const OPERATION_CALL = /\brequireOperation\(\s*\w+\s*,\s*['"](\w+)['"]|\.(\w+)(?:\?\.|!)?\(/g;
// What a widget has its platform load ahead once it has painted: `platform.prefetch?.(['validateEmail', ...])`.
const PREFETCH_CALL = /\.prefetch(?:\?\.|!)?\(\s*\[([^\]]*)\]/g;

/** An adapter's index's operations that load an area, as [operation, the area's loader's name] (see LAZY_OPERATION). */
export function lazyOperations(source) {
  const one = [...source.matchAll(LAZY_OPERATION)].map(([, operation, area]) => [operation, area]);
  const rows = [...source.matchAll(AREA_OPERATIONS)].flatMap(([, area, names]) => [...names.matchAll(/'(\w+)'/g)].map(([, operation]) => [operation, area]));
  return [...one, ...rows];
}

/** The module id of the feature an element renders, of those it imports on demand (renderedFeature's rule). */
function featureOf(tag, dynamicImports) {
  const features = dynamicImports.filter((id) => FEATURE.test(id));
  const feature = renderedFeature(tag, features.map((id) => id.match(FEATURE)[1]));
  return feature ? features.find((id) => id.match(FEATURE)[1] === feature) : feature;
}

export default function preloadManifest() {
  return {
    name: 'preload-manifest',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = (id) => chunks.find((chunk) => chunk.moduleIds.includes(id))?.fileName;
      const entry = chunks.find((chunk) => chunk.isEntry)?.fileName;
      // A chunk with what it imports, into a list: the entry left out, the page loads it itself.
      const closure = (fileName, into) => {
        if (!fileName) return into;
        for (const file of [fileName, ...importClosure(bundle, fileName)]) if (file !== entry) into.add(file);
        return into;
      };
      const ids = [...this.getModuleIds()];
      const runtime = chunkOf(ids.find((id) => RUNTIME.test(id)));
      const session = chunkOf(ids.find((id) => SESSION_SERVICES.test(id)));
      if (!runtime || !session) this.error('preload-manifest: no chunk holds the element runtime or the session services');
      const widgets = {};
      const featureIds = {};
      const tabPanels = {};
      const tabs = {};
      const catalogs = {};
      const catalogParts = {};
      const adapters = {};
      for (const id of ids) {
        const tag = id.match(ELEMENT)?.[1];
        const platform = inRepository(id).match(ADAPTER)?.[1];
        if (tag) {
          const feature = featureOf(tag, this.getModuleInfo(id).dynamicallyImportedIds);
          if (feature === undefined) this.error(`preload-manifest: which feature <${tag}> renders is not clear (name its folder after the tag)`);
          // null: <casino-platform>, configuration only, renders nothing.
          if (feature) widgets[tag] = [...closure(chunkOf(feature), closure(runtime, new Set()))].sort();
          if (feature) featureIds[tag] = feature;
          // The element's own table, or that of a module it imports; its imports are relative to the module writing it.
          const holder = [id, ...this.getModuleInfo(id).importedIds].find((module) => TAB_TABLE.test(this.getModuleInfo(module)?.code ?? '')) ?? id;
          const table = this.getModuleInfo(holder).code?.match(TAB_TABLE)?.[1] ?? '';
          for (const [, tab, specifier] of table.matchAll(TAB_IMPORT)) {
            const panel = chunkOf(path.resolve(path.dirname(holder), specifier));
            if (!panel) this.error(`preload-manifest: <${tag}>'s tab ${tab} imports ${specifier}, which no chunk holds`);
            // What the tab adds to the widget's first render: a server names both lists.
            (tabs[tag] ??= {})[tab] = [...closure(panel, new Set())].filter((file) => !(widgets[tag] ?? []).includes(file)).sort();
            (tabPanels[tag] ??= {})[tab] = path.resolve(path.dirname(holder), specifier);
          }
        } else if (platform && chunkOf(id)) {
          adapters[platform] = [...closure(chunkOf(id), new Set())].sort();
        }
      }
      // The catalogs' parts: a chunk each, behind the static imports of i18n/locales/parts.ts.
      for (const file of Object.keys(bundle)) {
        const [, locale, part] = file.match(CATALOG_FILE) ?? [];
        if (part === 'common') catalogs[locale] = file;
        else if (part) (catalogParts[`casino-${part}`] ??= {})[locale] = file;
      }
      const afterPaintChunks = new Set(ids.filter((id) => AFTER_PAINT.some((pattern) => pattern.test(id))).map((id) => {
        const chunk = chunkOf(id);
        if (!chunk) this.error(`preload-manifest: ${id}, imported once a widget has painted, is in no chunk`);
        return chunk;
      }));
      const afterPaint = {};
      for (const [tag, files] of Object.entries(widgets)) {
        const started = new Set(files.flatMap((file) => bundle[file]?.dynamicImports ?? []).filter((file) => afterPaintChunks.has(file)));
        // And what those start in turn (the cashier's frame, then what reads its messages).
        for (const file of started) for (const next of bundle[file]?.dynamicImports ?? []) if (afterPaintChunks.has(next)) started.add(next);
        const added = [...started].flatMap((file) => [...closure(file, new Set())]).filter((file) => !files.includes(file));
        if (added.length > 0) afterPaint[tag] = [...new Set(added)].sort();
      }
      // An adapter's areas (a chunk each, loaded at the first call of one of its operations: adapters/rest/index.ts),
      // by operation: the files each adds to the adapter's own.
      const areaFiles = {};
      for (const id of ids) {
        const platform = inRepository(id).match(ADAPTER)?.[1];
        if (!platform || !chunkOf(id)) continue;
        const source = readFileSync(id, 'utf8');
        const areas = new Map([...source.matchAll(AREA_IMPORT)].map(([, name, specifier]) => [name, path.resolve(path.dirname(id), specifier)]));
        const byOperation = new Map();
        for (const [operation, area] of lazyOperations(source)) {
          const chunk = areas.has(area) ? chunkOf(areas.get(area)) : undefined;
          if (!chunk) this.error(`preload-manifest: the ${platform} adapter's ${operation} loads ${area}, which no chunk holds`);
          byOperation.set(operation, [...closure(chunk, new Set())].filter((file) => !adapters[platform].includes(file)));
        }
        if (byOperation.size > 0) areaFiles[platform] = byOperation;
      }
      // The operations a module calls, and those of the modules it imports statically (what its first render may
      // run; a later step or tab imported on demand is not), the adapters' own modules left out. `prefetched`: those
      // it has its platform load ahead (PREFETCH_CALL). `loaded`: the files the render loads, where the walk keeps to the
      // modules in them: a module reached through an index whose chunk the render does not load runs no call there (the
      // limits' rules import the sign-up's prefills through its index, which also reaches the wizard's own prefetch).
      const operationsOf = (start, prefetched = false, loaded = undefined) => {
        const seen = new Set();
        const operations = new Set();
        const pending = [start];
        while (pending.length) {
          const id = pending.pop();
          if (seen.has(id) || id.startsWith('\0') || /[\\/](node_modules|adapters)[\\/]/.test(inRepository(id))) continue;
          seen.add(id);
          const chunk = loaded && chunkOf(id);
          if (chunk && !loaded.has(chunk)) continue;
          const code = this.getModuleInfo(id)?.code ?? '';
          if (prefetched) {
            for (const [, list] of code.matchAll(PREFETCH_CALL)) for (const [, name] of list.matchAll(/['"](\w+)['"]/g)) operations.add(name);
          } else {
            for (const [, required, called] of code.matchAll(OPERATION_CALL)) operations.add(required ?? called);
          }
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return operations;
      };
      // Narrowed to what the first render reads where a widget says so (adapters/first-reads.ts).
      register('./ts-hooks.mjs', import.meta.url);
      const { FIRST_READS, SESSION_READS } = await import('../adapters/first-reads.ts');
      const narrowed = (operations, reads) => (reads ? new Set([...operations].filter((operation) => reads.includes(operation))) : operations);
      const sessionOperations = narrowed(operationsOf(ids.find((id) => SESSION_SERVICES.test(id))), SESSION_READS);
      const adapterAreas = {};
      for (const [platform, byOperation] of Object.entries(areaFiles)) {
        const filesOf = (operations) => [...new Set([...operations].flatMap((operation) => byOperation.get(operation) ?? []))].sort();
        const byTag = {};
        for (const [tag, feature] of Object.entries(featureIds)) {
          const files = filesOf(narrowed(operationsOf(feature), FIRST_READS[tag]));
          if (files.length > 0) byTag[tag] = files;
        }
        // What a first render has its platform load once it has painted (the sign-up's contact check), beyond its reads.
        const afterPaintByTag = {};
        for (const [tag, feature] of Object.entries(featureIds)) {
          const files = filesOf(operationsOf(feature, true, new Set(widgets[tag]))).filter((file) => !(byTag[tag] ?? []).includes(file));
          if (files.length > 0) afterPaintByTag[tag] = files;
        }
        // What an element opened on a tab adds: the areas its panel calls (the account's limits: the payment gate's); and
        // apart, what the panel has its platform load once it shows (the limits' writes), beyond those reads.
        const byTab = {};
        const tabsAfterPaint = {};
        for (const [tag, panels] of Object.entries(tabPanels)) {
          for (const [tab, panel] of Object.entries(panels)) {
            const reads = filesOf(narrowed(operationsOf(panel), FIRST_READS[`${tag} ${tab}`])).filter((file) => !(byTag[tag] ?? []).includes(file));
            if (reads.length > 0) (byTab[tag] ??= {})[tab] = reads;
            const loaded = new Set([...(widgets[tag] ?? []), ...(tabs[tag]?.[tab] ?? [])]);
            const prefetched = filesOf(operationsOf(panel, true, loaded)).filter((file) => !(byTag[tag] ?? []).includes(file) && !reads.includes(file));
            if (prefetched.length > 0) (tabsAfterPaint[tag] ??= {})[tab] = prefetched;
          }
        }
        adapterAreas[platform] = { widgets: byTag, tabs: byTab, session: filesOf(sessionOperations), afterPaint: afterPaintByTag, tabsAfterPaint };
      }
      const lists = Object.values(widgets);
      const shared = (lists[0] ?? []).filter((file) => lists.every((list) => list.includes(file)));
      if (!shared.includes(runtime)) this.error('preload-manifest: the element runtime is not among the files every widget needs');
      const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: 'asset',
        fileName: 'preload.json',
        source: `${JSON.stringify({ widgets: sorted(widgets), shared, tabs: sorted(tabs), afterPaint: sorted(afterPaint), catalogs: sorted(catalogs), catalogParts: Object.fromEntries(Object.entries(sorted(catalogParts)).map(([tag, byLocale]) => [tag, sorted(byLocale)])), adapters: sorted(adapters), adapterAreas: Object.fromEntries(Object.entries(sorted(adapterAreas)).map(([platform, areas]) => [platform, { widgets: sorted(areas.widgets), tabs: sorted(areas.tabs), session: areas.session, afterPaint: sorted(areas.afterPaint), tabsAfterPaint: sorted(areas.tabsAfterPaint) }])), session: [...closure(session, new Set())].sort() })}\n`, // without whitespace: servers parse it
      });
    },
  };
}
