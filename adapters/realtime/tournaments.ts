// The realtime platform's tournaments: the opt-in and the leaderboards, as procedures of the router
// (`/casino/tournament#optIn`, `#getLeaderboard`, `#getRelativeLeaderboard`). Spec 002 §7.3 lists none for
// tournaments; these are the REST platform's three calls (§7.4) in the router's words, with the same error
// code words (OptinNotRequired, AlreadyOptin, OptinNotAllowed, TournamentNotFound) and so the same keys (§8.2).
// The opt-in is a write: sent once, with its idempotency key (adapters/realtime/call.ts).
import * as v from 'valibot';
import type { LeaderboardPlayer, TournamentLeaderboard } from '../contract.ts';
import { unknownError } from '../errors.ts';
import { numeric, optionalFlag, text } from '../scalars.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';

/** spec 002 §9: the leaderboard shows ten unless told. */
export const DEFAULT_LEADERBOARD_LIMIT = 10;

const PlayerRow = v.object({ position: numeric, points: numeric, firstName: text, lastName: text, nickname: text });
const LeaderboardAnswer = v.object({
  startDate: v.string(),
  endDate: v.string(),
  isEnabled: optionalFlag,
  isOptIn: optionalFlag,
  players: v.optional(v.nullable(v.array(PlayerRow)), []),
});

/** The router's leaderboard: the player can join while it is enabled, asks for an opt-in and has not ended. */
export function toLeaderboard(kwargs: unknown, nowMs: number): TournamentLeaderboard {
  const row = v.parse(LeaderboardAnswer, kwargs);
  const optIn = row.isOptIn ?? false;
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    canJoin: (row.isEnabled ?? false) && optIn && !(Date.parse(row.endDate) <= nowMs),
    optIn,
    players: (row.players ?? []).map((player): LeaderboardPlayer => ({
      firstName: player.firstName ?? player.nickname ?? '',
      lastName: player.lastName ?? '',
      position: player.position,
      points: player.points,
    })),
  };
}

function parsed(kwargs: unknown, procedure: string): TournamentLeaderboard {
  try {
    return toLeaderboard(kwargs, Date.now());
  } catch (error) {
    throw unknownError('tournament', { message: `${procedure}: an answer of another shape.`, cause: error });
  }
}

export async function joinTournament(rt: Rt, tournamentId: string): Promise<void> {
  requireSession(rt, 'joinTournament');
  await call(rt, 'joinTournament', '/casino/tournament#optIn', { tournamentId });
}

export async function getLeaderboard(rt: Rt, input: { tournamentId: string; offset?: number; limit?: number }): Promise<TournamentLeaderboard> {
  requireSession(rt, 'getLeaderboard');
  const procedure = '/casino/tournament#getLeaderboard';
  const { kwargs } = await call(rt, 'getLeaderboard', procedure, { tournamentId: input.tournamentId, offset: input.offset ?? 0, limit: input.limit ?? DEFAULT_LEADERBOARD_LIMIT });
  return parsed(kwargs, procedure);
}

/** The rows around the signed-in player (none when the player has not joined). */
export async function getRelativeLeaderboard(rt: Rt, input: { tournamentId: string; limit?: number }): Promise<TournamentLeaderboard> {
  requireSession(rt, 'getRelativeLeaderboard');
  const procedure = '/casino/tournament#getRelativeLeaderboard';
  const { kwargs } = await call(rt, 'getRelativeLeaderboard', procedure, { tournamentId: input.tournamentId, limit: input.limit ?? DEFAULT_LEADERBOARD_LIMIT });
  return parsed(kwargs, procedure);
}
