// The realtime platform's HTTP API beside the router (spec 002 §7.3, "HTTP on the first platform"): jackpots,
// and the player's favourite games with the platform session (`/user#getCmsSessionID`) in `X-SessionId`.
import * as v from 'valibot';
import { type ErrorArea, type Favourite, type Game, type Jackpot, type OperationName, type RealtimePlatformConfig, isPlatformError } from '../contract.ts';
import { networkError, platformError, sessionExpiredError, unknownError } from '../errors.ts';
import { OPERATION_AREAS } from '../operations.ts';
import { isWriteOperation } from '../operation-writes.ts';
import { newIdempotencyKey } from '../call-policy.ts';
import type { HttpClient } from '../http-client.ts';
import { id, numeric, text } from '../scalars.ts';
import { REALTIME_ERROR_CODES } from './errors.ts';
import { toGames } from './games.ts';
import type { WampResult } from './connection.ts';

export const SESSION_ID_HEADER = 'X-SessionId';
/** spec 002 §9: the last-played list shows ten unless told. */
export const DEFAULT_LAST_PLAYED_LIMIT = 10;
/** spec 002 §7.3: the games of each jackpot in full, and every jackpot in one page. */
export const JACKPOT_QUERY = 'expand=game&pagination=limit=1000';

/** What the HTTP side needs of the adapter: its configuration, the session, and a WAMP call with its error policy. */
export interface RealtimeHttpHost {
  readonly config: () => RealtimePlatformConfig;
  readonly session: { get(): string | null; set(id: string | null): void };
  readonly call: (operation: OperationName, procedure: string, kwargs?: Record<string, unknown>) => Promise<WampResult>;
}

export interface RealtimeHttp {
  /** In `currency` where the API converts (a row says the currency it is in). */
  getJackpots(currency?: string): Promise<readonly Jackpot[]>;
  getFavourites(): Promise<readonly Favourite[]>;
  addFavourite(gameId: string, tableId?: string): Promise<void>;
  removeFavourite(gameId: string, tableId?: string): Promise<void>;
  getLastPlayedGames(limit?: number): Promise<readonly Game[]>;
  setLastPlayedGame(gameId: string, tableId?: string): Promise<void>;
}

