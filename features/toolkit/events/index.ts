export { emitCasinoEvent } from './events.ts';
export type {
  CasinoEventDetails, CasinoEventMap, CasinoEventName, CashierEventDetail, CashierEventName, CashierMessages, CashierMessageType,
  DepositSuccessDetail, FunnelDetail, SignOutReason,
} from './events.ts';
export { depositSucceeded, FUNNEL_STEPS } from './funnel.ts';
export type { FunnelName } from './funnel.ts';
