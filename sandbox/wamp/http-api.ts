// The realtime platform's HTTP API beside the router (the element's `api-url`; spec 002 section 7.3):
// jackpots, and a player's favourite games with the router's session id in `X-SessionId`. Favourites are
// kept per state (a reset forgets them); the jackpots are a fixed seed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, isRecord, readJsonBody, sendEmpty, sendError, sendJson } from '../http.ts';
import type { SandboxState } from '../state.ts';
import type { SandboxWorld } from '../world.ts';
import { jackpotsIn } from '../games/jackpots.ts';
import { findGame } from '../games/catalogue.ts';
import { LAST_PLAYED_KEPT, gameFloor, recordPlayed } from '../games/state.ts';

export const HTTP_API_PREFIX = '/v1';
export const SESSION_ID_HEADER = 'x-sessionid';


/** playerId -> gameId -> the tables of that game the player marked (empty: the game itself). */
type Favourites = Map<number, Map<string, Set<string>>>;
const favouritesOf = new WeakMap<SandboxState, Favourites>();

/** The favourites of every player (the REST platform's casino endpoints share them: one sandbox casino). */
export function favourites(state: SandboxState): Favourites {
  let found = favouritesOf.get(state);
  if (!found) {
    found = new Map();
    favouritesOf.set(state, found);
  }
  return found;
}

function jackpots(world: SandboxWorld, url: URL) {
  // `expand=game` names the games in full; without it, by id only. `currency` converts at the sandbox's rates.
  const expand = (url.searchParams.get('expand') ?? '').split(',').includes('game');
  const items = jackpotsIn(world.state, world.clock.nowMs(), url.searchParams.get('currency')).map((row) => ({ ...row, games: row.games.map((game) => (expand ? { ...game } : { id: game.id })) }));
  return { count: items.length, total: items.length, items };
}

/** The player a `/v1/player/{userId}/...` request may act for: the session's, and only that one. */
function requirePlayer(world: SandboxWorld, req: IncomingMessage, userId: string): number {
  const header = req.headers[SESSION_ID_HEADER];
  const sessionId = Array.isArray(header) ? header[0] : header;
  const session = sessionId ? world.state.sessions.get(sessionId) : undefined;
  if (!session) throw new ApiError(401, 'SessionExpired', 'The session is missing or has expired.');
  if (String(session.playerId) !== userId) throw new ApiError(403, 'Forbidden', 'The session belongs to another player.');
  return session.playerId;
}

function favouriteList(world: SandboxWorld, playerId: number) {
  const games = favourites(world.state).get(playerId) ?? new Map<string, Set<string>>();
  const items = [...games].map(([gameId, tables]) => ({ id: gameId, gameId, tableIds: [...tables] }));
  return { count: items.length, items };
}

/** PUT `{ items: [{ gameId (or id), tableId? }] }` adds them. */
function addFavourites(world: SandboxWorld, playerId: number, body: unknown): void {
  const items = isRecord(body) && Array.isArray(body.items) ? body.items : null;
  if (!items || items.length === 0) throw new ApiError(400, 'InvalidField', 'Send { items: [{ gameId, tableId? }] }.', { Field: 'items' });
  const table = favourites(world.state);
  const games = table.get(playerId) ?? new Map<string, Set<string>>();
  for (const item of items) {
    const gameId = isRecord(item) ? (item.gameId ?? item.id) : undefined;
    const tableId = isRecord(item) ? item.tableId : undefined;
    if (typeof gameId !== 'string' || gameId === '' || (tableId !== undefined && typeof tableId !== 'string')) {
      throw new ApiError(400, 'InvalidField', 'Each item needs a gameId (and a tableId, when given, as text).', { Field: 'items' });
    }
    const tables = games.get(gameId) ?? new Set<string>();
    if (tableId) tables.add(tableId);
    games.set(gameId, tables);
  }
  table.set(playerId, games);
}

