export { emitCasinoEvent } from './events.ts';
export type {
  CasinoEventDetails, CasinoEventMap, CasinoEventName, CashierEventDetail, CashierEventName, CashierMessages, CashierMessageType,
  DepositSuccessDetail, FunnelDetail, SignOutReason,
} from './events.ts';
export { DATA_LAYER_FIELDS, dataLayerEntry, depositSucceeded, FUNNEL_STEPS } from './funnel.ts';
export type { DataLayerEntry, FunnelName } from './funnel.ts';
