import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { DateSelectField } from '../../ui/date-select-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SelectField, type SelectOption } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import type { SignUpRules } from '../jurisdiction/index.ts';
import type { ReferenceData } from './reference-data.ts';
import {
  activityBands, birthDays, birthMonths, birthYears, passwordChecks, PERIODS, SESSION_LIMIT_CHOICES,
  type LimitValues, type Period, type SignUpForm,
} from './rules.ts';
import type { StepErrors } from './validation.ts';

export interface StepProps {
  form: SignUpForm;
  errors: StepErrors;
  update: (patch: Partial<SignUpForm>) => void;
}

export function PasswordInput({ value, email, error, onChange, label }: {
  value: string; email: string; error?: string; label?: string; onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const checks = passwordChecks(value, email);
  return (
    <PasswordField
      label={label ?? t`Password`}
      name="password"
      autoComplete="new-password"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      checklist={[
        { label: t`Lowercase letter`, met: checks.lowercase },
        { label: t`Capital letter`, met: checks.capital },
        { label: t`Digit`, met: checks.digit },
        { label: t`Special character`, met: checks.special },
        { label: t`8 characters`, met: checks.length },
      ]}
    />
  );
}

export function ContactStep({ form, errors, update, data, rules, password, setPassword, showBonusCode, revealBonusCode, confirmPassword, setConfirmPassword }: StepProps & {
  data: ReferenceData;
  rules: SignUpRules;
  password: string;
  setPassword: (value: string) => void;
  showBonusCode: boolean;
  revealBonusCode: (() => void) | null;
  confirmPassword?: string;
  setConfirmPassword?: (value: string) => void;
}) {
  const { t } = useLingui();
  const codes = useMemo(
    () => data.callingCodes.map((code) => ({ value: code.code, label: code.code })),
    [data.callingCodes],
  );
  return (
    <>
      <div className="phone-row">
        <SelectField
          label={t`Calling code`}
          name="callingCode"
          autoComplete="tel-country-code"
          required
          placeholder={t`Choose`}
          options={codes}
          value={form.callingCode}
          error={errors['callingCode']}
          onChange={(event) => update({ callingCode: event.target.value })}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel-national"
          required
          value={form.phone}
          error={errors['phone']}
          onChange={(event) => update({ phone: event.target.value })}
        />
      </div>
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={form.email}
        error={errors['email']}
        onChange={(event) => update({ email: event.target.value })}
      />
      {rules.passwordAtSignUp && (
        <PasswordInput value={password} email={form.email} error={errors['password']} onChange={setPassword} />
      )}
      {rules.passwordAtSignUp && setConfirmPassword && (
        <PasswordField
          label={t`Confirm password`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword ?? ''}
          error={errors['confirmPassword']}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      )}
      {showBonusCode ? (
        <TextField
          label={t`Bonus code`}
          type="text"
        name="bonusCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.bonusCode}
          error={errors['bonusCode']}
          onChange={(event) => update({ bonusCode: event.target.value })}
        />
      ) : (
        revealBonusCode && (
          <Button variant="link" onClick={revealBonusCode} aria-expanded={false}>
            <Trans>Do you have a bonuscode?</Trans>
          </Button>
        )
      )}
    </>
  );
}

export function PersonalStep({ form, errors, update, today }: StepProps & { today: Date }) {
  const { t, i18n } = useLingui();
  const year = Number(form.birthYear) || null;
  const month = Number(form.birthMonth) || null;
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [i18n.locale]);
  const toOptions = (values: number[], label: (value: number) => string = String): SelectOption[] =>
    values.map((value) => ({ value: String(value), label: label(value) }));
  // A choice the cut-off no longer allows (a later month after picking the cut-off year) is cleared.
  const constrain = (patch: Partial<SignUpForm>) => {
    const next = { ...form, ...patch };
    const y = Number(next.birthYear) || null;
    const m = Number(next.birthMonth) || null;
    if (next.birthMonth && !birthMonths(y, today).includes(Number(next.birthMonth))) next.birthMonth = '';
    if (next.birthDay && !birthDays(y, Number(next.birthMonth) || m, today).includes(Number(next.birthDay))) next.birthDay = '';
    update({ birthYear: next.birthYear, birthMonth: next.birthMonth, birthDay: next.birthDay });
  };
  const dateError = errors['birthYear'] ?? errors['birthMonth'] ?? errors['birthDay'];
  return (
    <>
      <TextField
        label={t`First name`}
        type="text"
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={80}
        value={form.firstName}
        error={errors['firstName']}
        onChange={(event) => update({ firstName: event.target.value })}
      />
      <TextField
        label={t`Last name`}
        type="text"
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={80}
        value={form.lastName}
        error={errors['lastName']}
        onChange={(event) => update({ lastName: event.target.value })}
      />
      <DateSelectField
        legend={t`Date of birth`}
        error={dateError}
        parts={[
          {
            label: t`Year`, value: form.birthYear, placeholder: t`Year`, autoComplete: 'bday-year',
            options: toOptions(birthYears(today)), error: errors['birthYear'],
            onChange: (value) => constrain({ birthYear: value }),
          },
          {
            label: t`Month`, value: form.birthMonth, placeholder: t`Month`, autoComplete: 'bday-month',
            options: toOptions(birthMonths(year, today), (value) => monthNames[value - 1] ?? String(value)),
            error: errors['birthMonth'],
            onChange: (value) => constrain({ birthMonth: value }),
          },
          {
            label: t`Day`, value: form.birthDay, placeholder: t`Day`, autoComplete: 'bday-day',
            options: toOptions(birthDays(year, month, today)), error: errors['birthDay'],
            onChange: (value) => constrain({ birthDay: value }),
          },
        ]}
      />
    </>
  );
}

