// The catalogs split by widget (scripts/split-catalogs.mjs; each part a chunk, rollup.config.mjs): a sign-in's first render
// downloads the common part alone, which carries no message only other widgets show; its later views' messages come in
// a part of their own.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { importedSources } from '../../../scripts/feature-sources.mjs';
import type { PreloadManifest } from '../../../scripts/preload-manifest.mjs';
import { BANK_ID, ERRORS, LATER_PARTS, widgetNames } from '../../../scripts/split-catalogs.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIST = path.join(ROOT, 'dist');
const PO = createRequire(import.meta.url)('pofile') as { parse(text: string): { items: Array<{ msgid: string; msgctxt?: string | null; references: string[] }> } };

const built = existsSync(path.join(DIST, 'preload.json'));
const manifest = built ? (JSON.parse(readFileSync(path.join(DIST, 'preload.json'), 'utf8')) as PreloadManifest) : null;

/** Each message's id and the source files that show it (i18n/locales/en.po). */
const messages = PO.parse(readFileSync(path.join(ROOT, 'i18n/locales/en.po'), 'utf8')).items.filter((item) => item.msgid)
  .map((item) => ({ id: generateMessageId(item.msgid, item.msgctxt ?? ''), files: item.references.map((reference) => reference.split(':')[0]!) }));

