// The REST platform's casino endpoints (spec 002 §7.4; shapes from the reference's public client): the game list,
// favourites, last played, the launch information, jackpots and tournaments.
import { ApiError } from '../http.ts';
import { type ApiContext, type ApiResponse, type SessionContext, ok, queryParam } from '../rest/context.ts';
import { type Route, publicRoute, sessionRoute } from '../rest/router.ts';
import { requireSession } from '../rest/session.ts';
import { favourites } from '../wamp/http-api.ts';
import { type SandboxGame, SANDBOX_GAMES, findGame } from './catalogue.ts';
import { jackpotsIn } from './jackpots.ts';
import { type SandboxTournament, gameFloor, recordPlayed, standings } from './state.ts';

/** Where the game pages are served (the sandbox's games origin), and the launch-failure switch. */
export const DEFAULT_GAMES_URL = 'http://localhost:5200';

/** CasinoGame: Id, Platform, Rtp, JackpotPercentageCont; Name, Category, Provider, ExternalId, Tables, LinkedGames. */
export function casinoGame(entry: SandboxGame) {
  return {
    Id: entry.id,
    Platform: 'desktop',
    Rtp: entry.rtp,
    JackpotPercentageCont: entry.id.includes('fortune') || entry.id === 'hall-of-gods' ? 1 : 0,
    Name: entry.name,
    Category: entry.category,
    Provider: entry.provider,
    ExternalId: entry.slug,
    Tables: entry.tables.map((table) => ({ TableId: table.id, ExternalTableId: `${entry.slug}:${table.id}`, Name: table.name })),
    LinkedGames: [],
    HasFunMode: entry.demo,
    IsChildish: entry.childish,
  };
}

function requireGame(id: string | null | undefined): SandboxGame {
  const found = id ? findGame(id) : undefined;
  if (!found) throw new ApiError(404, 'GameNotFound', `No game '${id ?? ''}'.`);
  return found;
}

function games(): ApiResponse {
  return ok(SANDBOX_GAMES.map(casinoGame));
}

function favouriteGames(ctx: SessionContext): ApiResponse {
  const marked = favourites(ctx.state).get(ctx.player.id) ?? new Map<string, Set<string>>();
  return ok([...marked.keys()].flatMap((id) => {
    const entry = findGame(id);
    return entry ? [casinoGame(entry)] : [];
  }));
}

function setFavourite(ctx: SessionContext): ApiResponse {
  const entry = requireGame(ctx.params.id);
  const table = favourites(ctx.state);
  const marked = table.get(ctx.player.id) ?? new Map<string, Set<string>>();
  const tables = marked.get(entry.id) ?? new Set<string>();
  const tableId = queryParam(ctx.query, 'tableId');
  if (tableId) tables.add(tableId);
  marked.set(entry.id, tables);
  table.set(ctx.player.id, marked);
  return ok(true);
}

function removeFavourite(ctx: SessionContext): ApiResponse {
  const entry = requireGame(ctx.params.id);
  const marked = favourites(ctx.state).get(ctx.player.id);
  const tables = marked?.get(entry.id);
  if (!marked || !tables) return ok(false);
  const tableId = queryParam(ctx.query, 'tableId');
  if (tableId) {
    tables.delete(tableId);
    if (tables.size > 0) return ok(true);
  }
  marked.delete(entry.id);
  return ok(true);
}

function lastPlayed(ctx: SessionContext): ApiResponse {
  const max = Number(queryParam(ctx.query, 'max') ?? 10);
  const offset = Number(queryParam(ctx.query, 'offset') ?? 0);
  if (!Number.isInteger(max) || max < 0 || !Number.isInteger(offset) || offset < 0) throw new ApiError(400, 'InvalidField', 'max and offset are whole numbers.', { Field: 'max' });
  const ids = gameFloor(ctx.state, ctx.clock.nowMs()).lastPlayed.get(ctx.player.id) ?? [];
  return ok(ids.slice(offset, offset + max).map((id) => casinoGame(requireGame(id))));
}

function setLastPlayed(ctx: SessionContext): ApiResponse {
  const entry = requireGame(queryParam(ctx.query, 'gameId'));
  recordPlayed(gameFloor(ctx.state, ctx.clock.nowMs()), ctx.player.id, entry.id);
  return ok();
}

/**
 * GET /casino/gameinfo/{id}: `{StaticContentServerInfo, GameInfo}` (string maps). The sandbox puts the game page's
 * address in `GameInfo.LaunchUrl`; the client adds the provider's mode letter (`mode=m` real, `d` demo). Real
 * play needs the session; a demo needs none but the game must have one.
 */
function gameInfo(ctx: ApiContext): ApiResponse {
  const entry = requireGame(ctx.params.id);
  const mode = queryParam(ctx.query, 'mode') ?? 'm';
  if (mode !== 'm' && mode !== 'd') throw new ApiError(400, 'InvalidField', 'mode is m (real) or d (demo).', { Field: 'mode' });
  if (mode === 'm') requireSession(ctx);
  if (mode === 'd' && !entry.demo) throw new ApiError(400, 'NoFunMode', `${entry.name} has no demo.`);
  const floor = gameFloor(ctx.state, ctx.clock.nowMs());
  if (floor.launchFailure === 'launch-error') throw new ApiError(503, 'GameUnavailable', `${entry.name} cannot be launched now.`);
  const base = ctx.gamesUrl ?? DEFAULT_GAMES_URL;
  return ok({
    StaticContentServerInfo: { Host: base },
    GameInfo: { GameId: entry.id, Name: entry.name, LaunchUrl: `${base}/games/${encodeURIComponent(entry.slug)}`, HasFunMode: String(entry.demo), IsChildish: String(entry.childish) },
  });
}

