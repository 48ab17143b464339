import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { resolveLocale, type Locale } from './locales.ts';

// One chunk per compiled catalog, so a page downloads only the languages it shows.
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.ts'),
  'en-US': () => import('./locales/en-US.ts'),
  nb: () => import('./locales/nb.ts'),
  fi: () => import('./locales/fi.ts'),
  'pl-PL': () => import('./locales/pl-PL.ts'),
  'th-TH': () => import('./locales/th-TH.ts'),
  sv: () => import('./locales/sv.ts'),
};

const instances = new Map<Locale, Promise<I18n>>();

/** A Lingui instance per locale, shared by every element showing that locale. */
export function getI18n(requested: string | null | undefined): Promise<I18n> {
  const locale = resolveLocale(requested);
  let instance = instances.get(locale);
  if (!instance) {
    instance = CATALOGS[locale]().then(({ messages }) => setupI18n({ locale, messages: { [locale]: messages } }));
    instances.set(locale, instance);
    // A failed chunk load must not poison the cache: the next element tries again.
    instance.catch(() => instances.delete(locale));
  }
  return instance;
}
