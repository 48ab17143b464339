import { OPENS_OWN_VIEWS, type Platform } from '../../../adapters/contract.ts';
import { useHost } from '../host/index.ts';
import { useQuery } from '../query/index.ts';

/** Whether the page's platform opens its own view instead of this widget's form: null while that is not known yet. */
export function useProviderView(served: 'passwordSignIn' | 'signUp' | 'cashier' | 'profileEditing'): boolean | null {
  const host = useHost();
  // Only a platform known to open its own views loads its adapter to ask (OPENS_OWN_VIEWS).
  const possible = Object.hasOwn(OPENS_OWN_VIEWS, host.platformName ?? '') && OPENS_OWN_VIEWS[host.platformName as keyof typeof OPENS_OWN_VIEWS];
  const read = (platform: Platform) => platform.capabilities.providerViews && typeof platform.openProviderView === 'function' && platform.capabilities[served] !== true;
  const reading = useQuery(['capabilities', 'provider-view', served], (platform) => Promise.resolve(read(platform)), { enabled: possible });
  if (!possible) return false;
  const atHand = host.platformAtHand();
  if (atHand) return read(atHand);
  return reading.status === 'loaded' ? reading.data === true : reading.status === 'failed' ? false : null;
}
