// The account area's endpoints: inbox, profile, passwords, history, bonuses, subscriptions.
// Shapes follow ../shared/reference/rest-platform.md; error codes docs/rest-error-codes.md.
import { randomUUID } from 'node:crypto';
import { HOUR_MS, type SandboxBonus, type SandboxMessage } from '../account/seed.ts';
import { triggerDepositOffer } from '../payments/routes.ts';
import { ApiError, isRecord } from '../http.ts';
import { findPlayerByLogin, type Player } from '../state.ts';
import { toAmount } from './amounts.ts';
import { type ApiContext, type ApiResponse, type SessionContext, ok, queryParam } from './context.ts';
import { type Route, publicRoute, sessionRoute } from './router.ts';
import { invalidField, paging, requireBody, requireString } from './validate.ts';

const iso = (ms: number) => new Date(ms).toISOString();

// --- Inbox ------------------------------------------------------------------------------------

function toInternalMessage(message: SandboxMessage) {
  return {
    Id: message.id,
    Status: message.status,
    StartDate: iso(message.startMs),
    EndDate: iso(message.endMs),
    Title: message.title,
    Content: message.content,
    ...(message.attributes ? { Attributes: message.attributes } : {}),
  };
}

function playerMessages(ctx: SessionContext): SandboxMessage[] {
  const nowMs = ctx.clock.nowMs();
  return ctx.state.account.messages.filter((message) => message.playerId === ctx.player.id && message.startMs <= nowMs && nowMs < message.endMs);
}

const MESSAGE_STATUSES = new Set(['Unpushed', 'Notified', 'Read']);

function listMessages(ctx: SessionContext): ApiResponse {
  return ok(playerMessages(ctx).map(toInternalMessage));
}

function messagesWithStatus(ctx: SessionContext): ApiResponse {
  const status = queryParam(ctx.query, 'status');
  const messageId = queryParam(ctx.query, 'messageId');
  return ok(
    playerMessages(ctx)
      .filter((message) => (!status || message.status.toLowerCase() === status.toLowerCase()) && (!messageId || String(message.id) === messageId))
      .map(toInternalMessage),
  );
}

function findMessage(ctx: SessionContext, id: unknown): SandboxMessage {
  const message = playerMessages(ctx).find((row) => String(row.id) === String(id));
  if (!message) throw new ApiError(404, 'NotFound', 'No such message.');
  return message;
}

function messageById(ctx: SessionContext): ApiResponse {
  return ok(toInternalMessage(findMessage(ctx, ctx.params['id'])));
}

function markMessage(ctx: SessionContext): ApiResponse {
  const body = requireBody(ctx.body, 'MessageId');
  const status = requireString(body, 'Status');
  if (!MESSAGE_STATUSES.has(status)) throw invalidField('Status', 'Status must be Unpushed, Notified or Read.');
  if (body['MessageId'] === undefined) throw invalidField('MessageId');
  findMessage(ctx, body['MessageId']).status = status as SandboxMessage['status'];
  return ok();
}

// --- Profile and passwords --------------------------------------------------------------------

const PHONE = /^\+?\d{8,17}$/;

/** The platform's own password rules (the widgets check the same before sending). */
function assertStrongPassword(password: string, email: string): void {
  const strong = password.trim().length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)
    && /[^A-Za-z0-9]/.test(password) && !password.toLowerCase().includes(email.toLowerCase());
  if (!strong) throw new ApiError(400, 'WeakPassword', 'The password is too weak.');
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidField(field);
  return value.trim();
}

