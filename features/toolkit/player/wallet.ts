import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Wallet } from '../../../adapters/contract.ts';
import { useHost } from '../host/index.ts';
import { refreshQuery, useQuery, type Query } from '../query/index.ts';
import { signedInAtom, WALLET_KEY } from './atoms.ts';
import { readWallet } from './read.ts';
import { useReadFailure, useTellReadFailure } from './read-failure.ts';

/**
 * Reloads the balance into the page's one store, so every element on the page shows the new one (after a
 * deposit or a withdrawal). Resolves with the new wallet, or null when it could not be read (told as casino-error).
 */
export function useRefreshWallet(): () => Promise<Wallet | null> {
  const host = useHost();
  const store = useStore();
  const tell = useTellReadFailure('balance');
  return useCallback(
    // A read already on its way may predate the payment: its answer gives way to this one's.
    () =>
      refreshQuery(store, WALLET_KEY, () => host.getPlatform().then(readWallet)).catch((error: unknown) => {
        tell(error);
        return null;
      }),
    [host, store, tell],
  );
}

/** The signed-in player's wallet as a query: one read for the page, again whenever a write invalidates 'wallet'. */
export function useWalletQuery(): Query<Wallet> {
  const signedIn = useAtomValue(signedInAtom);
  const query = useQuery(WALLET_KEY, readWallet, { enabled: signedIn, retryOnMount: true });
  useReadFailure(query, 'balance');
  return query;
}

/** The signed-in player's wallet; null while signed out, loading, or when it could not be read. */
export function useWallet(): Wallet | null {
  return useWalletQuery().data ?? null;
}
