import type { WidgetModule } from '../host/index.ts';
import { BONUS_STYLES } from '../bonus-selector/index.ts';
import { CASHIER_STYLES } from '../cashier/index.ts';
import { DepositWidget } from './deposit-widget.tsx';

const widget: WidgetModule = { component: DepositWidget as WidgetModule['component'], styles: CASHIER_STYLES + BONUS_STYLES };
export default widget;
export { DEPOSIT_WARNING_RATIO, depositDecision, firstDepositStep, tightestDepositLimit, type DepositDecision, type DepositNotice } from './rules.ts';
