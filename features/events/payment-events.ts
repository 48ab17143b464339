/**
 * The payment widgets' events, merged into the one event map of events.ts. Kept in a file of their own
 * so the payment work adds lines rather than editing the shared list.
 */

/** Every `casino-cashier-<name>` event: the cashier's message type and its checked payload. */
export interface CashierEventDetail {
  eventType: string;
  payload?: unknown;
}

export interface DepositSuccessDetail {
  amount?: number;
  currency?: string;
  txRefId?: string;
  /** The cashier's TX_SUCCESS payload as it came. */
  payload?: unknown;
}

export interface PaymentEventDetails {
  /** A deposit went through; the wallet is refreshed on every element of the page. */
  'casino-deposit-success': DepositSuccessDetail;
  /** A withdrawal was completed or is pending. */
  'casino-withdraw-success': DepositSuccessDetail;
  /** The bonus chosen in the bonus selector (null: without a bonus). */
  'casino-bonus-selected': { code: string | null };
  /** The cashier's messages (success, failure, pending, init-load, load-error, ...; see <casino-cashier>). */
  [name: `casino-cashier-${string}`]: CashierEventDetail;
}

declare module './events.ts' {
  interface CasinoEventDetails extends PaymentEventDetails {}
}

declare global {
  interface GlobalEventHandlersEventMap {
    'casino-deposit-success': CustomEvent<DepositSuccessDetail>;
    'casino-withdraw-success': CustomEvent<DepositSuccessDetail>;
    'casino-bonus-selected': CustomEvent<{ code: string | null }>;
    [name: `casino-cashier-${string}`]: CustomEvent<CashierEventDetail>;
  }
}
