// The sandbox's jackpots grow with the sandbox clock: each adds its rate for every whole minute of sandbox time
// since the seed, so advancing the clock (POST /__sandbox/clock) moves them, and a test that reads twice within
// a minute sees the same amounts.
import { MINUTE_MS } from '../clock.ts';
import type { SandboxState } from '../state.ts';
import { gameFloor } from './state.ts';

export const JACKPOT_SEED = [
  { id: 'mega-fortune', name: 'Mega Fortune', currency: 'EUR', amount: 1_254_300.5, perMinute: 12.5, games: [{ id: 'mega-fortune', name: 'Mega Fortune' }, { id: 'mega-fortune-dreams', name: 'Mega Fortune Dreams' }] },
  { id: 'divine-fortune', name: 'Divine Fortune', currency: 'EUR', amount: 84_120.25, perMinute: 1.75, games: [{ id: 'divine-fortune', name: 'Divine Fortune' }] },
  { id: 'hall-of-gods', name: 'Hall of Gods', currency: 'EUR', amount: 3_402_775, perMinute: 20, games: [{ id: 'hall-of-gods', name: 'Hall of Gods' }] },
] as const;

/** Units of each currency to one euro (the sandbox's fixed rates, for `/event-feed/jackpots?currency=`). */
export const EURO_RATES: Readonly<Record<string, number>> = { EUR: 1, SEK: 11.5, NOK: 11.75, PLN: 4.3, THB: 38, USD: 1.08, GBP: 0.86 };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The jackpots now, in euros. */
export function currentJackpots(state: SandboxState, nowMs: number) {
  const floor = gameFloor(state, nowMs);
  const minutes = Math.max(0, Math.floor((nowMs - floor.jackpotsFromMs) / MINUTE_MS));
  return JACKPOT_SEED.map((row) => ({ id: row.id, name: row.name, currency: row.currency, amount: cents(row.amount + row.perMinute * minutes), games: row.games }));
}

/** The same in another currency at the sandbox's rates (unknown currencies stay in euros). */
export function jackpotsIn(state: SandboxState, nowMs: number, currency: string | null) {
  const rate = currency ? EURO_RATES[currency.toUpperCase()] : undefined;
  return currentJackpots(state, nowMs).map((row) => (rate && currency ? { ...row, currency: currency.toUpperCase(), amount: cents(row.amount * rate) } : row));
}
