// Operators' texts (configure({ messages }), <script data-casino-messages>): checked against the English source
// by stable key, compiled; the table of keys is the build's and must be current.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { applyOverrides, prepareOverrides } from '../../../i18n/overrides.ts';
import { MESSAGE_KEYS } from '../../../i18n/message-keys.ts';
import { getI18n } from '../../../i18n/setup.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const idOf = (key: string) => MESSAGE_KEYS[key]![0];

test('the table of message keys (i18n/message-keys.ts, docs/message-keys.md) is current', () => {
  // Fails with "Not current" when a text was added or changed without running the build.
  execFileSync(process.execPath, ['scripts/message-keys.mjs', '--check'], { cwd: ROOT, stdio: 'pipe' });
  assert.equal(MESSAGE_KEYS['sign-in']![1], 'Sign in');
  assert.equal(MESSAGE_KEYS['you-are-signed-in-as-name']![1], 'You are signed in as <0>{name}</0>.');
});

test('a text is accepted by its stable key or its Lingui id, and compiled', () => {
  const { messages, refused } = prepareOverrides({ sv: { 'sign-in': 'Logga in här', [idOf('remember-me')]: 'Kom ihåg' } });
  assert.deepEqual(refused, []);
  assert.deepEqual(messages.sv![idOf('sign-in')], ['Logga in här']);
  assert.deepEqual(messages.sv![idOf('remember-me')], ['Kom ihåg']);
});

test('placeholders, tags and plurals must match the source: a wrong one is refused, naming the key', () => {
  const { messages, refused } = prepareOverrides({
    sv: {
      'you-are-signed-in-as-name': 'Inloggad som <0>{nmae}</0>.',
      'your-limit-is-now-shown': 'Din gräns: {shown}.',
      'there-was-a-problem-logging-in-please-try-again': 'Problem. Kontakta support.',
      'you-have-been-signed-in-for-0-minute-minutes': 'Du har spelat i {0, plural, one {# minut} other {# minuter}}.',
      'welcome-name': 'Välkommen {name',
      'no-such-key': 'x',
    },
  });
  assert.deepEqual(Object.keys(messages.sv!).sort(), [idOf('you-have-been-signed-in-for-0-minute-minutes'), idOf('your-limit-is-now-shown')].sort());
  assert.equal(refused.length, 4);
  assert.match(refused[0]!, /^"you-are-signed-in-as-name" \(sv\): .*\{name\}.*not .*\{nmae\}/);
  assert.match(refused[1]!, /^"there-was-a-problem-logging-in-please-try-again" \(sv\)/);
  assert.match(refused[2]!, /^"welcome-name" \(sv\): the text is not a valid ICU message/);
  assert.match(refused[3]!, /^"no-such-key" \(sv\): no such message key/);
});

test('overrides reach the locale live, and a locale of the operator\'s own needs the whole catalog', async () => {
  // The sign-in's instance: the catalog's common part and the sign-in's own (i18n/catalogs.ts).
  const swedish = await getI18n('sv', 'signin');
  assert.deepEqual(applyOverrides({ 'sv-SE': { 'sign-in': 'Logga in nu' } }), []);
  assert.equal(swedish._(idOf('sign-in')), 'Logga in nu');
  assert.equal(swedish._(idOf('remember-me')), 'Kom ihåg mig');
  // A widget's part arriving after the operator's texts leaves them in place.
  assert.deepEqual(applyOverrides({ nb: { 'remember-me': 'Husk meg nå' } }), []);
  assert.equal((await getI18n('nb')).locale, 'nb');
  const norwegian = await getI18n('nb', 'signin');
  assert.equal(norwegian._(idOf('remember-me')), 'Husk meg nå');

  const refused = applyOverrides({ de: { 'sign-in': 'Anmelden' } });
  assert.match(refused[0]!, /^"de": a locale of your own needs the whole catalog, \d+ of \d+ keys are missing/);
  const german = Object.fromEntries(Object.entries(MESSAGE_KEYS).map(([key, [, english]]) => [key, key === 'sign-in' ? 'Anmelden' : english]));
  assert.deepEqual(applyOverrides({ de: german }), []);
  const de = await getI18n('de');
  assert.equal(de.locale, 'de');
  assert.equal(de._(idOf('sign-in')), 'Anmelden');
});
