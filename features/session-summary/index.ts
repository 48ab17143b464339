import type { WidgetModule } from '../toolkit/host/index.ts';
import { SessionSummaryWidget } from './session-summary-widget.tsx';

export { depositLimitsByPeriod, playerResult, SESSION_SUMMARY_READY_DELAY_MS } from './rules.ts';

const widget: WidgetModule = {
  component: SessionSummaryWidget,
  styles: /* css */ `
.summary-heading { font-size: 1em; margin: var(--_space-4) 0 var(--_space-2); }
.summary-limits { display: grid; grid-template-columns: repeat(3, 1fr); gap: var(--_space-2); margin: 0 0 var(--_space-4); }
.summary-limits div { border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); padding: var(--_space-2); }
.summary-limits dt { font-size: 0.875em; color: var(--_muted); }
.summary-limits dd { margin: var(--_space-1) 0 0; font-weight: var(--_weight-medium); font-variant-numeric: tabular-nums; }
.summary a { color: var(--_accent); }
`,
};
export default widget;
