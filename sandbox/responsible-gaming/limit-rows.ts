// How the sandbox keeps limits over time (the platform's rules, as spec 001 §4 and §9 give them): a lower
// limit applies at once; a higher one (or a first one after none) is a new row queued for the jurisdiction's
// cool-down, shown with `Activates` in the future while the current row stays in force with `Expires` set to
// the same instant; when the sandbox clock passes it the current row is cancelled and the queued one takes
// over, keeping what was already used. A removal is a raise to no limit: the row stays in force until the
// cool-down has passed (`Expires`). Every row stays in the table: the limits' history. A module of its
// own, importing types only, so the payment state can settle the rows whenever it is read.
import { MINUTE_MS } from '../clock.ts';
import type { Jurisdiction } from '../state.ts';

/** Money in minor units; time limits in minutes. */
export interface LimitRow {
  id: number;
  playerId: number;
  type: 'Deposit' | 'NetLoss' | 'Wager' | 'LoginTime' | 'ProductSession' | 'RealityCheck';
  /** Days: 0 per transaction (a reality check's interval), 1, 7 or 30. */
  timespan: 0 | 1 | 7 | 30;
  amount: number;
  used: number;
  /** Queued: an increase waiting for its cool-down (the platform answers it as Active with a later `Activates`). */
  status: 'Active' | 'Canceled' | 'Queued';
  currency: string;
  createdMs: number;
  /** Product session limits only. */
  product?: 'Casino' | 'Sportsbook';
  /** Set by the operator: the player cannot change or remove it. */
  isAdmin?: boolean;
  /** A queued row: when it takes over. */
  activatesMs?: number;
  /** The current row while an increase waits: when it ends. */
  expiresMs?: number;
  canceledMs?: number;
}

/**
 * Hours before a raised limit applies, per jurisdiction: 72 everywhere (spec 001 §9). The library keeps its
 * own table (features/toolkit/jurisdiction); the sandbox never imports it, so a test against it checks both.
 */
export const LIMIT_INCREASE_COOL_DOWN_HOURS: Record<Jurisdiction, number> = {
  MGA: 72, SGA: 72, UK: 72, DGA: 72, ES: 72, MX: 72, Curacao: 72,
};

export const coolDownMs = (jurisdiction: Jurisdiction): number => LIMIT_INCREASE_COOL_DOWN_HOURS[jurisdiction] * 60 * MINUTE_MS;

/** Rows of the same limit: one player, type, period and product. */
export function sameLimit(a: LimitRow, b: Pick<LimitRow, 'playerId' | 'type' | 'timespan' | 'product'>): boolean {
  return a.playerId === b.playerId && a.type === b.type && a.timespan === b.timespan && (a.product ?? null) === (b.product ?? null);
}

/** Applies every queued increase whose cool-down has passed by `nowMs`. */
export function settleLimits(rows: LimitRow[], nowMs: number): void {
  for (const queued of rows) {
    if (queued.status !== 'Queued' || queued.activatesMs === undefined || queued.activatesMs > nowMs) continue;
    const current = rows.find((row) => row.status === 'Active' && sameLimit(row, queued));
    if (current) {
      current.status = 'Canceled';
      current.canceledMs = queued.activatesMs;
      queued.used = current.used;
    }
    queued.status = 'Active';
  }
  // A removal waits for the cool-down too (else removing would be a raise without one): it ends at `Expires`.
  for (const row of rows) {
    if (row.status === 'Active' && row.expiresMs !== undefined && row.expiresMs <= nowMs) {
      row.status = 'Canceled';
      row.canceledMs = row.expiresMs;
    }
  }
}
