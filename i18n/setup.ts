import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { loadCatalog } from './catalogs.ts';
import { resolveShownLocale } from './added-locales.ts';

const instances = new Map<string, Promise<I18n>>();
const ready = new Map<string, I18n>();
// Per locale and widget ("sv signin"): the instance once that widget's part of the catalog is in it.
const parts = new Map<string, Promise<I18n>>();
const partsReady = new Set<string>();
// The operator's texts per shown locale (i18n/overrides.ts checked and compiled them), over the catalog's.
const overrides = new Map<string, Messages>();

/**
 * A Lingui instance per locale, shared by every element showing that locale, with the catalog's common part;
 * given a widget, once that widget's part (i18n/catalogs.ts) is in it too.
 */
export function getI18n(requested: string | null | undefined, widget?: string): Promise<I18n> {
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
  if (widget === undefined) return instance;
  const key = `${locale} ${widget}`;
  let withPart = parts.get(key);
  if (!withPart) {
    withPart = Promise.all([instance, loadCatalog(locale, widget)]).then(([i18n, { messages }]) => {
      // Only the messages it lacks: a text the operator replaced keeps the operator's, and a part that adds
      // nothing re-renders nothing (Lingui's load tells every widget showing the locale).
      const have = i18n.messages;
      const fresh = Object.fromEntries(Object.entries(messages).filter(([id]) => !(id in have)));
      if (Object.keys(fresh).length > 0) i18n.load(locale, fresh);
      partsReady.add(key);
      return i18n;
    });
    parts.set(key, withPart);
    withPart.catch(() => parts.delete(key));
  }
  return withPart;
}

/**
 * The instance of a locale whose catalog (and, given a widget, that widget's part) has already loaded, or null:
 * a widget's first render can use it at once.
 */
export function readyI18n(requested: string | null | undefined, widget?: string): I18n | null {
  const locale = resolveShownLocale(requested);
  if (widget !== undefined && !partsReady.has(`${locale} ${widget}`)) return null;
  return ready.get(locale) ?? null;
}

/** The locales whose instance has loaded: the languages the page shows. */
export function shownLocales(): string[] {
  return [...ready.keys()];
}

/** Replaces texts of a locale, by Lingui id, compiled: live in every widget showing it (Lingui's change event). */
export function overrideMessages(requested: string, messages: Messages): void {
  const locale = resolveShownLocale(requested);
  overrides.set(locale, { ...overrides.get(locale), ...messages });
  ready.get(locale)?.load(locale, messages);
}