/** DELETE `/favorites/{gameId}` drops the game, or with `?tableId=` one table of it. */
function removeFavourite(world: SandboxWorld, playerId: number, gameId: string, tableId: string | null): void {
  const games = favourites(world.state).get(playerId);
  const tables = games?.get(gameId);
  if (!games || !tables) throw new ApiError(404, 'NotFound', 'No such favourite.');
  if (tableId) {
    tables.delete(tableId);
    if (tables.size > 0) return;
  }
  games.delete(gameId);
}

/**
 * GET `/v1/player/{userId}/last-played?limit=` (10 when absent): the games the player launched, newest first, each
 * once; shared with the REST platform's `/casino/last-played-games` (one sandbox casino). Not in the reference:
 * the sandbox's shape for the platform's recently played games, beside its favourites.
 */
function lastPlayedList(world: SandboxWorld, playerId: number, limit: string | null) {
  const max = limit === null ? LAST_PLAYED_KEPT : Number(limit);
  if (!Number.isInteger(max) || max < 0) throw new ApiError(400, 'InvalidField', 'limit is a whole number.', { Field: 'limit' });
  const ids = gameFloor(world.state, world.clock.nowMs()).lastPlayed.get(playerId) ?? [];
  const items = ids.slice(0, max).flatMap((id) => {
    const entry = findGame(id);
    return entry ? [{ id: entry.id, gameId: entry.id, slug: entry.slug, title: entry.name, hasFunMode: entry.demo, isChildish: entry.childish }] : [];
  });
  return { count: items.length, items };
}

/** PUT `{ gameId }` puts the game first. */
function recordLastPlayed(world: SandboxWorld, playerId: number, body: unknown): void {
  const gameId = isRecord(body) ? body.gameId : undefined;
  const entry = typeof gameId === 'string' ? findGame(gameId) : undefined;
  if (!entry) throw new ApiError(400, 'InvalidField', 'Send { gameId } of a game of the catalogue.', { Field: 'gameId' });
  recordPlayed(gameFloor(world.state, world.clock.nowMs()), playerId, entry.id);
}

export async function handleHttpApi(world: SandboxWorld, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const parts = url.pathname.replace(/\/+$/, '').split('/').slice(1).map(decodeURIComponent);
  try {
    if (parts.join('/').toLowerCase() === 'v1/casino/jackpots') {
      if (method !== 'GET') throw new ApiError(405, 'MethodNotAllowed', 'Use GET.', undefined, { Allow: 'GET' });
      return sendJson(res, 200, jackpots(world, url));
    }
    if (parts.length === 4 && parts[0] === 'v1' && parts[1] === 'player' && parts[3] === 'last-played') {
      const playerId = requirePlayer(world, req, parts[2] ?? '');
      if (method === 'GET') return sendJson(res, 200, lastPlayedList(world, playerId, url.searchParams.get('limit')));
      if (method === 'PUT') {
        recordLastPlayed(world, playerId, await readJsonBody(req));
        return sendJson(res, 200, lastPlayedList(world, playerId, null));
      }
      throw new ApiError(405, 'MethodNotAllowed', 'Use GET or PUT.', undefined, { Allow: 'GET, PUT' });
    }
    const [version, player, userId, favorites, gameId, extra] = parts;
    if (version !== 'v1' || player !== 'player' || !userId || favorites !== 'favorites' || extra !== undefined) {
      throw new ApiError(404, 'NotFound', `No such endpoint: ${method} ${url.pathname}.`);
    }
    const playerId = requirePlayer(world, req, userId);
    if (gameId === undefined && method === 'GET') return sendJson(res, 200, favouriteList(world, playerId));
    if (gameId === undefined && method === 'PUT') {
      addFavourites(world, playerId, await readJsonBody(req));
      return sendJson(res, 200, favouriteList(world, playerId));
    }
    if (gameId !== undefined && method === 'DELETE') {
      removeFavourite(world, playerId, gameId, url.searchParams.get('tableId'));
      return sendEmpty(res, 204);
    }
    throw new ApiError(405, 'MethodNotAllowed', 'Use GET or PUT on the list, DELETE on one favourite.', undefined, { Allow: 'GET, PUT, DELETE' });
  } catch (error) {
    if (error instanceof ApiError) sendError(res, error);
    else throw error;
  }
}