export function AddressStep({ form, errors, update, data }: StepProps & { data: ReferenceData }) {
  const { t } = useLingui();
  const countries = useMemo(() => data.countries.map((country) => ({ value: country.code, label: country.name })), [data.countries]);
  const currencies = useMemo(() => data.currencies.map((currency) => ({ value: currency.code, label: currency.code })), [data.currencies]);
  return (
    <>
      <TextField
        label={t`Address`}
        type="text"
        name="address"
        autoComplete="street-address"
        required
        value={form.address}
        error={errors['address']}
        onChange={(event) => update({ address: event.target.value })}
      />
      <div className="two-columns">
        <TextField
          label={t`Zip`}
          type="text"
        name="zip"
          autoComplete="postal-code"
          required
          value={form.zip}
          error={errors['zip']}
          onChange={(event) => update({ zip: event.target.value })}
        />
        <TextField
          label={t`City`}
          type="text"
        name="city"
          autoComplete="address-level2"
          required
          value={form.city}
          error={errors['city']}
          onChange={(event) => update({ city: event.target.value })}
        />
      </div>
      <SelectField
        label={t`Country`}
        name="country"
        autoComplete="country"
        required
        placeholder={t`Choose your country`}
        options={countries}
        value={form.country}
        error={errors['country']}
        onChange={(event) => {
          // The country sets the currency (spec 000 section 5).
          const country = data.countries.find((entry) => entry.code === event.target.value);
          update({ country: event.target.value, ...(country?.currency ? { currency: country.currency } : {}) });
        }}
      />
      <SelectField
        label={t`Currency`}
        name="currency"
        autoComplete="transaction-currency"
        required
        placeholder={t`Choose your currency`}
        options={currencies}
        value={form.currency}
        error={errors['currency']}
        onChange={(event) => update({ currency: event.target.value })}
      />
    </>
  );
}


export function LimitsStep({ form, errors, rules, onDeposit, onSession }: StepProps & {
  rules: SignUpRules;
  onDeposit: (period: Period, value: string) => void;
  onSession: (period: Period, value: string) => void;
}) {
  const { t } = useLingui();
  const currency = form.currency;
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
  return (
    <>
      <fieldset className="limits" part="fieldset">
        <legend><h3 className="legend-heading"><Trans>Deposit limits ({currency})</Trans></h3></legend>
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
              value={form.deposit[period]}
              error={errors[`deposit.${period}`]}
              onChange={(event) => onDeposit(period, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="limits" part="fieldset">
        <legend><h3 className="legend-heading"><Trans>Session limits</Trans></h3></legend>
        <div className="three-columns">
          {PERIODS.map((period) => (
            <SelectField
              key={period}
              label={labels[period]}
              name={`session-${period}`}
              placeholder={t`No limit`}
              options={SESSION_LIMIT_CHOICES[period].map((minutes) => ({ value: String(minutes), label: durationLabel(period, minutes) }))}
              value={form.session[period]}
              onChange={(event) => onSession(period, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

export function ActivityStep({ form, errors, update }: StepProps) {
  const { t, i18n } = useLingui();
  const currency = form.currency || 'USD';
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 0 });
  const options = activityBands(currency).map((band) => ({
    value: String(band.from),
    label: band.to === null
      ? t`${number.format(band.from)}+ ${currency}`
      : t`${number.format(band.from)} – ${number.format(band.to)} ${currency}`,
  }));
  return (
    <SelectField
      label={t`Annual activity`}
      name="annualActivity"
      required
      placeholder={t`Choose a range`}
      options={options}
      value={form.annualActivity}
      error={errors['annualActivity']}
      onChange={(event) => update({ annualActivity: event.target.value })}
      hint={
        <Tooltip label={t`About annual activity`} open>
          <Trans>How much do you expect to deposit in a year? Gaming regulations require us to ask, so that we can help you play safely.</Trans>
        </Tooltip>
      }
    />
  );
}

export function AcceptStep({ form, errors, update, termsUrl, privacyUrl }: StepProps & { termsUrl: string; privacyUrl: string }) {
  return (
    <CheckboxField
      name="acceptTerms"
      required
      checked={form.acceptTerms}
      error={errors['acceptTerms']}
      onChange={(event) => update({ acceptTerms: event.target.checked })}
      label={
        <Trans>
          I confirm I am over 18 years old and agree to the{' '}
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">terms and conditions</a> and the{' '}
          <a href={privacyUrl} target="_blank" rel="noopener noreferrer">privacy policy</a>
        </Trans>
      }
    />
  );
}

export type { LimitValues };
