import type { WidgetModule } from '../toolkit/host/index.ts';
import { JACKPOT_STYLES } from '../jackpots/index.ts';
import { JackpotTotalWidget, type JackpotTotalWidgetProps } from './jackpot-total-widget.tsx';

const widget: WidgetModule<JackpotTotalWidgetProps> = { component: JackpotTotalWidget, styles: JACKPOT_STYLES };
export default widget;
