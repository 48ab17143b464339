import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { formatMoney } from '../../i18n/format.ts';
import type { SignUpRules } from '../toolkit/jurisdiction/index.ts';
import {
  PERIODS, prefillDepositLimits, prefillSessionLimits, SESSION_LIMIT_CHOICES, type Period, type SignUpForm,
} from './rules.ts';
import { withAdoptedStyles } from '../toolkit/host/index.ts';
import type { StepForm } from './step-form.ts';
import { errorsOf, type StepErrors, type StepRulesContext } from './validation.ts';
import { useWizard } from './wizard-context.tsx';

// Step 4, limits: the deposit and session limits. A chunk of its own (flow.ts): it loads when the wizard is about to show the step, and is
// fetched at idle while the step before it shows (use-later-parts.ts), not with the wizard's first step.

const REQUIRED_TEXTS = {
  day: msg`Daily limit is required`,
  week: msg`Weekly limit is required`,
  month: msg`Monthly limit is required`,
} as const;

/**
 * Step 4, deposit limits: required in a jurisdiction that says so, at least the minimum, at most the period's
 * maximum; in the token variant at most the person's own maximum ('Choosen limit is too great'). Each
 * period's message is the field `deposit.<period>`.
 */
export function limitsSchema({ i18n, rules, personalMaximum, currency }: StepRulesContext): v.GenericSchema {
  // "Enter at least €1", in the player's currency where known: docs/error-texts.md.
  const bound = (value: number) => (currency?.() ? formatMoney(value, currency(), i18n.locale) : i18n.number(value));
  const limit = v.object({ day: v.string(), week: v.string(), month: v.string() });
  return v.pipe(
    v.object({ deposit: limit }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const deposit = dataset.value.deposit;
      for (const period of PERIODS) {
        const raw = deposit[period].trim();
        const amount = Number(raw);
        const min = rules.depositLimitMin;
        const max = rules.depositLimitMax[period];
        const maximum = personalMaximum?.[period];
        const message = raw === ''
          ? (rules.depositLimitsRequired ? i18n._(REQUIRED_TEXTS[period]) : null)
          : !Number.isFinite(amount) || amount < min ? i18n._(msg`Enter at least ${bound(min)}`)
          : amount > max ? i18n._(msg`Enter at most ${bound(max)}`)
          : maximum !== undefined && amount > maximum ? i18n._(msg`Choosen limit is too great`)
          : null;
        if (message) {
          addIssue({
            message,
            path: [{ type: 'object', origin: 'value', input: dataset.value, key: `deposit.${period}`, value: deposit[period] }],
          });
        }
      }
    }),
  );
}

// The step's rules as a plain function, for callers outside a form (and the rules' tests).
export function validateLimits(
  form: SignUpForm,
  rules: SignUpRules,
  i18n: I18n,
  personalMaximum?: Partial<Record<Period, number>>,
): StepErrors {
  return errorsOf(limitsSchema({ i18n, rules, personalMaximum } as StepRulesContext), form);
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

/** The step's own styles (features/signup/styles.ts has the wizard's), adopted with it before it paints. */
const LIMITS_STYLES = /* css */ `
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; margin-bottom: var(--_space-2); font-weight: var(--_weight-medium); }
.three-columns { display: grid; grid-template-columns: repeat(3, 1fr); gap: var(--_space-3); align-items: start; }
.legend-heading { margin: 0; font-size: 1rem; }
@container (max-width: 480px) {
  .three-columns { grid-template-columns: 1fr; }
}
`;

export const LIMITS_STEP: StepForm = { schema: limitsSchema, Fields: withAdoptedStyles(LimitsStep, LIMITS_STYLES) };
