import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { babel } from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import catalogParts from './scripts/catalog-parts.mjs';
import { importedSources } from './scripts/feature-sources.mjs';
import vueSfc from './scripts/vue-sfc.mjs';
import preloadImports from './scripts/preload-imports.mjs';
import preloadManifest from './scripts/preload-manifest.mjs';
import stripElementDocs from './scripts/strip-element-docs.mjs';
import minifyCssLiterals from './scripts/minify-css-literals.mjs';
import reactEsm from './scripts/react-esm.mjs';
import { reservedRows, reservedSpaceCss } from './scripts/reserved-space.mjs';
import { galleryWidgetsModule } from './scripts/gallery-widgets.mjs';
import { reactComponentsCode } from './scripts/react-components.mjs';
import { widgetTable } from './scripts/widget-table.mjs';


const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const extensions = ['.ts', '.tsx', '.mjs', '.js'];

// React, react-dom, jotai and Lingui's runtime are shared by every widget: one chunk, loaded once,
// when the first element connects (not by the entry script).
const SHARED = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|@lingui)[\\/]/;
// Lingui's message compiler and its ICU parser: a chunk of their own, for the operators' texts (i18n/overrides.ts)
// only; Lingui's runtime imports the compiler for development builds, which would otherwise draw it in.
const MESSAGE_COMPILER = /[\\/]node_modules[\\/](@lingui[\\/]message-utils|@messageformat[\\/]parser|moo)[\\/]/;

// The toolkit every widget renders with (the frame, fields, forms, queries, the player, the host, the
// jurisdiction rules, the mount): one chunk, not some thirty small ones. A page's first widget otherwise
// asks for about 25 files at once, and over HTTP/1.1 (six connections per host) they queue behind each
// other. The sanitizer (ui/safe-html, ui/sanitize, DOMPurify) stays out: most first renders do not need it.
const KIT = /[\\/](ui|features[\\/]toolkit[\\/](forms|query|host|player|session|password|jurisdiction|events)|elements[\\/]runtime[\\/](mount|background|focus-rescue(?:-later)?|custom-states)|i18n[\\/](errors|setup|added-locales|support-path))[\\/.]/;
// The mark of a platform's error and the check by it (adapters/contract/error-brand.ts): in the entry script, beside
// the PlatformError class of the platform kit (which imports it) rather than in it, so that the widget kit tells a
// platform's error (the error notice's loader) without importing the platform kit: a sign-in's first render, which
// reads nothing from its platform, does not load it.
const ERROR_BRAND = /[\\/]adapters[\\/]contract[\\/]error-brand\./;
// What the platforms' adapters share with the widgets and with each other: the schemas' valibot, the
// operation tables, the readers of numbers and optionals, the games' play modes, the player's reads (features/toolkit/player/read.ts, and the payment gate's and the terms' readers,
// which the session services call too); and the
// formats of money and dates, which the session services make ready while a signed-in page waits for the
// network. A chunk of its own, without React: an adapter then runs as soon as it is here (a signed-in page's
// first reads start beside the runtime, see elements/runtime/session-services.ts), not once React has run.
const PLATFORM_KIT = /[\\/](adapters[\\/](contract|operations|errors|scalars|play-modes|device-platform)|features[\\/](toolkit[\\/]player[\\/]read|cashier[\\/]gate-reads|terms[\\/]terms-read)|i18n[\\/]format|node_modules[\\/]valibot)[\\/.]/;
// The platform kit in two, as the widget kit: what the sign-in's chunk imports (requireOperation's table, the
// formats, the player's reads), which every widget loads; and the rest (the readers of numbers, the play modes), which every adapter loads, with the one call policy and HTTP client (and its ofetch), the loader of an
// adapter's later parts and the tables of writes they read, which every adapter shares: one file where Rollup made three,
// each loaded by all four adapters only.
// The error code words (adapters/error-codes.ts) and the cashier's set-up (adapters/cashier-setup.ts) are in neither:
// they load with the first error answer and with the cashier's set-up (adapters/load-part.ts); nor the device's
// description (adapters/device.ts), which the calls that send it import (a sign-in, a sign-up), not the reads of a
// signed-in page: only whether it is a phone (adapters/device-platform.ts, a cashier's set-up sends it) is here.
const ADAPTER_SHARED = /[\\/]adapters[\\/](call-policy|http-client|load-part|operation-writes)\./;
// The operations' tables (the area of each one's errors, what each capability promises, a page's required operations)
// and the terms' read, which uses them: in the platform's parts (PLATFORM_PARTS), which every widget and adapter that calls its platform
// through requireOperation loads, but not the sign-in's first render (it asks for them only for a platform without a
// password sign-in: features/signin/signin-widget.tsx).
const PLATFORM_OPERATIONS = /[\\/](adapters[\\/]operations|features[\\/]terms[\\/]terms-read)\./;
const SIGN_IN_INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features', 'signin', 'index.ts');
/**
 * The modules `root` imports statically, directly or through others, that `follow` accepts (a walk stops at one it
 * does not), computed once and then asked of each module: `(id, getModuleInfo) => boolean`.
 */
