// The realtime platform's games: the list (`/casino#getGames`, the provider framework's games list as the sandbox
// serves it: title, gameId, play modes, the childish flag) and a launch address (`/casino#getLaunchUrl` with slug or
// tableId, realMoney and culture; reference realtime-and-providers.md §1.3). Jackpots and favourites go over the
// HTTP API beside the router (http.ts).
import * as v from 'valibot';
import type { Game, GameLaunch, GameLaunchRequest, Jackpot } from '../contract.ts';
import { unknownError } from '../errors.ts';
import { launchAddress } from '../play-modes.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';

const GameRow = v.object({
  gameId: v.union([v.string(), v.number()]),
  slug: v.optional(v.nullable(v.string())),
  title: v.optional(v.nullable(v.string())),
  hasFunMode: v.optional(v.nullable(v.boolean())),
  isChildish: v.optional(v.nullable(v.boolean())),
  tableIds: v.optional(v.nullable(v.array(v.union([v.string(), v.number()])))),
});
const GamesAnswer = v.object({ games: v.optional(v.nullable(v.array(GameRow)), []) });
const LaunchAnswer = v.object({ url: v.string() });

export function toGames(kwargs: unknown): readonly Game[] {
  return (v.parse(GamesAnswer, kwargs).games ?? []).map((row) => {
    const tables = (row.tableIds ?? []).map(String);
    return {
      gameId: String(row.gameId),
      ...(row.slug ? { identifier: row.slug } : {}),
      title: row.title ?? String(row.gameId),
      demo: row.hasFunMode ?? false,
      childish: row.isChildish ?? false,
      ...(tables.length > 0 ? { tableIds: tables } : {}),
    };
  });
}

function parsed<T>(read: () => T, message: string): T {
  try {
    return read();
  } catch (error) {
    throw unknownError('game', { message, cause: error });
  }
}

export async function getGames(rt: Rt): Promise<readonly Game[]> {
  const { kwargs } = await call(rt, 'getGames', '/casino#getGames');
  return parsed(() => toGames(kwargs), '/casino#getGames: an answer of another shape.');
}

/** Real play needs the session (refused before any call without one); a demo does not. */
export async function launchGame(rt: Rt, request: GameLaunchRequest): Promise<GameLaunch> {
  if (request.mode === 'real') requireSession(rt, 'launchGame');
  const { kwargs } = await call(rt, 'launchGame', '/casino#getLaunchUrl', {
    ...(request.tableId ? { tableId: request.tableId } : { slug: request.identifier ?? request.gameId }),
    realMoney: request.mode === 'real',
    culture: rt.config().locale,
  });
  const answer = parsed(() => v.parse(LaunchAnswer, kwargs), '/casino#getLaunchUrl: an answer of another shape.');
  const url = launchAddress(answer.url, request.mode, request.tableId);
  if (!url) throw unknownError('game', { message: '/casino#getLaunchUrl: no launch address the page can frame.' });
  return { kind: 'url', url };
}

/** The jackpots summed in the first one's currency (others are left out). */
export function totalOf(jackpots: readonly Jackpot[]): { amount: number; currency: string } {
  const currency = jackpots[0]?.currency ?? '';
  const amount = jackpots.filter((jackpot) => jackpot.currency === currency).reduce((sum, jackpot) => sum + jackpot.amount, 0);
  return { amount: Math.round(amount * 100) / 100, currency };
}
