import { useCallback, useEffect } from 'react';
import { useErrorNoticeLater, useHost } from '../host/index.ts';

// Which element has told which failure: a widget whose several parts show the player tells it once.
const told = new WeakMap<object, WeakSet<Element>>();

/**
 * Tells the host page of a failed profile or wallet read as of any failed read (casino-error { key, message },
 * through the error notice), once per failure and element, and logs it. Nothing is shown: the widget goes on
 * without the player's data, as before.
 */
export function useTellReadFailure(what: string): (error: unknown) => void {
  const host = useHost();
  const toNotice = useErrorNoticeLater();
  return useCallback(
    (error: unknown) => {
      if (typeof error === 'object' && error !== null) {
        const elements = told.get(error) ?? new WeakSet<Element>();
        told.set(error, elements);
        if (elements.has(host.element)) return;
        elements.add(host.element);
      }
      console.warn(`[casino-elements] could not load the ${what}`, error);
      void toNotice().then((notice) => notice(error));
    },
    [host, toNotice, what],
  );
}

/** Tells a query's failure (useTellReadFailure) when it fails. */
export function useReadFailure(query: { status: string; error: unknown }, what: string): void {
  const tell = useTellReadFailure(what);
  const error = query.status === 'failed' ? query.error : null;
  useEffect(() => {
    if (error) tell(error);
  }, [error, tell]);
}
