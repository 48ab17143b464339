import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { EmailField, type ValidatedFormApi } from '../toolkit/forms/index.ts';
import { NewPasswordField } from '../toolkit/password/index.ts';
import type { ReferenceData } from './reference-data.ts';
import { ReferenceDataFailure } from './reference-data-pending.tsx';
import type { LimitValues } from './rules.ts';
import type { WizardValues } from './wizard-values.ts';
import { useWizard } from './wizard-context.tsx';

/** A step's fields: they read the wizard's state from its context (useWizard). */
export type StepFields = ComponentType;

type FieldProps = ReturnType<ValidatedFormApi<WizardValues>['field']>;

/**
 * Calling code and phone side by side (sign-up's contact step, get-started's identify step). Until the calling
 * codes are here the select is busy (disabled, "Loading…") while the phone can be typed; where they could not be
 * loaded, `failure` (the notice with Retry) stands in its place.
 */
export function PhoneFields({ callingCodes, callingCode, phone, loading = false, failure }: {
  callingCodes: ReferenceData['callingCodes'];
  callingCode: Omit<FieldProps, 'name'> & { name: string };
  phone: Omit<FieldProps, 'name'> & { name: string };
  loading?: boolean;
  failure?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  // The calling code table and its labels come after the first render (not in its budget; dist/preload.json lists
  // it under afterPaint): until then, the codes.
  const [names, setNames] = useState<typeof import('./calling-code-regions.ts') | null>(null);
  useEffect(() => {
    let live = true;
    import('./calling-code-regions.ts').then((module) => { if (live) setNames(module); }, () => undefined);
    return () => { live = false; };
  }, []);
  // Each code names its countries ("+46 Sweden"), not a bare number.
  const codes = useMemo(
    () => callingCodes.map((code) => ({ value: code.code, label: names ? names.callingCodeLabel(code.code, i18n.locale) : code.code })),
    [callingCodes, names, i18n.locale],
  );
  const phoneField = <TextField label={t`Phone`} type="tel" inputMode="tel" autoComplete="tel-national" required {...phone} />;
  if (failure) {
    return (
      <>
        {failure}
        {phoneField}
      </>
    );
  }
  return (
    <div className="phone-row">
      <SelectField
        label={t`Calling code`}
        autoComplete="tel-country-code"
        required
        placeholder={loading ? t`Loading…` : t`Choose`}
        options={loading ? [] : codes}
        disabled={loading || undefined}
        aria-busy={loading || undefined}
        {...callingCode}
      />
      {phoneField}
    </div>
  );
}

/** The fields of the wizard's first form step; the later steps' are chunks of their own (personal-step.tsx ...). */
export function ContactStep() {
  const { form, data, reference, rules, confirmPassword, showBonusCode, revealBonusCode } = useWizard();
  const { t } = useLingui();
  // The step shows before the reference data: the calling codes fill in when they come.
  const here = Boolean(reference.data);
  return (
    <>
      <PhoneFields
        callingCodes={data.callingCodes}
        callingCode={form.field('callingCode')}
        phone={form.field('phone')}
        loading={!here && reference.status !== 'failed'}
        failure={!here && reference.status === 'failed' ? <ReferenceDataFailure reference={reference} /> : undefined}
      />
      <EmailField autoComplete="email" {...form.field('email')} />
      {rules.passwordAtSignUp && (
        <NewPasswordField label={t`Password`} {...form.field('password')} />
      )}
      {rules.passwordAtSignUp && confirmPassword && (
        <PasswordField label={t`Confirm password`} autoComplete="new-password" required {...form.field('confirmPassword')} />
      )}
      {showBonusCode ? (
        <TextField
          label={t`Bonus code`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.field('bonusCode')}
        />
      ) : (
        <Button variant="link" onClick={revealBonusCode} aria-expanded={false}>
          <Trans>Do you have a bonus code?</Trans>
        </Button>
      )}
    </>
  );
}

export type { LimitValues };
