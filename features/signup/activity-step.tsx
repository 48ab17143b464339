import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../ui/select-field.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import { activityBands, type SignUpForm } from './rules.ts';
import { withAdoptedStyles } from '../toolkit/host/index.ts';
import type { StepForm } from './step-form.ts';
import { errorsOf, type StepErrors, type StepRulesContext } from './validation.ts';
import { useWizard } from './wizard-context.tsx';

// Step 5, activity: the expected annual deposits. A chunk of its own (flow.ts): it loads when the wizard is about to show the step, and is
// fetched at idle while the step before it shows (use-later-parts.ts), not with the wizard's first step.

/** Step 5. */
export function activitySchema({ i18n }: StepRulesContext): v.GenericSchema {
  return v.object({ annualActivity: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please enter annual activity`))) });
}

// The step's rules as a plain function, for callers outside a form (and the rules' tests).
export function validateActivity(form: SignUpForm, i18n: I18n): StepErrors {
  return errorsOf(activitySchema({ i18n } as StepRulesContext), form);
}

export function ActivityStep() {
  const { form } = useWizard();
  const { t, i18n } = useLingui();
  // No currency yet (none is assumed): the bands without one.
  const currency = form.values.currency;
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 0 });
  const options = activityBands(currency).map((band) => ({
    value: String(band.from),
    label: (band.to === null
      ? t`${number.format(band.from)}+ ${currency}`
      : t`${number.format(band.from)} – ${number.format(band.to)} ${currency}`).trim(),
  }));
  return (
    <SelectField
      label={t`Annual activity`}
      required
      placeholder={t`Choose a range`}
      options={options}
      {...form.field('annualActivity')}
      hint={
        <Tooltip label={t`About annual activity`} open>
          <Trans>How much do you expect to deposit in a year? Gaming regulations require us to ask, so that we can help you play safely.</Trans>
        </Tooltip>
      }
    />
  );
}

/** The step's own styles (features/signup/styles.ts has the wizard's), adopted with it before it paints. */
const ACTIVITY_STYLES = /* css */ `
.tooltip { position: relative; }
.tooltip-body { margin-top: var(--_space-1); padding: 10px var(--_space-3); border-radius: var(--_radius); border: var(--_border-width) solid var(--_border);
  background: color-mix(in srgb, var(--_info) 8%, var(--_bg)); color: var(--_fg); font-size: var(--_text-hint); }
.tooltip-body[hidden] { display: none; }
.tooltip-toggle { min-width: 32px; min-height: 32px; border-radius: 50%; border: var(--_border-width) solid var(--_border); background: var(--_bg); color: var(--_fg); cursor: pointer; }
`;

export const ACTIVITY_STEP: StepForm = { schema: activitySchema, Fields: withAdoptedStyles(ActivityStep, ACTIVITY_STYLES) };
