import type { WidgetModule } from '../toolkit/host/index.ts';
import { TermsWidget } from './terms-widget.tsx';

export { termsBehind, useCurrentTerms, useTermsToAccept, type CurrentTerms, type TermsToAccept } from './terms-query.ts';

const widget: WidgetModule = {
  component: TermsWidget,
  styles: /* css */ `
.terms-text { max-height: 360px; overflow: auto; padding: 4px 12px; margin-bottom: 20px;
  border: 1px solid var(--_border); border-radius: var(--_radius); }
.terms-link { margin: 0 0 20px; }
`,
};
export default widget;
