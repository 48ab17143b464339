import type { Platform } from '../../adapters/contract.ts';
import { registry } from './platform-access.ts';

// The page's platform once built: what a first render, or an opener, can tell at once from it (its capabilities).
let atHand: { built: Promise<Platform>; platform?: Platform } | null = null;

/** The registry's current platform when it is built and ready; null while it is being built (or none is). */
export function platformAtHand(): Platform | null {
  const built = registry.platform;
  if (!built) return null;
  if (atHand?.built !== built) {
    const watched: { built: Promise<Platform>; platform?: Platform } = { built };
    atHand = watched;
    built.then(
      (platform) => {
        watched.platform = platform;
      },
      () => undefined,
    );
  }
  return atHand.platform ?? null;
}
