import type { WidgetModule } from '../host/index.ts';
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
`,
};
export default widget;
