import type { Profile } from '../../adapters/contract.ts';
import { useHost } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { useQuery, type Query } from '../toolkit/query/index.ts';
import { readCurrentTerms, type CurrentTerms } from './terms-read.ts';

export type { CurrentTerms } from './terms-read.ts';

/** The current terms in the widget's language: one read shared by the terms widget and every check of them. */
export function useCurrentTerms(options: { enabled?: boolean } = {}): Query<CurrentTerms> {
  const host = useHost();
  return useQuery(['terms', host.locale], (platform) => readCurrentTerms(platform, host.locale), options);
}

/** Whether a player who accepted `profile`'s version must accept `current` before going on (spec 000 §4). */
export function termsBehind(profile: Pick<Profile, 'acceptedTermsVersion'>, current: CurrentTerms): boolean {
  if (!current.canAccept || !current.terms || profile.acceptedTermsVersion === undefined) return false;
  return current.terms.version > profile.acceptedTermsVersion;
}

export type TermsToAccept = 'unknown' | 'required' | 'accepted';

/**
 * Whether the signed-in player still has terms to accept: 'required' until the platform records the current
 * version as accepted; 'unknown' while the profile or the terms load. Nobody signed in has nothing to accept
 * (nor does a check that is not enabled).
 * A failed read does not lock the player out: the platform checks again when it matters.
 */
export function useTermsToAccept(options: { enabled?: boolean } = {}): TermsToAccept {
  const { signedIn, profile } = usePlayer();
  const enabled = signedIn && (options.enabled ?? true);
  const current = useCurrentTerms({ enabled });
  if (!enabled) return 'accepted';
  if (current.status === 'failed') return 'accepted';
  if (!profile || !current.data) return 'unknown';
  return termsBehind(profile, current.data) ? 'required' : 'accepted';
}
