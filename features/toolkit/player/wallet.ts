import { useCallback, useEffect, useRef } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { Platform, Wallet } from '../../../adapters/contract.ts';
import { useHost } from '../host/index.ts';
import { useScopeVersion } from '../query/index.ts';
import { sessionIdAtom, walletAtom } from './atoms.ts';
import { readWallet } from './read.ts';

// One wallet read at a time for the whole page: elements mounting together ask once.
let walletLoad: Promise<Wallet | null> | null = null;

function loadWallet(getPlatform: () => Promise<Platform>): Promise<Wallet | null> {
  walletLoad ??= getPlatform()
    .then(readWallet)
    .catch((error: unknown) => {
      console.warn('[casino-elements] could not load the balance', error);
      return null;
    })
    .finally(() => {
      walletLoad = null;
    });
  return walletLoad;
}

/**
 * Reloads the balance into the page's one store, so every element on the page shows the new one (after a
 * deposit or a withdrawal). Resolves with the new wallet, or null when it could not be read.
 */
export function useRefreshWallet(): () => Promise<Wallet | null> {
  const host = useHost();
  const setWallet = useSetAtom(walletAtom);
  return useCallback(async () => {
    // A read already on its way may predate the payment: wait for it, then read again.
    if (walletLoad) await walletLoad;
    const wallet = await loadWallet(host.getPlatform);
    if (wallet) setWallet(wallet);
    return wallet;
  }, [host, setWallet]);
}

/** The signed-in player's wallet, loaded once when missing and again whenever a write invalidates 'wallet'. */
export function useWallet(): Wallet | null {
  const host = useHost();
  const sessionId = useAtomValue(sessionIdAtom);
  const [wallet, setWallet] = useAtom(walletAtom);
  const version = useScopeVersion('wallet');
  const seen = useRef(version);
  useEffect(() => {
    const stale = seen.current !== version;
    seen.current = version;
    if (!sessionId || (wallet && !stale)) return;
    let current = true;
    void loadWallet(host.getPlatform).then((loaded) => {
      if (current && loaded) setWallet(loaded);
    });
    return () => {
      current = false;
    };
  }, [host, sessionId, wallet, setWallet, version]);
  return wallet;
}
