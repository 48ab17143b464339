// The responsible-gaming tab's writes on the REST platform (spec 001 §7; shapes from
// shared/reference/rest-platform.md "Responsible gaming"): set and cancel limits, block and self-exclude. An area of
// the adapter of their own (adapters/rest/index.ts), apart from the limits' read (responsible-gaming-limits.ts) that
// every payment widget's first render makes: the limits' panel has its platform fetch this one as it mounts
// (features/toolkit/limits/limits-panel.tsx), so a player's limit or break never waits for a file at its submit.
import type { Limit, LimitChange, LimitPeriod, LimitType } from '../contract.ts';
import { platformError } from '../errors.ts';
import type { RestContext } from './context.ts';
import { PROVIDER_PRODUCTS } from './responsible-gaming-limits.ts';

/** Domain → the platform's AddLimit `Type` (LoginTime is the session limit, in minutes). */
export const PROVIDER_LIMIT_TYPES = {
  deposit: 'Deposit',
  loss: 'NetLoss',
  wager: 'Wager',
  session: 'LoginTime',
  'product-session': 'ProductSession',
  'reality-check': 'RealityCheck',
  'self-exclude': null,
  block: 'LoginPeriodBlock',
} as const satisfies Record<LimitType, string | null>;

/** Domain period → `Timespan` in days (spec 001 §9). */
export const PROVIDER_TIMESPANS = { transaction: 0, daily: 1, weekly: 7, monthly: 30 } as const satisfies Record<LimitPeriod, number>;

/** The types whose amount is money (the rest are minutes). */
const MONEY_TYPES: ReadonlySet<LimitType> = new Set(['deposit', 'loss', 'wager']);

/** POST /responsiblegaming/limit/v2 (AddLimit): the platform applies a lower limit at once and queues a higher one. */
export async function setLimit(rest: RestContext, change: LimitChange): Promise<void> {
  const type = PROVIDER_LIMIT_TYPES[change.type];
  if (!type) throw platformError('responsible-gaming', 'unknown-error', { message: `A ${change.type} limit is not set through limit/v2.` });
  if (change.type === 'product-session' && !change.product) throw platformError('responsible-gaming', 'unknown-error', { message: 'A product session limit needs its product.' });
  const money = MONEY_TYPES.has(change.type);
  await rest.http.send({
    method: 'POST',
    operation: 'setLimit',
    path: '/responsiblegaming/limit/v2',
    session: true,
    body: {
      Type: type,
      Amount: change.amount,
      Timespan: PROVIDER_TIMESPANS[change.period],
      ...(money && change.currency ? { Currency: change.currency } : {}),
      ...(change.product ? { Product: PROVIDER_PRODUCTS[change.product] } : {}),
    },
  });
}

/** POST /responsiblegaming/limit/cancel/{id}. */
export async function removeLimit(rest: RestContext, limit: Pick<Limit, 'id'>): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'removeLimit', path: `/responsiblegaming/limit/cancel/${encodeURIComponent(limit.id)}`, session: true });
}

function wholeDays(days: number): number {
  if (!Number.isInteger(days) || days < 1) throw platformError('responsible-gaming', 'unknown-error', { message: `A block of ${days} days.` });
  return days;
}

/** POST /responsiblegaming/block/{days}: the platform ends the player's sessions and refuses sign-in until it ends. */
export async function block(rest: RestContext, days: number): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'block', path: `/responsiblegaming/block/${wholeDays(days)}`, session: true });
}

/** POST /responsiblegaming/self-exclude/{days}: as a block. */
export async function selfExclude(rest: RestContext, days: number): Promise<void> {
  await rest.http.send({ method: 'POST', operation: 'selfExclude', path: `/responsiblegaming/self-exclude/${wholeDays(days)}`, session: true });
}
