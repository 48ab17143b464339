// The realtime platform's casino procedures: the game list and a game's launch address (reference: realtime
// `/casino#getLaunchUrl` with slug or tableId, realMoney, culture). They answer through the REST platform's
// handlers, as the rest of the router does; `/casino#getGames` is the sandbox's stand-in for the provider
// framework's games list (title, gameId, play modes, the childish flag).
import { type Answer, type CallContext, WampError, callRest, requirePlayer, stringArg } from '../wamp/call.ts';
import { Errors } from '../wamp/protocol.ts';
import { SANDBOX_GAMES, findGame } from './catalogue.ts';

function getGames(): Answer {
  return { kwargs: { games: SANDBOX_GAMES.map((entry) => ({ gameId: entry.id, slug: entry.slug, title: entry.name, hasFunMode: entry.demo, isChildish: entry.childish, tableIds: entry.tables.map((table) => table.id) })) } };
}

async function getLaunchUrl(ctx: CallContext): Promise<Answer> {
  const tableId = stringArg(ctx.kwargs, 'tableId');
  const slug = stringArg(ctx.kwargs, 'slug') || (tableId ? (SANDBOX_GAMES.find((entry) => entry.tables.some((table) => table.id === tableId))?.slug ?? '') : '');
  const entry = findGame(slug);
  if (!entry) throw new WampError(Errors.invalidArgument, `No game '${slug}'.`, 'GameNotFound');
  const realMoney = ctx.kwargs.realMoney !== false;
  const body = await callRest(ctx, 'GET', `/casino/gameinfo/${encodeURIComponent(entry.id)}`, { query: { mode: realMoney ? 'm' : 'd' } });
  const info = (body as { GameInfo?: { LaunchUrl?: string } }).GameInfo;
  const query = new URLSearchParams({ mode: realMoney ? 'm' : 'd', ...(tableId ? { tableId } : {}) });
  return { kwargs: { url: `${info?.LaunchUrl ?? ''}?${query}` } };
}

// Tournaments: the REST platform's opt-in and leaderboards in the router's words (camelCase kwargs and answers);
// a refusal carries the REST code word (OptinNotRequired, AlreadyOptin, OptinNotAllowed, TournamentNotFound).

interface RestLeaderboard {
  Id: string;
  Name?: string;
  StartDate: string;
  EndDate: string;
  IsEnabled: boolean;
  IsOptIn: boolean;
  PlayerCount: number;
  Players: { Position: number; Points: number; FirstName?: string; LastName?: string; Nickname?: string; RoundsPlayed?: number }[];
}

function leaderboardAnswer(body: unknown): Answer {
  const board = body as RestLeaderboard;
  return {
    kwargs: {
      id: board.Id,
      name: board.Name,
      startDate: board.StartDate,
      endDate: board.EndDate,
      isEnabled: board.IsEnabled,
      isOptIn: board.IsOptIn,
      playerCount: board.PlayerCount,
      players: board.Players.map((row) => ({ position: row.Position, points: row.Points, firstName: row.FirstName, lastName: row.LastName, nickname: row.Nickname, roundsPlayed: row.RoundsPlayed })),
    },
  };
}

const wholeArg = (kwargs: CallContext['kwargs'], name: string): number | undefined => (typeof kwargs[name] === 'number' ? kwargs[name] : undefined);

/** `/casino/tournament#optIn` {tournamentId}: the signed-in player joins. */
async function tournamentOptIn(ctx: CallContext): Promise<Answer> {
  const player = requirePlayer(ctx);
  await callRest(ctx, 'POST', '/player/tournament-opt-in', { body: { PlayerId: player.id, TournamentIdentifier: stringArg(ctx.kwargs, 'tournamentId') } });
  return { kwargs: {} };
}

/** `/casino/tournament#getLeaderboard` {tournamentId, offset?, limit?}. */
async function tournamentLeaderboard(ctx: CallContext): Promise<Answer> {
  requirePlayer(ctx);
  const query = { TournamentIdentifier: stringArg(ctx.kwargs, 'tournamentId'), Offset: wholeArg(ctx.kwargs, 'offset'), Limit: wholeArg(ctx.kwargs, 'limit') };
  return leaderboardAnswer(await callRest(ctx, 'GET', '/casinotournament/leaderboard', { query }));
}

/** `/casino/tournament#getRelativeLeaderboard` {tournamentId, limit?}: the rows around the signed-in player. */
async function tournamentRelativeLeaderboard(ctx: CallContext): Promise<Answer> {
  const player = requirePlayer(ctx);
  const query = { tournamentIdentifier: stringArg(ctx.kwargs, 'tournamentId'), playerId: player.id, limit: wholeArg(ctx.kwargs, 'limit') };
  return leaderboardAnswer(await callRest(ctx, 'GET', '/casinotournament/leaderboard-relative', { query }));
}

export const GAME_PROCEDURES = {
  '/casino#getGames': getGames,
  '/casino#getLaunchUrl': getLaunchUrl,
  '/casino/tournament#optIn': tournamentOptIn,
  '/casino/tournament#getLeaderboard': tournamentLeaderboard,
  '/casino/tournament#getRelativeLeaderboard': tournamentRelativeLeaderboard,
};
