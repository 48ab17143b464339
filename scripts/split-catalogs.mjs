// The catalogs split by widget (`npm run catalogs`, after `lingui compile`): a page downloads the messages of the
// widgets it shows, not those of every widget. From each compiled catalog (i18n/locales/<locale>.ts) it writes
// - i18n/locales/<locale>.common.ts: the messages of the element runtime and what it imports (the frame, the
//   errors, the session's follow-ups, the captcha prompt), which any widget may show; the messages of five
//   widgets' sources or more that the sign-in's first render shows too (the toolkit's); those of the sign-in's
//   first render; and the messages no element's sources reach;
// - i18n/locales/<locale>.<widget>.ts: the other messages of the sources one element may run (its feature, the
//   parts it loads later, the widgets it shows inside it), for each element (elements/casino-<widget>.ts) but the
//   sign-in; for a widget of LATER_PARTS (the sign-in, the account, the deposit, the sign-up), those its first
//   render shows, and the others in a part of their own (<locale>.signin-later.ts, <locale>.account-tabs.ts…);
// - i18n/locales/<locale>.errors.ts: the error catalogue's texts (i18n/errors.ts, ERRORS), which the error notice's
//   loader brings with its chunk, and which a widget showing them without that notice carries in its own part too;
// - i18n/locales/<locale>.bank-id.ts: the bank-ID sign-in's texts, which the sign-in awaits with its bank-ID chunk
//   (BANK_ID);
// - i18n/locales/parts.ts: the loader of those modules, a static import each (i18n/catalogs.ts loads it on demand,
//   so the table is not in the entry script), and i18n/locales/part-widgets.ts: the widgets that have one.
// A message's sources are its references in i18n/locales/en.po (`npm run extract` keeps them current); an
// element's sources, what its file imports, statically or on demand (scripts/feature-sources.mjs).
// `splitCatalogs(root)` returns the groups without writing: tests/unit/i18n/catalog-split.test.ts checks them.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { importedSources } from './feature-sources.mjs';

const require = createRequire(import.meta.url);
const PO = require('pofile');

export const LOCALES = ['en', 'en-US', 'nb', 'fi', 'pl-PL', 'th-TH', 'sv', 'es-ES'];
const ELEMENT = /^casino-([a-z-]+)\.ts$/;
/** Shown by this many widgets or more, a message goes in the common part. */
export const SHARED_BY = 5;
/** The widget whose toolkit messages are the common part's (the most common first render). */
export const FIRST = 'signin';
/**
 * Widgets whose first render runs a part of their sources only, by the module it imports (its feature's index.ts):
 * the messages of what they load later, which their first render never shows, are a part of their own (`part`),
 * loaded with what shows them. The account: its first tab (the inbox) runs what its index imports statically; its
 * other tabs and the sign-in it shows a visitor are `account-tabs` (features/account/account-widget.tsx). The
 * deposit: the views only some deposits show (the bonus list, the closed gate's notices) are `deposit-later`. The
 * sign-up: its first step (contact) runs all it imports but the later steps (`later`, not followed), whose messages
 * are `signup-steps`, fetched at idle once the first step has painted (`afterPaint`: once the first render has painted,
 * not only with what shows them) and awaited before a later step shows
 * (features/signup/use-later-parts.ts); bank-ID's identification, the first step where the jurisdiction signs up by
 * it, is a chunk of its own that first step waits for anyway, and its texts are among them. The widgets that show
 * the same wizard (`hosts`) load that part too, and carry none of its messages in their own.
 */
export const LATER_PARTS = {
  // The sign-in: its first render is the form (what its index imports statically); its rules, fetched once the form
  // has painted, and its signed-in view are `signin-later` (features/signin/signin-widget.tsx awaits it with them).
  signin: { index: 'features/signin/index.ts', part: 'signin-later', afterPaint: true },
  account: { index: 'features/account/index.ts', part: 'account-tabs' },
  // The deposit: its first render (the gate being read, the sign-in for a visitor, the limits' notices, the cashier)
  // runs what its index imports statically; the bonus list and the gate's notices for a signed-in player kept from
  // depositing are `deposit-later`, loaded with them (features/deposit/later-parts.ts). What creates the cashier's
  // frame is a chunk fetched beside the cashier's set-up (`beside`: features/cashier/cashier-frame.tsx), whose texts
  // show as the frame does: the deposit's own.
  deposit: { index: 'features/deposit/index.ts', part: 'deposit-later', beside: ['features/cashier/cashier-frame-body.tsx'] },
  signup: {
    index: 'features/signup/index.ts',
    part: 'signup-steps',
    later: /^features\/signup\/(identify|personal|address|limits|activity|accept|after-sign-up|done)-step\.tsx$/,
    hosts: ['get-started', 'signup-token'],
    afterPaint: true,
  },
};
/**
 * The error catalogue's texts (i18n/errors.ts), which no first render shows: a part of their own, `errors`, that the
 * error notice's loader (features/toolkit/host/error-notice-later.ts) brings beside its chunk, before a notice shows.
 * Every widget reaches them through that loader (useErrorTextsLater); a widget whose own files translated an error
 * text without it (`i18n._(errorDescriptor(…))` outside the notice's modules) would carry them in its own part too.
 * A descriptor's source text read without the catalog (the page's favourites' casino-error) needs no part.
 */
