// dist/preload.json (scripts/preload-manifest.mjs), built by `npm test`'s build stage: what a server that
// renders the page names in <link rel="modulepreload"> for the tags it holds. Checked against the built chunks
// and the custom-elements manifest; the browser's side (the files load beside the entry, once each) is in
// tests/e2e/loading.spec.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { PreloadManifest } from '../../../scripts/preload-manifest.mjs';
import { staticClosure } from '../../../scripts/size-budgets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(ROOT, 'dist');
const built = existsSync(path.join(DIST, 'preload.json'));

const withoutHash = (file: string) => file.replace(/^chunks\//, '').replace(/-[\w-]{7}\.js$/, '');

describe('build: the preload manifest', { skip: built ? false : 'run `npm run build` first' }, () => {
  const manifest = built ? (JSON.parse(readFileSync(path.join(DIST, 'preload.json'), 'utf8')) as PreloadManifest) : { widgets: {}, shared: [], tabs: {}, afterPaint: {}, catalogs: {}, catalogParts: {}, adapters: {}, adapterAreas: {}, session: [] };
  const tags = built
    ? (JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as { modules: { declarations?: { tagName?: string }[] }[] }).modules
      .flatMap((module) => module.declarations ?? []).map((declaration) => declaration.tagName).filter((tag): tag is string => Boolean(tag))
    : [];

  test('names every widget tag, and only those (not <casino-platform>, which renders nothing)', () => {
    assert.deepEqual(Object.keys(manifest.widgets).sort(), tags.filter((tag) => tag !== 'casino-platform').sort());
  });

  test('names files that exist, never the entry script, which the page loads itself', () => {
    const files = [...Object.values(manifest.widgets).flat(), ...manifest.shared, ...Object.values(manifest.catalogs), ...Object.values(manifest.catalogParts).flatMap((parts) => Object.values(parts)), ...Object.values(manifest.adapters).flat(), ...Object.values(manifest.adapterAreas).flatMap((areas) => [...Object.values(areas.widgets).flat(), ...Object.values(areas.tabs).flatMap((byTab) => Object.values(byTab).flat()), ...areas.session, ...Object.values(areas.afterPaint).flat(), ...Object.values(areas.tabsAfterPaint).flatMap((byTab) => Object.values(byTab).flat())]), ...manifest.session, ...Object.values(manifest.afterPaint).flat()];
    for (const file of new Set(files)) {
      assert.ok(existsSync(path.join(DIST, file)), `${file} exists`);
      assert.notEqual(file, 'casino-elements.js');
    }
  });

  test('gives the sign-in the three files of its first render besides its catalog (as the browser loads them, see loading.spec.ts)', () => {
    // Not the platform kit (what the widget kit shares with the adapters): a form that reads nothing from its platform
    // shows without it (rollup.config.mjs ERROR_BRAND).
    assert.deepEqual(manifest.widgets['casino-signin']!.map(withoutHash), ['react-runtime', 'signin', 'widget-kit']);
  });

  test('lists for each widget its chunk with everything it imports, and the element runtime with everything it imports', () => {
    const chunksDir = path.join(DIST, 'chunks');
    for (const [tag, files] of Object.entries(manifest.widgets)) {
      for (const file of files) {
        for (const imported of staticClosure(chunksDir, path.basename(file))) {
          assert.ok(files.includes(`chunks/${imported}`), `<${tag}>: ${file} imports ${imported}, which is listed`);
        }
      }
      assert.ok(files.some((file) => withoutHash(file) === 'widget-kit'), `<${tag}> lists the widget kit`);
      assert.ok(files.some((file) => withoutHash(file) === 'react-runtime'), `<${tag}> lists the runtime`);
    }
  });

  test('lists on their own the files every widget needs, and only those: a page whose tags the server does not know names them', () => {
    const lists = Object.values(manifest.widgets);
    const inEvery = [...new Set(lists.flat())].filter((file) => lists.every((list) => list.includes(file))).sort();
    assert.deepEqual([...manifest.shared].sort(), inEvery);
    // The runtime and the widget kit; the sign-in's own chunk is the one file of its first render beyond them.
    assert.deepEqual(manifest.shared.map(withoutHash).sort(), ['react-runtime', 'widget-kit']);
    assert.deepEqual(manifest.widgets['casino-signin']!.filter((file) => !manifest.shared.includes(file)).map(withoutHash), ['signin']);
  });

  test('loads of the kit\'s parts a sign-in does not use those of its widget: the account no stepper, the deposit no tabs, the sign-up no accordion', () => {
    // rollup.config.mjs cuts them by the widgets that load them (PARTS_FLOOR): each chunk's sources, by its source map.
    const sources = (file: string) => (JSON.parse(readFileSync(path.join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources
      .map((source) => path.relative(ROOT, path.resolve(DIST, path.dirname(file), source)));
    const loads = (tag: string) => new Set((manifest.widgets[tag] ?? []).flatMap(sources));
    const never: Record<string, string[]> = {
      'casino-account': ['ui/stepper.tsx', 'ui/select-field.tsx', 'ui/otp-field.tsx', 'features/toolkit/jurisdiction/sign-up-rules.ts'],
      'casino-deposit': ['ui/tabs.tsx', 'ui/accordion.tsx', 'ui/paginator.tsx', 'ui/stepper.tsx', 'ui/otp-field.tsx', 'features/toolkit/jurisdiction/sign-up-rules.ts'],
      'casino-signup': ['ui/tabs.tsx', 'ui/accordion.tsx', 'ui/paginator.tsx', 'ui/otp-field.tsx'],
    };
    for (const [tag, files] of Object.entries(never)) for (const file of files) assert.ok(!loads(tag).has(file), `<${tag}>'s first render does not load ${file}`);
    assert.ok(loads('casino-account').has('ui/tabs.tsx') && loads('casino-signup').has('ui/stepper.tsx'), 'each loads what it shows');
    // Not dozens of small requests: a widget's first render loads at most three of them.
    for (const [tag, files] of Object.entries(manifest.widgets)) {
      assert.ok(files.filter((file) => withoutHash(file).startsWith('widget-parts')).length <= 3, `<${tag}> loads at most three of the kit's parts`);
    }
  });

  test('gives the account\'s tabs that load with it what each adds to its files, with everything those import', () => {
    // The tabs the element starts with its own chunk (elements/casino-account.ts): every tab whose panel the
    // widget loads on demand (features/account/account-widget.tsx), so that no tab a page opens on waits a hop.
    assert.deepEqual(Object.keys(manifest.tabs), ['casino-account']);
    const tabs = manifest.tabs['casino-account']!;
    const widgetSource = readFileSync(path.join(ROOT, 'features/account/account-widget.tsx'), 'utf8');
    const lazyPanels = new Set([...widgetSource.matchAll(/^const (\w+) = lazy\(/gm)].map((match) => match[1]));
    const panels = widgetSource.match(/^const PANELS = \{([^}]*)\}/m)?.[1] ?? '';
    const lazyTabs = [...panels.matchAll(/'?([a-z-]+)'?: (\w+),/g)].filter((match) => lazyPanels.has(match[2])).map((match) => match[1]);
    assert.deepEqual(lazyTabs.sort(), ['bonus-code', 'bonuses', 'history', 'password', 'profile', 'responsible-gaming', 'subscriptions', 'verify']);
    assert.deepEqual(Object.keys(tabs).sort(), lazyTabs);
    // The limits' prefills the sign-up shares: its first step's rules (form-rules), not the later steps'; and the kit's
    // parts the limits share with the sign-up (the jurisdictions' rules, the select field), which the inbox does not load.
    assert.deepEqual(tabs['responsible-gaming']!.map(withoutHash), ['form-rules', 'limits', 'widget-parts-responsible-gaming-rules', 'widget-parts-select-field']);
    const account = manifest.widgets['casino-account']!;
    const chunksDir = path.join(DIST, 'chunks');
    for (const [tab, files] of Object.entries(tabs)) {
      assert.ok(files.length > 0, `${tab} adds a file`);
      for (const file of files) {
        assert.ok(existsSync(path.join(DIST, file)), `${file} exists`);
        assert.ok(!account.includes(file), `${tab}: ${file} is not repeated from the widget's own list`);
        for (const imported of staticClosure(chunksDir, path.basename(file))) {
          assert.ok([...account, ...files].includes(`chunks/${imported}`), `${tab}: ${file} imports ${imported}, which is listed`);
        }
      }
    }
  });

  test('lists apart what a first render imports once it has painted: the error notice with the catalogue\'s texts, the calling codes\' names, the sign-up wizard\'s rules, calls and second step, the sign-in form\'s rules, what reads the cashier\'s messages', () => {
    // No first render loads the error notice with the catalogue's texts (the widget kit's `widget-later`): every
    // widget reaches it through the kit's loader (features/toolkit/host/error-notice-later.ts), which a widget that
    // acts starts once it has painted; with it the signed-in player's parts it imports (`widget-player`: the break
    // notice, the support link), where the widget's own files do not hold them.
    // The sign-in's form shows before its rules and valibot (in the platform's parts, which its submit calls with) are here. The elements that load the sign-in's chunk (the
    // source of wealth) are listed with its rules too: the manifest reads the chunks, and the form's import is in that chunk.
    // The wizard's first step shows before its rules (validation, the new password's schema), its calls to the
    // platform (platform-calls) and what its submits run with them (sign-up-submit), the later steps' rules (rules) and valibot too
    // (the platform's parts); the get-started's own identify step imports valibot itself, and the token sign-up's first read the
    // operations' table, so theirs come with their own files. Its second step is fetched at idle: personal after contact, limits after the token
    // sign-up's contact. What creates the cashier's frame, fetched beside its set-up, and what reads its messages (with
    // the Trusted Types policy its opt-in script set-up needs) load when the cashier's frame mounts, in every widget
    // that holds one. The sign-up's own files do not
    // hold the platform's parts (the token sign-up's and the get-started's do): they come with its reference data's
    // call, which waits for the platform's adapter anyway, and with its calls.
    const rules = ['signin-schema'];
    // The second step adopts its styles with the kit's wrapper, which is a chunk of its own with the recorded break
    // (`widget-host`: the account's first render reads both, not the rest of the signed-in player's parts).
    const wizard = ['calling-code-regions', 'limits-step', 'password-schema', 'personal-step', 'platform-calls', 'rules', 'sign-up-submit', 'validation', 'widget-host'];
    const cashierMessages = ['cashier-frame-body', 'frame-messages', 'trusted-types'];
    // Every widget's kit starts the focus rescue once the widget has painted, and holds the import of what follows a
    // sign-in (a sign-in form fetches it once it has painted): listed for each widget that does not load it with its own.
    const kitLater = (tag: string) => (manifest.widgets[tag]!.some((file) => withoutHash(file) === 'complete-sign-in') ? ['focus-rescue'] : ['complete-sign-in', 'focus-rescue']);
    const own: Record<string, string[]> = {
      'casino-cashier': cashierMessages,
      'casino-deposit': cashierMessages,
      'casino-get-started': wizard,
      'casino-pay-and-play': cashierMessages,
      'casino-signin': [...rules, 'platform-parts'],
      'casino-signup': [...wizard, 'platform-parts'],
      'casino-signup-token': wizard,
      'casino-source-of-wealth': rules,
      'casino-withdraw': cashierMessages,
    };
    // The signed-in player's parts format money and dates with the platform kit: listed with them where the widget's
    // own files do not hold it (the sign-in's first render, which reads nothing from its platform, does not).
    const expected = Object.fromEntries(Object.entries(manifest.widgets).map(([tag, files]) => {
      const notice = ['widget-later', 'widget-player'].filter((name) => !files.some((file) => withoutHash(file) === name));
      const platformKit = notice.includes('widget-player') && !files.some((file) => withoutHash(file) === 'platform-kit') ? ['platform-kit'] : [];
      return [tag, [...(own[tag] ?? []), ...notice, ...platformKit, ...kitLater(tag)].sort()];
    }));
    assert.deepEqual(Object.fromEntries(Object.entries(manifest.afterPaint).map(([tag, files]) => [tag, files.map(withoutHash).sort()])), expected);
    for (const files of Object.values(manifest.widgets)) assert.ok(!files.some((file) => withoutHash(file) === 'widget-later'), 'no first render loads the error notice');
    for (const [tag, files] of Object.entries(manifest.afterPaint)) {
      // Not among the files that show the widget, whose sizes are held to budgets.
      for (const file of files) assert.ok(!manifest.widgets[tag]!.includes(file), `<${tag}>: ${file} is not in its widget list`);
    }
  });

  test('gives every locale its catalog, every platform its adapter, and a signed-in page its session services', () => {
    assert.deepEqual(Object.keys(manifest.catalogs).sort(), ['en', 'en-US', 'es-ES', 'fi', 'nb', 'pl-PL', 'sv', 'th-TH']);
    assert.deepEqual(Object.keys(manifest.adapters).sort(), ['framework', 'realtime', 'rest', 'skillonnet']);
    for (const [platform, files] of Object.entries(manifest.adapters)) assert.ok(files.some((file) => withoutHash(file) === `adapter-${platform}`));
    // Without React or the widgets' kit: the services run as soon as the adapter is here, and the platform's parts come
    // with them: the adapters' shared parts (which hold the reader of the payment gate the services start early), the
    // operations' tables (with the terms' reader) and valibot, which the adapters read answers with, one chunk
    // (rollup.config.mjs, PLATFORM_PARTS).
    assert.deepEqual(manifest.session.map(withoutHash), ['platform-kit', 'platform-parts', 'session-services']);
  });

  test('adds to a first render the REST adapter\'s areas its first reads call, and only those', () => {
    const areas = manifest.adapterAreas['rest']!;
    const names = (tag: string) => (areas.widgets[tag] ?? []).map(withoutHash);
    // The sign-up's step 1 reads its reference data; the account opens on the inbox; the deposit reads the payment
    // gate's limits and blocks and opens the cashier: not the games, the history, the sign-up's later calls...
    assert.deepEqual(names('casino-signup'), ['adapter-rest-reference-data']);
    assert.deepEqual(names('casino-account'), ['adapter-rest-inbox']);
    assert.deepEqual(names('casino-deposit'), ['adapter-rest-payment-gate']);
    assert.deepEqual(names('casino-jackpots'), ['adapter-rest-games']);
    // The sign-in's first render calls nothing (its area loads at its submit); a signed-in page's services call
    // only what the adapter's own chunk holds.
    assert.deepEqual(names('casino-signin'), []);
    assert.deepEqual(areas.session, []);
    // An account opened on its limits adds the payment gate's area (the limits' calls) to the inbox's.
    assert.deepEqual((areas.tabs['casino-account']?.['responsible-gaming'] ?? []).map(withoutHash), ['adapter-rest-payment-gate']);
    // Its panel has the limits' and breaks' writes fetched once it shows (features/toolkit/limits/limits-panel.tsx): an
    // area of their own, which the deposit's first render (the payment gate's limits) does not load.
    assert.deepEqual(Object.keys(areas.tabsAfterPaint), ['casino-account']);
    assert.deepEqual(Object.keys(areas.tabsAfterPaint['casino-account']!), ['responsible-gaming']);
    assert.deepEqual(areas.tabsAfterPaint['casino-account']!['responsible-gaming']!.map(withoutHash), ['adapter-rest-responsible-gaming-writes']);
    assert.ok(!Object.values(areas.widgets).flat().some((file) => withoutHash(file) === 'adapter-rest-responsible-gaming-writes'), 'no widget\'s first render loads the writes');
    // An area is never the adapter's own chunk, nor what it imports.
    for (const file of Object.values(areas.widgets).flat()) assert.ok(!manifest.adapters['rest']!.includes(file), file);
  });

  test('lists apart what the sign-up fetches once step 1 has painted: the next step, and the contact check\'s area', () => {
    // The contact check (is the e-mail or phone taken?) is the first Continue's call: its area is prefetched at idle,
    // with what the area imports (the sign-in's area: the follow-up of every way in, and the device's description).
    assert.deepEqual((manifest.adapterAreas['rest']!.afterPaint['casino-signup'] ?? []).map(withoutHash), ['adapter-rest-sign-in', 'adapter-rest-sign-up']);
    // A wizard's second step (personal; the token sign-up's limits), never a later one; with the calling codes' names.
    const afterPaint = (manifest.afterPaint['casino-signup'] ?? []).map(withoutHash);
    assert.ok(afterPaint.includes('personal-step') && afterPaint.includes('limits-step'), afterPaint.join(' '));
    for (const later of ['address-step', 'activity-step', 'accept-step']) assert.ok(!afterPaint.includes(later), later);
    // None of the steps after the first is among the files that show step 1.
    for (const file of manifest.widgets['casino-signup']!) assert.ok(!/-step-/.test(file), file);
  });
});
