// The responsible-gaming limits' read on the REST platform (spec 001 §7; shapes from
// shared/reference/rest-platform.md "Responsible gaming"), which the payment gate reads too. Setting and cancelling
// limits, blocks and self-exclusion are responsible-gaming-writes.ts; the panic choice, the test score, the session and
// the reality check live in responsible-gaming-session.ts.
import * as v from 'valibot';
import type { Limit, LimitPeriod, LimitType, Product } from '../contract.ts';
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

/** The platform's `Product` names (spec 001 §9) ↔ the domain's. */
export const PROVIDER_PRODUCTS = {
  casino: 'Casino', bingo: 'Bingo', sport: 'Sportsbook', fantasy: 'ScoutFantasy', 'pool-betting': 'PoolBetting', poker: 'Poker', lotto: 'Lotto',
} as const satisfies Record<Product, string>;
const PRODUCTS_FROM_PROVIDER = Object.fromEntries(Object.entries(PROVIDER_PRODUCTS).map(([domain, provider]) => [provider, domain])) as Record<string, Product>;

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
