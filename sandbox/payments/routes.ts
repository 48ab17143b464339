// The payment endpoints of the REST platform (spec 002 §7.4, shapes from shared/reference/rest-platform.md):
// wallet-adjacent reads the deposit and withdrawal widgets need, and the bonus trigger.
import { ApiError } from '../http.ts';
import { toAmount } from '../rest/amounts.ts';
import { type ApiResponse, type SessionContext, ok, queryParam } from '../rest/context.ts';
import { type Route, sessionRoute } from '../rest/router.ts';
import { invalidField } from '../rest/validate.ts';
import { paymentsOf, remaining } from './state.ts';

const iso = (ms: number) => new Date(ms).toISOString();

function bonuses(ctx: SessionContext): ApiResponse {
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  return ok(
    payments.bonuses
      .filter((row) => row.playerId === ctx.player.id)
      .map((row) => ({
        Id: row.id,
        Name: row.name,
        Amount: toAmount(row.amount),
        AmountWon: 0,
        Currency: row.currency,
        Created: iso(row.createdMs),
        Expires: iso(row.expiresMs),
        State: row.state,
        Type: 'Monetary',
        WithdrawPolicy: row.withdrawPolicy,
      })),
  );
}

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

/** Answers 1 when the code is an offer this player may take now, 0 otherwise (spec: 0 means invalid-bonus). */
function trigger(ctx: SessionContext): ApiResponse {
  const code = ctx.params.code ?? '';
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  const offer = payments.offers.find((row) => row.promoCode.toLowerCase() === code.toLowerCase());
  if (!offer || !offer.eligible || !offer.playerIds.includes(ctx.player.id)) return ok(0);
  payments.triggered.set(ctx.player.id, offer.promoCode);
  return ok(1);
}

function limits(ctx: SessionContext): ApiResponse {
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  return ok(
    payments.limits
      .filter((row) => row.playerId === ctx.player.id)
      .map((row) => ({
        Id: row.id,
        Type: row.type,
        Amount: toAmount(row.amount),
        RemainingAmount: toAmount(remaining(row)),
        Timespan: row.timespan,
        Created: iso(row.createdMs),
        IsAdmin: false,
        Status: row.status,
        Currency: row.currency,
        Product: null,
      })),
  );
}

function productBlocks(ctx: SessionContext): ApiResponse {
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  return ok(
    payments.productBlocks
      .filter((row) => row.playerId === ctx.player.id)
      .map((row) => ({ Id: row.id, Product: row.product, Status: row.status, Expires: iso(row.expiresMs) })),
  );
}

function paymentTransactions(ctx: SessionContext): ApiResponse {
  const offset = Number(queryParam(ctx.query, 'offset') ?? 0);
  const max = Number(queryParam(ctx.query, 'max') ?? 20);
  const type = queryParam(ctx.query, 'type')?.toLowerCase();
  if (!Number.isInteger(offset) || offset < 0) throw invalidField('offset');
  if (!Number.isInteger(max) || max < 1 || max > 100) throw invalidField('max');
  if (type && type !== 'deposit' && type !== 'withdraw') throw new ApiError(400, 'InvalidField', 'type is deposit or withdraw.', { Field: 'type' });
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  const rows = payments.payments
    .filter((row) => row.playerId === ctx.player.id && (!type || row.type.toLowerCase() === type))
    .sort((a, b) => b.startedMs - a.startedMs || b.id - a.id)
    .slice(offset, offset + max);
  return ok(
    rows.map((row) => ({
      Id: row.id,
      Amount: toAmount(row.amount),
      Started: iso(row.startedMs),
      Status: row.status,
      Currency: row.currency,
      TransactionType: row.type,
      WalletType: 'Real',
      Product: 'Payment',
      Method: row.method,
      Provider: 'PaymentIQ',
      RemoteTransactionId: row.reference,
      BonusCode: row.bonusCode ?? null,
    })),
  );
}

export const PAYMENT_ROUTES: readonly Route[] = [
  sessionRoute('GET', '/bonus', bonuses),
  sessionRoute('GET', '/bonus/offers', offers),
  sessionRoute('POST', '/bonus/trigger/{code}', trigger),
  sessionRoute('GET', '/responsiblegaming/limit', limits),
  sessionRoute('GET', '/responsiblegaming/product-blocks', productBlocks),
  sessionRoute('GET', '/transaction/payments', paymentTransactions),
];