function updatePlayer(ctx: SessionContext): ApiResponse {
  const body = isRecord(ctx.body) ? ctx.body : {};
  const player = ctx.player;
  const password = optionalString(body, 'Password');
  // The current password confirms the change; SGA players (bank-ID, no password at sign-up) need none.
  if (player.jurisdiction !== 'SGA' && !password) throw invalidField('Password', 'The current password is required.');
  if (password && password !== player.password) throw new ApiError(400, 'IncorrectCredentials', 'The current password is not correct.');

  const email = optionalString(body, 'Email');
  if (email !== undefined && email.toLowerCase() !== player.email.toLowerCase()) {
    if (player.jurisdiction !== 'SGA') throw invalidField('Email', 'The e-mail address cannot be changed here.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw invalidField('Email');
    const owner = findPlayerByLogin(ctx.state, email);
    if (owner && owner.id !== player.id) throw new ApiError(409, 'PlayerExists', 'The e-mail address is taken.');
  }
  const phone = optionalString(body, 'MobilePhoneNumber');
  if (phone !== undefined && !PHONE.test(phone)) throw invalidField('MobilePhoneNumber');
  const changes: Partial<Player> = {};
  if (email !== undefined) changes.email = email;
  if (phone !== undefined) changes.mobilePhoneNumber = phone;
  for (const [field, key] of [['Address1', 'address1'], ['City', 'city'], ['Zip', 'zip'], ['Language', 'language']] as const) {
    const value = optionalString(body, field);
    if (value === undefined) continue;
    // SGA addresses come from the population register and cannot be edited.
    if (player.jurisdiction === 'SGA' && field !== 'Language' && value !== player[key]) throw invalidField(field, `${field} cannot be changed.`);
    if (value === '' && player.jurisdiction !== 'SGA') throw invalidField(field);
    if (field === 'City' && /\d/.test(value)) throw invalidField(field);
    changes[key] = value;
  }
  Object.assign(player, changes);
  return ok();
}

function changePassword(ctx: SessionContext): ApiResponse {
  const body = requireBody(ctx.body, 'CurrentPassword');
  const current = requireString(body, 'CurrentPassword');
  const next = requireString(body, 'NewPassword');
  if (current !== ctx.player.password) throw new ApiError(400, 'IncorrectCredentials', 'The current password is not correct.');
  assertStrongPassword(next, ctx.player.email);
  ctx.player.password = next;
  return ok();
}

function requestPasswordReset(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'UsernameOrEmail');
  const login = requireString(body, 'UsernameOrEmail');
  const player = findPlayerByLogin(ctx.state, login);
  // The same answer whether or not the player exists: the form must not tell who has an account.
  if (player) {
    const nowMs = ctx.clock.nowMs();
    const token = randomUUID();
    ctx.state.account.resetTokens.set(token, { playerId: player.id, expiresMs: nowMs + HOUR_MS, used: false });
    const link = `/examples/account.html?token=${encodeURIComponent(token)}&username=${encodeURIComponent(player.email)}`;
    ctx.state.account.outbox.push({ to: player.email, kind: 'reset-password', token, link, sentMs: nowMs });
  }
  return ok();
}

function resetPassword(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'Token');
  const token = requireString(body, 'Token');
  const password = requireString(body, 'NewPassword');
  const login = optionalString(body, 'UsernameOrEmail');
  const entry = ctx.state.account.resetTokens.get(token);
  const player = entry ? ctx.state.players.get(entry.playerId) : undefined;
  if (!entry || !player || entry.used) throw new ApiError(400, 'InvalidResetToken', 'The reset token is not valid.');
  if (login && findPlayerByLogin(ctx.state, login)?.id !== player.id) {
    throw new ApiError(400, 'InvalidResetToken', 'The reset token belongs to another player.');
  }
  if (ctx.clock.nowMs() >= entry.expiresMs) throw new ApiError(400, 'TokenExpired', 'The reset link has expired.');
  assertStrongPassword(password, player.email);
  player.password = password;
  entry.used = true;
  return ok();
}

// --- History ----------------------------------------------------------------------------------

function payments(ctx: SessionContext): ApiResponse {
  const { offset, max } = paging(ctx);
  const type = queryParam(ctx.query, 'type')?.toLowerCase();
  if (type && type !== 'deposit' && type !== 'withdraw') throw invalidField('type', 'type must be deposit or withdraw.');
  const rows = ctx.state.account.payments
    .filter((row) => row.playerId === ctx.player.id && (!type || row.type.toLowerCase() === type))
    .sort((a, b) => b.startedMs - a.startedMs)
    .slice(offset, offset + max);
  return ok(rows.map((row) => ({
    Id: row.id,
    Amount: toAmount(row.amount),
    Started: iso(row.startedMs),
    Ended: row.status === 'Pending' || row.status === 'Initiated' ? null : iso(row.startedMs + 60_000),
    Status: row.status,
    Currency: row.currency,
    TransactionType: row.type,
    WalletType: 'Real',
    Product: 'Payment',
    Method: row.method,
    Provider: row.method,
    ...(row.reference ? { RemoteTransactionId: row.reference } : {}),
    ...(row.bonusCode ? { BonusCode: row.bonusCode } : {}),
  })));
}

function gameplay(ctx: SessionContext): ApiResponse {
  const { offset, max } = paging(ctx);
  const rows = ctx.state.account.rounds
    .filter((row) => row.playerId === ctx.player.id)
    .sort((a, b) => b.startMs - a.startMs)
    .slice(offset, offset + max);
  return ok(rows.map((row) => ({
    RoundId: row.id,
    StartTime: iso(row.startMs),
    EndTime: row.ended ? iso(row.startMs + 30_000) : null,
    Currency: row.currency,
    Bet: toAmount(row.bet),
    Win: toAmount(row.win),
    Game: row.game,
    GameId: row.gameId,
    Transactions: [],
  })));
}