function staticImportsOf(root, follow = () => true) {
  let modules;
  return (id, getModuleInfo) => {
    if (!modules) {
      modules = new Set();
      const pending = [root];
      while (pending.length) {
        const next = pending.pop();
        if (modules.has(next) || !follow(next)) continue;
        modules.add(next);
        pending.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return modules.has(id);
  };
}
/** True when the sign-in's feature imports the module statically (directly or through other modules). */
const signInImports = staticImportsOf(SIGN_IN_INDEX);
// The sign-up's first step: its feature's index and what that imports statically in the feature, one chunk with the
// index, which the get-started and the token sign-up load too. Rollup otherwise made of the index a chunk of its own
// (the element's import) that only re-exported the shared one's: one more request and some 0.5 kB gzip of imports and
// exports on the sign-up's first render. Not the first step's rules of the form (form-rules.ts), which the limits
// panels share: a chunk of their own, as Rollup cut them.
const SIGN_UP_INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), 'features', 'signup', 'index.ts');
const SIGN_UP_FOLDER = path.dirname(SIGN_UP_INDEX) + path.sep;
const SIGN_UP_FORM_RULES = path.join(SIGN_UP_FOLDER, 'form-rules.ts');
/** True for a module of the sign-up's own chunk (see SIGN_UP_INDEX). */
const inSignUp = staticImportsOf(SIGN_UP_INDEX, (id) => id.startsWith(SIGN_UP_FOLDER) && id !== SIGN_UP_FORM_RULES);
// The REST adapter's own modules (what adapters/rest/index.ts imports statically, in its folder): one chunk, its
// areas' chunks beside it. create-platform.ts also imports the areas a page's first reads call (FIRST_READ_AREAS), to
// fetch them beside the adapter's chunk; Rollup would otherwise cut the modules they share with the adapter into
// chunks of their own (each one more request of every page with a player).
const REST_ADAPTER_INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), 'adapters', 'rest', 'index.ts');
const REST_ADAPTER_FOLDER = path.dirname(REST_ADAPTER_INDEX) + path.sep;
/** True for a module of the REST adapter's own chunk. */
const inRestAdapter = staticImportsOf(REST_ADAPTER_INDEX, (id) => id.startsWith(REST_ADAPTER_FOLDER));
// A signed-in player's services and the reality check's clock they share with the reality-check widget: one
// chunk, loaded on every signed-in page (the widget, shown only to a signed-in player, imports it from there). Not the
// runner of the pages the platform asks a player to see (features/toolkit/player-actions/): a chunk Rollup makes,
// fetched only when the platform names a page.
const SESSION_SERVICES = /[\\/](elements[\\/]runtime[\\/]session-services|features[\\/]reality-check[\\/]watch)\./;
const SANITIZER = /[\\/]ui[\\/](safe-html|sanitize|trusted-types|event-handler-attributes)\./;
// The Trusted Types policy is also the cashier's (its provider script): a chunk of its own, so the cashier
// does not load DOMPurify with it.
const TRUSTED_TYPES = /[\\/]ui[\\/]trusted-types\./;
// The sign-in's own parts: its form and what it remembers, one chunk, the sign-in's (Rollup would otherwise
// make small chunks of them, each one more request when a page's first widget is the sign-in: over HTTP/1.1 the
// sign-in's own chunk then waited for a free connection). The bank-ID sign-in the sign-in shows in Sweden (its
// panel, hooks and styles, which the sign-up's identify step shares) is that element's chunk, which the sign-in
// loads only there (OWN_CHUNKS); its callback page is built apart.
// Not its rules (signin-schema.ts): they load with valibot once the form has painted (see VALIBOT, PLATFORM_PARTS).
const SIGN_IN = /[\\/]features[\\/]signin[\\/](?!signin-schema\.)/;
// valibot, and the email rule every form with an email shares: in the platform's parts (PLATFORM_PARTS), which the other
// widgets and the adapters load beside the platform kit. The sign-in's form shows without it: its rules
// (features/signin/signin-schema.ts, a chunk Rollup makes) and valibot load once it has painted
// (scripts/preload-manifest.mjs, AFTER_PAINT). valibot is one module, so the platform kit otherwise carried every
// valibot function any adapter or widget uses to the first render of the sign-in, which calls no platform until submit.
const VALIBOT = /[\\/](node_modules[\\/]valibot|features[\\/]toolkit[\\/]forms[\\/]email)[\\/.]/;
// The new password's rules as valibot's schema: a chunk of their own, so that the kit's password field (its checklist)
// draws no valibot into a form's first render (the sign-up's first step loads its rules once it has painted).
const PASSWORD_SCHEMA = /[\\/]features[\\/]toolkit[\\/]password[\\/]password-schema\./;
// Parts of the kit no first render runs, each a chunk of its own that no first render loads: the focus rescue (fetched
// once a widget has painted, or at its first focus: elements/runtime/focus-rescue-later.ts); the drafts' writer (fetched
// at a form's first change: features/toolkit/forms/session-draft.ts); what follows a sign-in
// (fetched once a sign-in form has painted: features/toolkit/session/complete-sign-in-later.ts; the other ways in
// import it with their own chunks); the offer of a provider's own view (features/toolkit/session/provider-view-offer-later.tsx);
// the check of a widget's background image (fetched for the first widget that names one: elements/runtime/mount/sheets.ts).
// In the kit's second chunk (widget-later) they would weigh on the first render of every widget that loads it.
const KIT_LATER = [
  [/[\\/]elements[\\/]runtime[\\/]focus-rescue\./, 'focus-rescue'],
  [/[\\/]features[\\/]toolkit[\\/]session[\\/](complete-sign-in|follow-up)\./, 'complete-sign-in'],
  [/[\\/]features[\\/]toolkit[\\/]session[\\/]provider-view-offer\./, 'provider-view-offer'],
  [/[\\/]elements[\\/]runtime[\\/]background\./, 'background'],
];
// A manual chunk takes in the modules its own import that no other manual chunk has: through the session's
// index the sign-in imports the restored session's follow-up and, through it, the terms; the bank-ID sign-in's
// parts are that element's own chunk. Each keeps the chunk Rollup gave it before; the sign-in-chunk
// check below fails the build when the sign-in draws in more.
const OWN_CHUNKS = [
  [/[\\/]features[\\/]toolkit[\\/]session[\\/](index|restored-session)\./, 'session'],
  [/[\\/]features[\\/]terms[\\/]terms-query\./, 'terms-query'],
  [/[\\/]features[\\/]terms[\\/]/, 'terms'],
  [/[\\/]features[\\/]signin-oauth[\\/](?!callback-page\.)/, 'signin-oauth'],
];

