// SkillOnNet's jackpots by skin: GET /jackpots with `skin`, and the visitor's `country` once the adapter knows it
// (the service answers in that country's currency). The answer's `total: {currency, symbol, amount}` is as a public
// client types it (reference §2, seen); the list beside it, `jackpots`, is the sandbox's reading (inferred), so an
// answer without one is an empty list, not an error.
import * as v from 'valibot';
import type { Jackpot } from '../contract.ts';
import { numeric } from '../scalars.ts';
import { type SkillOnNetContext, skinOf } from './service.ts';

const Money = v.object({ currency: v.string(), symbol: v.optional(v.nullable(v.string())), amount: numeric });

const JackpotRow = v.object({
  id: v.union([v.string(), v.number()]),
  name: v.optional(v.nullable(v.string())),
  currency: v.string(),
  amount: numeric,
  games: v.optional(v.nullable(v.array(v.object({ id: v.union([v.string(), v.number()]) }))), []),
});

export const JackpotsAnswer = v.object({
  total: Money,
  jackpots: v.optional(v.nullable(v.array(JackpotRow)), []),
});

export function toJackpots(answer: v.InferOutput<typeof JackpotsAnswer>): readonly Jackpot[] {
  return (answer.jackpots ?? []).map((row) => ({
    id: String(row.id),
    name: row.name ?? String(row.id),
    amount: row.amount,
    currency: row.currency,
    gameIds: (row.games ?? []).map((game) => String(game.id)),
  }));
}

export function toTotal(answer: v.InferOutput<typeof JackpotsAnswer>): { amount: number; currency: string } {
  return { amount: Math.round(answer.total.amount * 100) / 100, currency: answer.total.currency };
}

function query(son: SkillOnNetContext, country: string | null) {
  return { skin: skinOf(son.config()), ...(country ? { country } : {}) };
}

export async function getJackpots(son: SkillOnNetContext, country: string | null): Promise<readonly Jackpot[]> {
  return toJackpots(await son.service.json('getJackpots', '/jackpots', query(son, country), JackpotsAnswer));
}

export async function getTotalJackpot(son: SkillOnNetContext, country: string | null): Promise<{ amount: number; currency: string }> {
  return toTotal(await son.service.json('getTotalJackpot', '/jackpots', query(son, country), JackpotsAnswer));
}