function paymentStats(ctx: SessionContext): ApiResponse {
  const mine = ctx.state.account.payments.filter((row) => row.playerId === ctx.player.id && row.status === 'Completed');
  const deposits = mine.filter((row) => row.type === 'Deposit');
  const withdrawals = mine.filter((row) => row.type === 'Withdraw');
  const sum = (rows: typeof mine) => toAmount(rows.reduce((total, row) => total + row.amount, 0));
  return ok({
    DepositCount: deposits.length,
    TotalDeposit: sum(deposits),
    WithdrawalCount: withdrawals.length,
    TotalWithdrawal: sum(withdrawals),
  });
}

// --- Bonuses ----------------------------------------------------------------------------------

const LIVE_STATES = new Set(['Initiated', 'Active', 'InPlay']);

/** The platform's expiry job, run on every read: a live bonus whose end has passed is Expired. */
function expire(bonus: SandboxBonus, nowMs: number): SandboxBonus {
  if (LIVE_STATES.has(bonus.state) && nowMs >= bonus.expiresMs) bonus.state = 'Expired';
  return bonus;
}

function toBonusInstance(bonus: SandboxBonus) {
  const money = bonus.type === 'Monetary';
  return {
    Id: bonus.id,
    Amount: money ? toAmount(bonus.amount) : bonus.amount,
    Created: iso(bonus.createdMs),
    Activates: iso(bonus.activatesMs),
    Expires: iso(bonus.expiresMs),
    AmountWon: 0,
    Identifier: bonus.identifier || null,
    Name: bonus.name,
    Description: bonus.description,
    ...(bonus.html ? { Html: bonus.html } : {}),
    Currency: bonus.currency,
    State: bonus.state,
    Type: bonus.type,
    Product: 'Casino',
    WithdrawPolicy: bonus.withdrawPolicy ?? 'None',
    ...(bonus.wageringRequirement !== undefined ? { WageringRequirment: toAmount(bonus.wageringRequirement) } : {}),
    ...(bonus.wageringRemaining !== undefined ? { WageringRequirmentRemaining: toAmount(bonus.wageringRemaining) } : {}),
    ...(bonus.amountRemaining !== undefined ? { AmountRemaining: bonus.amountRemaining } : {}),
    GameProps: bonus.type === 'Freespins' ? [{ Id: 300, Name: 'Starburst' }] : [],
    Deposit: bonus.deposit,
    CanBeCanceled: bonus.canBeCanceled,
  };
}

function playerBonuses(ctx: SessionContext): SandboxBonus[] {
  const nowMs = ctx.clock.nowMs();
  return ctx.state.account.bonuses.filter((bonus) => bonus.playerId === ctx.player.id).map((bonus) => expire(bonus, nowMs));
}

function listBonuses(ctx: SessionContext): ApiResponse {
  return ok(playerBonuses(ctx).sort((a, b) => b.createdMs - a.createdMs || b.id - a.id).map(toBonusInstance));
}

function findBonus(ctx: SessionContext): SandboxBonus {
  const bonus = playerBonuses(ctx).find((row) => String(row.id) === ctx.params['id']);
  if (!bonus) throw new ApiError(404, 'NotFound', 'No such bonus.');
  return bonus;
}

function claimBonus(ctx: SessionContext): ApiResponse {
  const bonus = findBonus(ctx);
  const nowMs = ctx.clock.nowMs();
  if (bonus.state !== 'Initiated' || nowMs < bonus.activatesMs || bonus.deposit) {
    throw new ApiError(400, 'InvalidBonus', 'This bonus cannot be claimed now.');
  }
  bonus.state = 'Active';
  return ok();
}

function cancelBonus(ctx: SessionContext): ApiResponse {
  const bonus = findBonus(ctx);
  if (!LIVE_STATES.has(bonus.state) || bonus.state === 'Initiated' || !bonus.canBeCanceled) {
    throw new ApiError(400, 'InvalidBonus', 'This bonus cannot be canceled.');
  }
  bonus.state = 'Canceled';
  return ok();
}

