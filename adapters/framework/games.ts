// Games through the provider (spec 002 §3.3, §7.2): the list its games-list listener hands over, a launch by the
// game's identifier with the mode letter (loadGame), and the page's closing of the game (setLoadGameClosed).
// The provider shows the game in its own framework: the page's overlay keeps the address at /play/{identifier}.
import * as v from 'valibot';
import type { Game, GameLaunch, GameLaunchRequest } from '../contract.ts';
import { timeoutOf } from '../call-policy.ts';
import { networkError } from '../errors.ts';
import { PLAY_MODE_LETTERS } from '../play-modes.ts';
import type { Fw } from './context.ts';
import { type ProviderFramework, settle } from './provider.ts';

const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty());

/** One game of the provider's list: title, gameId, its play modes (Demo among them for a fun mode) and the children flag. */
const ProviderGame = v.object({
  gameId: id,
  title: v.string(),
  identifier: v.optional(v.nullable(id)),
  playModes: v.optional(v.nullable(v.array(v.string()))),
  childish: v.optional(v.nullable(v.boolean())),
});

/** The provider's game as the contract's: demo when its play modes include Demo, childish when flagged. */
export function gameOf(game: v.InferOutput<typeof ProviderGame>): Game {
  return {
    gameId: game.gameId,
    identifier: game.identifier ?? game.gameId,
    title: game.title,
    demo: (game.playModes ?? []).some((mode) => mode.trim().toLowerCase() === 'demo'),
    childish: game.childish === true,
  };
}

/** A games-list update: each game that has the shape is kept; a list that is no list is ignored. */
export function onGamesList(fw: Fw, update: unknown): void {
  if (!Array.isArray(update)) return;
  const games = update.flatMap((row) => {
    const parsed = v.safeParse(ProviderGame, row);
    return parsed.success ? [gameOf(parsed.output)] : [];
  });
  fw.games = games;
  for (const waiter of [...fw.gameWaiters]) waiter(games);
  fw.gameWaiters.clear();
}

/** The latest list; the first one is waited for, within the call time-out. */
export function getGames(fw: Fw): Promise<readonly Game[]> {
  if (fw.games) return Promise.resolve(fw.games);
  const timeoutMs = timeoutOf(fw.context.config);
  return new Promise((resolve, reject) => {
    const waiter = (games: readonly Game[]) => {
      clearTimeout(timer);
      resolve(games);
    };
    const timer = setTimeout(() => {
      fw.gameWaiters.delete(waiter);
      reject(networkError('game', undefined, `The provider sent no games list within ${timeoutMs} ms.`));
    }, timeoutMs);
    fw.gameWaiters.add(waiter);
  });
}

export async function launchGame(fw: Fw, provider: ProviderFramework, request: GameLaunchRequest): Promise<GameLaunch> {
  const identifier = request.identifier ?? fw.games?.find((game) => game.gameId === request.gameId)?.identifier ?? request.gameId;
  await settle(provider.loadGame(identifier, PLAY_MODE_LETTERS[request.mode]), timeoutOf(fw.context.config), 'game', 'loadGame');
  return { kind: 'provider' };
}

export async function closeGame(fw: Fw, provider: ProviderFramework): Promise<void> {
  await settle(provider.setLoadGameClosed(), timeoutOf(fw.context.config), 'game', 'setLoadGameClosed');
}
