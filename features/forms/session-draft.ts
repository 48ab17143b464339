import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_PREFIX as PREFIX } from './draft-storage.ts';

export function readDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const stored = globalThis.sessionStorage?.getItem(PREFIX + key);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' ? (parsed) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: object): void {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or blocked: the draft is a comfort, not a requirement
  }
}

export function clearDraft(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(PREFIX + key);
  } catch {
    // see writeDraft
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