/** Answers the new bonus's id, or 0 for a code that gives nothing (spec 002 section 5.2). */
function triggerBonus(ctx: SessionContext): ApiResponse {
  // A deposit offer of this player's is preclaimed for the next deposit (sandbox/payments).
  const offer = triggerDepositOffer(ctx);
  if (offer !== null) return ok(offer);
  const code = (ctx.params['code'] ?? '').trim().toUpperCase();
  const template = ctx.state.account.bonusCodes.get(code);
  if (!template) return ok(0);
  const nowMs = ctx.clock.nowMs();
  const { validDays, ...fields } = template;
  const id = ctx.state.account.nextId++;
  ctx.state.account.bonuses.push({
    ...fields, id, playerId: ctx.player.id, currency: ctx.player.currency,
    createdMs: nowMs, activatesMs: nowMs, expiresMs: nowMs + validDays * 24 * HOUR_MS,
  });
  return ok(id);
}

// --- Subscriptions ----------------------------------------------------------------------------

const OPT_IN_TYPES = ['BonusEmails', 'BonusSMSs', 'NewsEmails', 'NewsSMSs', 'Phone'];

function optInRows(optIns: Set<string> | undefined) {
  return OPT_IN_TYPES.map((type, index) => ({ Type: type, TypeId: String(index + 1), OptIn: optIns?.has(type) ?? false }));
}

function playerOptIns(ctx: ApiContext, playerId: number): Set<string> {
  let set = ctx.state.account.optIns.get(playerId);
  if (!set) {
    set = new Set();
    ctx.state.account.optIns.set(playerId, set);
  }
  return set;
}

function optInType(ctx: SessionContext): string {
  const type = requireString(requireBody(ctx.body, 'Type'), 'Type');
  if (!OPT_IN_TYPES.includes(type)) throw invalidField('Type', `Type must be one of ${OPT_IN_TYPES.join(', ')}.`);
  return type;
}

function unsubscribePlayer(ctx: ApiContext, token: string | null): number {
  const playerId = token ? ctx.state.account.unsubscribeTokens.get(token) : undefined;
  if (playerId === undefined) throw new ApiError(400, 'TokenExpired', 'The unsubscribe link is not valid.');
  return playerId;
}

const ROUTES_OF_ACCOUNT: readonly Route[] = [
  sessionRoute('GET', '/internalmessages', listMessages),
  sessionRoute('GET', '/internalmessages/with-status', messagesWithStatus),
  sessionRoute('POST', '/internalmessages/mark', markMessage),
  sessionRoute('GET', '/internalmessages/{id}', messageById),
  sessionRoute('POST', '/player/update', updatePlayer),
  sessionRoute('POST', '/player/change-password', changePassword),
  publicRoute('POST', '/player/request-password-reset', requestPasswordReset),
  publicRoute('POST', '/player/reset-password', resetPassword),
  sessionRoute('GET', '/transaction/payments', payments),
  sessionRoute('GET', '/transaction/gameplay', gameplay),
  sessionRoute('GET', '/player/payment-stats', paymentStats),
  sessionRoute('GET', '/bonus', listBonuses),
  // The spec's paths and the public client's (/bonus/{id}/claim): both are accepted.
  sessionRoute('POST', '/bonus/claim/{id}', claimBonus),
  sessionRoute('POST', '/bonus/{id}/claim', claimBonus),
  sessionRoute('POST', '/bonus/cancel/{id}', cancelBonus),
  sessionRoute('POST', '/bonus/{id}/cancel', cancelBonus),
  sessionRoute('POST', '/bonus/trigger/{code}', triggerBonus),
  sessionRoute('GET', '/player/opt-in-outs', (ctx) => ok(optInRows(ctx.state.account.optIns.get(ctx.player.id)))),
  sessionRoute('POST', '/player/opt-in', (ctx) => {
    playerOptIns(ctx, ctx.player.id).add(optInType(ctx));
    return ok();
  }),
  sessionRoute('POST', '/player/opt-out', (ctx) => {
    playerOptIns(ctx, ctx.player.id).delete(optInType(ctx));
    return ok();
  }),
  publicRoute('GET', '/player/opt-out-ins', (ctx) => {
    const playerId = unsubscribePlayer(ctx, queryParam(ctx.query, 'unsubToken'));
    return ok(optInRows(ctx.state.account.optIns.get(playerId)));
  }),
  publicRoute('POST', '/player/opt-out-choices', (ctx) => {
    const body = requireBody(ctx.body, 'OptOutToken');
    const playerId = unsubscribePlayer(ctx, requireString(body, 'OptOutToken'));
    const keep = body['OptIns'] ?? [];
    if (!Array.isArray(keep) || keep.some((type) => typeof type !== 'string' || !OPT_IN_TYPES.includes(type))) throw invalidField('OptIns');
    ctx.state.account.optIns.set(playerId, new Set(keep as string[]));
    return ok();
  }),
];

export const ACCOUNT_ROUTES = ROUTES_OF_ACCOUNT;
