import { LOCALES, resolveLocale } from './locales.ts';
// Apart from locales.ts, which the entry script carries: only the runtime and the overrides chunk need these.

// Locales an operator added from a full catalog of their own (configure({ messages: { de: {...} } })): shown
// with that catalog over the English one. Per page, as the overrides are.
const ADDED = new Set<string>();

const normalise = (tag: string) => tag.trim().replace('_', '-').toLowerCase();

const listeners = new Set<() => void>();

export function addLocale(tag: string): void {
  if (ADDED.has(tag.trim())) return;
  ADDED.add(tag.trim());
  for (const listener of [...listeners]) listener();
}

/** For widgets already showing a page whose locale was added after it was named: they switch to it. */
export function onLocaleAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a locale is added (useSyncExternalStore's snapshot). */
export const addedLocaleCount = (): number => ADDED.size;

// The locales without a catalog already warned of: a widget resolves its locale on every render.
const WARNED = new Set<string>();

/**
 * What a widget shows for what is asked: a locale an operator added, else resolveLocale's choice. A language the
 * library has no catalog for is shown in English, with a console warning (once per locale).
 */
export function resolveShownLocale(requested: string | null | undefined): string {
  const wanted = requested ? normalise(requested) : '';
  const added = [...ADDED].find((tag) => normalise(tag) === wanted);
  if (added) return added;
  const shown = resolveLocale(requested);
  if (wanted && isOwnLocale(wanted) && !WARNED.has(wanted)) {
    WARNED.add(wanted);
    console.warn(`[casino-elements] No catalog for locale "${requested}": shown in ${shown} (the locales are ${LOCALES.join(', ')}; configure({ messages }) adds one from a whole catalog).`);
  }
  return shown;
}

/** Whether a tag names a language this library has no catalog for (de: yes; sv-FI: no, that is sv). */
export function isOwnLocale(tag: string): boolean {
  return resolveLocale(tag).toLowerCase().split('-')[0] !== normalise(tag).split('-')[0];
}
