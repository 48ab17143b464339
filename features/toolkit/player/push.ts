import type { createStore } from 'jotai';
import type { Platform, Unsubscribe } from '../../../adapters/contract.ts';
import { connectionAtom } from '../host/index.ts';
import { setQueryData } from '../query/index.ts';
import { WALLET_KEY } from './atoms.ts';

type Store = ReturnType<typeof createStore>;

/**
 * What the page's store hears from a platform that pushes: a new balance replaces the shared wallet, so
 * every element showing it updates without a read; the connection's state reaches every widget frame. The element runtime subscribes it to each platform
 * it builds and stops it when the platform is disposed.
 */
export function playerPush(store: Store): (platform: Platform) => ReadonlyArray<Unsubscribe | undefined> {
  return (platform) => {
    // A platform without a standing connection is always reachable as far as the frame is concerned.
    store.set(connectionAtom, 'online');
    return [
      platform.onBalanceChange?.((wallet) => setQueryData(store, WALLET_KEY, wallet)),
      platform.onConnectionChange?.((state) => store.set(connectionAtom, state)),
    ];
  };
}
