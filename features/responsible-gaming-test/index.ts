import type { WidgetModule } from '../toolkit/host/index.ts';
import { ResponsibleGamingTestWidget } from './test-widget.tsx';

export { PGSI_ANSWERS, PGSI_BANDS, PGSI_QUESTIONS, pgsiBand, pgsiScore, type PgsiAnswer, type PgsiBand } from './pgsi.ts';

const widget: WidgetModule = {
  component: ResponsibleGamingTestWidget,
  styles: /* css */ `
.pgsi-question { border: 0; margin: 0; padding: 0; min-width: 0; }
.pgsi-question legend { padding: 0; margin-bottom: 16px; display: grid; gap: 6px; }
.pgsi-progress { font-size: 0.875em; color: var(--_muted); }
.pgsi-text { font-weight: 600; font-size: 1.0625em; }
.pgsi-text:focus, .pgsi-summary h3:focus { outline: none; }
.pgsi-answers { display: grid; gap: 8px; margin-bottom: 16px; }
.pgsi-band { font-size: 1.125em; }
.pgsi-blocked { font-weight: 600; }
.pgsi-help { margin-top: 16px; border-top: 1px solid var(--_border); padding-top: 12px; }
.pgsi-help h4 { margin: 0 0 8px; font-size: 1em; }
.pgsi-routes { list-style: none; margin: 12px 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
`,
};
export default widget;
