import type { WidgetModule } from '../toolkit/host/index.ts';
import { STEPPER_STYLES } from '../../ui/stepper-styles.ts';
import { SourceOfWealthWidget, type SourceOfWealthWidgetProps } from './source-of-wealth-widget.tsx';

const widget: WidgetModule<SourceOfWealthWidgetProps> = {
  component: SourceOfWealthWidget,
  styles: STEPPER_STYLES + /* css */ `
.source-of-wealth { display: grid; }
.source-of-wealth form { display: grid; gap: var(--_space-1); }
.intro p, .done p { margin: 0 0 var(--_space-3); }
fieldset { border: 0; margin: 0 0 var(--_space-3); padding: 0; min-width: 0; }
legend { padding: 0; margin-bottom: var(--_space-2); font-weight: var(--_weight-medium); }
.choices { display: grid; gap: 2px; }
.choices .field { margin-bottom: var(--_space-1); }
.wizard-actions { justify-content: space-between; }
a.button { text-decoration: none; display: inline-flex; align-items: center; justify-content: center; }
`,
};
export default widget;
export { SourceOfWealthWidget, type SourceOfWealthWidgetProps } from './source-of-wealth-widget.tsx';
export {
  INCOME_BANDS, INDUSTRIES, OTHER, SOURCES, bandOf, buildDeclaration, emptyValues, incomeBands, type Choice, type IncomeBand, type SourceOfWealthValues,
} from './rules.ts';
export { COUNTRY_CODES, countryOptions } from './countries.ts';
