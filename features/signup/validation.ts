import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailSchema, issuesByField } from '../toolkit/forms/index.ts';
import type { SignUpRules } from '../toolkit/jurisdiction/index.ts';
import { newPasswordSchema } from '../toolkit/password/index.ts';
import { PHONE_PATTERN, compactPhone, type Period, type SignUpForm } from './form-rules.ts';

/** Field name → message; limit fields are `deposit.day`, `deposit.week`, ... */
export type StepErrors = Record<string, string>;

export { NO_IDENTITY, SECRET_FIELDS, type WizardValues } from './wizard-values.ts';

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

export function errorsOf(schema: v.GenericSchema, values: unknown): StepErrors {
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

// The first step's rules as a plain function, for callers outside a form (and the rules' tests); the later
// steps' are in their chunks (personal-step.tsx ...).

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

/** The identify step (SGA): the person identified with bank-ID first. */
export function identifySchema({ i18n }: StepRulesContext) {
  return v.object({ identityCode: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Identify yourself with BankID to continue.`))) });
}

/** The schema's issues for the values; none when they are valid (the wizard's checks before it sends). */
export function issuesOf(schema: v.GenericSchema, values: unknown): ReadonlyArray<v.BaseIssue<unknown>> {
  const result = v.safeParse(schema, values);
  return result.success ? [] : result.issues;
}

/** A step with no fields of the wizard's form (after the sign-up): nothing to check. */
export const NO_FIELDS = v.object({});
