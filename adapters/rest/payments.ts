import * as v from 'valibot';
import type { Block, BlockProduct, Bonus, CashierRequest, CashierSetup, LimitPeriod, LimitType } from '../contract.ts';
import { platformError } from '../errors.ts';
import type { RestContext } from './context.ts';
import { loadPart } from '../load-part.ts';
import { lookup } from './mappings.ts';
import { playerIdentity } from './player.ts';
import { id, numeric, text } from './scalars.ts';

/**
 * The cashier's set-up (adapters/cashier-setup.ts), loaded with the operation that sets up a cashier (the deposit's,
 * the withdrawal's, the cashier's frames) rather than with every first render; see adapters/load-part.ts.
 */
const cashierParts = () => import('../cashier-setup.ts');


// --- Mapping tables (provider → domain) ---------------------------------------------------

export const LIMIT_TYPES = {
  Deposit: 'deposit',
  NetLoss: 'loss',
  Wager: 'wager',
  LoginTime: 'session',
  Session: 'session',
  ProductSession: 'product-session',
  RealityCheck: 'reality-check',
  LoginPeriodBlock: 'block',
} as const satisfies Record<string, LimitType>;

/** Timespan in days (spec 002 §9: transaction 0, daily 1, weekly 7, monthly 30). */
export const LIMIT_PERIODS = { 0: 'transaction', 1: 'daily', 7: 'weekly', 30: 'monthly' } as const satisfies Record<number, LimitPeriod>;

export const BLOCK_PRODUCTS = {
  Payment: 'payment',
  Bonus: 'bonus',
  Casino: 'casino',
  Bingo: 'bingo',
  Sportsbook: 'sport',
  ScoutFantasy: 'fantasy',
  PoolBetting: 'pool-betting',
  Poker: 'poker',
  Lotto: 'lotto',
} as const satisfies Record<string, BlockProduct>;

export const BLOCK_STATUSES = { Active: 'active', Inactive: 'inactive', CoolDown: 'cool-down' } as const satisfies Record<string, Block['status']>;

// --- Schemas --------------------------------------------------------------------------------

const BonusOffer = v.object({
  Id: id,
  Identifier: text,
  Name: text,
  Description: text,
  ImageUrl: text,
  Html: text,
  ValidDateStart: text,
  ValidDateEnd: text,
  RewardGroups: v.nullish(v.array(v.object({ Name: text, PromoCode: text }))),
});

const ProductBlock = v.object({ Id: id, Product: text, Status: text, Expires: text });

// --- Operations -----------------------------------------------------------------------------

/** GET /bonus/offers?type=Deposit: the offers a deposit may take, each by its promo code. */
export async function getDepositBonuses(rest: RestContext): Promise<readonly Bonus[]> {
  const rows = await rest.http.json(
    { method: 'GET', operation: 'getDepositBonuses', path: '/bonus/offers', area: 'bonus-selector', session: true, query: { type: 'Deposit' } },
    v.array(BonusOffer),
  );
  return rows.flatMap((row): Bonus[] => {
    const code = row.RewardGroups?.find((group) => group.PromoCode)?.PromoCode ?? row.Identifier ?? '';
    // An offer without a code cannot reach the cashier: it is not offered.
    if (!code) return [];
    return [{
      id: String(row.Id),
      code,
      name: row.Name ?? code,
      description: row.Description ?? '',
      ...(row.Html ? { html: row.Html } : {}),
      ...(row.ImageUrl ? { assets: { image: row.ImageUrl } } : {}),
      type: 'default',
      status: 'active',
      currency: '',
      ...(row.ValidDateStart ? { startTime: row.ValidDateStart } : {}),
      ...(row.ValidDateEnd ? { endTime: row.ValidDateEnd } : {}),
      deposit: true,
      canBeCanceled: false,
      withdrawPolicy: 'none',
      gameProps: [],
    }];
  });
}

/** POST /bonus/trigger/{code}: a write (never retried); the platform answers 0 for a code that is not valid. */
export async function triggerBonus(rest: RestContext, code: string): Promise<void> {
  const trimmed = code.trim();
  if (!trimmed) throw platformError('bonus', 'invalid-bonus', { message: 'An empty bonus code.' });
  const answer = await rest.http.json(
    { method: 'POST', operation: 'triggerBonus', path: `/bonus/trigger/${encodeURIComponent(trimmed)}`, area: 'bonus', session: true },
    v.union([numeric, v.boolean()]),
  );
  if (answer === 0 || answer === false) throw platformError('bonus', 'invalid-bonus', { message: `The platform refused the bonus code ${trimmed}.` });
}

/** GET /responsiblegaming/product-blocks. */
export async function getProductBlocks(rest: RestContext): Promise<readonly Block[]> {
  const rows = await rest.http.json({ method: 'GET', operation: 'getProductBlocks', path: '/responsiblegaming/product-blocks', area: 'responsible-gaming', session: true }, v.array(ProductBlock));
  return rows.map((row) => ({
    id: String(row.Id),
    product: lookup(BLOCK_PRODUCTS, row.Product) ?? 'other',
    status: lookup(BLOCK_STATUSES, row.Status) ?? 'inactive',
    ...(row.Expires ? { expires: row.Expires } : {}),
  }));
}

/**
 * The cashier set-up of the REST platform: the player and the session from the platform, the rest as every
 * platform (adapters/cashier-setup.ts).
 */
export async function getCashierSetup(rest: RestContext, request: CashierRequest): Promise<CashierSetup> {
  const { config } = rest.context;
  const { cashierMerchant, cashierSetup } = await loadPart('getCashierSetup', config, cashierParts);
  cashierMerchant(config);
  return cashierSetup(config, await playerIdentity(rest), request);
}
