import { useLingui } from '@lingui/react/macro';
import type { SignUpRules } from '../toolkit/jurisdiction/index.ts';
import type { StepId } from './flow.ts';
import { hasAnyLimit } from './form-rules.ts';
import type { WizardValues } from './validation.ts';

/** Each step's title (the stepper's and the heading's) and its primary button's label, in the player's language. */
export function useStepTexts(rules: Pick<SignUpRules, 'limitsSkippable'>, values: Pick<WizardValues, 'deposit' | 'session'>) {
  const { t } = useLingui();
  const titles: Record<StepId, string> = {
    identify: t`Identify`,
    contact: t`Contact`,
    personal: t`Personal details`,
    address: t`Address`,
    limits: t`Limits`,
    activity: t`Annual activity`,
    accept: t`Accept`,
    activation: t`Activation`,
    bonus: t`Bonus`,
    deposit: t`Deposit`,
  };
  const primary: Record<StepId, string> = {
    identify: t`Continue`,
    contact: t`Continue`,
    personal: t`Next`,
    address: t`Next`,
    // "Skip limits" only where limits are optional (a jurisdiction's fact); where required, never.
    limits: rules.limitsSkippable && !hasAnyLimit(values.deposit, values.session) ? t`Skip limits` : t`Next`,
    activity: t`Next`,
    accept: t`Sign up`,
    activation: '',
    bonus: '',
    deposit: '',
  };
  return { titles, primary: (step: StepId) => primary[step] };
}
