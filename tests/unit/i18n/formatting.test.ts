// Numbers and dates inside texts are written by the locale, not by the code: grouping ("100 000"), the percent
// sign's spacing ("50 %" in sv, fi, nb) and one calendar per page (Thai: the Buddhist Era, also in the year
// select). Every locale with a catalog is checked, so a new catalog is covered without a change here.
// Needs the compiled catalogs (npm run build, or lingui compile).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES } from '../../../i18n/locales.ts';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatYear } from '../../../i18n/format.ts';
import { responsibleGamingRulesFor, signUpRulesFor } from '../../../features/toolkit/jurisdiction/index.ts';
import { LIMIT_KINDS, limitAmountSchema } from '../../../features/toolkit/limits/index.ts';
import { limitsSchema } from '../../../features/signup/limits-step.tsx';
import { birthYears } from '../../../features/signup/rules.ts';

async function i18nFor(locale: string): Promise<I18n> {
  const { messages } = (await import(`../../../i18n/locales/${locale}.ts`)) as { messages: Messages };
  return setupI18n({ locale, messages: { [locale]: messages } });
}

function firstIssue(result: v.SafeParseResult<v.GenericSchema>): string {
  return result.success ? '' : (result.issues[0]?.message ?? '');
}

/** The digits of a text, so "100000" can be told from "100 000" or "100,000". */
const rawNumber = /(^|[^\d\s.,\u00a0\u202f])\d{5,}/;

test('the helpers write what Intl writes for the locale', () => {
  assert.equal(formatNumber(100_000, 'sv').replace(/\s/g, ' '), '100 000');
  assert.equal(formatNumber(100_000, 'en'), '100,000');
  assert.match(formatPercent(50, 'sv'), /^50\s%$/);
  assert.equal(formatPercent(50, 'en'), '50%');
  assert.equal(formatYear(1990, 'th-TH'), '2533', 'Thai counts years in the Buddhist Era');
  assert.equal(formatYear(1990, 'sv'), '1990');
});

for (const locale of LOCALES) {
  test(`${locale}: {min} and {max} in limit messages are grouped by the locale`, async () => {
    const i18n = await i18nFor(locale);
    const deposit = LIMIT_KINDS.find((row) => row.id === 'deposit')!;
    const rules = responsibleGamingRulesFor('mga');
    const tooHigh = firstIssue(v.safeParse(limitAmountSchema(i18n, deposit, 'weekly', rules), String(rules.depositLimitMax.week + 1)));
    assert.ok(tooHigh.includes(formatNumber(rules.depositLimitMax.week, locale)), `${locale}: "${tooHigh}" lacks ${formatNumber(rules.depositLimitMax.week, locale)}`);
    assert.doesNotMatch(tooHigh, rawNumber, `${locale}: "${tooHigh}" shows an unformatted number`);

    const signUp = signUpRulesFor('sga');
    const schema = limitsSchema({ i18n, rules: signUp, today: new Date(Date.UTC(2026, 0, 2)), email: () => '' });
    const month = String(signUp.depositLimitMax.month + 1);
    const result = v.safeParse(schema, { deposit: { day: '100', week: '100', month } });
    const message = firstIssue(result);
    assert.ok(message.includes(formatNumber(signUp.depositLimitMax.month, locale)), `${locale}: "${message}"`);
    assert.doesNotMatch(message, rawNumber, `${locale}: "${message}" shows an unformatted number`);
  });

  test(`${locale}: percentages inside messages are the locale's, with no sign of the translation's own`, async () => {
    const i18n = await i18nFor(locale);
    const shown = formatPercent(50, locale);
    assert.equal(shown, new Intl.NumberFormat(locale, { style: 'percent' }).format(0.5));
    const uploading = i18n._(generateMessageId('Uploading: {progress}'), { progress: shown });
    assert.ok(uploading.includes(shown), `${locale}: "${uploading}"`);
    assert.equal(uploading.split('%').length - 1, 1, `${locale}: "${uploading}" has a percent sign of its own`);
  });

  test(`${locale}: dates and the date-of-birth year select use one calendar`, () => {
    const today = new Date(Date.UTC(2026, 2, 12, 10));
    for (const year of [birthYears(today)[0]!, birthYears(today).at(-1)!, 2026]) {
      const at = Date.UTC(year, 5, 15, 12);
      const label = formatYear(year, locale);
      const yearOf = (text: string): string[] => text.match(/\d{4}/g) ?? [];
      assert.ok(yearOf(formatDate(at, locale)).includes(label), `${locale}: ${formatDate(at, locale)} and the select's ${label}`);
      assert.ok(yearOf(formatDateTime(at, locale)).includes(label), `${locale}: ${formatDateTime(at, locale)} and the select's ${label}`);
    }
    if (locale.startsWith('th')) assert.ok(formatDate(Date.UTC(2026, 2, 12, 10), locale).includes('2569'), 'Thai dates are in the Buddhist Era');
  });
}
