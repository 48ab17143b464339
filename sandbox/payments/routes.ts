// The payment endpoints of the REST platform (spec 002 §7.4, shapes from shared/reference/rest-platform.md):
// the reads the deposit and withdrawal widgets need (product blocks, deposit offers; the limits are
// sandbox/responsible-gaming/routes.ts'); the bonus
// trigger consults the deposit offers through triggerDepositOffer (sandbox/rest/account.ts routes it).
import { type ApiResponse, type SessionContext, ok, queryParam } from '../rest/context.ts';
import { type Route, sessionRoute } from '../rest/router.ts';
import { invalidField } from '../rest/validate.ts';
import { paymentsOf } from './state.ts';

const iso = (ms: number) => new Date(ms).toISOString();

function offers(ctx: SessionContext): ApiResponse {
  const type = queryParam(ctx.query, 'type');
  // The platform supports deposit offers only.
  if (type !== null && type.toLowerCase() !== 'deposit') throw invalidField('type', 'Only Deposit offers are supported.');
  const nowMs = ctx.clock.nowMs();
  const payments = paymentsOf(ctx.state, nowMs);
  return ok(
    payments.offers
      .filter((row) => row.playerIds.includes(ctx.player.id))
      .map((row, index) => ({
        Id: row.id,
        priority: index,
        Identifier: row.promoCode,
        Name: row.name,
        // Not in the public client's type: the operator's backend adds the CMS texts and image.
        Description: row.description,
        ImageUrl: row.imageUrl ?? null,
        Html: row.html ?? null,
        ValidDateStart: iso(nowMs - 86_400_000),
        ValidDateEnd: iso(nowMs + 30 * 86_400_000),
        IsOptInRequired: false,
        MaxPerPlayerClaimCount: 1,
        MaxPerPlayerClaimCountOn: 'Day',
        PlayerClaimCount: 0,
        HasPlyerOptedIn: false,
        RewardGroups: [{ Name: row.name, PromoCode: row.promoCode, Rewards: [] }],
      })),
  );
}

/**
 * POST /bonus/trigger/{code} for a deposit offer of this player's: 1 and remembered for the next deposit
 * when the player may take it now, 0 when not (spec: 0 means invalid-bonus). Null: no such offer for this
 * player, so the bonus-code route (sandbox/rest/account.ts) looks further.
 */
export function triggerDepositOffer(ctx: SessionContext): 0 | 1 | null {
  const code = ctx.params.code ?? '';
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  const offer = payments.offers.find((row) => row.promoCode.toLowerCase() === code.toLowerCase() && row.playerIds.includes(ctx.player.id));
  if (!offer) return null;
  if (!offer.eligible) return 0;
  payments.triggered.set(ctx.player.id, offer.promoCode);
  return 1;
}

function productBlocks(ctx: SessionContext): ApiResponse {
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  return ok(
    payments.productBlocks
      .filter((row) => row.playerId === ctx.player.id)
      .map((row) => ({ Id: row.id, Product: row.product, Status: row.status, Expires: iso(row.expiresMs) })),
  );
}

export const PAYMENT_ROUTES: readonly Route[] = [
  sessionRoute('GET', '/bonus/offers', offers),
  sessionRoute('GET', '/responsiblegaming/product-blocks', productBlocks),
];
