import type { WidgetModule } from '../toolkit/host/index.ts';
import { BONUS_STYLES } from '../bonus-selector/index.ts';
import { CASHIER_STYLES } from '../cashier/index.ts';
import { DepositWidget } from './deposit-widget.tsx';

/** The deposit's styles: the cashier's and the bonus selector's (a widget that embeds the deposit adds them). */
export const DEPOSIT_STYLES = CASHIER_STYLES + BONUS_STYLES;

const widget: WidgetModule = { component: DepositWidget as WidgetModule['component'], styles: DEPOSIT_STYLES };
export default widget;
export { DEPOSIT_WARNING_RATIO, depositDecision, firstDepositStep, tightestDepositLimit, type DepositDecision, type DepositNotice } from './rules.ts';
export { DepositWidget, type DepositWidgetProps } from './deposit-widget.tsx';
