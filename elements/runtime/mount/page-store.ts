// Apart from the mount: the page's one jotai store is the page's, not a widget's. Made with the first widget,
// kept in step with the registry (session, platform, push) for the page's life, and filled with what the page
// read before React ran.
import { createStore } from 'jotai';
import type { Message, Profile } from '../../../adapters/contract.ts';
import { loadProfile, playerPush, preloadProfile, sessionIdAtom } from '../../../features/toolkit/player/index.ts';
import { primeQuery, resetQueries, type QueryKey } from '../../../features/toolkit/query/index.ts';
import { subscribe } from '../registry.ts';
import { getPlatform, registry, wirePlatform } from '../platform-access.ts';
import { platformAtHand } from '../platform-at-hand.ts';
import { takeEarlyRead } from './first-render.ts';

type Store = ReturnType<typeof createStore>;

/** The page's one store, created with the first widget and kept in step with the registry's session. */
export function pageStore(): Store {
  if (registry.store) return registry.store as Store;
  const store = createStore();
  store.set(sessionIdAtom, registry.session);
  subscribe(registry, (change) => {
    // Answers of a retired platform (another backend, another address) are not this one's; the session's
    // player is (a session the new address may not have is dropped, a change of its own).
    if (change === 'platform') resetQueries(store, ['profile', 'wallet']);
    if (change !== 'session') return;
    store.set(sessionIdAtom, registry.session);
    // Nothing read for one player is shown to the next, nor to nobody. The player's profile and balance stay
    // while a session follows another (an activation's sign-in renews it): a sign-in puts its own profile in.
    resetQueries(store, registry.session ? ['profile', 'wallet'] : []);
  });
  wirePlatform(playerPush(store));
  registry.store = store;
  preloadProfile(store, () => takeEarlyRead<Profile>('profile') ?? getPlatform().then(loadProfile));
  // The messages read early fill the query the inbox and the account's unread count share: they render with
  // them rather than asking from an effect after their first render.
  const messages = takeEarlyRead<readonly Message[]>('inbox');
  if (messages) primeQuery(store, ['inbox'], messages);
  // The others name their query: the terms, and a payment widget's gate and notices.
  for (const [key, early] of registry.earlyReads ?? []) {
    const answer = early.queryKey && takeEarlyRead(key);
    if (answer) primeQuery(store, early.queryKey as QueryKey, answer);
  }
  // Watched from now on: a platform that is ready before the first widget renders is at hand for it.
  platformAtHand();
  return store;
}
