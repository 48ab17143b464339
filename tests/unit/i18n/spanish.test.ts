// The Spanish catalog in the DGOJ's terms (i18n/glossary.md, section Spanish): what a reviewer checked by hand
// and a machine can keep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// The parser @lingui/format-po writes the catalogs with.
import PO from 'pofile';

const ROOT = resolve(import.meta.dirname, '../../..');
const entries = PO.parse(readFileSync(join(ROOT, 'i18n/locales/es-ES.po'), 'utf8')).items
  .map((item) => ({ id: item.msgid, context: item.msgctxt ?? '', str: item.msgstr[0] ?? '' }));
const es = (id: string, context = '') => {
  const entry = entries.find((candidate) => candidate.id === id && candidate.context === context);
  assert.ok(entry, `es-ES.po has no entry for "${id}"`);
  return entry.str;
};

test('es-ES: the glossary terms for limits, self-exclusion and responsible gaming', () => {
  assert.equal(es('Deposit limit'), 'Límite de depósito');
  assert.match(es('Deposit limits ({currency})'), /^Límites de depósito/);
  assert.equal(es('Self-exclusion'), 'Autoexclusión');
  assert.equal(es('Responsible gaming'), 'Juego responsable');
  assert.match(es('You cannot sign up: you are registered in Spelpaus.'), /autoprohibición/);
  assert.equal(es('Reality check'), 'Recordatorio de tiempo de juego');
});

test('es-ES: taking a break never reads as self-exclusion', () => {
  for (const id of ['Take a break', 'You are on a break until {until} and have been signed out. You can sign in again after that.', 'Do you want to take a break from playing for {hours} hours, until {until}? You will be signed out at once, on this page and in your other tabs.']) {
    assert.doesNotMatch(es(id), /autoexclu/i, id);
  }
  assert.notEqual(es('Take a break'), es('Self-exclusion'));
  assert.notEqual(
    es('Block your account for a while. You will be signed out and cannot sign in again until the block ends.'),
    es('Exclude yourself from gambling with us. You will be signed out and cannot sign in again until the exclusion ends.'),
  );
});

test('es-ES: the PGSI answers use the validated scale, the SGA symbols stay Swedish, no act is named', () => {
  // The source's labels, before and after they take the validated English wording.
  const answer = (...ids: string[]) => es(ids.find((id) => entries.some((entry) => entry.id === id)) ?? ids[0]!);
  assert.deepEqual([answer('Never'), answer('Sometimes'), answer('Most of the time', 'Often'), answer('Almost always', 'Always')],
    ['Nunca', 'A veces', 'La mayoría de las veces', 'Casi siempre']);
  for (const symbol of ['Spelpaus', 'Spelgränser', 'Självtest']) assert.equal(es(symbol), symbol);
  for (const entry of entries) assert.doesNotMatch(entry.str, /\bLey\b|13\/2011/, `${entry.id} names an act`);
  assert.doesNotMatch(es('Cashout'), /retirada/i, 'a cash-out is a sports bet, not a withdrawal');
});
