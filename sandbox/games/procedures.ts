// The realtime platform's casino procedures: the game list and a game's launch address (reference: realtime
// `/casino#getLaunchUrl` with slug or tableId, realMoney, culture). They answer through the REST platform's
// handlers, as the rest of the router does; `/casino#getGames` is the sandbox's stand-in for the provider
// framework's games list (title, gameId, play modes, the childish flag).
import { type Answer, type CallContext, WampError, callRest, stringArg } from '../wamp/call.ts';
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

export const GAME_PROCEDURES = {
  '/casino#getGames': getGames,
  '/casino#getLaunchUrl': getLaunchUrl,
};
