import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getI18n, readyI18n } from '../../i18n/setup.ts';
import { loadClosedGateNotice } from '../cashier/index.ts';
import { importWithTries } from '../toolkit/host/index.ts';

// The deposit's views that only some deposits show, each a chunk its first render does not load: the bonus list
// (a player with offers to choose from) and the gate's notices for a signed-in player kept from depositing (the
// terms to accept, an account to activate, a country not served). Their texts are a part of the catalog of their
// own (`deposit-later`, scripts/split-catalogs.mjs LATER_PARTS), fetched with the view. The deposit's limits and
// blocks (its notices, the cashier hidden) are in its first render and never wait for a file.

export const LATER_TEXTS = 'deposit-later';
export const loadBonusStep = () => import('./bonus-step.ts');
export const loadGateStep = loadClosedGateNotice;

type Loader<T> = () => Promise<T>;
const loaded = new Map<Loader<unknown>, unknown>();

/** A later view as a query: the deposit shows "Loading…" (its frame busy) while it loads, the failure with Try again. */
export interface LaterPart<T> {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly data: T | undefined;
  readonly error: unknown;
  reload(): void;
}

/**
 * A later view's chunk and the later texts, once `enabled`: loading until both are here, failed (with reload) when
 * either could not be fetched after its tries. A chunk once here is rendered at once by every later deposit.
 */
export function useLaterPart<T>(load: Loader<T>, enabled: boolean): LaterPart<T> {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const module = loaded.get(load) as T | undefined;
  const here = module !== undefined && readyI18n(locale, LATER_TEXTS) !== null;
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!enabled || here) return undefined;
    let live = true;
    setFailure(null);
    void Promise.all([importWithTries(load).then((part) => loaded.set(load, part)), importWithTries(() => getI18n(locale, LATER_TEXTS))]).then(
      () => live && setArrived((count) => count + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [enabled, here, load, locale, attempt]);
  const reload = () => setAttempt((count) => count + 1);
  if (!enabled) return { status: 'idle', data: undefined, error: null, reload };
  if (here) return { status: 'loaded', data: module, error: null, reload };
  return failure ? { status: 'failed', data: undefined, error: failure.error, reload } : { status: 'loading', data: undefined, error: null, reload };
}
