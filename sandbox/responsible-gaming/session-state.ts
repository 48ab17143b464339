// The responsible-gaming session side of the sandbox world: what the panic button and the self-test
// recorded, each player's reality-check interval and play, and the previous session for the summary.
// Kept beside the core state and keyed by the state object, as the payment tables are, so a reset starts
// them again from their seed.
import { DAY_MS, MINUTE_MS } from '../clock.ts';
import type { SandboxState } from '../state.ts';
import { RG_SESSION_PLAYER_IDS, SEEDED_REALITY_CHECK_MINUTES } from './session-seed.ts';

export type PanicChoice = 'Open' | 'Pause' | 'None';
export type PgsiVersion = 'Full' | 'Short' | 'SpainLimit';

export interface WagerWinRow {
  product: string;
  /** Minor units. */
  wager: number;
  win: number;
}

export interface RgSessionState {
  panicChoices: { playerId: number; choice: PanicChoice; atMs: number }[];
  testScores: { playerId: number; score: number; version: PgsiVersion; atMs: number }[];
  /** Minutes between reality checks, per player (a player's active RealityCheck limit wins over it). */
  realityCheckMinutes: Map<number, number>;
  /** What the player wagered and won in the current session, per product. */
  wagersWins: Map<number, WagerWinRow[]>;
  /** The session before the current one, per player; rotated when a newer session first asks. */
  sessions: Map<number, { currentStartMs: number | null; previous: { startMs: number; endMs: number; wager: number; won: number } | null }>;
}

const tables = new WeakMap<SandboxState, RgSessionState>();

function seed(state: SandboxState, nowMs: number): RgSessionState {
  const ids = RG_SESSION_PLAYER_IDS;
  const sessions: RgSessionState['sessions'] = new Map();
  // Every seeded player last signed in a day and a half ago, for an hour.
  for (const id of state.players.keys()) {
    sessions.set(id, { currentStartMs: null, previous: { startMs: nowMs - 36 * 60 * MINUTE_MS, endMs: nowMs - 35 * 60 * MINUTE_MS, wager: 5_000, won: 3_250 } });
  }
  return {
    panicChoices: [],
    testScores: [],
    realityCheckMinutes: new Map([[ids.reality, SEEDED_REALITY_CHECK_MINUTES]]),
    wagersWins: new Map([
      [
        ids.reality,
        [
          { product: 'Casino', wager: 12_000, win: 4_550 },
          // A wager with no win and a win with no wager: the reality check leaves both out.
          { product: 'Sportsbook', wager: 5_000, win: 0 },
          { product: 'Bingo', wager: 0, win: 1_000 },
          { product: 'Poker', wager: 2_000, win: 2_600 },
        ],
      ],
    ]),
    sessions,
  };
}

/** The tables of this state (seeded on first use, relative to the sandbox clock then). */
export function rgSessionOf(state: SandboxState, nowMs: number): RgSessionState {
  let tablesOfState = tables.get(state);
  if (!tablesOfState) {
    tablesOfState = seed(state, nowMs);
    tables.set(state, tablesOfState);
  }
  return tablesOfState;
}

/** How long a Take a break (Pause) keeps the player out: the Swedish panic button's 24 hours. */
export const PAUSE_MS = DAY_MS;
