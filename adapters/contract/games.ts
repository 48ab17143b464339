// Part of the platform contract (adapters/contract.ts, its one entry): Games, favourites, jackpots and tournaments.

export interface Game {
  gameId: string;
  /** The provider's slug, where it launches by it. */
  identifier?: string;
  title: string;
  /** Has a demo (fun) mode. */
  demo: boolean;
  /** The provider flags it as appealing to children. */
  childish: boolean;
  tableIds?: readonly string[];
}

export type PlayMode = 'real' | 'demo';

export interface GameLaunchRequest {
  gameId: string;
  identifier?: string;
  mode: PlayMode;
  tableId?: string;
}

/** A game opens either at a URL the widget frames, or inside the provider's own framework. */
export type GameLaunch = { kind: 'url'; url: string } | { kind: 'provider' };

export interface Favourite {
  gameId: string;
  tableIds: readonly string[];
}

export interface Jackpot {
  id: string;
  name: string;
  amount: number;
  currency: string;
  gameIds: readonly string[];
}

export interface LeaderboardPlayer {
  firstName: string;
  lastName: string;
  position: number;
  points: number;
}

export interface TournamentLeaderboard {
  startDate: string;
  endDate: string;
  canJoin: boolean;
  /** Players take part only once they opt in (else every player's play counts and there is nothing to join). */
  optIn: boolean;
  players: readonly LeaderboardPlayer[];
}

/** Games, favourites, jackpots and tournaments (areas game and tournament). Operations a platform lacks are absent. */
export interface GameOperations {
  getGames?(): Promise<readonly Game[]>;
  launchGame?(request: GameLaunchRequest): Promise<GameLaunch>;
  /** Tells the provider the game overlay closed. */
  closeGame?(): Promise<void>;
  getFavourites?(): Promise<readonly Favourite[]>;
  addFavourite?(gameId: string, tableId?: string): Promise<void>;
  removeFavourite?(gameId: string, tableId?: string): Promise<void>;
  getLastPlayedGames?(limit?: number): Promise<readonly Game[]>;
  setLastPlayedGame?(gameId: string, tableId?: string): Promise<void>;
  /**
   * The jackpots, in `currency` where the platform converts (the page's or the player's; by default the signed-in
   * player's where known): each row says the currency it is in, whatever was asked.
   */
  getJackpots?(input?: { currency?: string }): Promise<readonly Jackpot[]>;
  /** The jackpots summed in one currency (as getJackpots). */
  getTotalJackpot?(input?: { currency?: string }): Promise<{ amount: number; currency: string }>;
  /** Opts the player in to a tournament. */
  joinTournament?(tournamentId: string): Promise<void>;
  getLeaderboard?(input: { tournamentId: string; offset?: number; limit?: number }): Promise<TournamentLeaderboard>;
  /** The part of the leaderboard around the signed-in player. */
  getRelativeLeaderboard?(input: { tournamentId: string; limit?: number }): Promise<TournamentLeaderboard>;
}