function jackpots(ctx: ApiContext): ApiResponse {
  return ok(jackpotsIn(ctx.state, ctx.clock.nowMs(), queryParam(ctx.query, 'currency')).map((row) => ({
    Id: row.id,
    Name: row.name,
    GameIds: row.games.map((entry) => entry.id),
    Amount: row.amount,
    Currency: row.currency,
    Provider: 'Sandbox Studios',
  })));
}

function findTournament(ctx: ApiContext, id: string | null): SandboxTournament {
  const found = id ? gameFloor(ctx.state, ctx.clock.nowMs()).tournaments.find((entry) => entry.id === id) : undefined;
  if (!found) throw new ApiError(404, 'TournamentNotFound', 'Tournament not found.');
  return found;
}

/** POST /player/tournament-opt-in {PlayerId, TournamentIdentifier}. */
function optIn(ctx: SessionContext): ApiResponse {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const tournament = findTournament(ctx, typeof body.TournamentIdentifier === 'string' ? body.TournamentIdentifier : null);
  const playerId = body.PlayerId;
  if ((typeof playerId === 'number' || typeof playerId === 'string') && String(playerId) !== String(ctx.player.id)) throw new ApiError(403, 'Forbidden', 'The session belongs to another player.');
  if (!tournament.optIn) throw new ApiError(400, 'OptinNotRequired', 'Optin not required.');
  if (tournament.entries.some((entry) => entry.playerId === ctx.player.id)) throw new ApiError(400, 'AlreadyOptin', 'Already optined in.');
  const now = ctx.clock.nowMs();
  if (now >= tournament.endMs || now < tournament.startMs) throw new ApiError(400, 'OptinNotAllowed', 'Not allowed.');
  tournament.entries.push({ playerId: ctx.player.id, firstName: ctx.player.firstName, lastName: ctx.player.lastName, nickname: ctx.player.username, points: 0, rounds: 0 });
  return ok();
}

function leaderboard(ctx: SessionContext, tournament: SandboxTournament, rows: ReturnType<typeof standings>) {
  const now = ctx.clock.nowMs();
  return {
    Id: tournament.id,
    Name: tournament.name,
    StartDate: new Date(tournament.startMs).toISOString(),
    EndDate: new Date(tournament.endMs).toISOString(),
    IsEnabled: now >= tournament.startMs && now < tournament.endMs,
    MinRounds: 1,
    IsOptIn: tournament.optIn,
    PlayerCount: tournament.entries.length,
    Players: rows.map((row) => ({
      Position: row.position,
      Points: row.points,
      FirstName: row.firstName,
      LastName: row.lastName,
      Nickname: row.nickname,
      TotalWager: row.points * 2,
      TotalWin: row.points,
      RoundsPlayed: row.rounds,
      MayParticipate: true,
      Joined: true,
    })),
    Prizes: [{ Position: 1, Description: '500 free spins' }],
  };
}

function whole(value: string | null, fallback: number, name: string): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 0) throw new ApiError(400, 'InvalidField', `${name} is a whole number.`, { Field: name });
  return number;
}

/** GET /casinotournament/leaderboard?TournamentIdentifier&Offset&Limit. */
function getLeaderboard(ctx: SessionContext): ApiResponse {
  const tournament = findTournament(ctx, queryParam(ctx.query, 'TournamentIdentifier'));
  const offset = whole(queryParam(ctx.query, 'Offset'), 0, 'Offset');
  const limit = whole(queryParam(ctx.query, 'Limit'), 10, 'Limit');
  return ok(leaderboard(ctx, tournament, standings(tournament).slice(offset, offset + limit)));
}

/** GET /casinotournament/leaderboard-relative?tournamentIdentifier&playerId&limit: the rows around the player. */
function getRelativeLeaderboard(ctx: SessionContext): ApiResponse {
  const tournament = findTournament(ctx, queryParam(ctx.query, 'tournamentIdentifier'));
  const limit = Math.max(1, whole(queryParam(ctx.query, 'limit'), 10, 'limit'));
  const rows = standings(tournament);
  const mine = rows.findIndex((row) => row.playerId === ctx.player.id);
  if (mine < 0) return ok(leaderboard(ctx, tournament, []));
  const start = Math.max(0, Math.min(mine - Math.floor(limit / 2), rows.length - limit));
  return ok(leaderboard(ctx, tournament, rows.slice(start, start + limit)));
}

export const GAME_ROUTES: readonly Route[] = [
  publicRoute('GET', '/casino', games),
  sessionRoute('GET', '/casino/favorites', favouriteGames),
  sessionRoute('POST', '/casino/set-favorite/{id}', setFavourite),
  sessionRoute('POST', '/casino/remove-favorite/{id}', removeFavourite),
  sessionRoute('GET', '/casino/last-played-games', lastPlayed),
  sessionRoute('POST', '/casino/set-last-played-game', setLastPlayed),
  publicRoute('GET', '/casino/gameinfo/{id}', gameInfo),
  publicRoute('GET', '/event-feed/jackpots', jackpots),
  sessionRoute('POST', '/player/tournament-opt-in', optIn),
  sessionRoute('GET', '/casinotournament/leaderboard', getLeaderboard),
  sessionRoute('GET', '/casinotournament/leaderboard-relative', getRelativeLeaderboard),
];
