// An unknown locale or jurisdiction falls back as before, but says so on the console (once per name), so an
// integrator's typo (`jurisdiction="mta"`, `locale="se"`) does not pass silently.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addLocale, resolveShownLocale } from '../../../i18n/added-locales.ts';
import { resolveJurisdiction } from '../../../features/toolkit/jurisdiction/rules.ts';

function warnings(body: () => void): string[] {
  const seen: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => seen.push(message);
  try {
    body();
  } finally {
    console.warn = warn;
  }
  return seen;
}

describe('fallbacks that say so', () => {
  test('an unknown jurisdiction is mga, with one warning naming it and the known ones', () => {
    const seen = warnings(() => {
      assert.equal(resolveJurisdiction('mta'), 'mga');
      assert.equal(resolveJurisdiction('mta'), 'mga');
    });
    assert.equal(seen.length, 1);
    assert.match(seen[0]!, /"mta".*mga, sga, es, ukgc/);
  });

  test('known jurisdictions, the uk alias and none asked for warn of nothing', () => {
    assert.deepEqual(warnings(() => {
      for (const name of ['mga', 'SGA', ' es ', 'ukgc', 'uk', '', null, undefined]) resolveJurisdiction(name);
    }), []);
  });

  test('a locale without a catalog is shown in English, with one warning naming it', () => {
    const seen = warnings(() => {
      assert.equal(resolveShownLocale('xx-YY'), 'en');
      assert.equal(resolveShownLocale('xx-YY'), 'en');
    });
    assert.equal(seen.length, 1);
    assert.match(seen[0]!, /"xx-YY".*shown in en/);
  });

  test('catalog locales, their regional forms and added locales warn of nothing', () => {
    addLocale('de');
    assert.deepEqual(warnings(() => {
      for (const tag of ['en', 'sv-SE', 'es-MX', 'pl', 'th-TH', 'de', '', null]) resolveShownLocale(tag);
    }), []);
  });
});
