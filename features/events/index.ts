export { emitCasinoEvent } from './events.ts';
export type { CasinoEventDetails, CasinoEventName, SignOutReason } from './events.ts';
export type { CashierEventDetail, DepositSuccessDetail, PaymentEventDetails } from './payment-events.ts';
