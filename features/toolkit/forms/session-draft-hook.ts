import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './session-draft.ts';

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