/** The API base: absolute, relative to the page (`/api`), or the page's origin when none is configured. */
export function resolveApiUrl(apiUrl: string | undefined, pageUrl: string | undefined = globalThis.location?.href): string {
  const url = new URL(apiUrl?.trim() || '/', pageUrl);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const JackpotRow = v.object({
  id,
  name: text,
  currency: text,
  amount: numeric,
  games: v.optional(v.nullable(v.array(v.object({ id }))), []),
});
const JackpotList = v.object({ items: v.optional(v.nullable(v.array(JackpotRow)), []) });

const FavouriteRow = v.object({
  id: v.optional(v.nullable(id)),
  gameId: v.optional(v.nullable(id)),
  tableIds: v.optional(v.nullable(v.array(id)), []),
});
const FavouriteList = v.object({ items: v.optional(v.nullable(v.array(FavouriteRow)), []) });

/** `{items: [{gameId, slug, title, hasFunMode, isChildish}]}`, newest first: the rows of the game list. */
export function toLastPlayed(body: unknown): readonly Game[] {
  return toGames({ games: (body as { items?: unknown } | null)?.items ?? [] });
}

export function toJackpots(body: unknown): readonly Jackpot[] {
  return (v.parse(JackpotList, body).items ?? []).map((row) => ({
    id: String(row.id),
    name: row.name ?? String(row.id),
    amount: row.amount,
    currency: row.currency ?? '',
    gameIds: (row.games ?? []).map((game) => String(game.id)),
  }));
}

export function toFavourites(body: unknown): readonly Favourite[] {
  return (v.parse(FavouriteList, body).items ?? []).flatMap((row) => {
    const gameId = row.gameId ?? row.id;
    return gameId === null || gameId === undefined ? [] : [{ gameId: String(gameId), tableIds: (row.tableIds ?? []).map(String) }];
  });
}

/** A refusal over HTTP: 401 is the session, a code word the platform shares with its router, else the status. */
function httpError(area: ErrorArea, status: number, body: unknown, where: string): Error {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const word = record['Code'] ?? record['code'];
  const said = record['Message'] ?? record['message'] ?? record['desc'];
  const message = `${where} answered ${status}${typeof said === 'string' && said ? `: ${said}` : '.'}`;
  if (status === 401) return sessionExpiredError(area, { status, message });
  if (typeof word === 'string' && Object.hasOwn(REALTIME_ERROR_CODES, word)) {
    return platformError(area, REALTIME_ERROR_CODES[word as keyof typeof REALTIME_ERROR_CODES], { status, message, details: { code: word } });
  }
  return unknownError(area, { status, message, ...(typeof word === 'string' ? { details: { code: word } } : {}) });
}

interface Player {
  sessionId: string;
  userId: string;
  cmsSessionId: string;
}

export function createRealtimeHttp(host: RealtimeHttpHost): RealtimeHttp {
  /** The player's id and platform session of the current session: read once, again when the session changes or the API refuses it. */
  let player: Promise<Player> | null = null;
  let playerOf: string | null = null;

  function requirePlayer(operation: OperationName, fresh = false): Promise<Player> {
    const sessionId = host.session.get();
    if (!sessionId) return Promise.reject(sessionExpiredError(OPERATION_AREAS[operation], { message: 'No player is signed in.' }));
    if (!player || playerOf !== sessionId || fresh) {
      playerOf = sessionId;
      const reading = Promise.all([
        host.call(operation, '/user#getSessionInfo', { culture: host.config().locale }),
        host.call(operation, '/user#getCmsSessionID'),
      ]).then(([info, cms]) => {
        const userId = info.kwargs['userID'] ?? info.kwargs['userId'];
        const cmsSessionId = cms.kwargs['cmsSessionID'];
        if (info.kwargs['isAuthenticated'] === false || info.kwargs['isAuthenticated'] === 'false') {
          if (host.session.get() === sessionId) host.session.set(null);
          throw sessionExpiredError(OPERATION_AREAS[operation], { message: 'The platform no longer knows the session.' });
        }
        if ((typeof userId !== 'string' && typeof userId !== 'number') || String(userId).trim() === '' || typeof cmsSessionId !== 'string' || !cmsSessionId) {
          throw unknownError(OPERATION_AREAS[operation], { message: 'No player id or CMS session id.' });
        }
        return { sessionId, userId: String(userId).trim(), cmsSessionId };
      });
      player = reading;
      // A failed read is not kept: the next call reads again.
      reading.catch(() => {
        if (player === reading) player = null;
      });
    }
    return player;
  }

  /**
   * The library's one HTTP client, for the API base configured now. Loaded on the first HTTP call: a page that
   * shows no jackpots or favourites talks to the router only, and does not download it.
   */
  let client: { apiUrl: string; ready: Promise<HttpClient> } | null = null;
  const clientOf = (apiUrl: string): Promise<HttpClient> => {
    if (client?.apiUrl !== apiUrl) {
      const loading = { apiUrl, ready: import('../http-client.ts').then((module) => module.createHttpClient(apiUrl)) };
      // A chunk that did not arrive is asked for again on the next call.
      loading.ready.catch(() => {
        if (client === loading) client = null;
      });
      client = loading;
    }
    return client.ready;
  };

  /**
   * One call under the call policy (adapters/call-policy.ts): a time-out; a read retried on a transient failure,
   * a write never, with its idempotency key (`key`: the same write sent again); any failure a PlatformError of the area.
   */
  async function request(operation: OperationName, method: 'GET' | 'PUT' | 'DELETE', path: string, init: { sessionId?: string; body?: unknown; key?: string } = {}): Promise<{ status: number; body: unknown }> {
    const area = OPERATION_AREAS[operation];
    const config = host.config();
    const where = `${method} ${path.replace(/\?.*$/, '')}`;
    const http = await clientOf(resolveApiUrl(config.apiUrl)).catch((error: unknown) => {
      throw networkError(area, error, `${where}: the HTTP client did not load.`);
    });
    const outcome = await http.call(operation, config, {
      method,
      path,
      ...(init.sessionId === undefined ? {} : { headers: { [SESSION_ID_HEADER]: init.sessionId } }),
      ...(init.body === undefined ? {} : { body: init.body }),
    }, { idempotencyKey: init.key });
    if (outcome.kind === 'no-answer') throw networkError(area, outcome.error, `${where}: no answer.`);
    const { status, text: textBody } = outcome;
    let body: unknown = null;
    if (textBody) {
      try {
        body = JSON.parse(textBody);
      } catch (error) {
        if (status >= 200 && status < 300) throw unknownError(area, { status, cause: error, message: `${where} answered a body that is not JSON.` });
      }
    }
    if (status >= 200 && status < 300) return { status, body };
    throw httpError(area, status, body, where);
  }

  /**
   * A call for the player: with the kept platform session; a 401 reads the session again and sends the call
   * once more, a write with the same idempotency key (it is the same write).
   */
  async function forPlayer(operation: OperationName, method: 'GET' | 'PUT' | 'DELETE', path: (userId: string) => string, body?: unknown) {
    const key = isWriteOperation(operation) ? newIdempotencyKey() : undefined;
    const send = (current: Player) => request(operation, method, path(current.userId), { sessionId: current.cmsSessionId, ...(body === undefined ? {} : { body }), ...(key ? { key } : {}) });
    const first = await requirePlayer(operation);
    try {
      return await send(first);
    } catch (error) {
      if (!isPlatformError(error) || error.code !== 'session-expired') throw error;
    }
    const fresh = await requirePlayer(operation, true);
    try {
      return await send(fresh);
    } catch (error) {
      // Refused again with a platform session read afresh: the session is over, and cleared as the router's refusals clear it.
      if (isPlatformError(error) && error.code === 'session-expired' && host.session.get() === fresh.sessionId) host.session.set(null);
      throw error;
    }
  }

  function parsed<T>(operation: OperationName, map: (body: unknown) => T, body: unknown): T {
    try {
      return map(body);
    } catch (error) {
      throw unknownError(OPERATION_AREAS[operation], { cause: error, message: 'An unexpected answer shape.' });
    }
  }

  const favourites = (userId: string) => `/v1/player/${encodeURIComponent(userId)}/favorites`;
  // Not in the spec's list (§7.3 names jackpots and favourites only): the same API's recently played games, the sandbox's shape.
  const lastPlayed = (userId: string) => `/v1/player/${encodeURIComponent(userId)}/last-played`;

  return {
    async getJackpots(currency) {
      const { body } = await request('getJackpots', 'GET', `/v1/casino/jackpots?${JACKPOT_QUERY}${currency ? `&currency=${encodeURIComponent(currency)}` : ''}`);
      return parsed('getJackpots', toJackpots, body);
    },
    async getFavourites() {
      const { body } = await forPlayer('getFavourites', 'GET', favourites);
      return parsed('getFavourites', toFavourites, body);
    },
    async addFavourite(gameId, tableId) {
      await forPlayer('addFavourite', 'PUT', favourites, { items: [{ gameId, ...(tableId ? { tableId } : {}) }] });
    },
    async removeFavourite(gameId, tableId) {
      await forPlayer('removeFavourite', 'DELETE', (userId) => `${favourites(userId)}/${encodeURIComponent(gameId)}${tableId ? `?tableId=${encodeURIComponent(tableId)}` : ''}`);
    },
    async getLastPlayedGames(limit = DEFAULT_LAST_PLAYED_LIMIT) {
      const { body } = await forPlayer('getLastPlayedGames', 'GET', (userId) => `${lastPlayed(userId)}?limit=${limit}`);
      return parsed('getLastPlayedGames', toLastPlayed, body);
    },
    async setLastPlayedGame(gameId, tableId) {
      await forPlayer('setLastPlayedGame', 'PUT', lastPlayed, { gameId, ...(tableId ? { tableId } : {}) });
    },
  };
}
