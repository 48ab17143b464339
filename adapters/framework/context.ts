import type { FrameworkPlatformConfig, Game, PlatformContext, SessionChange } from '../contract.ts';
import type { HttpClient } from '../http-client.ts';
import type { ProviderFramework } from './provider.ts';

/** What every operation of the framework adapter gets: its context, the provider once started, and its memory. */
export interface Fw {
  readonly context: PlatformContext<FrameworkPlatformConfig>;
  /** The provider's own services beside its script (footer icons, info pages), at the provider's host. */
  readonly http: HttpClient | null;
  /** Where the provider's script defines its global (the page's window; a test's own object). */
  readonly scope: object;
  /** The provider loaded, initialised and ready; null until first asked, again after a failed start. */
  started: Promise<ProviderFramework> | null;
  /** The player the provider last named (its ready or signed-in update). */
  playerId: string | undefined;
  /** Resolves the wait for the provider's `ready`. */
  markReady: (() => void) | null;
  /** The provider's latest games list, and who waits for the first one. */
  games: readonly Game[] | null;
  readonly gameWaiters: Set<(games: readonly Game[]) => void>;
  readonly sessionListeners: Set<(change: SessionChange) => void>;
}
