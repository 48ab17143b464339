import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { state: 'loading'; data?: T }
  | { state: 'loaded'; data: T }
  | { state: 'failed'; error: unknown; data?: T };

/**
 * Loads data for a panel: the last answer wins (a quick page or filter change never shows an older
 * answer), the previous data stays while the next loads, and `reload` asks again (a way on after a failure).
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const generation = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    const current = ++generation.current;
    setResult((previous) => ({ state: 'loading', ...(previous.data !== undefined ? { data: previous.data } : {}) }));
    run().then(
      (data) => current === generation.current && setResult({ state: 'loaded', data }),
      (error: unknown) => current === generation.current && setResult((previous) => ({ state: 'failed', error, ...(previous.data !== undefined ? { data: previous.data } : {}) })),
    );
  }, [run]);
  useEffect(() => {
    reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);
  return [result, reload];
}

/**
 * A write sent once however often it is asked for: while one runs, further calls are ignored.
 * `busy` drives the button's busy state.
 */
export function useOnce(): [boolean, (write: () => Promise<void>) => Promise<void>] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (write: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await write();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
