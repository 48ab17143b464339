import type { WidgetModule } from '../toolkit/host/index.ts';
import { SignUpWidget } from './signup-widget.tsx';
import { SIGN_UP_STYLES } from './styles.ts';

const widget: WidgetModule = { component: SignUpWidget as WidgetModule['component'], styles: SIGN_UP_STYLES };
export default widget;
// The first step's rules; the later steps' and the payload's (rules.ts) are not re-exported: they load with those steps.
export {
  DEFAULT_CURRENCY, emptyForm, geoPrefill, normalisePhone, prefillDepositLimits, prefillSessionLimits, SESSION_LIMIT_CHOICES, type SignUpForm,
} from './form-rules.ts';
// The later steps' rules (validatePersonal, ...) are in their steps' chunks (personal-step.tsx ...), not here.
// The first step's rules and valibot too: a chunk of their own, loaded once the step has painted (loadValidation).
export { loadValidation } from './step-form.ts';
export type { WizardValues } from './wizard-values.ts';
export {
  isFormStep, nextStep, plannedSteps, previousStep, SIGN_UP_FLOW, SIGN_UP_STEPS, stepsFor,
  type FlowContext, type SignUpFlow, type StepId, type StepRow,
} from './flow.ts';
export { NO_OFFERS, planOffers, type Offers, type PlannedOffers } from './offers.ts';
export { allowedCountries, useReferenceData, type ReferenceData } from './reference-data.ts';
export { SIGN_UP_STYLES } from './styles.ts';
export { ReferenceDataPending } from './reference-data-pending.tsx';
export { SignUpWizard, type SignUpWizardProps } from './signup-widget.tsx';
export { PhoneFields } from './steps.tsx';
