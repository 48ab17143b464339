import type { WidgetModule } from '../toolkit/host/index.ts';
import { CASHIER_STYLES } from '../cashier/index.ts';
import { DepositWidget } from './deposit-widget.tsx';

/**
 * The deposit's styles: the cashier's (a widget that embeds the deposit adds them). The bonus list's come with its
 * chunk (bonus-step.ts), which most deposits never load.
 */
export const DEPOSIT_STYLES = CASHIER_STYLES;

const widget: WidgetModule = { component: DepositWidget as WidgetModule['component'], styles: DEPOSIT_STYLES };
export default widget;
export { DEPOSIT_WARNING_RATIO, depositDecision, firstDepositStep, tightestDepositLimit, type DepositDecision, type DepositNotice } from './rules.ts';
export { DepositWidget, type DepositWidgetProps } from './deposit-widget.tsx';
