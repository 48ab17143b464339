import type { WidgetModule } from '../toolkit/host/index.ts';
import { ActivationWidget } from './activation-widget.tsx';

const widget: WidgetModule = { component: ActivationWidget as WidgetModule['component'] };
export default widget;
export { ActivationForm, type ActivationFormProps, type ActivationOutcome } from './activation-form.tsx';
export { ACTIVATION_CODE_PATTERN, activationCodeError } from './activation-rules.ts';
