import type { Messages } from '@lingui/core';
import { resolveLocale } from './locales.ts';
import { WIDGETS } from './locales/part-widgets.ts';

// The catalogs split by widget (scripts/split-catalogs.mjs): per locale, a common part (the runtime's and the
// toolkit's messages) and each widget's own, each a chunk, so a page downloads only the languages and the widgets
// it shows. Apart from setup.ts (and Lingui's runtime) so the entry script can start a catalog's download with
// the widget's chunks.

type Part = Promise<{ messages: Messages }>;

// The import of a part by its name from the file the build wrote (written into it by scripts/catalog-parts.mjs;
// undefined in the sources): undefined where this module is not that file.
declare const __IMPORT_CATALOG_PART__: ((locale: string, part: string) => Part | undefined) | undefined;

/** A part from the table of static imports (i18n/locales/parts.ts): a chunk of its own, not the entry's. */
const fromTable = (locale: string, part: string): Part => import('./locales/parts.ts').then((parts) => parts.loadPart(locale, part));

/**
 * A part of a locale's catalog, `common` or a widget's. From the file the build wrote, by its name: no table to
 * fetch first, so it comes beside the widget's chunks. Elsewhere (the sources; an app that re-bundled the package,
 * which gives the parts other names; a name that led nowhere) through the table.
 */
function loadPart(locale: string, part: string): Part {
  const named = typeof __IMPORT_CATALOG_PART__ === 'function' ? __IMPORT_CATALOG_PART__(locale, part) : undefined;
  return named ? named.catch(() => fromTable(locale, part)) : fromTable(locale, part);
}

/** The compiled messages of a locale: its common part and, for a widget, that widget's part. The module loader
 * keeps one copy of each, however often it is asked. */
export function loadCatalog(requested: string | null | undefined, widget?: string): Promise<{ messages: Messages }> {
  const locale = resolveLocale(requested);
  const common = loadPart(locale, 'common');
  // A widget with no part of its own (the runtime's captcha prompt) shows common messages only.
  if (widget === undefined || !WIDGETS.has(widget)) return common;
  return Promise.all([common, loadPart(locale, widget)]).then(([shared, own]) => ({ messages: { ...shared.messages, ...own.messages } }));
}