/** Fails the build when the sign-in's chunk holds a module that is not the sign-in's (see SIGN_IN). */
function signInChunkCheck() {
  return {
    name: 'sign-in-chunk-check',
    generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'signin') continue;
        // A module whose code is all elsewhere (an index that only re-exports) brings nothing, unless something
        // imports it dynamically: that import() would then load the sign-in's chunk.
        const brings = (id) => chunk.modules[id].renderedLength > 0 || this.getModuleInfo(id).dynamicImporters.length > 0;
        const strays = chunk.moduleIds.filter((id) => !SIGN_IN.test(id) && brings(id));
        if (strays.length > 0) this.error(`the sign-in's chunk drew in ${strays.join(', ')}: name its chunk in OWN_CHUNKS`);
      }
    },
  };
}

/** True when the entry script imports the module statically (directly or through other modules). */
function reachedFromEntry(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry) return true;
  return info.importers.some((importer) => reachedFromEntry(importer, getModuleInfo, seen));
}

// What every adapter imports besides the platform kit, one chunk (`platform-parts`): valibot, the operations' tables
// and the adapters' shared parts (the call policy, the HTTP client). Every page that calls its platform loads all
// three before its reads (every signed-in page before its first render), and every form's submit needs them: as three
// chunks they cost such a page two more requests (over HTTP/1.1 the browser's six connections also carry the adapter
// and the widget's chunks) and 0.7 kB gzip more than as one, each compressed without the others' words. None imports
// React, so the adapter still runs as soon as it is here. The sign-in's rules, fetched once its form has painted,
// bring this chunk rather than valibot alone: what its submit loads anyway, some 7 kB earlier. The session services
// stay a chunk of their own: a visitor's page that reads its platform (a lobby's jackpots) does not run them.
const PLATFORM_PARTS = [VALIBOT, PLATFORM_OPERATIONS, ADAPTER_SHARED];
// What manualChunks gives a chunk of its own before it looks at the kit.
const ASSIGNED_BEFORE_KIT = [MESSAGE_COMPILER, SHARED, TRUSTED_TYPES, SANITIZER, SIGN_IN, VALIBOT, PLATFORM_OPERATIONS, PASSWORD_SCHEMA, PLATFORM_KIT, ADAPTER_SHARED, SESSION_SERVICES];

