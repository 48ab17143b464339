// The game floor's state, kept per sandbox state (a reset forgets it): last played games, tournament entries,
// the launch-failure switch, and the moment the jackpots started counting.
import { MINUTE_MS } from '../clock.ts';
import type { SandboxState } from '../state.ts';

export type LaunchFailure = 'none' | 'launch-error' | 'page-error' | 'page-hang';
export const LAUNCH_FAILURES: readonly LaunchFailure[] = ['none', 'launch-error', 'page-error', 'page-hang'];

export interface TournamentEntry {
  playerId: number;
  firstName: string;
  lastName: string;
  nickname: string;
  points: number;
  rounds: number;
}

export interface SandboxTournament {
  id: string;
  name: string;
  startMs: number;
  endMs: number;
  optIn: boolean;
  entries: TournamentEntry[];
}

export interface GameFloor {
  /** playerId -> game ids, most recent first. */
  lastPlayed: Map<number, string[]>;
  tournaments: SandboxTournament[];
  launchFailure: LaunchFailure;
  /** Sandbox time the jackpots started from (the seed). */
  jackpotsFromMs: number;
}

const floors = new WeakMap<SandboxState, GameFloor>();
const DAY = 24 * 60 * MINUTE_MS;

const rival = (playerId: number, firstName: string, lastName: string, points: number): TournamentEntry => ({
  playerId,
  firstName,
  lastName,
  nickname: `${firstName.toLowerCase()}${playerId % 100}`,
  points,
  rounds: Math.round(points / 10),
});

function seedTournaments(nowMs: number): SandboxTournament[] {
  const day = Math.floor(nowMs / DAY) * DAY;
  return [
    {
      id: 'spring-spins',
      name: 'Spring Spins',
      startMs: day - 2 * DAY,
      endMs: day + 5 * DAY,
      optIn: true,
      entries: [rival(9001, 'Maja', 'Berg', 1840), rival(9002, 'Leo', 'Virtanen', 1525), rival(9003, 'Nora', 'Dahl', 990), rival(9004, 'Ola', 'Nowak', 410)],
    },
    {
      id: 'winter-wheels',
      name: 'Winter Wheels',
      startMs: day - 40 * DAY,
      endMs: day - 10 * DAY,
      optIn: true,
      entries: [rival(9002, 'Leo', 'Virtanen', 3120), rival(9005, 'Ida', 'Holm', 2870), rival(9001, 'Maja', 'Berg', 1200)],
    },
    {
      // Open to every player's play, with nothing to join: an opt-in is refused as not required.
      id: 'daily-drops',
      name: 'Daily Drops',
      startMs: day,
      endMs: day + DAY,
      optIn: false,
      entries: [rival(9003, 'Nora', 'Dahl', 640), rival(9005, 'Ida', 'Holm', 515)],
    },
  ];
}

/** The floor of this state, seeded on first use at the sandbox clock's time. */
export function gameFloor(state: SandboxState, nowMs: number): GameFloor {
  let floor = floors.get(state);
  if (!floor) {
    floor = { lastPlayed: new Map(), tournaments: seedTournaments(nowMs), launchFailure: 'none', jackpotsFromMs: nowMs };
    floors.set(state, floor);
  }
  return floor;
}

/** The last-played list keeps the ten most recent, newest first, each game once. */
export const LAST_PLAYED_KEPT = 10;

export function recordPlayed(floor: GameFloor, playerId: number, gameId: string): void {
  const list = (floor.lastPlayed.get(playerId) ?? []).filter((id) => id !== gameId);
  floor.lastPlayed.set(playerId, [gameId, ...list].slice(0, LAST_PLAYED_KEPT));
}

/** A tournament's players by points, best first, with their positions. */
export function standings(tournament: SandboxTournament): (TournamentEntry & { position: number })[] {
  return [...tournament.entries].sort((a, b) => b.points - a.points || a.playerId - b.playerId).map((entry, index) => ({ ...entry, position: index + 1 }));
}
