export { emitCasinoEvent } from './events.ts';
export type {
  CasinoEventDetails, CasinoEventMap, CasinoEventName, CashierEventDetail, CashierEventName, CashierMessages, CashierMessageType,
  DepositSuccessDetail, SignOutReason,
} from './events.ts';
