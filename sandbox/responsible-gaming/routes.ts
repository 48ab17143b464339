// The responsible-gaming limit and block endpoints of the REST platform (spec 001 §7, shapes from
// shared/reference/rest-platform.md "Responsible gaming"): limits with their history, raises queued for the
// cool-down (limit-rows.ts), operator-set limits locked, and blocks that end every session of the player and
// refuse the sign-in (sandbox/rest/player.ts) and deposits (sandbox/payments/book.ts) until they end.
import { DAY_MS } from '../clock.ts';
import { ApiError, isRecord } from '../http.ts';
import { toAmount } from '../rest/amounts.ts';
import { type ApiResponse, type SessionContext, ok } from '../rest/context.ts';
import { type Route, sessionRoute } from '../rest/router.ts';
import { invalidField } from '../rest/validate.ts';
import type { Player } from '../state.ts';
import { paymentsOf, remaining } from '../payments/state.ts';
import { coolDownMs, type LimitRow, sameLimit } from './limit-rows.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The platform's AddLimit `Type` → the row's; `Session` is the older name of login time. */
const TYPES: Record<string, LimitRow['type']> = {
  Deposit: 'Deposit', NetLoss: 'NetLoss', Wager: 'Wager', LoginTime: 'LoginTime', Session: 'LoginTime',
  ProductSession: 'ProductSession', RealityCheck: 'RealityCheck',
};
const MONEY_TYPES = new Set<LimitRow['type']>(['Deposit', 'NetLoss', 'Wager']);
const TIMESPANS = new Set([0, 1, 7, 30]);
const PRODUCTS = new Set(['Casino', 'Sportsbook']);
/** A day's, a week's and a month's minutes: a time limit cannot be longer than its period. */
const MAX_MINUTES: Record<number, number> = { 0: 24 * 60, 1: 24 * 60, 7: 7 * 24 * 60, 30: 31 * 24 * 60 };

function locked(message: string): ApiError {
  return new ApiError(403, 'LimitLocked', message);
}

function limitView(row: LimitRow) {
  const money = MONEY_TYPES.has(row.type);
  return {
    Id: row.id,
    Type: row.type,
    Amount: money ? toAmount(row.amount) : row.amount,
    RemainingAmount: money ? toAmount(Math.max(0, remaining(row))) : Math.max(0, remaining(row)),
    Timespan: row.timespan,
    Created: iso(row.createdMs),
    IsAdmin: row.isAdmin ?? false,
    // A queued raise is Active on the platform: its `Activates` tells it apart.
    Status: row.status === 'Canceled' ? 'Canceled' : 'Active',
    Currency: row.currency || null,
    Product: row.product ?? null,
    Activates: row.activatesMs !== undefined ? iso(row.activatesMs) : null,
    Expires: row.expiresMs !== undefined ? iso(row.expiresMs) : null,
    Canceled: row.canceledMs !== undefined ? iso(row.canceledMs) : null,
  };
}

function limits(ctx: SessionContext): ApiResponse {
  const payments = paymentsOf(ctx.state, ctx.clock.nowMs());
  return ok(payments.limits.filter((row) => row.playerId === ctx.player.id).map(limitView));
}

function parseLimit(body: unknown, player: Player) {
  if (!isRecord(body)) throw invalidField('Type', 'Send a JSON object.');
  const type = typeof body.Type === 'string' && Object.hasOwn(TYPES, body.Type) ? TYPES[body.Type] : undefined;
  if (!type) throw invalidField('Type');
  const timespan = body.Timespan;
  if (typeof timespan !== 'number' || !TIMESPANS.has(timespan)) throw invalidField('Timespan');
  const amount = body.Amount;
  const money = MONEY_TYPES.has(type);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 1) throw invalidField('Amount');
  if (!money && (!Number.isInteger(amount) || amount > (MAX_MINUTES[timespan] ?? 0))) throw invalidField('Amount');
  const product = body.Product;
  if (type === 'ProductSession' && (typeof product !== 'string' || !PRODUCTS.has(product))) throw invalidField('Product');
  if (money && body.Currency != null && body.Currency !== player.currency) throw invalidField('Currency');
  return {
    type,
    timespan: timespan as LimitRow['timespan'],
    amount: money ? Math.round(amount * 100) : amount,
    currency: money ? player.currency : '',
    ...(type === 'ProductSession' ? { product: product as LimitRow['product'] } : {}),
  };
}

