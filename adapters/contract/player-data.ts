// Part of the platform contract (adapters/contract.ts, its one entry): what a platform keeps about the player beyond
// the profile (lifetime figures, the operator's own properties) and the single sign-on tokens and exchange rates a
// page may ask for (through window.casino: no widget needs them).

/** The player's lifetime figures (REST `/player/lifetime-stats`). */
export interface LifetimeStats {
  /** Net gaming revenue over the player's lifetime, in the player's currency (wagers less wins and bonuses). */
  netGamingRevenue: number;
}

/** The value types of a player property (the REST platform's PlayerProperty Type). */
export type PlayerPropertyType = 'text' | 'number' | 'date-time' | 'date' | 'time' | 'odds-format';

/** One of the operator's own key-value records on the player (odds format, preferences...). */
export interface PlayerProperty {
  name: string;
  type: PlayerPropertyType;
  /** As the platform stores it: a string whatever the type (a number as its digits, a date as ISO 8601). */
  value: string;
}

/** Exchange rates: how many units of each currency make one unit of the platform's base currency (EUR 1). */
export type ExchangeRates = Readonly<Record<string, number>>;

/** The player's lifetime figures, properties, SSO tokens and exchange rates (area player). Operations a platform lacks are absent. */
export interface PlayerDataOperations {
  /** The signed-in player's lifetime figures. */
  getLifetimeStats?(): Promise<LifetimeStats>;
  /**
   * A single sign-on token for the signed-in player, for a partner's product (a sportsbook, a game provider), valid
   * a short time (at least five minutes). `type` is the platform's token type, when it has several.
   */
  createSsoToken?(type?: string): Promise<string>;
  /** Exchange rates of the platform's currencies. */
  getExchangeRates?(): Promise<ExchangeRates>;
  /** The signed-in player's properties. */
  getPlayerProperties?(): Promise<readonly PlayerProperty[]>;
  /** Adds or replaces the named properties of the signed-in player (a write). */
  setPlayerProperties?(properties: readonly PlayerProperty[]): Promise<void>;
}
