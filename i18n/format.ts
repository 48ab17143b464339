/** Currencies shown without decimals (spec 000 section 9). */
const WHOLE_CURRENCIES = new Set(['SEK', 'NOK', 'DKK']);

export function currencyDigits(currency: string): number {
  return WHOLE_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

// A formatter is made once per locale and style: making one costs far more than formatting with it (the
// first of a page costs tens of milliseconds, while the engine loads its locale data), and a list formats
// the same way many times.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return formatter(`money ${locale} ${currency}`, () =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(amount);
}

/** A number inside a message ("at most {max}"): the locale's grouping and digits, never the raw "100000". */
export function formatNumber(value: number, locale: string): string {
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A percentage from 0 to 100, as the locale writes it: "50%" in English and Polish, "50 %" in sv, fi and nb. */
export function formatPercent(percent: number, locale: string): string {
  return formatter(`percent ${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })).format(percent / 100);
}

// One calendar per locale, the locale's own: every date and every year a select offers are written in it. Thai
// therefore shows the Buddhist Era throughout (2569 for 2026): what Thai players read on their ID card, bank
// statements and official forms, and what Intl gives th-TH by default. The date-of-birth select labels its
// years in it; its values stay Gregorian, as the platform takes them.

/** A (Gregorian) year as the locale's calendar numbers it (th-TH: 1990 -> 2533): the label of a year in a date select. */
export function formatYear(year: number, locale: string): string {
  const parts = formatter(`year ${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' })).formatToParts(Date.UTC(year, 6, 1));
  return parts.find((part) => part.type === 'year')?.value ?? String(year);
}

export function formatDateTime(value: Date | string | number, locale: string): string {
  return formatter(`date-time ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(value));
}

export function formatDate(value: Date | string | number, locale: string): string {
  return formatter(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(new Date(value));
}

/**
 * Makes a locale's date formatter and number formatting ready ahead of the render that needs them: called
 * while the page waits for the network (the reads a signed-in page started early), so the first formatter's
 * cost is not paid inside the render that shows the player's data. Lingui's plurals ("# unread") format
 * their number with a formatter of their own, which then comes cheap too: the locale data is loaded.
 */
export function prepareFormats(locale: string): void {
  formatDateTime(0, locale);
  formatNumber(0, locale);
}
