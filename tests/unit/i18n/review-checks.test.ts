// What a native review of the catalogs found by hand and a machine can hold (docs/translation-review.md): each
// check runs over every locale with a catalog, so a new catalog is checked as it is added, with no change here.
// Where a check needs a locale's own words (the validated PGSI answers), it reads them from the glossary, the
// one place translators keep them; a catalog whose language the glossary lacks fails until it is added there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// The PO reader the Lingui CLI itself uses (a dependency of @lingui/format-po).
import PO from 'pofile';
import { LOCALES, SOURCE_LOCALE } from '../../../i18n/locales.ts';
import { PGSI_ANSWERS } from '../../../features/responsible-gaming-test/pgsi.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

/** What a player reads for each source text in a locale: its translation, or the source where it falls back. */
function texts(locale: string): Map<string, string> {
  const po = PO.parse(readFileSync(join(ROOT, 'i18n/locales', `${locale}.po`), 'utf8'));
  return new Map(po.items.map((item) => [key(item.msgid, item.msgctxt), item.msgstr.join('') || item.msgid]));
}

const key = (id: string, context?: string) => (context ? `${context}\u0004${id}` : id);

function shown(catalog: Map<string, string>, locale: string, id: string): string {
  const text = catalog.get(id);
  assert.ok(text !== undefined, `${locale}.po has no entry for "${id}"`);
  return text;
}

// The three links of the SGA header are the regulator's Swedish symbols: the widget says they read the same in
// every language (features/rg-header/rg-header-widget.tsx).
const SGA_SYMBOLS = ['Spelpaus', 'Spelgränser', 'Självtest'];

// National gambling acts, as their names appear inflected. The operator is licensed in Sweden (and by the MGA),
// not under these acts; only Swedish names its act ("Spellagen kräver…"), since every Swedish player plays
// under an SGA licence. Source-of-wealth checks are anti-money-laundering duties, never gambling-act duties.
const NATIONAL_ACTS: readonly { act: string; pattern: RegExp }[] = [
  { act: 'the Swedish Gambling Act (spellagen)', pattern: /spellag/i },
  { act: 'the Norwegian Gaming Act (pengespilloven)', pattern: /pengespillov|lotteriloven/i },
  { act: 'the Finnish Lotteries Act or Gambling Act (arpajaislaki, rahapelilaki)', pattern: /arpajaisla|rahapelila/i },
  { act: 'the Polish Gambling Act (ustawa o grach hazardowych)', pattern: /ustaw\S*\s+o\s+grach\s+hazardowych/i },
  { act: 'a Thai gambling law (กฎหมายด้านการพนัน, พระราชบัญญัติการพนัน)', pattern: /กฎหมาย(?:ด้าน)?การพนัน|พระราชบัญญัติการพนัน|พ\.ร\.บ\.\s*การพนัน/ },
  { act: 'the Spanish Gambling Act (Ley 13/2011, ley del juego)', pattern: /ley\s+13\/2011|ley\s+(?:de\s+regulación\s+)?del\s+juego/i },
  { act: 'a Gambling Act (English)', pattern: /gambling\s+act|gaming\s+act/i },
];

// Texts that tell a player two different things must read differently: a Thai self-exclusion confirmation was
// the take-a-break one word for word, and a Cashout read as a withdrawal.
const MUST_DIFFER: readonly [string, string][] = [
  ['Take a break', 'Self-exclusion'],
  ['Block your account for a while. You will be signed out and cannot sign in again until the block ends.',
    'Exclude yourself from gambling with us. You will be signed out and cannot sign in again until the exclusion ends.'],
  ['Block account', 'Self-exclude'],
  ['Block period', 'Self-exclusion period'],
  ['Are you sure? Your account will be blocked ({period}) and you will be signed out at once.',
    'Are you sure? You will be excluded ({period}) and signed out at once.'],
  ['Cashout', 'Withdrawal'],
];

/** The validated PGSI answers per locale, from the glossary's row (its columns are locales). */
function glossaryPgsiAnswers(): Map<string, string[]> {
  const rows = readFileSync(join(ROOT, 'i18n/glossary.md'), 'utf8').split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) => line.slice(1, -1).split('|').map((cell) => cell.trim());
  const header = cells(rows[0]!);
  const row = rows.find((line) => cells(line)[0]!.startsWith('PGSI answers'));
  assert.ok(row, 'i18n/glossary.md has a "PGSI answers" row');
  const answers = new Map<string, string[]>();
  cells(row).forEach((cell, index) => {
    if (index > 0) answers.set(header[index]!, cell.split(' / '));
  });
  return answers;
}

const ENGLISH_PGSI = ['Never', 'Sometimes', 'Most of the time', 'Almost always'];

test('the PGSI answers in the source are the validated scale, scored 0 to 3', () => {
  assert.deepEqual(PGSI_ANSWERS.map((answer) => answer.label.message ?? answer.label.id), ENGLISH_PGSI);
  assert.deepEqual(PGSI_ANSWERS.map((answer) => answer.value), [0, 1, 2, 3]);
});

test('the checks see what they are for', () => {
  const catalog = new Map([['Spelpaus', 'Spelpaus-rekisteri']]);
  assert.equal(shown(catalog, 'fi', 'Spelpaus'), 'Spelpaus-rekisteri');
  const acts = (text: string) => NATIONAL_ACTS.filter(({ pattern }) => pattern.test(text)).length;
  assert.equal(acts('Arpajaislaki edellyttää, että kysymme'), 1);
  assert.equal(acts('Som lisensiert operatør er vi etter pengespilloven pålagt'), 1);
  assert.equal(acts('na mocy ustawy o grach hazardowych'), 1);
  assert.equal(acts('กฎหมายด้านการพนันกำหนดให้เราต้องถาม'), 1);
  assert.equal(acts('Przepisy wymagają, abyśmy o to zapytali'), 0);
  assert.equal(glossaryPgsiAnswers().get('sv')?.length, 4);
});

for (const locale of LOCALES) {
  test(`${locale}: the SGA header symbols read ${SGA_SYMBOLS.join(', ')}`, () => {
    const catalog = texts(locale);
    for (const symbol of SGA_SYMBOLS) assert.equal(shown(catalog, locale, symbol), symbol, `${locale}: "${symbol}" is the regulator's symbol`);
  });

  if (locale.split('-')[0] !== 'sv') {
    test(`${locale}: names no national gambling act`, () => {
      const found = [...texts(locale)].flatMap(([id, text]) =>
        NATIONAL_ACTS.filter(({ pattern }) => pattern.test(text)).map(({ act }) => `"${id}" names ${act}: ${text}`));
      assert.deepEqual(found, []);
    });
  }

  test(`${locale}: the PGSI answers are the validated ones`, () => {
    const catalog = texts(locale);
    const language = locale.split('-')[0]!;
    const expected = language === SOURCE_LOCALE ? ENGLISH_PGSI : glossaryPgsiAnswers().get(locale) ?? glossaryPgsiAnswers().get(language);
    assert.ok(expected, `i18n/glossary.md has no ${locale} column with the validated PGSI answers`);
    assert.deepEqual(ENGLISH_PGSI.map((id) => shown(catalog, locale, id)), expected);
  });

  test(`${locale}: self-exclusion and take a break (and cash out and withdrawal) read differently`, () => {
    const catalog = texts(locale);
    for (const [one, other] of MUST_DIFFER) {
      assert.notEqual(shown(catalog, locale, one), shown(catalog, locale, other), `${locale}: "${one}" and "${other}" read the same`);
    }
  });
}
