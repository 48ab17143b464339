/** The locales with a catalog; English is the source and the last fallback. */
export const LOCALES = ['en', 'en-US', 'nb', 'fi', 'pl-PL', 'th-TH', 'sv', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/**
 * Picks the catalog for what a page or attribute asks for: the exact locale, else one of its language
 * (sv-SE -> sv, pl -> pl-PL, es -> es-ES), else English. Case and underscores are forgiven (en_us -> en-US).
 */
export function resolveLocale(requested: string | null | undefined): Locale {
  if (!requested) return SOURCE_LOCALE;
  const wanted = requested.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase() === language)
    ?? LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language)
    ?? SOURCE_LOCALE;
}

