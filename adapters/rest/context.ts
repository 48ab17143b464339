import type { PlatformContext, RestPlatformConfig } from '../contract.ts';
import type { RestHttp } from './http.ts';

/** What every REST operation gets: the adapter's context, its one HTTP client and its memory. */
export interface RestContext {
  readonly context: PlatformContext<RestPlatformConfig>;
  readonly http: RestHttp;
  /**
   * The player's currency and id for the session they were read in: /wallets answers every currency, and
   * picking the player's one should not cost a user-info call on every balance refresh; nor should the
   * cashier's set-up, which names both, wait for one more round trip before its frame.
   */
  playerCurrency: { sessionId: string; currency: string; userId: string } | null;
  /** The /player/user-info read on its way, and the session it was asked with (see playerIdentity). */
  playerRead: { sessionId: string; result: Promise<{ readonly Id: string | number; readonly Currency?: string | null }> } | null;
}
