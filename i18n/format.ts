/** Currencies shown without decimals (spec 000 section 9). */
const WHOLE_CURRENCIES = new Set(['SEK', 'NOK', 'DKK']);

export function currencyDigits(currency: string): number {
  return WHOLE_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function formatDateTime(value: Date | string | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

export function formatDate(value: Date | string | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value));
}
