import type { Messages } from '@lingui/core';
import { resolveLocale } from './locales.ts';
import { loadPart, WIDGETS } from './locales/parts.ts';

// The catalogs split by widget (scripts/split-catalogs.mjs): per locale, a common part (the runtime's and the
// toolkit's messages) and each widget's own, each a chunk, so a page downloads only the languages and the widgets
// it shows. Apart from setup.ts (and Lingui's runtime) so the entry script can start a catalog's download with
// the widget's chunks.

/** The compiled messages of a locale: its common part and, for a widget, that widget's part. The module loader
 * keeps one copy of each, however often it is asked. */
export function loadCatalog(requested: string | null | undefined, widget?: string): Promise<{ messages: Messages }> {
  const locale = resolveLocale(requested);
  const common = loadPart(locale, 'common');
  // A widget with no part of its own (the runtime's captcha prompt) shows common messages only.
  if (widget === undefined || !WIDGETS.has(widget)) return common;
  return Promise.all([common, loadPart(locale, widget)]).then(([shared, own]) => ({ messages: { ...shared.messages, ...own.messages } }));
}
