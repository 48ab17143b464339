import { useCallback, useRef } from 'react';
import type { DepositSuccessDetail } from '../events/index.ts';
import { useRefreshWallet, useWallet } from '../player/index.ts';
import { useInvalidate, type QueryScope } from '../query/index.ts';
import { usePaymentGate } from './gate.tsx';

/**
 * A cashier transaction's facts as an event detail, once per reference: the cashier may report one
 * transaction more than once, and it is one payment. Null for a reference already reported.
 */
export function useTransactionOnce(): (payload: unknown) => DepositSuccessDetail | null {
  const reported = useRef(new Set<string>());
  return useCallback((raw: unknown) => {
    const payload = (raw ?? {}) as { txRefId?: unknown; amount?: unknown; currency?: unknown };
    const txRefId = typeof payload.txRefId === 'string' || typeof payload.txRefId === 'number' ? String(payload.txRefId) : undefined;
    if (txRefId) {
      if (reported.current.has(txRefId)) return null;
      reported.current.add(txRefId);
    }
    const amount = Number(payload.amount);
    return {
      ...(Number.isFinite(amount) ? { amount } : {}),
      ...(typeof payload.currency === 'string' ? { currency: payload.currency } : {}),
      ...(txRefId ? { txRefId } : {}),
      payload: raw,
    };
  }, []);
}

/**
 * What a payment widget around the cashier needs: the gate, the wallet, and `settle`, which takes a
 * completed transaction once, reads the wallet first (so the event and the page show the new balance),
 * then invalidates what the payment changed everywhere and calls `then` with the event detail.
 */
export function usePayment(changes: readonly QueryScope[]) {
  const gate = usePaymentGate();
  const wallet = useWallet();
  const refreshWallet = useRefreshWallet();
  const invalidate = useInvalidate();
  const once = useTransactionOnce();
  const scopes = changes.join(' ');
  const settle = useCallback(
    (payload: unknown, then: (detail: DepositSuccessDetail) => void): boolean => {
      const detail = once(payload);
      if (!detail) return false;
      void refreshWallet().finally(() => {
        invalidate(...(scopes.split(' ') as QueryScope[]));
        then(detail);
      });
      return true;
    },
    [once, refreshWallet, invalidate, scopes],
  );
  return { gate, wallet, settle };
}
