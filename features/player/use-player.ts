import { useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useHost } from '../host/index.ts';
import { useScopeVersion } from '../query/index.ts';
import { profileAtom, sessionIdAtom } from './atoms.ts';

// One load at a time for the whole page: several elements mounting together ask once.
let profileLoad: Promise<unknown> | null = null;

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
