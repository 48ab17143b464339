import { resolveLocale } from './locales.ts';
// Apart from locales.ts, which the entry script carries: only the runtime and the overrides chunk need these.

// Locales an operator added from a full catalog of their own (configure({ messages: { de: {...} } })): shown
// with that catalog over the English one. Per page, as the overrides are.
const ADDED = new Set<string>();

const normalise = (tag: string) => tag.trim().replace('_', '-').toLowerCase();

export function addLocale(tag: string): void {
  ADDED.add(tag.trim());
}

/** What a widget shows for what is asked: a locale an operator added, else resolveLocale's choice. */
export function resolveShownLocale(requested: string | null | undefined): string {
  const wanted = requested ? normalise(requested) : '';
  return [...ADDED].find((tag) => normalise(tag) === wanted) ?? resolveLocale(requested);
}

/** Whether a tag names a language this library has no catalog for (de: yes; sv-FI: no, that is sv). */
export function isOwnLocale(tag: string): boolean {
  return resolveLocale(tag).toLowerCase().split('-')[0] !== normalise(tag).split('-')[0];
}
