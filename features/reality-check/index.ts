import type { WidgetModule } from '../host/index.ts';
import { RealityCheckWidget } from './reality-check-widget.tsx';

export { PRODUCT_LABELS, shownWagers, wagerTotal } from './rules.ts';
export { realityCheckDelayMs, watchRealityChecks, type RealityCheckWatchEnv } from './watch.ts';

const widget: WidgetModule = {
  component: RealityCheckWidget,
  styles: /* css */ `
.reality-table { width: 100%; border-collapse: collapse; margin: 0 0 20px; font-variant-numeric: tabular-nums; }
.reality-table th, .reality-table td { padding: 6px 8px; border-bottom: 1px solid var(--_border); text-align: end; }
.reality-table th:first-child { text-align: start; }
`,
};
export default widget;
