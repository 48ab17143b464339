// Apart from the mount: a widget's language, whose catalog may arrive after its first render, change live
// (the element's or the page's locale), or fail to arrive on a dropped connection; its own rules of waiting.
import { useEffect, useState } from 'react';
import type { I18n } from '@lingui/core';
import { retryingImport } from '../../../features/toolkit/host/index.ts';
import { getI18n, readyI18n } from '../../../i18n/setup.ts';

export function useI18n(locale: string, widget: string): I18n | null {
  // A catalog already loaded renders at once (the element waits for its first one, readyToMount);
  // another one loads while the previous language stays on screen rather than a blank widget.
  const now = readyI18n(locale, widget);
  const [loaded, setLoaded] = useState<I18n | null>(now);
  useEffect(() => {
    // Always waits on the catalog, even when it is ready by now: it may have become ready after this render
    // (another element asked for it first) and before this effect, and this render still shows the previous
    // language; an equal state renders nothing more. (Returning early when ready left such an element in the
    // old language, its lang changed.) A catalog that did not arrive is asked for again (retryingImport: getI18n
    // keeps no failure), so a dropped connection leaves neither a spinner nor the old language for good.
    let current = true;
    void retryingImport(() => getI18n(locale, widget)).then((instance) => current && setLoaded(instance));
    return () => {
      current = false;
    };
  }, [locale, widget]);
  return now ?? loaded;
}
