// The sandbox identity provider's memory: bank-ID orders (one per launch of the provider's page) and the
// authorization codes an approved order hands to the operator's callback. Kept beside the sandbox state
// (a reset makes a new state, so new tables), on the sandbox clock.
import { createHmac, randomBytes } from 'node:crypto';
import { ApiError } from '../http.ts';
import type { SandboxState } from '../state.ts';
import {
  isPersonNumber, KNOWN_PERSON_NUMBER, KNOWN_PERSON_PLAYER_ID, PERSON_REGISTER, SGA_LIMITS_PERSON_NUMBER, SGA_LIMITS_PERSON_PLAYER_ID,
} from './seed.ts';

/** A bank-ID order lives this long unanswered (the real service: 30 s per QR start, 3 min per order). */
export const ORDER_TTL_MS = 180_000;
/** An authorization code must be exchanged within this time. */
export const CODE_TTL_MS = 600_000;

export type OrderStatus = 'pending' | 'complete' | 'failed' | 'cancelled';

export interface Order {
  id: string;
  /** The operator's redirect URI and the state it asked to get back, from the launch address. */
  redirectUri: string;
  state: string;
  platform: string;
  createdMs: number;
  status: OrderStatus;
  /** Why a failed order failed (expired, declined). */
  reason?: 'expired' | 'declined';
  /** The phone has opened the app for this order. */
  appOpened: boolean;
  personNumber?: string;
  code?: string;
  qrStartToken: string;
  qrStartSecret: string;
  autoStartToken: string;
}

export interface Grant {
  code: string;
  orderId: string;
  personNumber: string;
  redirectUri: string;
  state: string;
  issuedMs: number;
  /** Exchanged by a sign-in (a known player) or by a sign-up: a code signs in once and signs up once. */
  signedIn: boolean;
  signedUp: boolean;
}

export interface OAuthTables {
  orders: Map<string, Order>;
  grants: Map<string, Grant>;
  /** Person number → player, for the people who play here (seeded, and whoever signs up by code or token). */
  players: Map<string, number>;
  /** Sign-up tokens a code sign-in issued → the person number they name. */
  tokens: Map<string, string>;
}

const tables = new WeakMap<SandboxState, OAuthTables>();

export function oauthTables(state: SandboxState): OAuthTables {
  let found = tables.get(state);
  if (!found) {
    found = { orders: new Map(), grants: new Map(), players: new Map([[KNOWN_PERSON_NUMBER, KNOWN_PERSON_PLAYER_ID], [SGA_LIMITS_PERSON_NUMBER, SGA_LIMITS_PERSON_PLAYER_ID]]), tokens: new Map() };
    tables.set(state, found);
  }
  return found;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/** The redirect URI must be an absolute http(s) address: the provider sends the code there. */
export function checkRedirectUri(raw: string | null): string {
  let url: URL;
  try {
    url = new URL(raw ?? '');
  } catch {
    throw new ApiError(400, 'InvalidField', 'redirect_uri must be an absolute address.', { Field: 'redirect_uri' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError(400, 'InvalidField', 'redirect_uri must be http(s).', { Field: 'redirect_uri' });
  }
  return url.href;
}

export function startOrder(state: SandboxState, nowMs: number, input: { redirectUri: string; state: string; platform: string }): Order {
  const order: Order = {
    id: token(8),
    redirectUri: input.redirectUri,
    state: input.state,
    platform: input.platform,
    createdMs: nowMs,
    status: 'pending',
    appOpened: false,
    qrStartToken: token(8),
    qrStartSecret: token(16),
    autoStartToken: token(8),
  };
  oauthTables(state).orders.set(order.id, order);
  return order;
}

/** An unanswered order past its time fails (the provider's "expired"). */
function settle(order: Order, nowMs: number): Order {
  if (order.status === 'pending' && nowMs - order.createdMs > ORDER_TTL_MS) {
    order.status = 'failed';
    order.reason = 'expired';
  }
  return order;
}

export function findOrder(state: SandboxState, nowMs: number, id: string): Order {
  const order = oauthTables(state).orders.get(id);
  if (!order) throw new ApiError(404, 'NotFound', 'No such order.');
  return settle(order, nowMs);
}

export function pendingOrders(state: SandboxState, nowMs: number): Order[] {
  return [...oauthTables(state).orders.values()].map((order) => settle(order, nowMs)).filter((order) => order.status === 'pending');
}

/**
 * The animated QR payload of the real service: `bankid.{qrStartToken}.{seconds}.{hmac}`, the HMAC-SHA256
 * of the seconds since the order started keyed by its secret, so it changes every second.
 */
export function qrPayload(order: Order, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - order.createdMs) / 1000));
  const auth = createHmac('sha256', order.qrStartSecret).update(String(seconds)).digest('hex');
  return `bankid.${order.qrStartToken}.${seconds}.${auth}`;
}

