import type { WidgetModule } from '../toolkit/host/index.ts';
import { ResponsibleGamingTestWidget } from './test-widget.tsx';

export { PGSI_ANSWERS, PGSI_BANDS, PGSI_QUESTIONS, pgsiBand, pgsiScore, type PgsiAnswer, type PgsiBand } from './pgsi.ts';

const widget: WidgetModule = {
  component: ResponsibleGamingTestWidget,
  styles: /* css */ `
.pgsi-question { border: 0; margin: 0; padding: 0; min-width: 0; }
.pgsi-question legend { padding: 0; margin-bottom: var(--_space-4); display: grid; gap: 6px; }
.pgsi-progress { font-size: 0.875em; color: var(--_muted); }
.pgsi-text { font-weight: var(--_weight-medium); font-size: 1.0625em; }
.pgsi-text:focus, .pgsi-summary h3:focus { outline: none; }
.pgsi-answers { display: grid; gap: var(--_space-2); margin-bottom: var(--_space-4); }
.pgsi-band { font-size: 1.125em; }
.pgsi-blocked { font-weight: var(--_weight-medium); }
.pgsi-help { margin-top: var(--_space-4); border-top: var(--_border-width) solid var(--_border); padding-top: var(--_space-3); }
.pgsi-help h4 { margin: 0 0 var(--_space-2); font-size: 1em; }
.pgsi-routes { list-style: none; margin: var(--_space-3) 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--_space-2); }
`,
};
export default widget;
