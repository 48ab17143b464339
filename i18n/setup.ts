import { setupI18n, type I18n } from '@lingui/core';
import { loadCatalog } from './catalogs.ts';
import { resolveLocale, type Locale } from './locales.ts';

const instances = new Map<Locale, Promise<I18n>>();
const ready = new Map<Locale, I18n>();

/** A Lingui instance per locale, shared by every element showing that locale. */
export function getI18n(requested: string | null | undefined): Promise<I18n> {
  const locale = resolveLocale(requested);
  let instance = instances.get(locale);
  if (!instance) {
    instance = loadCatalog(locale).then(({ messages }) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      ready.set(locale, i18n);
      return i18n;
    });
    instances.set(locale, instance);
    // A failed chunk load must not poison the cache: the next element tries again.
    instance.catch(() => instances.delete(locale));
  }
  return instance;
}

/** The instance of a locale whose catalog has already loaded, or null: a widget's first render can use it at once. */
export function readyI18n(requested: string | null | undefined): I18n | null {
  return ready.get(resolveLocale(requested)) ?? null;
}