export const ERRORS = { part: 'errors', file: 'i18n/errors.ts', notice: ['features/toolkit/host/error-notice.tsx'] };
/**
 * The bank-ID sign-in's texts (features/signin-oauth/), which the sign-in shows only where the jurisdiction signs in
 * with bank-ID, from a chunk it fetches then (features/signin/signin-widget.tsx): not in the common part, which the
 * sign-in's first render loads, though five widgets show them. They are a part of their own, `bank-id`, that the
 * sign-in awaits beside that chunk, and in the own part of every other widget that shows them (the bank-ID element,
 * the sign-up's identify step).
 */
export const BANK_ID = { part: 'bank-id', files: /^features\/signin-oauth\//, widget: FIRST };
const SHOWS_ERROR_TEXT = /\._\(\s*errorDescriptor\b|\bERROR_MESSAGES\b/;

/** Whether a source file shows an error text of i18n/errors.ts itself (not through the error notice). */
function showsErrorTexts(root, file) {
  if (file === ERRORS.file || ERRORS.notice.includes(file) || !/\.tsx?$/.test(file)) return false;
  let code;
  try {
    code = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return false;
  }
  return code.includes('i18n/errors.ts') && SHOWS_ERROR_TEXT.test(code);
}

/** Every element's widget name (its tag without casino-), sorted. */
export function widgetNames(root) {
  return readdirSync(path.join(root, 'elements')).map((file) => file.match(ELEMENT)?.[1]).filter(Boolean).sort();
}

/** The message ids of each group: `common` and one per widget (ids in no widget's sources go to common). */
export function splitCatalogs(root) {
  const catalog = PO.parse(readFileSync(path.join(root, 'i18n/locales/en.po'), 'utf8'));
  const messages = catalog.items.filter((item) => item.msgid).map((item) => ({
    id: generateMessageId(item.msgid, item.msgctxt ?? ''),
    files: [...new Set(item.references.map((reference) => reference.split(':')[0]))],
  }));
  const runtime = readdirSync(path.join(root, 'elements/runtime')).filter((file) => /\.tsx?$/.test(file));
  const common = new Set();
  for (const file of runtime) {
    const sources = importedSources(root, `elements/runtime/${file}`);
    // A part of the runtime that reads the widget table (the address's triggers, a page's needs) reaches every
    // element's sources: those are counted by element below.
    if (sources.has('elements/widget-table.ts')) continue;
    for (const source of sources) common.add(source);
  }
  const groups = { common: new Set() };
  const widgets = widgetNames(root);
  const sources = new Map(widgets.map((widget) => [widget, importedSources(root, `elements/casino-${widget}.ts`)]));
  for (const widget of widgets) groups[widget] = new Set();
  groups[ERRORS.part] = new Set();
  groups[BANK_ID.part] = new Set();
  // What the sign-in's first render runs: the toolkit's messages many widgets show go in the common part only
  // when one of these shows them (a field's label, Retry), not those of the views it shows later (signed in).
  const firstRender = importedSources(root, LATER_PARTS[FIRST].index, { dynamic: false });
  const showErrors = widgets.filter((widget) => [...sources.get(widget)].some((file) => showsErrorTexts(root, file)));
  for (const { id, files } of messages) {
    if (files.length > 0 && files.every((file) => file === ERRORS.file)) {
      groups[ERRORS.part].add(id);
      for (const widget of showErrors) groups[widget].add(id);
      continue;
    }
    if (files.some((file) => common.has(file))) {
      groups.common.add(id);
      continue;
    }
    const users = widgets.filter((widget) => files.some((file) => sources.get(widget).has(file)));
    if (files.length > 0 && files.every((file) => BANK_ID.files.test(file))) {
      groups[BANK_ID.part].add(id);
      for (const widget of users) if (widget !== BANK_ID.widget) groups[widget].add(id);
      continue;
    }
    // A message of the toolkit many widgets show (a field's error, a retry) once in the common part rather than
    // in each of theirs: a page with several widgets then downloads it once. Only those the sign-in shows too,
    // as the widget kit holds the toolkit's code the sign-in runs (rollup.config.mjs): the most common first
    // render downloads no message of the others' toolkit (the inbox's messages, the bonuses' texts).
    const sharedWithFirstRender = users.length >= SHARED_BY && users.includes(FIRST) && files.some((file) => firstRender.has(file));
    if (users.length === 0 || sharedWithFirstRender) groups.common.add(id);
    else for (const widget of users) groups[widget].add(id);
  }
  const filesOf = new Map(messages.map(({ id, files }) => [id, files]));
  for (const [widget, { index, part, later, hosts = [], beside = [] }] of Object.entries(LATER_PARTS)) {
    // What its first render runs: the feature's static imports (the element runtime's are the common part's), or
    // all it imports but the later modules; and what it fetches beside its reads (`beside`), with its static imports.
    const first = importedSources(root, index, later ? { skip: later } : { dynamic: false });
    for (const start of beside) for (const file of importedSources(root, start, { dynamic: false })) first.add(file);
    const moved = [...groups[widget]].filter((id) => !filesOf.get(id).some((file) => first.has(file)));
    for (const id of moved) groups[widget].delete(id);
    groups[part] = new Set(moved);
    // A widget that shows the same wizard drops them too, but those its own first render shows.
    for (const host of hosts) {
      const own = importedSources(root, `features/${host}/index.ts`, { skip: later });
      for (const id of moved) if (!filesOf.get(id).some((file) => own.has(file))) groups[host].delete(id);
    }
  }
  // The sign-in's first render, the most common, loads the common part and nothing else of the catalog: what its
  // form shows of its own (two messages) is there rather than in a part of its own, one file fewer on the page that
  // counts most for some 50 bytes on every other. It has no part then (i18n/catalogs.ts loads the common part
  // alone for a widget without one); its later messages are `signin-later`.
  for (const id of groups[FIRST]) groups.common.add(id);
  delete groups[FIRST];
  return groups;
}

/** The part's module name in i18n/locales: en.common.ts, sv.signin.ts. */
export const partFile = (locale, group) => `${locale}.${group}.ts`;

function compiledMessages(root, locale) {
  const code = readFileSync(path.join(root, `i18n/locales/${locale}.ts`), 'utf8');
  const json = code.match(/JSON\.parse\((".*")\)/s)?.[1];
  if (!json) throw new Error(`i18n/locales/${locale}.ts is not a compiled catalog (run lingui compile)`);
  return JSON.parse(JSON.parse(json));
}

export function writeCatalogParts(root) {
  const groups = splitCatalogs(root);
  const dir = path.join(root, 'i18n/locales');
  for (const file of readdirSync(dir)) if (/^[\w-]+\.[\w-]+\.ts$/.test(file)) rmSync(path.join(dir, file));
  for (const locale of LOCALES) {
    const all = compiledMessages(root, locale);
    for (const [group, ids] of Object.entries(groups)) {
      const messages = Object.fromEntries([...ids].sort().filter((id) => id in all).map((id) => [id, all[id]]));
      writeFileSync(path.join(dir, partFile(locale, group)), `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`);
    }
  }
  const widgets = Object.keys(groups).filter((group) => group !== 'common');
  writeFileSync(path.join(dir, 'parts.ts'), [
    '// Generated by scripts/split-catalogs.mjs (npm run catalogs): do not edit. A static import per part, so a bundler that re-bundles the package (Vite, webpack, Next.js) follows every part.',
    "import type { Messages } from '@lingui/core';",
    '',
    'const PARTS: Record<string, () => Promise<{ messages: Messages }>> = {',
    ...LOCALES.flatMap((locale) => Object.keys(groups).map((group) => `  '${locale}.${group}': () => import('./${partFile(locale, group)}'),`)),
    '};',
    '',
    '/** A part of a locale\'s catalog: `common`, or a widget\'s. */',
    'export function loadPart(locale: string, part: string): Promise<{ messages: Messages }> {',
    '  return PARTS[`${locale}.${part}`]!();',
    '}',
    '',
  ].join('\n'));
  writeFileSync(path.join(dir, 'part-widgets.ts'), [
    '// Generated by scripts/split-catalogs.mjs (npm run catalogs): do not edit.',
    '/** The widgets with a part of their own. */',
    `export const WIDGETS: ReadonlySet<string> = new Set(${JSON.stringify(widgets)});`,
    '',
  ].join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeCatalogParts(process.cwd());
