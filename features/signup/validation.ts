import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '../../i18n/format.ts';
import { emailSchema, issuesByField } from '../toolkit/forms/index.ts';
import { signUpRulesFor, type SignUpRules } from '../toolkit/jurisdiction/index.ts';
import { newPasswordSchema } from '../toolkit/password/index.ts';
import {
  CITY_PATTERN, FREE_TEXT_PATTERN, NAME_MAX_LENGTH, NAME_PATTERN, PERIODS, PHONE_PATTERN, compactPhone, composeBirthDate,
  isAdult, type Period, type SignUpForm,
} from './rules.ts';

/** Field name → message; limit fields are `deposit.day`, `deposit.week`, ... */
export type StepErrors = Record<string, string>;

/** What the wizard's form holds: the sign-up values and the secrets, which never go into the draft. */
export type WizardValues = SignUpForm & {
  password: string;
  confirmPassword: string;
  /** The bank-ID identification of the person (SGA sign-up): the code, the state and the redirect URI it came with. */
  identityCode: string;
  identityState: string;
  identityRedirect: string;
};

/** No identification yet. */
export const NO_IDENTITY = { identityCode: '', identityState: '', identityRedirect: '' } as const;

/** The fields the draft never holds. */
export const SECRET_FIELDS = ['password', 'confirmPassword', 'identityCode', 'identityState', 'identityRedirect'] as const;

/** What a step's rules depend on besides the values. */
export interface StepRulesContext {
  readonly i18n: I18n;
  readonly rules: SignUpRules;
  readonly today: Date;
  /** Asks the password twice (token sign-up). */
  readonly confirmPassword?: boolean;
  /** The person's own maximum deposit limits (token sign-up). */
  readonly personalMaximum?: Partial<Record<Period, number>>;
  /** The currency chosen so far (the deposit limits' bounds are said in it), or ''. */
  readonly currency?: () => string;
  /** The e-mail typed so far: the password must not contain it. */
  readonly email: () => string;
}

function errorsOf(schema: v.GenericSchema, values: unknown): StepErrors {
  const result = v.safeParse(schema, values);
  return result.success ? {} : (issuesByField<Record<string, unknown>>(result.issues) as StepErrors);
}

export function phoneSchema(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(i18n._(msg`Enter your phone number`)),
    // What is allowed, not "Invalid format" (WCAG 3.3.3): docs/error-texts.md.
    v.check((phone) => PHONE_PATTERN.test(compactPhone(phone)), i18n._(msg`Enter 8 to 17 digits, with an optional + at the start.`)),
  );
}

export function callingCodeSchema(i18n: I18n) {
  return v.pipe(v.string(), v.nonEmpty(i18n._(msg`Choose a calling code`)));
}

export function emailError(email: string, i18n: I18n): string | null {
  const result = v.safeParse(emailSchema(i18n), email);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

export function phoneError(phone: string, i18n: I18n): string | null {
  const result = v.safeParse(phoneSchema(i18n), phone);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** Step 1: phone, email and (where the jurisdiction collects it) the password of spec 000 section 5. */
export function contactSchema({ i18n, rules, confirmPassword, email }: StepRulesContext): v.GenericSchema {
  const entries = { callingCode: callingCodeSchema(i18n), phone: phoneSchema(i18n), email: emailSchema(i18n) };
  if (!rules.passwordAtSignUp) return v.object(entries);
  const withPassword = v.object({
    ...entries,
    password: newPasswordSchema(i18n, msg`Enter a password`, email),
    confirmPassword: v.string(),
  });
  if (!confirmPassword) return withPassword;
  return v.pipe(
    withPassword,
    v.forward(
      v.partialCheck([['password'], ['confirmPassword']], (values) => values.password === values.confirmPassword, i18n._(msg`Passwords must match`)),
      ['confirmPassword'],
    ),
  );
}

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

/** Step 5. */
export function activitySchema({ i18n }: StepRulesContext): v.GenericSchema {
  return v.object({ annualActivity: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please enter annual activity`))) });
}

/** Step 6. */
export function acceptSchema({ i18n }: StepRulesContext): v.GenericSchema {
  return v.object({ acceptTerms: v.literal(true, i18n._(msg`Terms must be accepted`)) });
}

// The steps' rules as plain functions, for callers outside a form (and the rules' tests).

export interface ContactInput {
  form: SignUpForm;
  password: string;
  confirmPassword?: string;
  rules: SignUpRules;
}

export function validateContact({ form, password, confirmPassword, rules }: ContactInput, i18n: I18n): StepErrors {
  const context = { i18n, rules, today: new Date(), confirmPassword: confirmPassword !== undefined, email: () => form.email };
  return errorsOf(contactSchema(context), { ...form, password, confirmPassword: confirmPassword ?? '' });
}

export function validatePersonal(form: SignUpForm, today: Date, i18n: I18n): StepErrors {
  return errorsOf(personalSchema({ i18n, today } as StepRulesContext), form);
}

export function validateAddress(form: SignUpForm, i18n: I18n, rules: SignUpRules = signUpRulesFor('mga')): StepErrors {
  return errorsOf(addressSchema({ i18n, rules } as StepRulesContext), form);
}

export function validateLimits(
  form: SignUpForm,
  rules: SignUpRules,
  i18n: I18n,
  personalMaximum?: Partial<Record<Period, number>>,
): StepErrors {
  return errorsOf(limitsSchema({ i18n, rules, personalMaximum } as StepRulesContext), form);
}

export function validateActivity(form: SignUpForm, i18n: I18n): StepErrors {
  return errorsOf(activitySchema({ i18n } as StepRulesContext), form);
}

export function validateAccept(form: SignUpForm, i18n: I18n): StepErrors {
  return errorsOf(acceptSchema({ i18n } as StepRulesContext), form);
}

/** The identify step (SGA): the person identified with bank-ID first. */
export function identifySchema({ i18n }: StepRulesContext) {
  return v.object({ identityCode: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Identify yourself with BankID to continue.`))) });
}
