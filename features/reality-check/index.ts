import type { WidgetModule } from '../toolkit/host/index.ts';
import { RealityCheckWidget } from './reality-check-widget.tsx';

export { PRODUCT_LABELS, shownWagers, wagerTotal } from './rules.ts';
export { realityCheckDelayMs, watchRealityChecks, type RealityCheckWatchEnv } from './watch.ts';

const widget: WidgetModule = {
  component: RealityCheckWidget,
  styles: /* css */ `
.reality-table-scroll { margin: 0 0 var(--_space-5); }
.reality-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.reality-table th, .reality-table td { padding: 6px var(--_space-2); border-bottom: var(--_border-width) solid var(--_border); text-align: end; }
.reality-table th:first-child { text-align: start; }
.reality-table tfoot :is(th, td) { font-weight: var(--_weight-bold); border-bottom: 0; border-top: 2px solid var(--_border); }
/* A phone's dialog: four columns of sums fit in 320 px with less space between them. */
@container (max-width: 400px) {
  .reality-table { font-size: var(--_text-small); }
  .reality-table th, .reality-table td { padding: 6px var(--_space-1); }
  .reality-table th:first-child { padding-inline-start: 0; }
  .reality-table :is(th, td):last-child { padding-inline-end: 0; }
}
`,
};
export default widget;