const kitMembers = new Map();

// The kit in two: what the sign-in's sources run (the frame, the fields of a sign-in, the forms, the queries, the
// mount), which every widget loads; and the rest of the toolkit (tabs, steppers, selects, date fields, the
// sign-up's and responsible-gaming rules), which the other widgets load beside it, each the parts it uses (see
// PARTS_FLOOR). A sign-in's first render, the most common one, then downloads none of it.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SIGN_IN_SOURCES = importedSources(ROOT, 'elements/casino-signin.ts');
// Of those, what the sign-in's first render loads: the mount and the sign-in's feature with what they import
// statically. The rest of the sign-in's kit (what follows a sign-in, an error's text, the signed-in view) runs
// only once the player acts, in two chunks: the error notice with the catalogue's texts, `widget-later`, which no
// first render loads (every widget reaches it through features/toolkit/host/error-notice-later.ts, once it has
// painted); and the signed-in player's parts (the balance, the wallet, the break notice, the support link),
// `widget-player`, which the sign-in fetches with them and the other widgets that import them load with their own.
// Of the signed-in player's parts, the two the account's first render reads (the break just recorded, which it
// checks before it shows its tabs, and the wrapper that adopts a lazily loaded tab's styles): a chunk of their own,
// `widget-host`, so that the account does not load the balance, the wallet and the break notice with them (1 kB
// gzip); nor does the sign-in's first render, whose kit they would join.
const HOST_PARTS = /[\\/]features[\\/]toolkit[\\/]host[\\/](recorded-break|use-styles)\./;
// A part of the kit the sign-in's first render does not run, kept in the kit all the same: the wait for a part of the
// catalog (features/toolkit/host/catalog-part.ts), which the account (its other tabs' texts), the bank-ID sign-in and
// the signed-in view share. About 0.05 kB gzip there; in `widget-host` it had the deposit load that chunk too, a
// request more (the signed-in view is in `widget-player`), and in `widget-player` the account load the balance.
const IN_KIT_TOO = /[\\/]features[\\/]toolkit[\\/]host[\\/]catalog-part\./;
const ERROR_NOTICE = /[\\/](features[\\/]toolkit[\\/]host[\\/]error-notice|i18n[\\/]errors)\./;
const SIGN_IN_FIRST = new Set(['features/signin/index.ts', 'elements/runtime/mount.tsx'].flatMap((start) => [...importedSources(ROOT, start, { dynamic: false })]));

/**
 * A module of the kit: one the KIT pattern names whose static imports are all in the kit, the entry or the
 * shared runtime. Rollup puts a manual chunk's unassigned dependencies into it, so a kit module importing
 * a widget (the terms) or the sanitizer would carry it into every widget's first load: such a module stays
 * with its widget instead.
 */
function inKit(id, getModuleInfo) {
  if (kitMembers.has(id)) return kitMembers.get(id);
  if (!KIT.test(id) || SANITIZER.test(id) || SIGN_IN.test(id) || reachedFromEntry(id, getModuleInfo)) return false;
  kitMembers.set(id, true); // while its imports are looked at (a cycle within the kit is fine)
  const elsewhere = (imported) => SHARED.test(imported) || PLATFORM_KIT.test(imported) || SIGN_IN.test(imported) || reachedFromEntry(imported, getModuleInfo);
  const member = getModuleInfo(id).importedIds.every((imported) => elsewhere(imported) || inKit(imported, getModuleInfo));
  kitMembers.set(id, member);
  return member;
}

