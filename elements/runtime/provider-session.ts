import type { Platform, Unsubscribe } from '../../adapters/contract.ts';
import { emitCasinoEvent } from '../../features/toolkit/events/index.ts';

/**
 * A sign-in or sign-out made in the provider's own view, told to the page as from a form: casino-signed-in (the
 * adapter has started the session), and casino-signed-out with the player's own reason (`endSession` ends it on the
 * page and in the other tabs first). The page's session comes in as `signedIn`: this chunk loads on demand and
 * imports nothing of the runtime back.
 */
export function followProviderSession(platform: Platform, { signedIn, endSession }: { signedIn: () => boolean; endSession: () => void }): Unsubscribe | undefined {
  return platform.onSessionChange?.((change) => {
    if (typeof document === 'undefined') return;
    if (change.signedIn && change.reason === 'signed-in' && signedIn()) {
      emitCasinoEvent(document, 'casino-signed-in', { userId: change.userId ?? '' });
    } else if (!change.signedIn && change.reason === 'signed-out' && signedIn()) {
      endSession();
      emitCasinoEvent(document, 'casino-signed-out', { reason: 'player' });
    }
  });
}
