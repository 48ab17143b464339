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
  formatter(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(0);
}
