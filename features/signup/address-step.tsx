import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { signUpRulesFor, type SignUpRules } from '../toolkit/jurisdiction/index.ts';
import { CITY_PATTERN, FREE_TEXT_PATTERN, type SignUpForm } from './rules.ts';
import { withAdoptedStyles } from '../toolkit/host/index.ts';
import type { StepForm } from './step-form.ts';
import { errorsOf, type StepErrors, type StepRulesContext } from './validation.ts';
import { useWizard } from './wizard-context.tsx';

// Step 3, address: the address, the country and the currency. A chunk of its own (flow.ts): it loads when the wizard is about to show the step, and is
// fetched at idle while the step before it shows (use-later-parts.ts), not with the wizard's first step.

function textSchema(i18n: I18n, empty: string, pattern: RegExp, invalid = i18n._(msg`Invalid format`)) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.regex(pattern, invalid));
}

/** Step 3: address, zip, city, country (which sets the currency) and currency. */
export function addressSchema({ i18n, rules }: StepRulesContext): v.GenericSchema {
  return v.object({
    // Where the jurisdiction does not ask for it, anything (it stays empty and is not sent).
    region: rules.regionAtSignUp ? textSchema(i18n, i18n._(msg`Enter your region`), FREE_TEXT_PATTERN) : v.string(),
    address: textSchema(i18n, i18n._(msg`Enter your address`), FREE_TEXT_PATTERN),
    zip: textSchema(i18n, i18n._(msg`Enter your zip code`), FREE_TEXT_PATTERN),
    city: textSchema(i18n, i18n._(msg`Enter your city`), CITY_PATTERN, i18n._(msg`Use letters, spaces, hyphens and apostrophes only: no digits or symbols.`)),
    country: v.pipe(v.string(), v.regex(/^\D+$/, i18n._(msg`Choose your country`))),
    currency: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Choose your currency`))),
  });
}

// The step's rules as a plain function, for callers outside a form (and the rules' tests).
export function validateAddress(form: SignUpForm, i18n: I18n, rules: SignUpRules = signUpRulesFor('mga')): StepErrors {
  return errorsOf(addressSchema({ i18n, rules } as StepRulesContext), form);
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

/** The step's own styles (features/signup/styles.ts has the wizard's), adopted with it before it paints. */
const ADDRESS_STYLES = /* css */ `
.two-columns { display: grid; grid-template-columns: 1fr 2fr; gap: var(--_space-3); align-items: start; }
@container (max-width: 480px) {
  .two-columns { grid-template-columns: 1fr; }
}
`;

export const ADDRESS_STEP: StepForm = { schema: addressSchema, Fields: withAdoptedStyles(AddressStep, ADDRESS_STYLES) };
