import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DepositSuccessDetail } from '../toolkit/events/index.ts';
import { useRefreshWallet, useWallet } from '../toolkit/player/index.ts';
import { useInvalidate, type QueryScope } from '../toolkit/query/index.ts';
import { prefetchCashierFrame } from './cashier-frame.tsx';
import { usePaymentGate } from './gate.tsx';

/** What `useTransactionOnce` gives: the once-only reader of a success, and the start of the next attempt. */
export interface TransactionOnce {
  /** A success's facts as an event detail, or null when this transaction was already reported. */
  take(payload: unknown): DepositSuccessDetail | null;
  /** The cashier began a new transaction (TRANSACTION_INIT): its success is news again. */
  begin(): void;
}

/**
 * A cashier transaction's facts as an event detail, once per transaction: the cashier may report one
 * transaction more than once, and it is one payment. A transaction is its reference (`txRefId`) where the
 * cashier sends one, and always the attempt it belongs to (from one TRANSACTION_INIT to the next): a second
 * success in the same attempt, with or without a reference, or a reference already reported, gives null.
 */
export function useTransactionOnce(): TransactionOnce {
  const reported = useRef(new Set<string>());
  const attempt = useRef(0);
  const take = useCallback((raw: unknown) => {
    const payload = (raw ?? {}) as { txRefId?: unknown; amount?: unknown; currency?: unknown };
    const txRefId = typeof payload.txRefId === 'string' || typeof payload.txRefId === 'number' ? String(payload.txRefId) : undefined;
    const thisAttempt = `attempt ${attempt.current}`;
    if (reported.current.has(thisAttempt) || (txRefId && reported.current.has(`reference ${txRefId}`))) return null;
    reported.current.add(thisAttempt);
    if (txRefId) reported.current.add(`reference ${txRefId}`);
    const amount = Number(payload.amount);
    return {
      ...(Number.isFinite(amount) ? { amount } : {}),
      ...(typeof payload.currency === 'string' ? { currency: payload.currency } : {}),
      ...(txRefId ? { txRefId } : {}),
      payload: raw,
    };
  }, []);
  const begin = useCallback(() => {
    attempt.current += 1;
  }, []);
  return useMemo(() => ({ take, begin }), [take, begin]);
}

/**
 * What a payment widget around the cashier needs: the gate (while it is read, the cashier's frame's part is fetched), the wallet, and `settle`, which takes a
 * completed transaction once, reads the wallet first (so the event and the page show the new balance),
 * then invalidates what the payment changed everywhere and calls `then` with the event detail.
 */
export function usePayment(changes: readonly QueryScope[]) {
  const gate = usePaymentGate();
  // What creates the cashier's frame is fetched while a signed-in player's gate is read, beside the widget's own
  // reads (over HTTP/1.1 they share the page's six connections): the gate that opens, the common case, finds it here,
  // not one request later. A player whose gate stays closed (terms to accept, an account not activated, a country not
  // served) has fetched its 3 kB gzip for nothing; a visitor, who is shown the sign-in, does not fetch it.
  useEffect(() => {
    if (gate === 'open' || gate === 'loading') prefetchCashierFrame();
  }, [gate]);
  const wallet = useWallet();
  const refreshWallet = useRefreshWallet();
  const invalidate = useInvalidate();
  const once = useTransactionOnce();
  const scopes = changes.join(' ');
  const settle = useCallback(
    (payload: unknown, then: (detail: DepositSuccessDetail) => void): boolean => {
      const detail = once.take(payload);
      if (!detail) return false;
      void refreshWallet().finally(() => {
        invalidate(...(scopes.split(' ') as QueryScope[]));
        then(detail);
      });
      return true;
    },
    [once, refreshWallet, invalidate, scopes],
  );
  return { gate, wallet, settle, newTransaction: once.begin };
}
