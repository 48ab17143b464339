import { useEffect, useRef } from 'react';
import { useAtomValue, useStore, type createStore } from 'jotai';
import type { Profile } from '../../../adapters/contract.ts';
import { useHost } from '../host/index.ts';
import { useScopeVersion } from '../query/index.ts';
import { profileAtom, sessionIdAtom } from './atoms.ts';
import { readProfile } from './read.ts';

// One load at a time for the whole page: several elements mounting together ask once.
let profileLoad: Promise<unknown> | null = null;

type Store = ReturnType<typeof createStore>;

/** Loads the profile into the store, unless a load is under way; kept only while the same session lasts. */
function loadProfile(store: Store, read: () => Promise<Profile>): void {
  const sessionId = store.get(sessionIdAtom);
  if (profileLoad || !sessionId) return;
  profileLoad = read()
    // Not another player's: the session may have ended while the profile was on its way.
    .then((profile) => store.get(sessionIdAtom) === sessionId && store.set(profileAtom, profile))
    .catch((error: unknown) => console.warn('[casino-elements] could not load the profile', error))
    .finally(() => {
      profileLoad = null;
    });
}

/**
 * Starts loading the profile into the page's store as soon as the store exists (a page loaded with a
 * session), beside the first widget's render rather than after it: a widget that shows the player would
 * otherwise ask only from its first render's effect. usePlayer then finds the load under way. `read` may
 * hand over the read the page started even earlier (Registry.earlyReads).
 */
export function preloadProfile(store: Store, read: () => Promise<Profile>): void {
  if (!store.get(profileAtom)) loadProfile(store, read);
}

/**
 * The signed-in player: the session id and the profile. After a reload the session comes back from
 * sessionStorage but the profile does not, so it is loaded once here; an expired session signs out
 * (the adapter clears it).
 */
export function usePlayer() {
  const host = useHost();
  const store = useStore();
  const sessionId = useAtomValue(sessionIdAtom);
  const profile = useAtomValue(profileAtom);
  const version = useScopeVersion('profile');
  const seen = useRef(version);

  useEffect(() => {
    const stale = seen.current !== version;
    seen.current = version;
    // The store's profile, not this render's: a load may have ended between this render and its effect.
    if (!sessionId || (store.get(profileAtom) && !stale)) return;
    loadProfile(store, () => host.getPlatform().then(readProfile));
  }, [host, store, sessionId, profile, version]);

  return { sessionId, signedIn: Boolean(sessionId), profile };
}
