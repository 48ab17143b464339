import type { WidgetModule } from '../toolkit/host/index.ts';
import { CashierWidget } from './cashier-widget.tsx';
import { CASHIER_STYLES } from './styles.ts';

const widget: WidgetModule = { component: CashierWidget as WidgetModule['component'], styles: CASHIER_STYLES };
export default widget;
export { CashierFrame, COMMAND_EVENT, type CashierCommand, type CashierFrameProps, type LookupOptions } from './cashier-frame.tsx';
export { FirstGateNotice, GateNotice, isFirstGateState, useIpCountry, usePaymentGate, type ClosedGateState, type FirstGateState, type GateState } from './gate.tsx';
export { loadClosedGateNotice } from './gate.tsx';
export { NOT_CHECKED_HERE, readIpCountry, readLimits, readProductBlocks } from './gate-reads.ts';
export { CASHIER_STYLES } from './styles.ts';
export { words } from './words.ts';
export type { InboundMessage as CashierMessage } from './protocol.ts';
export { usePayment, useTransactionOnce } from './transaction.ts';
