// What the sandbox cashier's completed transactions do to the world: the wallet, the deposit limits'
// usage and the payment history (the account tables' one history, so the account area shows them). A cashier reference is booked once, however often it is sent.
import type { Clock } from '../clock.ts';
import { activeBlock, type Player, type SandboxState } from '../state.ts';
import type { SandboxPayment } from '../account/seed.ts';
import { activeDepositLimits, hasActivePaymentBlock, paymentsOf, remaining } from './state.ts';

type PaymentStatus = 'Completed' | 'Pending' | 'Failed' | 'Canceled';

export type CashierKind = 'deposit' | 'withdrawal';
export type CashierOutcome = 'success' | 'failure' | 'pending' | 'cancel';

export interface CashierTransaction {
  sessionId: string;
  userId: string;
  kind: CashierKind;
  method: string;
  /** Major units, as the cashier's amount field holds them. */
  amount: number;
  outcome: CashierOutcome;
  reference: string;
  bonusCode?: string;
}

export type BookingResult =
  | { status: 'success' | 'pending' | 'failure' | 'cancel'; txRefId: string; reason?: string; balance: number; currency: string }
  | { status: 'rejected'; reason: string };

function findPlayer(state: SandboxState, sessionId: string, userId: string): Player | undefined {
  const session = state.sessions.get(sessionId);
  const player = session ? state.players.get(session.playerId) : undefined;
  return player && String(player.id) === userId ? player : undefined;
}

/** Why a deposit cannot go through, or null. */
function depositRefusal(state: SandboxState, player: Player, minor: number, nowMs: number): string | null {
  const payments = paymentsOf(state, nowMs);
  if (activeBlock(player, nowMs)) return 'The account is blocked or self-excluded.';
  if (hasActivePaymentBlock(payments, player, nowMs)) return 'Payments are blocked for this account.';
  const tightest = Math.min(...activeDepositLimits(payments, player).map(remaining));
  if (minor > tightest) return 'The amount exceeds your deposit limit.';
  return null;
}

export function bookCashierTransaction(state: SandboxState, clock: Clock, tx: CashierTransaction): BookingResult {
  const player = findPlayer(state, tx.sessionId, tx.userId);
  if (!player) return { status: 'rejected', reason: 'The session is missing or has expired.' };
  const minor = Math.round(tx.amount * 100);
  if (!Number.isFinite(minor) || minor <= 0 || minor > 100_000_000) return { status: 'rejected', reason: 'Enter an amount above 0.' };
  const nowMs = clock.nowMs();
  const payments = paymentsOf(state, nowMs);
  const history = state.account.payments;
  const view = (row: SandboxPayment, reason?: string): BookingResult => ({
    status: row.status === 'Completed' ? 'success' : row.status === 'Pending' ? 'pending' : row.status === 'Failed' ? 'failure' : 'cancel',
    txRefId: String(row.id),
    balance: player.wallet.real / 100,
    currency: player.currency,
    ...(reason ? { reason } : {}),
  });

  const earlier = history.find((row) => row.reference === tx.reference && row.playerId === player.id);
  if (earlier) return view(earlier);

  let status: PaymentStatus =
    tx.outcome === 'success' ? 'Completed' : tx.outcome === 'pending' ? 'Pending' : tx.outcome === 'failure' ? 'Failed' : 'Canceled';
  let reason: string | undefined;
  if (status === 'Completed' || status === 'Pending') {
    const refusal =
      tx.kind === 'deposit'
        ? depositRefusal(state, player, minor, nowMs)
        : minor > player.wallet.real
          ? 'The amount is more than your withdrawable balance.'
          : null;
    if (refusal) {
      status = 'Failed';
      reason = refusal;
    }
  }
  const row: SandboxPayment = {
    id: state.account.nextId++,
    playerId: player.id,
    type: tx.kind === 'deposit' ? 'Deposit' : 'Withdraw',
    amount: minor,
    currency: player.currency,
    method: tx.method,
    status,
    startedMs: nowMs,
    reference: tx.reference,
    ...(tx.bonusCode ? { bonusCode: tx.bonusCode } : {}),
  };
  history.push(row);
  if (tx.kind === 'deposit' && status === 'Completed') {
    player.wallet.real += minor;
    player.depositCount += 1;
    for (const limit of activeDepositLimits(payments, player)) limit.used += minor;
    payments.triggered.delete(player.id);
  }
  if (tx.kind === 'withdrawal' && (status === 'Completed' || status === 'Pending')) {
    player.wallet.real -= minor;
    if (status === 'Pending') player.wallet.reserved += minor;
    else player.withdrawalCount += 1;
  }
  return view(row, reason);
}
