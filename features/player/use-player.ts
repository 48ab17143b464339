import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue, type createStore } from 'jotai';
import type { Platform } from '../../adapters/contract.ts';
import { useHost } from '../host/index.ts';
import { useScopeVersion } from '../query/index.ts';
import { profileAtom, sessionIdAtom } from './atoms.ts';

// One load at a time for the whole page: several elements mounting together ask once.
let profileLoad: Promise<unknown> | null = null;

/**
 * Starts loading the profile into the page's store as soon as the store exists (a page loaded with a
 * session), beside the first widget's render rather than after it: a widget that shows the player would
 * otherwise ask only from its first render's effect. usePlayer then finds the load under way.
 */
export function preloadProfile(store: ReturnType<typeof createStore>, getPlatform: () => Promise<Platform>): void {
  const sessionId = store.get(sessionIdAtom);
  if (profileLoad || !sessionId || store.get(profileAtom)) return;
  profileLoad = getPlatform()
    .then((platform) => platform.getProfile())
    // Not another player's: the session may have ended while the profile was on its way.
    .then((profile) => store.get(sessionIdAtom) === sessionId && store.set(profileAtom, profile))
    .catch((error: unknown) => console.warn('[casino-elements] could not load the profile', error))
    .finally(() => {
      profileLoad = null;
    });
}

/**
 * The signed-in player: the session id and the profile. After a reload the session comes back from
 * sessionStorage but the profile does not, so it is loaded once here; an expired session signs out
 * (the adapter clears it).
 */
export function usePlayer() {
  const host = useHost();
  const sessionId = useAtomValue(sessionIdAtom);
  const [profile, setProfile] = useAtom(profileAtom);
  const version = useScopeVersion('profile');
  const seen = useRef(version);

  useEffect(() => {
    const stale = seen.current !== version;
    seen.current = version;
    if (!sessionId || (profile && !stale)) return;
    profileLoad ??= host
      .getPlatform()
      .then((platform) => platform.getProfile())
      .then(setProfile)
      .catch((error: unknown) => console.warn('[casino-elements] could not load the profile', error))
      .finally(() => {
        profileLoad = null;
      });
  }, [host, sessionId, profile, setProfile, version]);

  return { sessionId, signedIn: Boolean(sessionId), profile };
}
