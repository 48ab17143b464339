import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { loadCatalog } from './catalogs.ts';
import { resolveShownLocale } from './added-locales.ts';

const instances = new Map<string, Promise<I18n>>();
const ready = new Map<string, I18n>();
// The operator's texts per shown locale (i18n/overrides.ts checked and compiled them), over the catalog's.
const overrides = new Map<string, Messages>();

/** A Lingui instance per locale, shared by every element showing that locale. */
export function getI18n(requested: string | null | undefined): Promise<I18n> {
  const locale = resolveShownLocale(requested);
  let instance = instances.get(locale);
  if (!instance) {
    // A locale an operator added has no catalog of ours: loadCatalog gives English, under its texts.
    instance = loadCatalog(locale).then(({ messages }) => {
      const i18n = setupI18n({ locale, messages: { [locale]: { ...messages, ...overrides.get(locale) } } });
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
  return ready.get(resolveShownLocale(requested)) ?? null;
}

/** Replaces texts of a locale, by Lingui id, compiled: live in every widget showing it (Lingui's change event). */
export function overrideMessages(requested: string, messages: Messages): void {
  const locale = resolveShownLocale(requested);
  overrides.set(locale, { ...overrides.get(locale), ...messages });
  ready.get(locale)?.load(locale, messages);
}
