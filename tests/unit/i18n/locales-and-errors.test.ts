import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setupI18n } from '@lingui/core';
import { resolveLocale } from '../../../i18n/locales.ts';
import { errorDescriptor } from '../../../i18n/errors.ts';
import { currencyDigits, formatDate, formatDateTime, formatMoney, prepareFormats } from '../../../i18n/format.ts';
import { messages as en } from '../../../i18n/locales/en.ts';

const i18n = setupI18n({ locale: 'en', messages: { en } });
const text = (key: string | null) => i18n._(errorDescriptor(key));

test('resolves what pages ask for to a catalog: exact, by language, or English', () => {
  assert.equal(resolveLocale('sv'), 'sv');
  assert.equal(resolveLocale('sv-SE'), 'sv');
  assert.equal(resolveLocale('en_us'), 'en-US');
  assert.equal(resolveLocale('pl'), 'pl-PL');
  assert.equal(resolveLocale('th'), 'th-TH');
  assert.equal(resolveLocale('es'), 'es-ES');
  assert.equal(resolveLocale('es-MX'), 'es-ES');
  assert.equal(resolveLocale('de-DE'), 'en');
  assert.equal(resolveLocale(''), 'en');
  assert.equal(resolveLocale(undefined), 'en');
});

test('shows the catalogue text of spec 000 section 8 for known keys', () => {
  assert.equal(text('sign-in.incorrect-credentials'), 'The email, username or password is not right. Check them and try again, or reset your password.');
  assert.equal(text('sign-in.maintenance'), 'We are doing maintenance right now. Please try again later.');
  assert.equal(text('sign-in.rate-limit'), 'Try again in a few minutes');
  assert.equal(text('sign-in.player-self-blocked'), 'Self blocked');
  assert.equal(text('sign-in.unknown-error'), 'Something went wrong');
  assert.equal(text('player.incorrect-credentials'), 'Your old password is incorrect');
  assert.equal(text('activate.incorrect-code'), 'Incorrect activation code. Try again or request a new activation code.');
  assert.equal(text('sign-in.blacklisted'), 'There was a problem logging in. Please try again or <0>contact support</0>');
});

test("shows Error '{key}'. for an unknown key and the fallback without one", () => {
  assert.equal(text('sign-in.something-new'), "Error 'sign-in.something-new'.");
  assert.equal(text(null), 'Something went wrong.');
});

test('gives every area a text for network failures and expired sessions', () => {
  assert.equal(text('deposit.network-error'), 'We could not reach the server. Check your connection and try again.');
  assert.equal(text('bonus.session-expired'), 'Your session has expired. Please sign in again.');
});

test('shows SEK, NOK and DKK without decimals and others with two', () => {
  assert.equal(currencyDigits('SEK'), 0);
  assert.equal(currencyDigits('nok'), 0);
  assert.equal(currencyDigits('DKK'), 0);
  assert.equal(currencyDigits('EUR'), 2);
  assert.match(formatMoney(1500, 'SEK', 'sv'), /^1\s500\skr$/);
  assert.match(formatMoney(1500, 'NOK', 'nb'), /^1\s500\skr$/);
  // Intl gives DKK two decimals of its own: the rule, not the locale data, takes them off.
  assert.match(formatMoney(1500, 'DKK', 'en'), /^DKK\s1,500$/);
  assert.equal(formatMoney(250, 'EUR', 'en'), '€250.00');
  // Formatters are kept per locale and currency: a second currency in the same locale has its own.
  assert.match(formatMoney(250, 'EUR', 'sv'), /^250,00\s€$/);
  assert.match(formatMoney(1500, 'SEK', 'sv'), /^1\s500\skr$/);
});

test('formats dates per locale and style, also once the locale\'s formats were prepared', () => {
  const at = Date.UTC(2026, 0, 2, 15, 4);
  prepareFormats('sv');
  assert.equal(formatDate(at, 'sv'), new Intl.DateTimeFormat('sv', { dateStyle: 'medium' }).format(at));
  assert.equal(formatDateTime(at, 'sv'), new Intl.DateTimeFormat('sv', { dateStyle: 'medium', timeStyle: 'short' }).format(at));
  assert.equal(formatDateTime(at, 'en'), new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at));
  assert.notEqual(formatDate(at, 'sv'), formatDateTime(at, 'sv'));
});
