import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DateSelectField } from '../../ui/date-select-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import { formatYear } from '../../i18n/format.ts';
import { EmailField, type ValidatedFormApi } from '../toolkit/forms/index.ts';
import { NewPasswordField } from '../toolkit/password/index.ts';
import type { ReferenceData } from './reference-data.ts';
import {
  activityBands, birthDays, birthMonths, birthYears, PERIODS, prefillDepositLimits, prefillSessionLimits, SESSION_LIMIT_CHOICES,
  type LimitValues, type Period,
} from './rules.ts';
import type { WizardValues } from './validation.ts';
import { useWizard } from './wizard-context.tsx';

/** A step's fields: they read the wizard's state from its context (useWizard). */
export type StepFields = ComponentType;

type FieldProps = ReturnType<ValidatedFormApi<WizardValues>['field']>;

/** Calling code and phone side by side (sign-up's contact step, get-started's identify step). */
export function PhoneFields({ callingCodes, callingCode, phone }: {
  callingCodes: ReferenceData['callingCodes'];
  callingCode: Omit<FieldProps, 'name'> & { name: string };
  phone: Omit<FieldProps, 'name'> & { name: string };
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
  return (
    <div className="phone-row">
      <SelectField label={t`Calling code`} autoComplete="tel-country-code" required placeholder={t`Choose`} options={codes} {...callingCode} />
      <TextField label={t`Phone`} type="tel" inputMode="tel" autoComplete="tel-national" required {...phone} />
    </div>
  );
}

/** The fields of the wizard's form steps. */
export function ContactStep() {
  const { form, data, rules, confirmPassword, showBonusCode, revealBonusCode } = useWizard();
  const { t } = useLingui();
  return (
    <>
      <PhoneFields callingCodes={data.callingCodes} callingCode={form.field('callingCode')} phone={form.field('phone')} />
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

export function AddressStep() {
  const { form, data, rules } = useWizard();
  const { t } = useLingui();
  const countries = useMemo(() => data.countries.map((country) => ({ value: country.code, label: country.name })), [data.countries]);
  const currencies = useMemo(() => data.currencies.map((currency) => ({ value: currency.code, label: currency.code })), [data.currencies]);
  return (
    <>
      <TextField label={t`Address`} type="text" autoComplete="street-address" required {...form.field('address')} />
      <div className="two-columns">
        <TextField label={t`Zip`} type="text" autoComplete="postal-code" required {...form.field('zip')} />
        <TextField label={t`City`} type="text" autoComplete="address-level2" required {...form.field('city')} />
      </div>
      {rules.regionAtSignUp && <TextField label={t`Region`} type="text" autoComplete="address-level1" required {...form.field('region')} />}
      <SelectField
        label={t`Country`}
        autoComplete="country"
        required
        placeholder={t`Choose your country`}
        options={countries}
        {...form.field('country')}
        onChange={(event) => {
          // The country sets the currency (spec 000 section 5).
          const country = data.countries.find((entry) => entry.code === event.target.value);
          form.set({ country: event.target.value, ...(country?.currency ? { currency: country.currency } : {}) });
        }}
      />
      <SelectField
        label={t`Currency`}
        autoComplete="transaction-currency"
        required
        placeholder={t`Choose your currency`}
        options={currencies}
        {...form.field('currency')}
      />
    </>
  );
}

export function LimitsStep() {
  const { form, rules, touched, touch } = useWizard();
  const { t } = useLingui();
  const { values } = form;
  const currency = values.currency;
  const errors = form.errors as Record<string, string | undefined>;
  // The daily choices read in hours; the weekly and monthly ones in days.
  const durationLabel = (period: Period, minutes: number) => {
    if (period === 'day') {
      const hours = minutes / 60;
      return t`${plural(hours, { one: '# hour', other: '# hours' })}`;
    }
    const days = minutes / 1440;
    return t`${plural(days, { one: '# day', other: '# days' })}`;
  };
  const labels: Record<Period, string> = { day: t`Per day`, week: t`Per week`, month: t`Per month` };
  // A daily value fills the week and month the player has not set by hand.
  const onDeposit = (period: Period, value: string) => {
    touch('deposit', period);
    const mine = { ...touched.deposit, [period]: true };
    form.set({ deposit: period === 'day' ? prefillDepositLimits(value, values.deposit, mine) : { ...values.deposit, [period]: value } });
  };
  const onSession = (period: Period, value: string) => {
    touch('session', period);
    const mine = { ...touched.session, [period]: true };
    form.set({ session: period === 'day' ? prefillSessionLimits(value, values.session, mine) : { ...values.session, [period]: value } });
  };
  return (
    <>
      <fieldset className="limits" part="fieldset">
        {/* Under the step's h3 title. */}
        <legend><h4 className="legend-heading"><Trans>Deposit limits ({currency})</Trans></h4></legend>
        <div className="three-columns">
          {PERIODS.map((period) => (
            <TextField
              key={period}
              label={labels[period]}
              name={`deposit-${period}`}
              type="number"
              inputMode="numeric"
              autoComplete="off"
              min={rules.depositLimitMin}
              max={rules.depositLimitMax[period]}
              required={rules.depositLimitsRequired}
              value={values.deposit[period]}
              error={errors[`deposit.${period}`]}
              onChange={(event) => onDeposit(period, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="limits" part="fieldset">
        <legend><h4 className="legend-heading"><Trans>Session limits</Trans></h4></legend>
        <div className="three-columns">
          {PERIODS.map((period) => (
            <SelectField
              key={period}
              label={labels[period]}
              name={`session-${period}`}
              placeholder={t`No limit`}
              options={SESSION_LIMIT_CHOICES[period].map((minutes) => ({ value: String(minutes), label: durationLabel(period, minutes) }))}
              value={values.session[period]}
              onChange={(event) => onSession(period, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
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

export type { LimitValues };
