import { useAtomValue, type createStore } from 'jotai';
import type { Platform, Profile } from '../../../adapters/contract.ts';
import { primeQuery, useQuery, type Query } from '../query/index.ts';
import { PROFILE_KEY, sessionIdAtom } from './atoms.ts';
import { useReadFailure } from './read-failure.ts';

type Store = ReturnType<typeof createStore>;

/**
 * The signed-in player's profile (read.ts readProfile), its module fetched with the read: it is the platform kit's,
 * which the adapter has brought by the time a platform reads, and which a sign-in's first render does not load.
 */
export function loadProfile(platform: Platform): Promise<Profile> {
  return import('./read.ts').then((read) => read.readProfile(platform));
}

/**
 * Starts loading the profile into the page's store as soon as the store exists (a page loaded with a
 * session), beside the first widget's render rather than after it: a widget that shows the player would
 * otherwise ask only from its first render's effect. usePlayer then finds the load under way. `read` may
 * hand over the read the page started even earlier (Registry.earlyReads).
 */
export function preloadProfile(store: Store, read: () => Promise<Profile>): void {
  if (store.get(sessionIdAtom)) primeQuery(store, PROFILE_KEY, read());
}

/**
 * The signed-in player's profile as a query: one read for the page, again after 'profile' is invalidated (a
 * profile edit); a failure is told as casino-error. A widget mounting after a failure asks again.
 */
export function useProfile(): Query<Profile> {
  const signedIn = Boolean(useAtomValue(sessionIdAtom));
  const query = useQuery(PROFILE_KEY, loadProfile, { enabled: signedIn, retryOnMount: true });
  useReadFailure(query, 'profile');
  return query;
}

/**
 * The signed-in player: the session id and the profile. After a reload the session comes back from
 * sessionStorage but the profile does not, so it is loaded once here; an expired session signs out
 * (the adapter clears it).
 */
export function usePlayer() {
  const sessionId = useAtomValue(sessionIdAtom);
  const profile = useProfile().data ?? null;
  return { sessionId, signedIn: Boolean(sessionId), profile };
}
