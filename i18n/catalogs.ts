import type { Messages } from '@lingui/core';
import { resolveLocale, type Locale } from './locales.ts';

// One chunk per compiled catalog, so a page downloads only the languages it shows. Apart from setup.ts
// (and Lingui's runtime) so the entry script can start a catalog's download with the widget's chunks.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.ts'),
  'en-US': () => import('./locales/en-US.ts'),
  nb: () => import('./locales/nb.ts'),
  fi: () => import('./locales/fi.ts'),
  'pl-PL': () => import('./locales/pl-PL.ts'),
  'th-TH': () => import('./locales/th-TH.ts'),
  sv: () => import('./locales/sv.ts'),
  'es-ES': () => import('./locales/es-ES.ts'),
};

/** The compiled messages of a locale; the module loader keeps one copy, however often it is asked. */
export function loadCatalog(requested: string | null | undefined): Promise<{ messages: Messages }> {
  return CATALOGS[resolveLocale(requested)]();
}
