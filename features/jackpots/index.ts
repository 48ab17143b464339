import type { WidgetModule } from '../toolkit/host/index.ts';
import { JackpotsWidget, type JackpotsWidgetProps } from './jackpots-widget.tsx';
import { JACKPOT_STYLES } from './styles.ts';

const widget: WidgetModule<JackpotsWidgetProps> = { component: JackpotsWidget, styles: JACKPOT_STYLES };
export default widget;
export { useJackpotCurrency, useJackpotsOffered, type JackpotsWidgetProps } from './jackpots-widget.tsx';
export { CountingAmount } from './amount.tsx';
export { useRefreshWhileVisible } from './refresh.ts';
export { JACKPOT_STYLES } from './styles.ts';
export { COUNT_UP_MS, DEFAULT_REFRESH_SECONDS, MIN_REFRESH_SECONDS, countUpValue, jackpotCurrency, refreshIntervalMs } from './rules.ts';