/** The roots that load a module: each module an import() loads (a widget's feature, a tab, a step) that reaches it statically. */
function rootsOf(id, getModuleInfo) {
  const roots = new Set();
  const seen = new Set();
  const pending = [id];
  while (pending.length) {
    const next = pending.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    const info = getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.add(next);
    pending.push(...info.importers);
  }
  return roots;
}

// The rest of the kit (tabs, steppers, selects, date fields, the sign-up's and responsible-gaming rules, the query's
// failure notice), cut by who loads it: the modules the same roots load (see rootsOf) are one chunk, so that a
// first render loads the parts its widget uses, not all of them (the account's tabs are not the sign-up's stepper).
// A module only one widget's feature loads goes into that feature's chunk. A group smaller than PARTS_FLOOR (bytes
// of code before minifying) joins the group whose roots are most alike: a few more bytes rather than one more request.
const PARTS_FLOOR = 3000;
// Parts of the kit taken out of the group they fall in, each a chunk of its own: a group is cut by the roots that
// import a module, and through an index that re-exports them these share their roots with parts a first render runs,
// or joined one by their size: the jurisdiction's helplines and its profile's and self-test's rules (the sign-up's
// first step reads its own rules and the responsible-gaming limits only). Each loads with the widgets that use it.
// The groups are cut as if they were in them, so that no other first render's parts change.
const PARTS_APART = [
  [/[\\/]features[\\/]toolkit[\\/]jurisdiction[\\/](helplines|profile-rules|self-test-rules)\./, 'widget-parts-helplines'],
];
// Parts of the kit that go wherever another goes, left out of the groups' sizes: a new password's field with its
// checklist (ui/password-checklist.tsx, apart from the password field a sign-in's first render loads) goes with the
// password toolkit's field, its one user, which shares a chunk with the sign-up's stepper and selects as before (counted
// in its group, it made that group a chunk of its own: one more request of the sign-up's first render).
const PARTS_WITH = [
  [/[\\/]ui[\\/]password-checklist\./, path.join(path.dirname(fileURLToPath(import.meta.url)), 'features', 'toolkit', 'password', 'new-password-field.tsx')],
];
let partsChunks;
/** The chunk of a module of the kit that is not the sign-in's: see PARTS_FLOOR. */
function partsChunk(id, getModuleInfo, getModuleIds) {
  if (!partsChunks) partsChunks = groupParts(getModuleInfo, getModuleIds);
  const host = PARTS_WITH.find(([pattern]) => pattern.test(id))?.[1];
  return partsChunks.get(host ?? id);
}

/** The kit's modules a sign-in does not load, in groups by the roots that load them (see PARTS_FLOOR). */
function groupParts(getModuleInfo, getModuleIds) {
  const byRoots = new Map();
  for (const id of getModuleIds()) {
    if (!inKit(id, getModuleInfo) || ASSIGNED_BEFORE_KIT.some((pattern) => pattern.test(id)) || HOST_PARTS.test(id) || PARTS_WITH.some(([pattern]) => pattern.test(id))) continue;
    const file = path.relative(ROOT, id);
    if (SIGN_IN_FIRST.has(file) || SIGN_IN_SOURCES.has(file)) continue;
    const roots = [...rootsOf(id, getModuleInfo)].sort();
    const key = roots.join(' ');
    const group = byRoots.get(key) ?? { roots: new Set(roots), modules: [], size: 0 };
    const size = getModuleInfo(id).code?.length ?? 0;
    // Named after its largest module (widget-parts-accordion-<hash>.js); a group joining another takes its name.
    if (!group.largest || size > group.largestSize) Object.assign(group, { largest: id, largestSize: size });
    group.modules.push(id);
    group.size += size;
    byRoots.set(key, group);
  }
  const chunks = new Map();
  const groups = [];
  for (const group of byRoots.values()) {
    // One feature's own: its chunk (unless that is a chunk named here, which would then draw it in).
    const [root] = group.roots;
    const own = group.roots.size === 1 && !SIGN_IN.test(root) && !OWN_CHUNKS.some(([pattern]) => pattern.test(root)) && !reachedFromEntry(root, getModuleInfo);
    if (!own) groups.push(group);
  }
  const alike = (a, b) => [...a.roots].filter((root) => b.roots.has(root)).length / new Set([...a.roots, ...b.roots]).size;
  for (;;) {
    groups.sort((a, b) => a.size - b.size);
    const small = groups[0];
    if (groups.length < 2 || small.size >= PARTS_FLOOR) break;
    const others = groups.slice(1);
    const partner = others.reduce((best, group) => (alike(small, group) > alike(small, best) ? group : best), others[0]);
    partner.modules.push(...small.modules);
    partner.size += small.size;
    for (const root of small.roots) partner.roots.add(root);
    groups.shift();
  }
  for (const group of groups) {
    const name = `widget-parts-${path.basename(group.largest).replace(/\.tsx?$/, '')}`;
    for (const id of group.modules) chunks.set(id, name);
  }
  return chunks;
}

