import type { WidgetModule } from '../toolkit/host/index.ts';
import { TermsWidget } from './terms-widget.tsx';

export { termsBehind, useCurrentTerms, useTermsToAccept, type CurrentTerms, type TermsToAccept } from './terms-query.ts';
export { readCurrentTerms } from './terms-read.ts';

const widget: WidgetModule = {
  component: TermsWidget,
  styles: /* css */ `
.terms-text { max-height: 360px; overflow: auto; padding: var(--_space-1) var(--_space-3); margin-bottom: var(--_space-5);
  border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); }
.terms-link { margin: 0 0 var(--_space-5); }
`,
};
export default widget;
