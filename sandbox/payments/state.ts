// The payment side of the sandbox world: limits, product blocks and deposit offers (bonuses and the
// payment history are the account tables', sandbox/account/seed.ts). Kept beside the core state (not in it) and keyed by the state object, so a reset, which
// makes a new state object, also starts these tables again from their seed.
import { DAY_MS } from '../clock.ts';
import type { Player, SandboxState } from '../state.ts';
import { PAYMENT_PLAYER_IDS } from './ids.ts';
import { type LimitRow, settleLimits } from '../responsible-gaming/limit-rows.ts';
import { seedResponsibleGamingLimits } from '../responsible-gaming/seed.ts';

export { PAYMENT_PLAYER_IDS };
export type { LimitRow };

/** player@example.com, whose cancelled limit shows that history is not a rule. */
const ALEX = 1001;

export interface ProductBlockRow {
  id: number;
  playerId: number;
  product: 'Payment' | 'Casino' | 'Sportsbook' | 'Bonus';
  status: 'Active' | 'Inactive' | 'CoolDown';
  expiresMs: number;
}

/** A deposit offer; `eligible: false` makes POST /bonus/trigger/{code} answer 0. */
export interface OfferRow {
  id: number;
  promoCode: string;
  name: string;
  description: string;
  imageUrl?: string;
  html?: string;
  eligible: boolean;
  /** Offered to these players only. */
  playerIds: number[];
  /** Offered also to every player who signs up in the sandbox (welcomeNewPlayer adds them). */
  newPlayers?: boolean;
}

export interface PaymentsState {
  limits: LimitRow[];
  productBlocks: ProductBlockRow[];
  offers: OfferRow[];
  /** Promo codes a player triggered (preclaimed) for the next deposit. */
  triggered: Map<number, string>;
  nextId: number;
}


function seedPayments(state: SandboxState, nowMs: number): PaymentsState {
  const currencyOf = (id: number) => state.players.get(id)?.currency ?? 'EUR';
  const ids = PAYMENT_PLAYER_IDS;
  return {
    limits: [
      // 1000.00 a day, 950.00 deposited: 5 percent left.
      { id: 501, playerId: ids.limit, type: 'Deposit', timespan: 1, amount: 100_000, used: 95_000, status: 'Active', currency: currencyOf(ids.limit), createdMs: nowMs - 30 * DAY_MS },
      // A looser weekly limit beside it: the tightest one decides.
      { id: 502, playerId: ids.limit, type: 'Deposit', timespan: 7, amount: 500_000, used: 95_000, status: 'Active', currency: currencyOf(ids.limit), createdMs: nowMs - 30 * DAY_MS },
      { id: 503, playerId: ids.maxed, type: 'Deposit', timespan: 7, amount: 50_000, used: 50_000, status: 'Active', currency: currencyOf(ids.maxed), createdMs: nowMs - 10 * DAY_MS },
      // A cancelled limit is history, not a rule.
      { id: 504, playerId: ALEX, type: 'Deposit', timespan: 1, amount: 1_000, used: 1_000, status: 'Canceled', currency: 'EUR', createdMs: nowMs - 60 * DAY_MS },
      // The responsible-gaming players' limits (current, queued, locked: sandbox/responsible-gaming/seed.ts).
      ...seedResponsibleGamingLimits(nowMs),
    ],
    productBlocks: [
      { id: 601, playerId: ids.paymentBlock, product: 'Payment', status: 'Active', expiresMs: nowMs + 14 * DAY_MS },
      { id: 602, playerId: ids.limit, product: 'Payment', status: 'Inactive', expiresMs: nowMs - DAY_MS },
    ],
    offers: [
      {
        id: 801,
        promoCode: 'WELCOME100',
        name: '100% up to €100',
        description: 'Double your first deposit.',
        imageUrl: '/examples/bonus-welcome.svg',
        eligible: true,
        playerIds: [ids.bonus],
      },
      {
        id: 802,
        promoCode: 'SPINS50',
        name: '50 free spins',
        description: '50 free spins with a deposit of €20 or more.',
        // The operator's markup, with what the sanitizer must take out (a script, an event handler, a script URL).
        html: '<strong onmouseover="alert(1)">50 free spins</strong> <em>with a deposit of €20 or more</em><script>alert(1)</script> <a href="javascript:alert(1)">Terms</a>',
        eligible: true,
        playerIds: [ids.bonus],
      },
      {
        id: 803,
        promoCode: 'VIPONLY',
        name: 'VIP reload 25%',
        description: 'For VIP players.',
        eligible: false,
        playerIds: [ids.bonus],
      },
      {
        id: 804,
        promoCode: 'FIRSTDEPOSIT',
        name: '100% up to €200 on your first deposit',
        description: 'For every new player: your first deposit doubled.',
        imageUrl: '/examples/bonus-welcome.svg',
        eligible: true,
        playerIds: [],
        newPlayers: true,
      },
    ],
    triggered: new Map(),
    nextId: 10_000,
  };
}

const tables = new WeakMap<SandboxState, PaymentsState>();

/** The payment tables of this state (seeded on first use, relative to the sandbox clock then). */
export function paymentsOf(state: SandboxState, nowMs: number): PaymentsState {
  let payments = tables.get(state);
  if (!payments) {
    payments = seedPayments(state, nowMs);
    tables.set(state, payments);
  }
  // Whoever reads the limits sees them as the clock has them: queued increases past their cool-down applied.
  settleLimits(payments.limits, nowMs);
  return payments;
}

/** A player who just signed up in the sandbox gets the offers open to every new player. */
export function welcomeNewPlayer(state: SandboxState, playerId: number, nowMs: number): void {
  for (const offer of paymentsOf(state, nowMs).offers) {
    if (offer.newPlayers && !offer.playerIds.includes(playerId)) offer.playerIds.push(playerId);
  }
}

/** Remaining minor units of a limit (never below 0 in the answer's arithmetic, but may be 0). */
export function remaining(limit: LimitRow): number {
  return limit.amount - limit.used;
}

export function activeDepositLimits(payments: PaymentsState, player: Player): LimitRow[] {
  return payments.limits.filter((row) => row.playerId === player.id && row.type === 'Deposit' && row.status === 'Active');
}

export function hasActivePaymentBlock(payments: PaymentsState, player: Player, nowMs: number): boolean {
  return payments.productBlocks.some((row) => row.playerId === player.id && row.product === 'Payment' && row.status === 'Active' && row.expiresMs > nowMs);
}
