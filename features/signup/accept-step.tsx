import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import type { SignUpForm } from './rules.ts';
import type { StepForm } from './step-form.ts';
import { errorsOf, type StepErrors, type StepRulesContext } from './validation.ts';
import { useWizard } from './wizard-context.tsx';

// Step 6, accept: the terms. A chunk of its own (flow.ts): it loads when the wizard is about to show the step, and is
// fetched at idle while the step before it shows (use-later-parts.ts), not with the wizard's first step.

/** Step 6. */
export function acceptSchema({ i18n }: StepRulesContext): v.GenericSchema {
  return v.object({ acceptTerms: v.literal(true, i18n._(msg`Terms must be accepted`)) });
}

// The step's rules as a plain function, for callers outside a form (and the rules' tests).
export function validateAccept(form: SignUpForm, i18n: I18n): StepErrors {
  return errorsOf(acceptSchema({ i18n } as StepRulesContext), form);
}

export function AcceptStep() {
  const { form, termsUrl, privacyUrl } = useWizard();
  return (
    <CheckboxField
      required
      {...form.checkbox('acceptTerms')}
      label={
        <Trans>
          I confirm I am at least 18 years old and agree to the{' '}
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">terms and conditions</a> and the{' '}
          <a href={privacyUrl} target="_blank" rel="noopener noreferrer">privacy policy</a>
        </Trans>
      }
    />
  );
}

export const ACCEPT_STEP: StepForm = { schema: acceptSchema, Fields: AcceptStep };