const TERSER = { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } };
/**
 * terser, with the function declarations of our own code hoisted to the top of their scope (where JavaScript runs
 * them from anyway): terser then joins and inlines more, about 0.1 kB gzip off a sign-in's first render (the entry
 * script and the widget kit). Not in a chunk that holds a library's code (React's runtime, the realtime adapter with
 * its WAMP client, valibot): those come out larger so (React's 0.3 kB, the realtime adapter's 0.6).
 */
function minifyChunks() {
  const libraries = terser(TERSER);
  const own = terser({ ...TERSER, compress: { ...TERSER.compress, hoist_funs: true } });
  return {
    name: 'minify-chunks',
    renderChunk(code, chunk, options, meta) {
      const library = chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]/.test(id));
      return (library ? libraries : own).renderChunk.call(this, code, chunk, options, meta);
    },
  };
}

const library = {
  onLog(level, log, handler) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return; // 'use client' means nothing outside React Server Components
    handler(level, log);
  },
  input: { 'casino-elements': 'elements/index.ts' },
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // A widget's chunk is named after its feature (features/signin/index.ts -> signin-<hash>.js), an adapter's
    // after its platform (adapters/realtime/index.ts -> adapter-realtime-<hash>.js). The hash has 7 characters, the
    // fewest Rollup allows for this many chunks, not 8: a hash does not compress, and the entry script names some 80
    // files (a sign-in's first render about 0.1 kB gzip). 42 bits still tell a file's versions apart.
    chunkFileNames: (chunk) => {
      if (chunk.name === 'adapter-rest') return 'chunks/adapter-rest-[hash:7].js';
      // A widget's chunk that other chunks also import from (the account's, for its tabs loaded on demand)
      // exports more than its index and so has no facade; it is still the one chunk holding that index.
      const indexes = chunk.moduleIds.filter((id) => /features\/(?:toolkit\/)?[^/]+\/index\.ts$/.test(id));
      const facade = chunk.facadeModuleId ?? (chunk.name === 'index' && indexes.length === 1 ? indexes[0] : undefined);
      const feature = facade?.match(/features\/(?:toolkit\/)?([^/]+)\/index\.ts$/)?.[1];
      // An adapter whose areas load on demand (adapters/rest/index.ts) exports to them, so its index has no facade either.
      const adapterIndex = chunk.facadeModuleId ?? (chunk.name === 'index' ? chunk.moduleIds.find((id) => /adapters\/[^/]+\/index\.ts$/.test(id)) : undefined);
      const adapter = adapterIndex?.match(/adapters\/([^/]+)\/index\.ts$/)?.[1];
      // Its areas, and the parts they share: adapter-rest-games-<hash>.js.
      const places = adapter ? [] : chunk.moduleIds.map((id) => id.match(/adapters\/(?:(rest)\/)?[\w-]+\.ts$/));
      const areaOf = places.length > 0 && places.every(Boolean) ? places.find((place) => place[1])?.[1] : undefined;
      return `chunks/${feature ?? (adapter ? `adapter-${adapter}` : areaOf ? `adapter-${areaOf}-[name]` : '[name]')}-[hash:7].js`;
    },
    // Each file's source map is written beside it (the build's checks and the coverage read them), but no file names
    // it: the package ships none (package.json `files`), so a comment naming one only had a player's browser download
    // some 40 bytes per file for nothing (0.2 kB gzip of a sign-in's first render, 0.6 of an account's), and its
    // developer tools ask for a file that is not there. The sandbox names each with a SourceMap header.
    sourcemap: 'hidden',
    manualChunks(id, { getModuleInfo, getModuleIds }) {
      if (MESSAGE_COMPILER.test(id)) return 'message-compiler';
      // The CommonJS interop helpers go with React (CommonJS too), not with the first CommonJS module met (moo).
      if (id === '\0commonjsHelpers.js') return 'react-runtime';
      if (SHARED.test(id)) return 'react-runtime';
      // What the entry script imports is named after it, so it stays in it: a manual chunk also takes the
      // modules its own modules import, and the kit would otherwise draw the entry's modules into it.
      if (reachedFromEntry(id, getModuleInfo)) return 'casino-elements';
      if (ERROR_BRAND.test(id)) return 'casino-elements';
      // Chunks of their own (and named, so a kit module may re-export from them without drawing them in).
      if (TRUSTED_TYPES.test(id)) return 'trusted-types';
      if (SANITIZER.test(id)) return 'safe-html';
      if (SIGN_IN.test(id)) return 'signin';
      if (PLATFORM_PARTS.some((pattern) => pattern.test(id))) return 'platform-parts';
      if (PASSWORD_SCHEMA.test(id)) return 'password-schema';
      if (PLATFORM_KIT.test(id)) return signInImports(id, getModuleInfo) ? 'platform-kit' : 'platform-parts';
      if (SESSION_SERVICES.test(id)) return 'session-services';
      if (inRestAdapter(id, getModuleInfo)) return 'adapter-rest';
      if (inSignUp(id, getModuleInfo)) return 'signup';
      if (id === SIGN_UP_FORM_RULES) return 'form-rules';
      const later = KIT_LATER.find(([pattern]) => pattern.test(id));
      if (later) return later[1];
      if (inKit(id, getModuleInfo)) {
        const file = path.relative(ROOT, id);
        if (ERROR_NOTICE.test(id)) return 'widget-later';
        if (SIGN_IN_FIRST.has(file) || IN_KIT_TOO.test(id)) return 'widget-kit';
        if (HOST_PARTS.test(id)) return 'widget-host';
        if (SIGN_IN_SOURCES.has(file)) return 'widget-player';
        return PARTS_APART.find(([pattern]) => pattern.test(id))?.[1] ?? partsChunk(id, getModuleInfo, getModuleIds);
      }
      return OWN_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];
    },
  },
  plugins: [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production'), __CASINO_VERSION__: JSON.stringify(version) },
    }),
    // React's production builds read as ES modules, so that what the library does not use of them is left out.
    reactEsm(),
    nodeResolve({ extensions, browser: true }),
    commonjs(),
    // Lingui's production form: a message is its id alone, its text in the catalog (every widget renders once
    // its catalog is here, see elements/runtime/mount.tsx), rather than in both; the macro strips the text only
    // when NODE_ENV is production, which the build does not set. Options here replace babel.config.json's. The
    // stylesheets (/* css */ literals) lose their comments and white space (scripts/minify-css-literals.mjs).
    babel({ babelHelpers: 'bundled', extensions, exclude: /node_modules/, plugins: [stripElementDocs, minifyCssLiterals, ['@lingui/babel-plugin-lingui-macro', { stripMessageField: true }]] }),
    // terser rather than esbuild's minifier for what a player's browser loads: two compress passes make the first
    // renders about 2 % smaller gzipped (React's runtime alone 1.3 kB), for some seconds more of build.
    minifyChunks(),
    // A catalog's part (i18n/locales/<locale>.<part>.ts) in a folder of their own: dist/chunks/catalogs/.
    catalogParts(),
    preloadImports(),
    preloadManifest(),
    signInChunkCheck(),
    {
      // The page's optional stylesheet: the space each widget takes while it loads (no layout shift), the
      // hand-written rules and those of the widget table's rows they do not name (scripts/reserved-space.mjs).
      name: 'reserve-stylesheet',
      async generateBundle() {
        const source = readFileSync(new URL('./elements/casino-elements.css', import.meta.url), 'utf8');
        this.emitFile({ type: 'asset', fileName: 'casino-elements.css', source: reservedSpaceCss(source, reservedRows(await widgetTable())) });
      },
    },
  ],
};

