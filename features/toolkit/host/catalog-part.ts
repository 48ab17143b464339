import { use } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getI18n, readyI18n } from '../../../i18n/setup.ts';
import { retryingImport } from './retrying-import.ts';

const loading = new Map<string, Promise<unknown>>();

/**
 * Suspends the component until a part of the catalog (scripts/split-catalogs.mjs) is in its widget's Lingui
 * instance, in the widget's language: the Suspense around it shows its loading state meanwhile, so a text never
 * shows as its message id. A part lost on the way is asked for again until it is here (retryingImport). Nothing to
 * wait for when no part is named, or once it is in.
 */
export function useCatalogPart(part: string | undefined): void {
  const { i18n } = useLingui();
  if (part === undefined || readyI18n(i18n.locale, part)) return;
  const key = `${i18n.locale} ${part}`;
  let load = loading.get(key);
  if (!load) loading.set(key, (load = retryingImport(() => getI18n(i18n.locale, part))));
  use(load);
}
