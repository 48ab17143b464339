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
import path from 'node:path';
import { renderedFeature } from './feature-sources.mjs';
// A catalog's part, a chunk of its own (rollup.config.mjs names it): dist/chunks/catalogs/<locale>.<part>-<hash>.js.
export const CATALOG_FILE = /^chunks\/catalogs\/([\w-]+)\.([\w-]+)-[\w-]{8}\.js$/;
import { importClosure } from './preload-imports.mjs';

const ELEMENT = /[\\/]elements[\\/](casino-[a-z-]+)\.ts$/;
const FEATURE = /[\\/]features[\\/]([^\\/]+)[\\/]index\.ts$/;
const RUNTIME = /[\\/]elements[\\/]runtime[\\/]mount\.tsx$/;
const ADAPTER = /[\\/]adapters[\\/]([\w-]+)[\\/]index\.ts$/;
const SESSION_SERVICES = /[\\/]elements[\\/]runtime[\\/]session-services\.ts$/;

// An element's table of the tabs it loads with it, as its source writes it (elements/casino-account.ts):
// `const PANEL_CHUNKS = { profile: () => import('../features/account/profile-panel.tsx'), ... }`.
const TAB_TABLE = /\bconst PANEL_CHUNKS\b[^=]*=\s*\{([^}]*)\}/;
const TAB_IMPORT = /'?([a-z-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

// Modules a first render imports once the widget has painted, to refine what it shows (the calling codes'
// country names: features/signup/steps.tsx; the sign-in form's rules and valibot: features/signin/signin-widget.tsx). Not among the files that show the widget (`widgets`, whose sizes
// scripts/first-render-sizes.mjs holds to budgets) but listed apart, by tag (`afterPaint`), with every widget
// whose files import them, so that a server may name them too and a first render fetches nothing unlisted.
const AFTER_PAINT = [/[\\/]features[\\/]signup[\\/]calling-code-regions\.ts$/, /[\\/]features[\\/]signin[\\/]signin-schema\.ts$/];

/** The module id of the feature an element renders, of those it imports on demand (renderedFeature's rule). */
function featureOf(tag, dynamicImports) {
  const features = dynamicImports.filter((id) => FEATURE.test(id));
  const feature = renderedFeature(tag, features.map((id) => id.match(FEATURE)[1]));
  return feature ? features.find((id) => id.match(FEATURE)[1] === feature) : feature;
}

export default function preloadManifest() {
  return {
    name: 'preload-manifest',
    generateBundle(_options, bundle) {
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
      const tabs = {};
      const catalogs = {};
      const catalogParts = {};
      const adapters = {};
      for (const id of ids) {
        const tag = id.match(ELEMENT)?.[1];
        const platform = id.match(ADAPTER)?.[1];
        if (tag) {
          const feature = featureOf(tag, this.getModuleInfo(id).dynamicallyImportedIds);
          if (feature === undefined) this.error(`preload-manifest: which feature <${tag}> renders is not clear (name its folder after the tag)`);
          // null: <casino-platform>, configuration only, renders nothing.
          if (feature) widgets[tag] = [...closure(chunkOf(feature), closure(runtime, new Set()))].sort();
          const table = this.getModuleInfo(id).code?.match(TAB_TABLE)?.[1] ?? '';
          for (const [, tab, specifier] of table.matchAll(TAB_IMPORT)) {
            const panel = chunkOf(path.resolve(path.dirname(id), specifier));
            if (!panel) this.error(`preload-manifest: <${tag}>'s tab ${tab} imports ${specifier}, which no chunk holds`);
            // What the tab adds to the widget's first render: a server names both lists.
            (tabs[tag] ??= {})[tab] = [...closure(panel, new Set())].filter((file) => !(widgets[tag] ?? []).includes(file)).sort();
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
        const added = [...started].flatMap((file) => [...closure(file, new Set())]).filter((file) => !files.includes(file));
        if (added.length > 0) afterPaint[tag] = [...new Set(added)].sort();
      }
      const lists = Object.values(widgets);
      const shared = (lists[0] ?? []).filter((file) => lists.every((list) => list.includes(file)));
      if (!shared.includes(runtime)) this.error('preload-manifest: the element runtime is not among the files every widget needs');
      const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({
        type: 'asset',
        fileName: 'preload.json',
        source: `${JSON.stringify({ widgets: sorted(widgets), shared, tabs: sorted(tabs), afterPaint: sorted(afterPaint), catalogs: sorted(catalogs), catalogParts: Object.fromEntries(Object.entries(sorted(catalogParts)).map(([tag, byLocale]) => [tag, sorted(byLocale)])), adapters: sorted(adapters), session: [...closure(session, new Set())].sort() })}\n`, // without whitespace: servers parse it
      });
    },
  };
}
