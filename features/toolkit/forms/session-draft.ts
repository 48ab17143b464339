import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_PREFIX as PREFIX, pendingDrafts } from './draft-storage.ts';

// A draft is written a moment after the typing, not inside each keystroke's frame (serialising the form and
// storing it took about a tenth of a key's work): the last values of a burst are stored once. A page being
// left or hidden stores them at once, so a reload or a closed tab loses nothing.
const WRITE_DELAY_MS = 300;
let writeTimer: ReturnType<typeof setTimeout> | undefined;
let storesWhenLeft = false;

function store(key: string, values: object): void {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or blocked: the draft is a comfort, not a requirement
  }
}

/** Stores every draft still waiting; called by the timer, and when the page is left or hidden. */
export function flushDrafts(): void {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  for (const [key, values] of pendingDrafts) store(key, values);
  pendingDrafts.clear();
}

export function readDraft<T extends object>(key: string): Partial<T> | null {
  const pending = pendingDrafts.get(key);
  if (pending) return { ...pending };
  try {
    const stored = globalThis.sessionStorage?.getItem(PREFIX + key);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' ? (parsed) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: object): void {
  pendingDrafts.set(key, values);
  if (!storesWhenLeft && typeof document !== 'undefined') {
    storesWhenLeft = true;
    addEventListener('pagehide', flushDrafts);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushDrafts());
  }
  writeTimer ??= setTimeout(flushDrafts, WRITE_DELAY_MS);
}

export function clearDraft(key: string): void {
  pendingDrafts.delete(key);
  try {
    globalThis.sessionStorage?.removeItem(PREFIX + key);
  } catch {
    // see store
  }
}

/**
 * Values that survive a failed request and a reload of the tab (sessionStorage), for state that is not a
 * form (a wizard's position). Forms use useValidatedForm's `draft`. Secrets are never passed in. Written
 * only once something changed them (opening a widget stores nothing), and again after a clear only when
 * they change again.
 */
export function useSessionDraft<T extends object>(key: string, initial: () => T) {
  const [values, setValues] = useState<T>(() => ({ ...initial(), ...readDraft<T>(key) }));
  const keyRef = useRef(key);
  keyRef.current = key;
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) writeDraft(key, values);
  }, [key, values]);

  const set = useCallback((next: T | ((current: T) => T)) => {
    changed.current = true;
    setValues(next);
  }, []);

  const clear = useCallback(() => {
    changed.current = false;
    clearDraft(keyRef.current);
  }, []);

  return [values, set, clear] as const;
}
