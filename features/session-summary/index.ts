import type { WidgetModule } from '../toolkit/host/index.ts';
import { SessionSummaryWidget } from './session-summary-widget.tsx';

export { depositLimitsByPeriod, playerResult, SESSION_SUMMARY_READY_DELAY_MS } from './rules.ts';

const widget: WidgetModule = {
  component: SessionSummaryWidget,
  styles: /* css */ `
.summary-heading { font-size: 1em; margin: 16px 0 8px; }
.summary-limits { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin: 0 0 16px; }
.summary-limits div { border: 1px solid var(--_border); border-radius: var(--_radius); padding: 8px; }
.summary-limits dt { font-size: 0.875em; color: var(--_muted); }
.summary-limits dd { margin: 4px 0 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.summary a { color: var(--_accent); }
`,
};
export default widget;
