import type { WidgetModule } from '../toolkit/host/index.ts';
import { STEPPER_STYLES } from '../../ui/stepper-styles.ts';
import { SourceOfWealthWidget, type SourceOfWealthWidgetProps } from './source-of-wealth-widget.tsx';

const widget: WidgetModule<SourceOfWealthWidgetProps> = {
  component: SourceOfWealthWidget,
  styles: STEPPER_STYLES + /* css */ `
.source-of-wealth { display: grid; }
.source-of-wealth form { display: grid; gap: 4px; }
.intro p, .done p { margin: 0 0 12px; }
fieldset { border: 0; margin: 0 0 12px; padding: 0; min-width: 0; }
legend { padding: 0; margin-bottom: 8px; font-weight: 600; }
.choices { display: grid; gap: 2px; }
.choices .field { margin-bottom: 4px; }
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
