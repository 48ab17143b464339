// The REST platform's game floor (spec 002 §7.4; shapes from shared/reference/rest-platform.md): the game list,
// launching, favourites, last played, jackpots and tournaments. Every call goes through the one HTTP client and so
// the one call policy (writes carry an Idempotency-Key and are never retried).
import * as v from 'valibot';
import type { Favourite, Game, GameLaunch, GameLaunchRequest, Jackpot, LeaderboardPlayer, TournamentLeaderboard } from '../contract.ts';
import { sessionExpiredError, unknownError } from '../errors.ts';
import { PLAY_MODE_LETTERS, launchAddress } from '../play-modes.ts';
import type { RestContext } from './context.ts';
import { fetchPlayerInfo } from './player.ts';
import { flag, id, numeric, optionalFlag, text } from './scalars.ts';

/** spec 002 §9: the last-played list and the leaderboard show ten unless told. */
export const DEFAULT_LAST_PLAYED_LIMIT = 10;
export const DEFAULT_LEADERBOARD_LIMIT = 10;

// --- Schemas ---------------------------------------------------------------------------------------------------

const Table = v.object({ TableId: id, ExternalTableId: text, Name: text });

/** CasinoGame: Id, Platform, Rtp, JackpotPercentageCont; Name, Category, Provider, ExternalId, Tables, LinkedGames. */
export const CasinoGame = v.object({
  Id: id,
  Platform: text,
  Rtp: v.optional(v.nullable(numeric)),
  JackpotPercentageCont: v.optional(v.nullable(numeric)),
  Name: text,
  Category: text,
  Provider: text,
  ExternalId: text,
  Tables: v.optional(v.nullable(v.array(Table))),
  LinkedGames: v.optional(v.nullable(v.array(v.unknown()))),
  /** Not in the public client's type: where a platform sends them, the game's demo and children flags. */
  HasFunMode: optionalFlag,
  IsChildish: optionalFlag,
});

const GameInfoAnswer = v.object({
  StaticContentServerInfo: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  GameInfo: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

const JackpotRow = v.object({ Id: id, Name: text, GameIds: v.optional(v.nullable(v.array(id))), Amount: numeric, Currency: v.string(), Provider: text });

const LeaderboardRow = v.object({
  Position: numeric,
  Points: numeric,
  FirstName: text,
  LastName: text,
  Nickname: text,
  RoundsPlayed: v.optional(v.nullable(numeric)),
  MayParticipate: optionalFlag,
  Joined: optionalFlag,
});

/** TournamentLeaderboard: Id, StartDate, EndDate, IsEnabled, MinRounds, IsOptIn, PlayerCount, Players[], Prizes[]. */
export const Leaderboard = v.object({
  Id: id,
  StartDate: v.string(),
  EndDate: v.string(),
  IsEnabled: flag,
  MinRounds: v.optional(v.nullable(numeric)),
  IsOptIn: flag,
  PlayerCount: v.optional(v.nullable(numeric)),
  Players: v.optional(v.nullable(v.array(LeaderboardRow)), []),
  Prizes: v.optional(v.nullable(v.array(v.unknown()))),
});

// --- Mappings --------------------------------------------------------------------------------------------------

export function toGame(row: v.InferOutput<typeof CasinoGame>): Game {
  const tables = (row.Tables ?? []).map((table) => String(table.TableId));
  return {
    gameId: String(row.Id),
    ...(row.ExternalId ? { identifier: row.ExternalId } : {}),
    title: row.Name ?? String(row.Id),
    demo: row.HasFunMode ?? false,
    childish: row.IsChildish ?? false,
    ...(tables.length > 0 ? { tableIds: tables } : {}),
  };
}

export function toJackpot(row: v.InferOutput<typeof JackpotRow>): Jackpot {
  return { id: String(row.Id), name: row.Name ?? String(row.Id), amount: row.Amount, currency: row.Currency, gameIds: (row.GameIds ?? []).map(String) };
}

function toPlayer(row: v.InferOutput<typeof LeaderboardRow>): LeaderboardPlayer {
  return { firstName: row.FirstName ?? row.Nickname ?? '', lastName: row.LastName ?? '', position: row.Position, points: row.Points };
}

/** The player can join while the tournament is enabled, asks for an opt-in and has not ended. */
export function toLeaderboard(row: v.InferOutput<typeof Leaderboard>, nowMs: number): TournamentLeaderboard {
  const ends = Date.parse(row.EndDate);
  return {
    startDate: row.StartDate,
    endDate: row.EndDate,
    canJoin: row.IsEnabled && row.IsOptIn && !(ends <= nowMs),
    optIn: row.IsOptIn,
    players: (row.Players ?? []).map(toPlayer),
  };
}

// --- Operations ------------------------------------------------------------------------------------------------

export async function getGames(rest: RestContext): Promise<readonly Game[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getGames', path: '/casino' }, v.array(CasinoGame));
  return rows.map(toGame);
}

/**
 * GET /casino/gameinfo/{id}: the page's address in `GameInfo.LaunchUrl`, with the provider's mode letter. Real play
 * needs the session (refused before any request when there is none); a demo goes without one.
 */
export async function launchGame(rest: RestContext, request: GameLaunchRequest): Promise<GameLaunch> {
  const signedIn = rest.context.session.get() !== null;
  if (request.mode === 'real' && !signedIn) throw sessionExpiredError('game', { message: 'Real play needs a signed-in player.' });
  const answer = await rest.http.json(
    {
      method: 'GET',
      operation: 'launchGame',
      path: `/casino/gameinfo/${encodeURIComponent(request.gameId)}`,
      query: { mode: PLAY_MODE_LETTERS[request.mode], tableId: request.tableId },
      ...(signedIn ? { session: true as const } : {}),
    },
    GameInfoAnswer,
  );
  const base = answer.GameInfo?.LaunchUrl;
  const url = typeof base === 'string' ? launchAddress(base, request.mode, request.tableId) : null;
  if (!url) throw unknownError('game', { message: 'GET /casino/gameinfo: no launch address the page can frame.' });
  return { kind: 'url', url };
}

export async function getFavourites(rest: RestContext): Promise<readonly Favourite[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getFavourites', path: '/casino/favorites', session: true }, v.array(CasinoGame));
  // The list names games, not which of their tables the player marked.
  return rows.map((row) => ({ gameId: String(row.Id), tableIds: [] }));
}

export async function setFavourite(rest: RestContext, on: boolean, gameId: string, tableId?: string): Promise<void> {
  await rest.http.json(
    { method: 'POST', operation: on ? 'addFavourite' : 'removeFavourite', path: `/casino/${on ? 'set' : 'remove'}-favorite/${encodeURIComponent(gameId)}`, query: { tableId }, session: true },
    v.optional(v.nullable(v.unknown())),
  );
}

export async function getLastPlayedGames(rest: RestContext, limit = DEFAULT_LAST_PLAYED_LIMIT): Promise<readonly Game[]> {
  const rows = await rest.http.json(
    { method: 'GET', operation: 'getLastPlayedGames', path: '/casino/last-played-games', query: { max: limit, offset: 0 }, session: true },
    v.array(CasinoGame),
  );
  return rows.map(toGame);
}

export async function setLastPlayedGame(rest: RestContext, gameId: string, tableId?: string): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'setLastPlayedGame', path: '/casino/set-last-played-game', query: { gameId, tableId }, session: true });
}

