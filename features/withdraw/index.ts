import type { WidgetModule } from '../toolkit/host/index.ts';
import { CASHIER_STYLES } from '../cashier/index.ts';
import { WithdrawWidget } from './withdraw-widget.tsx';

const widget: WidgetModule = { component: WithdrawWidget as WidgetModule['component'], styles: CASHIER_STYLES };
export default widget;
export { CANCEL_PENDING_WITHDRAWAL, withdrawDecision, withdrawPolicy, type WithdrawDecision, type WithdrawWarning } from './rules.ts';
