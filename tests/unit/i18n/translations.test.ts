// What translators write is checked here, so a catalog edit that would show a player a raw `{name}`, a lost
// link or an English fallback fails `npm test` instead of reaching a page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// The parser `lingui compile` itself uses (a transitive dependency of @lingui/cli), so both read ICU alike.
import { parse, type Token } from '@messageformat/parser';
import { LOCALES } from '../../../i18n/locales.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface PoEntry { context: string; id: string; str: string; line: number }

function unquote(text: string): string {
  return JSON.parse(`"${text}"`) as string;
}

/** The entries of a PO file (header left out); continuation lines joined, escapes resolved. */
export function readPo(po: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<PoEntry> & { line?: number } = {};
  let field: 'context' | 'id' | 'str' | null = null;
  const flush = () => {
    if (current.id !== undefined && current.id !== '') entries.push({ context: current.context ?? '', id: current.id, str: current.str ?? '', line: current.line ?? 0 });
    current = {};
    field = null;
  };
  po.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const keyword = line.match(/^(msgctxt|msgid|msgstr(?:\[0\])?) "(.*)"$/);
    if (keyword) {
      const name = keyword[1]!.startsWith('msgstr') ? 'str' : keyword[1] === 'msgctxt' ? 'context' : 'id';
      if (name === 'context' || (name === 'id' && current.context === undefined)) flush();
      if (name !== 'str') current.line ??= index + 1;
      field = name;
      current[name] = unquote(keyword[2]!);
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line.slice(1, -1));
    } else if (line === '' || line.startsWith('#')) {
      if (field === 'str') flush();
    }
  });
  flush();
  return entries;
}

/** The parts of a message a translation must keep: placeholders, tags, and plural/select arguments with their cases. */
export interface Shape { placeholders: string[]; tags: string[]; choices: { arg: string; type: string; keys: string[] }[] }

export function shapeOf(message: string): Shape {
  const shape: Shape = { placeholders: [], tags: [], choices: [] };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') shape.tags.push(...(token.value.match(/<\/?\d+\/?>/g) ?? []));
      else if (token.type === 'argument' || token.type === 'function') shape.placeholders.push(token.arg);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        shape.choices.push({ arg: token.arg, type: token.type, keys: token.cases.map((choice) => choice.key) });
        for (const choice of token.cases) walk(choice.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  shape.placeholders = [...new Set(shape.placeholders)].sort();
  shape.tags.sort();
  shape.choices.sort((a, b) => a.arg.localeCompare(b.arg));
  return shape;
}

/** Everything wrong with one translation, in words a translator can act on. */
export function problems(locale: string, entry: PoEntry): string[] {
  const where = `${locale}.po:${entry.line} "${entry.id}"${entry.context ? ` (${entry.context})` : ''}`;
  if (entry.str === '') return locale === 'en-US' ? [] : [`${where}: empty msgstr`];
  let source: Shape;
  let target: Shape;
  try {
    source = shapeOf(entry.id);
    target = shapeOf(entry.str);
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
  const found: string[] = [];
  if (source.placeholders.join() !== target.placeholders.join()) found.push(`${where}: placeholders {${target.placeholders.join('}, {')}} instead of {${source.placeholders.join('}, {')}}`);
  if (source.tags.join() !== target.tags.join()) found.push(`${where}: tags ${target.tags.join(' ')} instead of ${source.tags.join(' ')}`);
  const describe = (shape: Shape) => shape.choices.map((choice) => `${choice.arg}:${choice.type}`).join(', ');
  if (describe(source) !== describe(target)) found.push(`${where}: plural/select arguments [${describe(target)}] instead of [${describe(source)}]`);
  const ownCategories = (type: 'cardinal' | 'ordinal') => [...new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories].sort();
  for (const choice of target.choices) {
    // Exact-number cases (=0) are a translator's freedom; the language's categories are not.
    const keys = choice.keys.filter((key) => !key.startsWith('=')).sort();
    if (choice.type === 'select') {
      const wanted = source.choices.find((other) => other.arg === choice.arg)?.keys.slice().sort() ?? [];
      if (choice.keys.slice().sort().join() !== wanted.join()) found.push(`${where}: select {${choice.arg}} cases ${choice.keys.join(' ')} instead of ${wanted.join(' ')}`);
    } else {
      const wanted = ownCategories(choice.type === 'plural' ? 'cardinal' : 'ordinal');
      if (keys.join() !== wanted.join()) found.push(`${where}: plural {${choice.arg}} has ${keys.join(' ')}; ${locale} needs ${wanted.join(' ')}`);
    }
  }
  return found;
}

function catalog(locale: string): PoEntry[] {
  return readPo(readFileSync(join(ROOT, 'i18n/locales', `${locale}.po`), 'utf8'));
}

test('the PO reader sees every entry, with its context', () => {
  const entries = readPo('msgid ""\nmsgstr ""\n"Language: sv\\n"\n\n#: a.ts:1\nmsgctxt "bonus status"\nmsgid "Active"\nmsgstr "Aktiv"\n\nmsgid "A \\"b\\""\nmsgstr ""\n"c"\n');
  assert.deepEqual(entries.map(({ context, id, str }) => ({ context, id, str })), [
    { context: 'bonus status', id: 'Active', str: 'Aktiv' },
    { context: '', id: 'A "b"', str: 'c' },
  ]);
  assert.equal(catalog('en').length, readFileSync(join(ROOT, 'i18n/locales/en.po'), 'utf8').match(/^msgid /gm)!.length - 1);
});

test('the checks catch what a translator can get wrong', () => {
  const entry = (id: string, str: string): PoEntry => ({ context: '', id, str, line: 1 });
  assert.deepEqual(problems('fi', entry('Hello {name}', 'Hei {name}')), []);
  assert.equal(problems('fi', entry('Hello', '')).length, 1, 'empty');
  assert.deepEqual(problems('en-US', entry('Hello', '')), [], 'en-US falls back to en');
  assert.equal(problems('fi', entry('Hello {name}', 'Hei {nimi}')).length, 1, 'renamed placeholder');
  assert.equal(problems('fi', entry('Go <0>here</0>', 'Mene tänne')).length, 1, 'lost tag');
  assert.equal(problems('pl-PL', entry('{n, plural, one {# spin} other {# spins}}', '{n, plural, one {# spin} other {# spinów}}')).length, 1, 'English categories in Polish');
  assert.deepEqual(problems('pl-PL', entry('{n, plural, one {# spin} other {# spins}}', '{n, plural, one {# spin} few {# spiny} many {# spinów} other {# spinu}}')), []);
  assert.equal(problems('th-TH', entry('{n, plural, one {# day} other {# days}}', '{n, plural, one {# วัน} other {# วัน}}')).length, 1, 'Thai has no one');
  assert.equal(problems('sv', entry('{n, plural, one {# day} other {# days}}', '{n} dagar')).length, 2, 'plural argument dropped');
  assert.equal(problems('sv', entry('{n, plural, one {# day} other {# days}}', '{n, plural, one {# dag} other {# dagar}')).length, 1, 'malformed');
});

for (const locale of LOCALES) {
  test(`${locale}: every msgstr is filled and keeps its msgid's placeholders, tags and plural forms`, () => {
    const entries = catalog(locale);
    assert.ok(entries.length > 50, `${locale}.po has ${entries.length} entries`);
    assert.deepEqual(entries.flatMap((entry) => problems(locale, entry)), []);
  });
}