/** The signed-in player's currency, when this session has read it: jackpots are shown in it. */
function knownCurrency(rest: RestContext): string | undefined {
  const known = rest.playerCurrency;
  return known && known.sessionId === rest.context.session.get() ? known.currency : undefined;
}

/** GET /event-feed/jackpots, in the player's currency when known (the platform's own otherwise). */
export async function getJackpots(rest: RestContext, currency = knownCurrency(rest)): Promise<readonly Jackpot[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getJackpots', path: '/event-feed/jackpots', query: { currency } }, v.array(JackpotRow));
  return rows.map(toJackpot);
}

/** The jackpots summed in one currency (the first one's, where a platform mixes them the others are left out). */
export async function getTotalJackpot(rest: RestContext, currency = knownCurrency(rest)): Promise<{ amount: number; currency: string }> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getTotalJackpot', path: '/event-feed/jackpots', query: { currency } }, v.array(JackpotRow));
  const code = currency ?? rows[0]?.Currency ?? '';
  const amount = rows.filter((row) => row.Currency === code).reduce((sum, row) => sum + row.Amount, 0);
  return { amount: Math.round(amount * 100) / 100, currency: code };
}

async function playerId(rest: RestContext): Promise<string> {
  if (!rest.context.session.get()) throw sessionExpiredError('tournament', { message: 'No session: the player is not signed in.' });
  const { info } = await fetchPlayerInfo(rest);
  return String(info.Id);
}

export async function joinTournament(rest: RestContext, tournamentId: string): Promise<void> {
  const PlayerId = await playerId(rest);
  await rest.http.send({ method: 'POST', operation: 'joinTournament', path: '/player/tournament-opt-in', body: { PlayerId, TournamentIdentifier: tournamentId }, session: true });
}

export async function getLeaderboard(rest: RestContext, input: { tournamentId: string; offset?: number; limit?: number }): Promise<TournamentLeaderboard> {
  const row = await rest.http.json(
    {
      method: 'GET',
      operation: 'getLeaderboard',
      path: '/casinotournament/leaderboard',
      query: { TournamentIdentifier: input.tournamentId, Offset: input.offset ?? 0, Limit: input.limit ?? DEFAULT_LEADERBOARD_LIMIT },
      session: true,
    },
    Leaderboard,
  );
  return toLeaderboard(row, Date.now());
}

export async function getRelativeLeaderboard(rest: RestContext, input: { tournamentId: string; limit?: number }): Promise<TournamentLeaderboard> {
  const id = await playerId(rest);
  const row = await rest.http.json(
    {
      method: 'GET',
      operation: 'getRelativeLeaderboard',
      path: '/casinotournament/leaderboard-relative',
      query: { tournamentIdentifier: input.tournamentId, playerId: id, limit: input.limit ?? DEFAULT_LEADERBOARD_LIMIT },
      session: true,
    },
    Leaderboard,
  );
  return toLeaderboard(row, Date.now());
}
