// The leaderboard's rules: where the tournament stands, whether the player can join, and which row is theirs.
import type { LeaderboardPlayer, TournamentLeaderboard } from '../../adapters/contract.ts';

/** spec 002 §9: the leaderboard shows ten unless told. */
export const DEFAULT_LEADERBOARD_LIMIT = 10;
/** The most rows an operator may ask for at once (a leaderboard is a page's teaser, not an export). */
export const MAX_LEADERBOARD_LIMIT = 100;

/** The rows the element asks for: its `limit` when a whole number from 1 up to the maximum, else ten. */
export function leaderboardLimit(limit: number | undefined): number {
  return limit !== undefined && Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_LEADERBOARD_LIMIT) : DEFAULT_LEADERBOARD_LIMIT;
}

export type TournamentPhase = 'upcoming' | 'running' | 'ended';

export function tournamentPhase(board: Pick<TournamentLeaderboard, 'startDate' | 'endDate'>, nowMs: number): TournamentPhase {
  if (Date.parse(board.endDate) <= nowMs) return 'ended';
  return Date.parse(board.startDate) > nowMs ? 'upcoming' : 'running';
}

/**
 * What the player can do: they have joined (their row is on the leaderboard around them), can join, need not
 * (every player's play counts: the platform would answer optin-not-required), or may not (ended, not open:
 * optin-not-allowed). The last two are shown with the catalogue's text of that refusal (spec 002 §8.3).
 */
export type JoinState = 'joined' | 'can-join' | 'not-required' | 'not-allowed';

export function joinState(board: Pick<TournamentLeaderboard, 'canJoin' | 'optIn'>, own: LeaderboardPlayer | null): JoinState {
  if (own) return 'joined';
  if (board.canJoin) return 'can-join';
  return board.optIn ? 'not-allowed' : 'not-required';
}

/** The catalogue key (spec 002 §8.2) of the refusal a player who cannot join would meet. */
export const JOIN_REFUSALS = { 'not-required': 'tournament.optin-not-required', 'not-allowed': 'tournament.optin-not-allowed' } as const;

const same = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toLocaleLowerCase() === (b ?? '').trim().toLocaleLowerCase();

/**
 * The player's own row of the leaderboard around them (leaderboard-relative): the row with their name, else,
 * when the platform sends a single row, that one. None when they have not joined.
 */
export function ownRow(relative: readonly LeaderboardPlayer[], player: { firstName?: string; lastName?: string } | null | undefined): LeaderboardPlayer | null {
  if (relative.length === 0) return null;
  const named = player ? relative.find((row) => same(row.firstName, player.firstName) && same(row.lastName, player.lastName)) : undefined;
  return named ?? (relative.length === 1 ? relative[0]! : null);
}

/** How a player is named on a public board: the first name and the last name's initial ("Maja B."). */
export function displayName(row: Pick<LeaderboardPlayer, 'firstName' | 'lastName'>): string {
  const initial = row.lastName.trim().charAt(0);
  return [row.firstName.trim(), initial ? `${initial.toLocaleUpperCase()}.` : ''].filter(Boolean).join(' ');
}
