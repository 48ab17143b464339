import { use } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getI18n, readyI18n } from '../../../i18n/setup.ts';
import { retryingImport } from './retrying-import.ts';

const loading = new Map<string, Promise<unknown>>();

/**
 * A part of the catalog (scripts/split-catalogs.mjs) in a language, in that language's Lingui instance: one load per
 * language and part, asked for again while it fails (retryingImport), so a text never waits on a lost file for good.
 */
export function loadCatalogPart(locale: string, part: string): Promise<unknown> {
  const key = `${locale} ${part}`;
  let load = loading.get(key);
  if (!load) loading.set(key, (load = retryingImport(() => getI18n(locale, part))));
  return load;
}

/**
 * Suspends the component until a part of the catalog is in its widget's Lingui instance, in the widget's language
 * (loadCatalogPart): the Suspense around it shows its loading state meanwhile, so a text never shows as its message
 * id. Nothing to wait for when no part is named, or once it is in.
 */
export function useCatalogPart(part: string | undefined): void {
  const { i18n } = useLingui();
  if (part === undefined || readyI18n(i18n.locale, part)) return;
  use(loadCatalogPart(i18n.locale, part));
}
