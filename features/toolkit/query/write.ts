import { useCallback, useEffect, useRef, useState } from 'react';
import type { Platform } from '../../../adapters/contract.ts';
import type { NoticeData } from '../../../ui/notice.tsx';
import { preloadErrorNotice, useErrorNoticeLater, useHost } from '../host/index.ts';
import { useInvalidate, type QueryScope } from './query.ts';

export interface Write {
  /** True while the write is on its way: drives the button's busy state. */
  readonly busy: boolean;
  /** The failure of the last write, as the catalogue's notice (also emitted as casino-error). */
  readonly notice: NoticeData | null;
  clearNotice(): void;
  /**
   * Sends the write once however often it is asked for (further calls while one runs are ignored), then
   * invalidates the scopes it changes. Resolves true on success, false on failure or when ignored.
   */
  run(write: (platform: Platform) => Promise<unknown>): Promise<boolean>;
}

/** A write outside a form (claim a bonus, mark a message read, accept the terms). */
export function useWrite(options: { invalidates?: readonly QueryScope[] } = {}): Write {
  const host = useHost();
  // The catalogue's texts come once the widget has painted (nothing fails before a write): see error-notice-later.ts.
  const toNotice = useErrorNoticeLater();
  useEffect(preloadErrorNotice, []);
  const invalidate = useInvalidate();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const scopes = options.invalidates ?? [];
  const scopesKey = scopes.join(' ');

  const run = useCallback(
    async (write: (platform: Platform) => Promise<unknown>) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      setNotice(null);
      try {
        await write(await host.getPlatform());
        invalidate(...(scopesKey ? (scopesKey.split(' ') as QueryScope[]) : []));
        return true;
      } catch (error) {
        setNotice((await toNotice())(error));
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [host, invalidate, scopesKey, toNotice],
  );
  const clearNotice = useCallback(() => setNotice(null), []);
  return { busy, notice, clearNotice, run };
}
