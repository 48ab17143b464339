import type { Jurisdiction } from '../../../adapters/contract.ts';
import type { Locale } from '../../../i18n/locales.ts';

/**
 * The language a jurisdiction's widgets show when neither the element nor the page names one: Spanish for the
 * DGOJ's players. A page that names a locale (even `en`) always gets it. A table of its own, as data, small
 * enough for the entry script, which picks the catalog to fetch with a widget's chunks.
 */
export const JURISDICTION_LANGUAGES = {
  mga: 'en',
  sga: 'en',
  es: 'es-ES',
  ukgc: 'en',
} as const satisfies Record<Jurisdiction, Locale>;

/** The language of a jurisdiction an attribute or configuration names; English for any other. */
export function languageOf(jurisdiction: string | null | undefined): Locale {
  return JURISDICTION_LANGUAGES[jurisdiction?.trim().toLowerCase() as Jurisdiction] ?? 'en';
}