/**
 * The bank-ID callback page (features/signin-oauth/callback-page.ts): the redirect URI an operator serves on
 * its own origin, dist/oauth-callback.html with its one script. Built apart, so it carries nothing of the
 * library (no React, no valibot): it only hands the code and state to the widget.
 */
const callbackPage = {
  input: { 'oauth-callback': 'features/signin-oauth/callback-page.ts' },
  output: { dir: 'dist', format: 'es', entryFileNames: '[name].js' },
  plugins: [
    nodeResolve({ extensions, browser: true }),
    babel({ babelHelpers: 'bundled', extensions, exclude: /node_modules/ }),
    minify({ target: 'es2022', legalComments: 'none' }),
    {
      name: 'oauth-callback-page',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'oauth-callback.html', source: readFileSync(new URL('./features/signin-oauth/oauth-callback.html', import.meta.url), 'utf8') });
      },
    },
  ],
};

/**
 * casino-elements/react (elements/react-components.ts): the React components, with @lit/react bundled in and React
 * left to the page. They import the elements from the library's own entry (./casino-elements.js), so a page has
 * one copy of the library whichever it imports first. Two builds of the same source: @lit/react's browser build,
 * and its server build for Node (no layout effects, no DOM), chosen by the `node` condition of the entry. The
 * components are added to the source here, one per element of the widget table (scripts/react-components.mjs).
 */
