// The players who show the responsible-gaming tab's cases (docs/sandbox.md and the README list them: keep
// them in step): limits of every kind, mandatory Swedish deposit limits, a limit the operator locked, and
// an increase waiting for its cool-down.
import { DAY_MS } from '../clock.ts';
import type { Player } from '../state.ts';
import type { LimitRow } from './limit-rows.ts';

export const RG_PLAYER_IDS = {
  /** MGA, EUR: deposit, loss, wager and session limits. */
  limits: 1301,
  /** SGA, SEK: the mandatory deposit limits. */
  sgaLimits: 1302,
  /** MGA, EUR: a daily deposit limit the operator set (locked). */
  locked: 1303,
  /** MGA, EUR: a daily deposit limit with a raise queued. */
  queued: 1304,
} as const;

const HOUR_MS = DAY_MS / 24;

/** An MGA player in Malta, verified, with money to play: the responsible-gaming players differ from it in their limits. */
export const rgPlayerBase = (): Omit<Player, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'password' | 'mobilePhoneNumber'> => ({
  birthDate: '1989-06-15',
  gender: 'Other',
  address1: '7 Tower Road',
  city: 'Sliema',
  zip: 'SLM 1605',
  country: 'MT',
  currency: 'EUR',
  language: 'en',
  jurisdiction: 'MGA',
  emailVerified: true,
  tacVersionAccepted: 3,
  level: 'Standard',
  sowStatus: 'Verified',
  depositCount: 3,
  withdrawalCount: 0,
  wallet: { real: 20_000, bonus: 0, reserved: 0 },
  blocks: [],
});

export function seedResponsibleGamingPlayers(password: string): Player[] {
  const ids = RG_PLAYER_IDS;
  const players: Array<Omit<Player, 'mobilePhoneNumber'>> = [
    { ...rgPlayerBase(), password, id: ids.limits, username: 'rg', email: 'rg@example.com', firstName: 'Robin', lastName: 'Galea' },
    {
      ...rgPlayerBase(), password, id: ids.sgaLimits, username: 'sga-limits', email: 'sga-limits@example.com', firstName: 'Sven', lastName: 'Holm',
      country: 'SE', city: 'Göteborg', address1: 'Avenyn 10', zip: '411 36', currency: 'SEK', language: 'sv', jurisdiction: 'SGA',
      wallet: { real: 200_000, bonus: 0, reserved: 0 },
    },
    { ...rgPlayerBase(), password, id: ids.locked, username: 'locked', email: 'locked@example.com', firstName: 'Luca', lastName: 'Attard' },
    { ...rgPlayerBase(), password, id: ids.queued, username: 'queued', email: 'queued@example.com', firstName: 'Quinn', lastName: 'Spiteri' },
  ];
  return players.map((player) => ({ ...player, mobilePhoneNumber: `+356791${player.id}` }));
}

/** Their limits, relative to the sandbox clock at seeding. Money in minor units, time in minutes. */
export function seedResponsibleGamingLimits(nowMs: number): LimitRow[] {
  const ids = RG_PLAYER_IDS;
  const since = nowMs - 20 * DAY_MS;
  const row = (fields: Omit<LimitRow, 'used' | 'status' | 'currency' | 'createdMs'> & Partial<LimitRow>): LimitRow => ({
    used: 0, status: 'Active', currency: 'EUR', createdMs: since, ...fields,
  });
  return [
    row({ id: 701, playerId: ids.limits, type: 'Deposit', timespan: 1, amount: 10_000, used: 2_000 }),
    row({ id: 702, playerId: ids.limits, type: 'Deposit', timespan: 7, amount: 50_000, used: 2_000 }),
    row({ id: 703, playerId: ids.limits, type: 'Deposit', timespan: 30, amount: 150_000, used: 2_000 }),
    row({ id: 704, playerId: ids.limits, type: 'NetLoss', timespan: 7, amount: 30_000, used: 5_000 }),
    row({ id: 705, playerId: ids.limits, type: 'LoginTime', timespan: 1, amount: 360, used: 45, currency: '' }),
    // An older daily deposit limit the player lowered: history, not a rule.
    row({ id: 706, playerId: ids.limits, type: 'Deposit', timespan: 1, amount: 20_000, status: 'Canceled', createdMs: since - 10 * DAY_MS, canceledMs: since }),
    row({ id: 711, playerId: ids.sgaLimits, type: 'Deposit', timespan: 1, amount: 100_000, used: 10_000, currency: 'SEK' }),
    row({ id: 712, playerId: ids.sgaLimits, type: 'Deposit', timespan: 7, amount: 500_000, used: 10_000, currency: 'SEK' }),
    row({ id: 713, playerId: ids.sgaLimits, type: 'Deposit', timespan: 30, amount: 2_000_000, used: 10_000, currency: 'SEK' }),
    row({ id: 721, playerId: ids.locked, type: 'Deposit', timespan: 1, amount: 5_000, used: 1_000, isAdmin: true }),
    row({ id: 722, playerId: ids.locked, type: 'Deposit', timespan: 7, amount: 40_000, used: 1_000 }),
    // Raised from 100 to 300 a day yesterday: it applies two days after the seed (72 hours after the raise).
    row({ id: 731, playerId: ids.queued, type: 'Deposit', timespan: 1, amount: 10_000, used: 3_000, expiresMs: nowMs + 48 * HOUR_MS }),
    row({ id: 732, playerId: ids.queued, type: 'Deposit', timespan: 1, amount: 30_000, status: 'Queued', createdMs: nowMs - 24 * HOUR_MS, activatesMs: nowMs + 48 * HOUR_MS }),
  ];
}
