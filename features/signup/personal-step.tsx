import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DateSelectField } from '../../ui/date-select-field.tsx';
import { type SelectOption } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { formatYear } from '../../i18n/format.ts';
import { birthDays, birthMonths, birthYears, composeBirthDate, isAdult, NAME_MAX_LENGTH, NAME_PATTERN, type SignUpForm } from './rules.ts';
import { withAdoptedStyles } from '../toolkit/host/index.ts';
import type { StepForm } from './step-form.ts';
import { errorsOf, type StepErrors, type StepRulesContext, type WizardValues } from './validation.ts';
import { useWizard } from './wizard-context.tsx';

// Step 2, personal: the names and the date of birth. A chunk of its own (flow.ts): it loads when the wizard is about to show the step, and is
// fetched at idle while the step before it shows (use-later-parts.ts), not with the wizard's first step.

function nameSchema(i18n: I18n, empty: string, tooLong: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(empty),
    v.maxLength(NAME_MAX_LENGTH, tooLong),
    v.regex(NAME_PATTERN, i18n._(msg`Invalid format`)),
  );
}

/** Step 2: names and a date of birth at least 18 years ago. */
export function personalSchema({ i18n, today }: StepRulesContext): v.GenericSchema {
  return v.pipe(
    v.object({
      firstName: nameSchema(i18n, i18n._(msg`Enter firstname`), i18n._(msg`First name cannot exceed 40 characters.`)),
      lastName: nameSchema(i18n, i18n._(msg`Enter lastname`), i18n._(msg`Last name cannot exceed 40 characters.`)),
      birthYear: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Choose the year`))),
      birthMonth: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Choose the month`))),
      birthDay: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Choose the day`))),
    }),
    v.forward(
      v.partialCheck(
        [['birthYear'], ['birthMonth'], ['birthDay']],
        ({ birthYear, birthMonth, birthDay }) => {
          const date = composeBirthDate(Number(birthYear) || null, Number(birthMonth) || null, Number(birthDay) || null);
          return !date || isAdult(date, today);
        },
        i18n._(msg`You must be at least 18 years old`),
      ),
      ['birthDay'],
    ),
  );
}

// The step's rules as a plain function, for callers outside a form (and the rules' tests).
export function validatePersonal(form: SignUpForm, today: Date, i18n: I18n): StepErrors {
  return errorsOf(personalSchema({ i18n, today } as StepRulesContext), form);
}

export function PersonalStep() {
  const { form, today } = useWizard();
  const { t, i18n } = useLingui();
  const { values, errors } = form;
  const year = Number(values.birthYear) || null;
  const month = Number(values.birthMonth) || null;
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [i18n.locale]);
  const toOptions = (list: number[], label: (value: number) => string = String): SelectOption[] =>
    list.map((value) => ({ value: String(value), label: label(value) }));
  // A choice the cut-off no longer allows (a later month after picking the cut-off year) is cleared.
  const constrain = (patch: Partial<WizardValues>) => {
    const next = { ...values, ...patch };
    const y = Number(next.birthYear) || null;
    const m = Number(next.birthMonth) || null;
    if (next.birthMonth && !birthMonths(y, today).includes(Number(next.birthMonth))) next.birthMonth = '';
    if (next.birthDay && !birthDays(y, Number(next.birthMonth) || m, today).includes(Number(next.birthDay))) next.birthDay = '';
    form.set({ birthYear: next.birthYear, birthMonth: next.birthMonth, birthDay: next.birthDay });
  };
  return (
    <>
      <TextField label={t`First name`} type="text" autoComplete="given-name" required maxLength={80} {...form.field('firstName')} />
      <TextField label={t`Last name`} type="text" autoComplete="family-name" required maxLength={80} {...form.field('lastName')} />
      <DateSelectField
        legend={t`Date of birth`}
        error={errors.birthYear ?? errors.birthMonth ?? errors.birthDay}
        parts={[
          {
            label: t`Year`, value: values.birthYear, placeholder: t`Year`, autoComplete: 'bday-year',
            options: toOptions(birthYears(today), (value) => formatYear(value, i18n.locale)), error: errors.birthYear,
            onChange: (value) => constrain({ birthYear: value }),
          },
          {
            label: t`Month`, value: values.birthMonth, placeholder: t`Month`, autoComplete: 'bday-month',
            options: toOptions(birthMonths(year, today), (value) => monthNames[value - 1] ?? String(value)),
            error: errors.birthMonth,
            onChange: (value) => constrain({ birthMonth: value }),
          },
          {
            label: t`Day`, value: values.birthDay, placeholder: t`Day`, autoComplete: 'bday-day',
            options: toOptions(birthDays(year, month, today)), error: errors.birthDay,
            onChange: (value) => constrain({ birthDay: value }),
          },
        ]}
      />
    </>
  );
}

/** The step's own styles (features/signup/styles.ts has the wizard's), adopted with it before it paints. */
const PERSONAL_STYLES = /* css */ `
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; margin-bottom: var(--_space-2); font-weight: var(--_weight-medium); }
.date-select legend { margin-bottom: 6px; }
.date-parts { display: grid; grid-template-columns: 1.2fr 1.6fr 1fr; gap: var(--_space-2); }
.date-part { display: grid; gap: var(--_space-1); }
/* Three selects share 360 px: less padding keeps "Vuosi", "Päivä", "Miesiąc" readable in them. */
.date-part select { padding-inline: 6px 2px; }
.date-part-label { font-size: var(--_text-small); font-weight: var(--_weight); color: var(--_muted); }
`;

export const PERSONAL_STEP: StepForm = { schema: personalSchema, Fields: withAdoptedStyles(PersonalStep, PERSONAL_STYLES) };
