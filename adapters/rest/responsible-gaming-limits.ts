// The responsible-gaming tab's calls on the REST platform (spec 001 §7; shapes from
// shared/reference/rest-platform.md "Responsible gaming"): read, set and cancel limits, block and
// self-exclude. The panic choice, the test score, the session and the reality check live in
// responsible-gaming-session.ts.
import * as v from 'valibot';
import type { Limit, LimitChange, LimitPeriod, LimitType, Product } from '../contract.ts';
import { platformError } from '../errors.ts';
import type { RestContext } from './context.ts';
import { LIMIT_PERIODS, LIMIT_TYPES } from './payments.ts';
import { lookup } from './mappings.ts';
import { id, numeric, optionalFlag, optionalNumeric, text } from './scalars.ts';

const LimitRow = v.object({
  Id: id,
  Amount: numeric,
  Timespan: numeric,
  RemainingAmount: optionalNumeric,
  Created: text,
  IsAdmin: optionalFlag,
  Type: text,
  Product: text,
  Status: text,
  Currency: text,
  Expires: text,
  Activates: text,
});
type LimitRow = v.InferOutput<typeof LimitRow>;
/** GET /responsiblegaming/limit's answer. */
export const LIMIT_ROWS = v.array(LimitRow);

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

/** The platform's `Product` names (spec 001 §9) ↔ the domain's. */
export const PROVIDER_PRODUCTS = {
  casino: 'Casino', bingo: 'Bingo', sport: 'Sportsbook', fantasy: 'ScoutFantasy', 'pool-betting': 'PoolBetting', poker: 'Poker', lotto: 'Lotto',
} as const satisfies Record<Product, string>;
const PRODUCTS_FROM_PROVIDER = Object.fromEntries(Object.entries(PROVIDER_PRODUCTS).map(([domain, provider]) => [provider, domain])) as Record<string, Product>;

/** The types whose amount is money (the rest are minutes). */
const MONEY_TYPES: ReadonlySet<LimitType> = new Set(['deposit', 'loss', 'wager']);

const startOf = (row: LimitRow): number => Date.parse(row.Activates ?? row.Created ?? '') || 0;

/**
 * How the platform's `Limit` rows are read (the reference types them but says nothing of their meaning):
 * - Rows with `Status` Canceled are history: returned as `canceled`, never a rule.
 * - Active rows of one type, period and product are one limit. A row whose `Activates` lies ahead is a raise
 *   waiting for its cool-down: the incoming (queued) amount, with `Activates` as when it takes effect. The
 *   current limit is the latest row that has started; when every row lies ahead (the platform's clock runs
 *   ahead of ours), the earliest. A lone row is the current limit whatever its `Activates` says.
 * - `Expires` on the current limit is when it ends: it is replaced by the incoming one then, or, with none,
 *   removed (a removal waits for the cool-down like a raise).
 * - `IsAdmin`: the operator set it, so the player cannot change or remove it (`locked`).
 * - `RemainingAmount` is what is left of the current limit in its period.
 */
export function readLimits(rows: readonly LimitRow[], nowMs: number): Limit[] {
  const history: Limit[] = [];
  const groups = new Map<string, { type: LimitType; period: LimitPeriod; product?: Product; rows: LimitRow[] }>();
  for (const row of rows) {
    const type = lookup(LIMIT_TYPES, row.Type);
    const period = Object.hasOwn(LIMIT_PERIODS, row.Timespan) ? LIMIT_PERIODS[row.Timespan as keyof typeof LIMIT_PERIODS] : undefined;
    if (!type || !period) continue;
    const product = row.Product ? PRODUCTS_FROM_PROVIDER[row.Product] : undefined;
    if (row.Status && row.Status.toLowerCase() !== 'active') {
      history.push({ ...toLimit(row, type, period, product), status: 'canceled' });
      continue;
    }
    const key = `${type}/${period}/${product ?? ''}`;
    const group = groups.get(key) ?? { type, period, ...(product ? { product } : {}), rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const active = [...groups.values()].map(({ type, period, product, rows: group }) => {
    const sorted = [...group].sort((a, b) => startOf(a) - startOf(b));
    const started = sorted.filter((row) => !row.Activates || startOf(row) <= nowMs);
    const current = started.at(-1) ?? sorted[0]!;
    const incoming = sorted.filter((row) => row !== current && row.Activates && startOf(row) > startOf(current)).at(-1);
    const limit = toLimit(current, type, period, product);
    return incoming ? { ...limit, queued: { amount: incoming.Amount, ...(incoming.Activates ? { activates: incoming.Activates } : {}) } } : limit;
  });
  return [...active, ...history];
}

function toLimit(row: LimitRow, type: LimitType, period: LimitPeriod, product: Product | undefined): Limit {
  return {
    id: String(row.Id),
    type,
    period,
    ...(product ? { product } : {}),
    status: 'active',
    amount: row.Amount,
    ...(row.RemainingAmount != null ? { remainingAmount: row.RemainingAmount } : {}),
    locked: row.IsAdmin === true,
    ...(row.Expires ? { expiryDate: row.Expires } : {}),
    ...(row.Currency ? { currency: row.Currency } : {}),
  };
}

/** GET /responsiblegaming/limit: the limits in force (with any incoming raise) and the cancelled ones. */
export async function getLimits(rest: RestContext): Promise<readonly Limit[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getLimits', path: '/responsiblegaming/limit', session: true }, LIMIT_ROWS);
  return readLimits(rows, Date.now());
}

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