/** The message ids of a built part (dist/chunks/catalogs/<locale>.<part>-<hash>.js). */
function idsOf(file: string): string[] {
  // The minifier writes the catalog as a string literal in either quote: read it as the script would.
  const literal = readFileSync(path.join(DIST, file), 'utf8').match(/JSON\.parse\(((["'`]).*\2)\)/s)?.[1];
  assert.ok(literal, `${file} is a catalog part`);
  const json = runInNewContext(literal) as string;
  return Object.keys(JSON.parse(json) as Record<string, unknown>);
}

const sources = new Map(widgetNames(ROOT).map((widget) => [widget, importedSources(ROOT, `elements/casino-${widget}.ts`)]));
/** The widgets whose element's sources show the message. */
/** A text of the error catalogue only (i18n/errors.ts): in the part the error notice's loader brings. */
const errorText = (files: string[]) => files.length > 0 && files.every((file) => file === ERRORS.file);
/** A text of the bank-ID sign-in only (features/signin-oauth/): in its part, which the sign-in awaits with its chunk. */
const bankIdText = (files: string[]) => files.length > 0 && files.every((file) => BANK_ID.files.test(file));
const usersOf = (files: string[]) => [...sources].filter(([, reached]) => files.some((file) => reached.has(file))).map(([widget]) => widget);

/** What the sign-in's form runs (its rules and its signed-in view load after it has painted). */
const signInFirst = importedSources(ROOT, LATER_PARTS.signin.index, { dynamic: false });
const SIGN_IN_LATER = `casino-${LATER_PARTS.signin.part}`;

describe('catalogs split by widget', { skip: !built && 'run `npm run build` first' }, () => {
  test("the sign-in's first render loads the common part alone; its later part holds only messages of the sign-in's later views", () => {
    assert.equal(manifest!.catalogParts['casino-signin'], undefined, 'a part of its own: one file more on its first render');
    const signIn = sources.get('signin')!;
    for (const locale of Object.keys(manifest!.catalogs)) {
      const ids = idsOf(manifest!.catalogParts[SIGN_IN_LATER]![locale]!);
      assert.ok(ids.length >= 5, locale);
      const strays = ids.filter((id) => !messages.find((message) => message.id === id)?.files.some((file) => signIn.has(file)));
      assert.deepEqual(strays, [], `${locale}: messages of other widgets in the sign-in's later part`);
      // The signed-in view's ("Sign out") and the e-mail rule's, which the form's first render never shows.
      const common = new Set(idsOf(manifest!.catalogs[locale]!));
      assert.deepEqual(ids.filter((id) => common.has(id)), [], `${locale}: later messages in the common part too`);
    }
  });

  test("the common part the sign-in also loads holds no message that only other widgets show", () => {
    for (const locale of Object.keys(manifest!.catalogs)) {
      const strays = idsOf(manifest!.catalogs[locale]!).filter((id) => {
        const users = usersOf(messages.find((message) => message.id === id)?.files ?? []);
        // Shown by widgets' own sources, however many, and not by the sign-in's.
        return users.length > 0 && !users.includes('signin');
      });
      assert.deepEqual(strays, [], `${locale}: messages of other widgets in the common part`);
    }
  });

  test("the sign-in's first render has every message its form shows, and with its later part every message its sources show, in every locale", () => {
    const signIn = sources.get('signin')!;
    const shown = (files: ReadonlySet<string>) => messages.filter((message) => !errorText(message.files) && !bankIdText(message.files) && message.files.some((file) => files.has(file))).map((message) => message.id);
    for (const locale of Object.keys(manifest!.catalogs)) {
      const common = new Set(idsOf(manifest!.catalogs[locale]!));
      assert.deepEqual(shown(signInFirst).filter((id) => !common.has(id)), [], `${locale}: messages the sign-in's form shows`);
      const have = new Set([...common, ...idsOf(manifest!.catalogParts[SIGN_IN_LATER]![locale]!)]);
      assert.deepEqual(shown(signIn).filter((id) => !have.has(id)), [], `${locale}: messages the sign-in shows`);
    }
  });

  test("the deposit's first render has the texts of its cashier frame, whose part it fetches beside the set-up, in every locale", () => {
    // Not in the deposit's later part (the bonus list's, the closed gate's), which a deposit that opens the cashier never loads.
    const frame = messages.filter((message) => message.files.includes('features/cashier/cashier-frame-body.tsx')).map((message) => message.id);
    assert.ok(frame.length >= 3);
    for (const locale of Object.keys(manifest!.catalogs)) {
      const have = new Set([...idsOf(manifest!.catalogs[locale]!), ...idsOf(manifest!.catalogParts['casino-deposit']![locale]!)]);
      assert.deepEqual(frame.filter((id) => !have.has(id)), [], `${locale}: the cashier frame's texts`);
    }
  });

  test("the error catalogue's texts are a part of their own, not the first render's, in every locale", () => {
    const errors = messages.filter((message) => errorText(message.files)).map((message) => message.id);
    assert.ok(errors.length > 0);
    for (const locale of Object.keys(manifest!.catalogs)) {
      const part = new Set(idsOf(manifest!.catalogParts[`casino-${ERRORS.part}`]![locale]!));
      assert.deepEqual(errors.filter((id) => !part.has(id)), [], `${locale}: error texts missing from their part`);
      const firstRender = new Set(idsOf(manifest!.catalogs[locale]!));
      assert.deepEqual(errors.filter((id) => firstRender.has(id)), [], `${locale}: error texts in the sign-in's first render`);
    }
    // Every widget shows them through the error notice's loader, which brings their part: no widget's first render
    // carries them (the sign-up's refusals, the get-started's wrong code and the leaderboard's refusals included).
    for (const tag of ['casino-signup', 'casino-get-started', 'casino-leaderboard', 'casino-account', 'casino-deposit']) {
      const own = new Set(idsOf(manifest!.catalogParts[tag]!['en']!));
      assert.deepEqual(errors.filter((id) => own.has(id)), [], `${tag}: error texts in its own part`);
    }
  });

  test("the bank-ID sign-in's texts are a part of their own, not the sign-in's first render, and in the parts the widgets that show them at once await", () => {
    const bankId = messages.filter((message) => bankIdText(message.files)).map((message) => message.id);
    assert.ok(bankId.length > 5);
    for (const locale of Object.keys(manifest!.catalogs)) {
      const part = new Set(idsOf(manifest!.catalogParts[`casino-${BANK_ID.part}`]![locale]!));
      assert.deepEqual(bankId.filter((id) => !part.has(id)), [], `${locale}: bank-ID texts missing from their part`);
      const firstRender = new Set(idsOf(manifest!.catalogs[locale]!));
      assert.deepEqual(bankId.filter((id) => firstRender.has(id)), [], `${locale}: bank-ID texts in the sign-in's first render`);
      // The bank-ID element shows them in its first render; the sign-up's first step where the jurisdiction signs up
      // by bank-ID (identify) awaits the later steps' part, which carries them (features/signup/use-later-parts.ts).
      const awaited: Record<string, string[]> = { 'casino-signin-oauth': ['casino-signin-oauth'], 'casino-signup': ['casino-signup', 'casino-signup-steps'] };
      for (const [tag, parts] of Object.entries(awaited)) {
        const own = new Set([...idsOf(manifest!.catalogs[locale]!), ...parts.flatMap((part) => idsOf(manifest!.catalogParts[part]![locale]!))]);
        const shown = messages.filter((message) => bankIdText(message.files) && message.files.some((file) => sources.get(tag.replace('casino-', ''))!.has(file))).map((message) => message.id);
        assert.ok(shown.length > 0, tag);
        assert.deepEqual(shown.filter((id) => !own.has(id)), [], `${locale}: bank-ID texts ${tag} shows`);
      }
    }
  });

  test('every widget but the sign-in has a part in every locale, and every message is in some part', () => {
    const all = new Set<string>();
    for (const locale of Object.keys(manifest!.catalogs)) idsOf(manifest!.catalogs[locale]!).forEach((id) => all.add(id));
    for (const widget of [...sources.keys()].filter((name) => name !== 'signin')) {
      const parts = manifest!.catalogParts[`casino-${widget}`];
      assert.deepEqual(Object.keys(parts ?? {}).sort(), Object.keys(manifest!.catalogs).sort(), `casino-${widget}`);
      idsOf(parts!['en']!).forEach((id) => all.add(id));
    }
    // The parts of what a widget loads later (the sign-in's rules and signed-in view, the account's other tabs, the
    // sign-up's later steps).
    for (const { part } of Object.values(LATER_PARTS)) idsOf(manifest!.catalogParts[`casino-${part}`]!['en']!).forEach((id) => all.add(id));
    idsOf(manifest!.catalogParts[`casino-${ERRORS.part}`]!['en']!).forEach((id) => all.add(id));
    idsOf(manifest!.catalogParts[`casino-${BANK_ID.part}`]!['en']!).forEach((id) => all.add(id));
    assert.deepEqual(messages.map((message) => message.id).filter((id) => !all.has(id)), []);
  });

  test("the account's part holds what its first tab shows; its other tabs' messages load with them", () => {
    const first = importedSources(ROOT, LATER_PARTS.account.index, { dynamic: false });
    const later = [...sources.get('account')!].filter((file) => !first.has(file));
    for (const locale of Object.keys(manifest!.catalogs)) {
      const own = new Set(idsOf(manifest!.catalogParts['casino-account']![locale]!));
      const tabs = new Set(idsOf(manifest!.catalogParts['casino-account-tabs']![locale]!));
      const have = new Set([...idsOf(manifest!.catalogs[locale]!), ...own]);
      const shown = messages.filter((message) => !errorText(message.files) && message.files.some((file) => first.has(file)));
      assert.deepEqual(shown.map((message) => message.id).filter((id) => !have.has(id)), [], `${locale}: messages the account's first render shows`);
      // The inbox shows nothing of the profile's, the limits' or the history's.
      const strays = [...own].filter((id) => !messages.find((message) => message.id === id)?.files.some((file) => first.has(file)));
      assert.deepEqual(strays, [], `${locale}: messages of later tabs in the account's own part`);
      // The error catalogue's texts come in their own part, with the error notice.
      const laterShown = messages.filter((message) => !errorText(message.files) && message.files.some((file) => later.includes(file)) && !have.has(message.id));
      assert.deepEqual(laterShown.map((message) => message.id).filter((id) => !tabs.has(id)), [], `${locale}: messages of later tabs in no part the account loads`);
    }
    const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
    assert.ok(gzipped(manifest!.catalogParts['casino-account']!['en']!) < gzipped(manifest!.catalogParts['casino-account-tabs']!['en']!) / 2);
  });

  test("the sign-up's part holds what its first step shows; the later steps' messages load with them, for each widget that shows the wizard", () => {
    const { index, later, hosts } = LATER_PARTS.signup;
    const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
    for (const widget of ['signup', ...hosts]) {
      const start = widget === 'signup' ? index : `features/${widget}/index.ts`;
      const first = importedSources(ROOT, start, { skip: later });
      const laterFiles = [...importedSources(ROOT, start)].filter((file) => !first.has(file));
      assert.ok(laterFiles.some((file) => file.endsWith('personal-step.tsx')), `${widget}: the later steps are not its first render's`);
      for (const locale of Object.keys(manifest!.catalogs)) {
        // The error catalogue's texts come with the error notice (the part ERRORS), whichever step shows one.
        const own = new Set([
          ...idsOf(manifest!.catalogs[locale]!),
          ...idsOf(manifest!.catalogParts[`casino-${widget}`]![locale]!),
          ...idsOf(manifest!.catalogParts[`casino-${ERRORS.part}`]![locale]!),
        ]);
        const steps = new Set(idsOf(manifest!.catalogParts['casino-signup-steps']![locale]!));
        // Contact (and bank-ID's identify), the stepper's titles, the first step's rules and its check.
        const shown = messages.filter((message) => message.files.some((file) => first.has(file))).map((message) => message.id);
        assert.deepEqual(shown.filter((id) => !own.has(id)), [], `${widget} ${locale}: messages its first step shows`);
        const laterShown = messages.filter((message) => message.files.some((file) => laterFiles.includes(file)) && !own.has(message.id));
        assert.deepEqual(laterShown.map((message) => message.id).filter((id) => !steps.has(id)), [], `${widget} ${locale}: later steps' messages in no part it loads`);
        // Its own part carries none of the later steps' only.
        const strays = [...steps].filter((id) => own.has(id) && !messages.find((message) => message.id === id)?.files.some((file) => first.has(file)));
        assert.deepEqual(strays, [], `${widget} ${locale}: later steps' messages in its own part`);
      }
    }
    assert.ok(gzipped(manifest!.catalogParts['casino-signup']!['en']!) < 2.5 * 1024, "the sign-up's own part");
  });

  test('the entry holds no table of the parts; a chunk does, a literal import() each, for a bundler to follow', () => {
    const entry = readFileSync(path.join(DIST, 'casino-elements.js'), 'utf8');
    const parts = readdirSync(path.join(DIST, 'chunks/catalogs')).filter((file) => file.endsWith('.js'));
    assert.deepEqual(parts.filter((file) => entry.includes(file)), [], 'parts the entry names one by one');
    const tables = readdirSync(path.join(DIST, 'chunks')).filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(DIST, 'chunks', file), 'utf8')).filter((code) => code.includes('import("./catalogs/'));
    assert.equal(tables.length, 1, 'one chunk holds the table');
    assert.deepEqual(parts.filter((file) => !tables[0]!.includes(`import("./catalogs/${file}")`)), [], 'parts the table does not import');
  });

  test("the sign-in's catalog is a fraction of the whole", () => {
    const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
    const signIn = gzipped(manifest!.catalogs['en']!);
    const whole = Object.values(manifest!.catalogParts).reduce((sum, parts) => sum + gzipped(parts['en']!), gzipped(manifest!.catalogs['en']!));
    assert.ok(signIn < whole / 3, `${signIn} bytes of ${whole}`);
  });
});