/** Where the operator's callback gets the code of an approved order (a failed one ends in its collect status). */
export function callbackAddress(order: Order): string | null {
  if (order.status !== 'complete' || !order.code) return null;
  const url = new URL(order.redirectUri);
  url.searchParams.set('code', order.code);
  url.searchParams.set('state', order.state);
  return url.href;
}

export type Decision = 'approve' | 'cancel' | 'open' | 'decline';

/**
 * What the phone (or a test) does with an order: open the app, approve as a person number, decline in
 * the app (the provider's error), or cancel. Without an id, the newest pending order.
 */
export function decide(state: SandboxState, nowMs: number, input: { orderId?: string; action: Decision; personNumber?: string }): Order {
  const order = input.orderId
    ? findOrder(state, nowMs, input.orderId)
    : pendingOrders(state, nowMs).sort((a, b) => b.createdMs - a.createdMs)[0];
  if (!order) throw new ApiError(404, 'NotFound', 'No pending order.');
  if (order.status !== 'pending') throw new ApiError(409, 'OrderFinished', `The order is ${order.status}.`);
  switch (input.action) {
    case 'open':
      order.appOpened = true;
      return order;
    case 'cancel':
      order.status = 'cancelled';
      return order;
    case 'decline':
      order.status = 'failed';
      order.reason = 'declined';
      return order;
    case 'approve': {
      const person = (input.personNumber ?? '').replace(/\D/g, '');
      if (!isPersonNumber(person)) throw new ApiError(400, 'InvalidField', 'Give a 12-digit person number.', { Field: 'personNumber' });
      if (!PERSON_REGISTER[person]) throw new ApiError(404, 'PersonNotFound', 'The register knows no such person.');
      order.status = 'complete';
      order.appOpened = true;
      order.personNumber = person;
      order.code = token(16);
      oauthTables(state).grants.set(order.code, {
        code: order.code,
        orderId: order.id,
        personNumber: person,
        redirectUri: order.redirectUri,
        state: order.state,
        issuedMs: nowMs,
        signedIn: false,
        signedUp: false,
      });
      return order;
    }
  }
}

/**
 * The operator's backend exchanges a code: it must be one the provider issued, within its time, for this
 * redirect URI and state. Anything else is the platform's IncorrectCode.
 */
export function grantFor(state: SandboxState, nowMs: number, input: { code: string; redirectUrl: string; state: string }): Grant {
  const grant = oauthTables(state).grants.get(input.code);
  if (!grant || nowMs - grant.issuedMs > CODE_TTL_MS || grant.redirectUri !== input.redirectUrl || grant.state !== input.state) {
    throw new ApiError(400, 'IncorrectCode', 'The authorization code is unknown, expired or not for this redirect URI and state.');
  }
  return grant;
}

export function orderView(order: Order, nowMs: number) {
  return {
    id: order.id,
    status: order.status,
    platform: order.platform,
    isAppOpened: order.appOpened,
    isComplete: order.status === 'complete',
    isError: order.status === 'failed' || order.status === 'cancelled',
    ...(order.reason ? { reason: order.reason } : {}),
    qrCode: order.status === 'pending' ? qrPayload(order, nowMs) : null,
    createdAt: new Date(order.createdMs).toISOString(),
    operator: new URL(order.redirectUri).origin,
  };
}

/** A token sign-up made the person a player: the next bank-ID sign-in signs them in. */
export function linkTokenSignUp(state: SandboxState, token: string, playerId: number): void {
  const tables = oauthTables(state);
  const person = tables.tokens.get(token);
  if (person === undefined) return;
  tables.players.set(person, playerId);
  tables.tokens.delete(token);
}
