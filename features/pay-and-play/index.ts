import type { WidgetModule } from '../toolkit/host/index.ts';
import { CASHIER_STYLES } from '../cashier/index.ts';
import { PayAndPlayWidget } from './pay-and-play-widget.tsx';

const widget: WidgetModule = {
  component: PayAndPlayWidget as WidgetModule['component'],
  styles: `${CASHIER_STYLES}
.amount-field input { min-width: 0; font-size: var(--_text-display); min-height: 64px; font-weight: var(--_weight-bold); text-align: center; }
.actions.back { margin-bottom: var(--_space-2); }
`,
};
export default widget;
export { amountSchema, payAndPlayCountry, payAndPlayOffered, throughPaymentGate } from './rules.ts';