/** POST /responsiblegaming/limit/v2: lower (or a first limit) at once, higher after the cool-down. */
function setLimit(ctx: SessionContext): ApiResponse {
  const nowMs = ctx.clock.nowMs();
  const payments = paymentsOf(ctx.state, nowMs);
  const wanted = { playerId: ctx.player.id, ...parseLimit(ctx.body, ctx.player) };
  const current = payments.limits.find((row) => row.status === 'Active' && sameLimit(row, wanted));
  if (current?.isAdmin) throw locked('This limit was set by the operator and cannot be changed.');
  const waiting = payments.limits.find((row) => row.status === 'Queued' && sameLimit(row, wanted));
  // A new choice replaces a raise that was waiting.
  if (waiting) {
    waiting.status = 'Canceled';
    waiting.canceledMs = nowMs;
  }
  const row: LimitRow = { id: payments.nextId++, ...wanted, used: current?.used ?? 0, status: 'Active', createdMs: nowMs };
  if (!current || wanted.amount <= current.amount) {
    if (current) {
      current.status = 'Canceled';
      current.canceledMs = nowMs;
    }
  } else {
    const activatesMs = nowMs + coolDownMs(ctx.player.jurisdiction);
    current.expiresMs = activatesMs;
    row.status = 'Queued';
    row.activatesMs = activatesMs;
  }
  payments.limits.push(row);
  return ok();
}

/** POST /responsiblegaming/limit/cancel/{id}: a waiting raise ends at once; a limit in force after the cool-down. */
function cancelLimit(ctx: SessionContext): ApiResponse {
  const nowMs = ctx.clock.nowMs();
  const payments = paymentsOf(ctx.state, nowMs);
  const id = Number(ctx.params.id);
  const row = payments.limits.find((candidate) => candidate.id === id && candidate.playerId === ctx.player.id && candidate.status !== 'Canceled');
  if (!row) throw new ApiError(404, 'NotFound', `No limit ${ctx.params.id ?? ''} to cancel.`);
  if (row.isAdmin) throw locked('This limit was set by the operator and cannot be removed.');
  if (row.type === 'Deposit' && ctx.player.jurisdiction === 'SGA') throw locked('Deposit limits are mandatory in this jurisdiction.');
  const current = payments.limits.find((candidate) => candidate.status === 'Active' && sameLimit(candidate, row));
  if (row.status === 'Queued') {
    row.status = 'Canceled';
    row.canceledMs = nowMs;
    if (current) delete current.expiresMs;
    return ok();
  }
  for (const waiting of payments.limits.filter((candidate) => candidate.status === 'Queued' && sameLimit(candidate, row))) {
    waiting.status = 'Canceled';
    waiting.canceledMs = nowMs;
  }
  row.expiresMs = Math.min(row.expiresMs ?? Infinity, nowMs + coolDownMs(ctx.player.jurisdiction));
  return ok();
}

/** The path number is the length in days (99999: indefinitely); the player is signed out everywhere. */
function exclude(type: 'Block' | 'SelfExclusion') {
  return (ctx: SessionContext): ApiResponse => {
    const raw = ctx.params.days ?? '';
    const days = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(days) || days < 1) throw invalidField('expiresIn', 'Give the number of days, 1 or more.');
    const nowMs = ctx.clock.nowMs();
    ctx.player.blocks.push({ type, fromMs: nowMs, untilMs: nowMs + days * DAY_MS });
    for (const [id, session] of ctx.state.sessions) if (session.playerId === ctx.player.id) ctx.state.sessions.delete(id);
    return ok();
  };
}

export const RESPONSIBLE_GAMING_LIMIT_ROUTES: readonly Route[] = [
  sessionRoute('GET', '/responsiblegaming/limit', limits),
  sessionRoute('POST', '/responsiblegaming/limit/v2', setLimit),
  sessionRoute('POST', '/responsiblegaming/limit/cancel/{id}', cancelLimit),
  sessionRoute('POST', '/responsiblegaming/block/{days}', exclude('Block')),
  sessionRoute('POST', '/responsiblegaming/self-exclude/{days}', exclude('SelfExclusion')),
];
