import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'casino-elements.draft.';

function read<T extends object>(key: string): Partial<T> | null {
  try {
    const stored = globalThis.sessionStorage?.getItem(PREFIX + key);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Form values that survive a failed request and a reload of the tab (sessionStorage), so a player never
 * types twice. Secrets are never passed in: the caller keeps passwords and codes out of `values`.
 */
export function useSessionDraft<T extends object>(key: string, initial: () => T) {
  const [values, setValues] = useState<T>(() => ({ ...initial(), ...read<T>(key) }));
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    try {
      globalThis.sessionStorage?.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // storage full or blocked: the draft is a comfort, not a requirement
    }
  }, [key, values]);

  const clear = useCallback(() => {
    try {
      globalThis.sessionStorage?.removeItem(PREFIX + keyRef.current);
    } catch {
      // see above
    }
  }, []);

  return [values, setValues, clear] as const;
}
