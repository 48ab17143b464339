import type { PlatformContext, RestPlatformConfig } from '../contract.ts';
import type { RestHttp } from './http.ts';

/** What every REST operation gets: the adapter's context, its one HTTP client and its memory. */
export interface RestContext {
  readonly context: PlatformContext<RestPlatformConfig>;
  readonly http: RestHttp;
  /**
   * The player's currency for the session it was read in: /wallets answers every currency, and
   * picking the player's one should not cost a user-info call on every balance refresh.
   */
  playerCurrency: { sessionId: string; currency: string } | null;
}