const REACT_COMPONENTS = fileURLToPath(new URL('./elements/react-components.ts', import.meta.url));
const reactWrapper = (fileName, conditions) => ({
  input: 'elements/react-components.ts',
  external: ['react'],
  output: { file: `dist/${fileName}`, format: 'es', banner: "'use client';" },
  onLog(level, log, handler) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return; // the banner puts 'use client' back
    handler(level, log);
  },
  plugins: [
    {
      name: 'library-entry',
      resolveId: (source, importer) => (importer?.endsWith('react-components.ts') && source === './index.ts' ? { id: './casino-elements.js', external: true } : null),
    },
    {
      name: 'react-components',
      transform: async (code, id) => (id === REACT_COMPONENTS ? `${code}${reactComponentsCode(await widgetTable())}` : null),
    },
    nodeResolve({ extensions, exportConditions: conditions, browser: !conditions.includes('node') }),
    babel({ babelHelpers: 'bundled', extensions, exclude: /node_modules/ }),
    minify({ target: 'es2022', legalComments: 'none' }),
  ],
});

/**
 * The example hosts (examples/react.html, examples/vue.html): a React 19 and a Vue 3 page, each bundled with its
 * framework into examples/build/. The library itself stays external, imported from /dist/casino-elements.js as
 * the pages' own script tag loads it (one module, one `window.casino`). Vue is its runtime-only esm-bundler build
 * and the single-file component is compiled to a render function here, so the pages' CSP needs no 'unsafe-eval'.
 */
const exampleHosts = {
  input: { 'react-host': 'examples/hosts/react-host.tsx', 'vue-host': 'examples/hosts/vue-host.ts' },
  external: ['casino-elements'],
  output: { dir: 'examples/build', format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js', paths: { 'casino-elements': '/dist/casino-elements.js' } },
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __VUE_OPTIONS_API__: 'false',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
    }),
    {
      // `import 'casino-elements/react'` and `'casino-elements/vue'` bring types only (the package exports no code there).
      name: 'types-only-imports',
      resolveId: (id) => (/^casino-elements\/(react|vue)$/.test(id) ? `\0types:${id}` : null),
      load: (id) => (id.startsWith('\0types:') ? 'export {};' : null),
    },
    vueSfc({ isCustomElement: (tag) => tag.startsWith('casino-') }),
    nodeResolve({ extensions, browser: true }),
    commonjs(),
    esbuild({ include: /\.[jt]sx?$/, jsx: 'automatic', target: 'es2022' }),
    minify({ target: 'es2022', legalComments: 'none' }),
    {
      // The gallery's view of the widget table: every widget and the states its row gives (scripts/gallery-widgets.mjs).
      name: 'gallery-widgets',
      async generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'gallery-widgets.js', source: galleryWidgetsModule(await widgetTable()) });
      },
    },
  ],
};

export default [library, callbackPage, reactWrapper('react.js', ['browser', 'import', 'default']), reactWrapper('react.node.js', ['node', 'import', 'default']), exampleHosts];
