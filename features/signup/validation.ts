import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SignUpRules } from '../jurisdiction/index.ts';
import {
  CITY_PATTERN, FREE_TEXT_PATTERN, NAME_MAX_LENGTH, NAME_PATTERN, PERIODS, PHONE_PATTERN, compactPhone, composeBirthDate,
  isAdult, passwordChecks, type Period, type SignUpForm,
} from './rules.ts';

/** Field name → message; limit fields are `deposit.day`, `session.week`, ... */
export type StepErrors = Record<string, string>;

const emailSchema = (i18n: I18n) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(i18n._(msg`Must provide an email address`)),
    v.email(i18n._(msg`Must provide an valid email address`)),
  );

function check(errors: StepErrors, field: string, message: string | null): void {
  if (message && !(field in errors)) errors[field] = message;
}

export function emailError(email: string, i18n: I18n): string | null {
  const result = v.safeParse(emailSchema(i18n), email);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The password rules of spec 000 section 5; the checklist shows the details. */
export function passwordError(password: string, email: string, i18n: I18n): string | null {
  if (password.trim() === '') return i18n._(msg`Please enter your password`);
  const checks = passwordChecks(password, email);
  if (!checks.notEmail) return i18n._(msg`The password must not contain your email address`);
  const { notEmail: _ignored, ...rules } = checks;
  return Object.values(rules).every(Boolean) ? null : i18n._(msg`The password does not meet every rule below`);
}

export function phoneError(phone: string, i18n: I18n): string | null {
  if (phone.trim() === '') return i18n._(msg`Enter your phone number`);
  return PHONE_PATTERN.test(compactPhone(phone)) ? null : i18n._(msg`Invalid format`);
}

export interface ContactInput {
  form: SignUpForm;
  password: string;
  confirmPassword?: string;
  rules: SignUpRules;
}

export function validateContact({ form, password, confirmPassword, rules }: ContactInput, i18n: I18n): StepErrors {
  const errors: StepErrors = {};
  if (!form.callingCode) check(errors, 'callingCode', i18n._(msg`Choose a calling code`));
  check(errors, 'phone', phoneError(form.phone, i18n));
  check(errors, 'email', emailError(form.email, i18n));
  if (rules.passwordAtSignUp) {
    check(errors, 'password', passwordError(password, form.email, i18n));
    if (confirmPassword !== undefined && confirmPassword !== password) {
      check(errors, 'confirmPassword', i18n._(msg`Passwords must match`));
    }
  }
  return errors;
}

function nameError(value: string, i18n: I18n, which: 'first' | 'last'): string | null {
  const name = value.trim();
  if (!name) return which === 'first' ? i18n._(msg`Enter firstname`) : i18n._(msg`Enter lastname`);
  if (name.length > NAME_MAX_LENGTH) {
    return which === 'first'
      ? i18n._(msg`First name cannot exceed 40 characters.`)
      : i18n._(msg`Last name cannot exceed 40 characters.`);
  }
  return NAME_PATTERN.test(name) ? null : i18n._(msg`Invalid format`);
}

export function validatePersonal(form: SignUpForm, today: Date, i18n: I18n): StepErrors {
  const errors: StepErrors = {};
  check(errors, 'firstName', nameError(form.firstName, i18n, 'first'));
  check(errors, 'lastName', nameError(form.lastName, i18n, 'last'));
  const date = composeBirthDate(Number(form.birthYear) || null, Number(form.birthMonth) || null, Number(form.birthDay) || null);
  if (!form.birthYear) check(errors, 'birthYear', i18n._(msg`Choose the year`));
  if (!form.birthMonth) check(errors, 'birthMonth', i18n._(msg`Choose the month`));
  if (!form.birthDay) check(errors, 'birthDay', i18n._(msg`Choose the day`));
  if (date && !isAdult(date, today)) check(errors, 'birthDay', i18n._(msg`You must be at least 18 years old`));
  return errors;
}

export function validateAddress(form: SignUpForm, i18n: I18n): StepErrors {
  const errors: StepErrors = {};
  const required = (field: 'address' | 'zip' | 'city', empty: string, pattern: RegExp) => {
    const value = form[field].trim();
    check(errors, field, !value ? empty : pattern.test(value) ? null : i18n._(msg`Invalid format`));
  };
  required('address', i18n._(msg`Enter your address`), FREE_TEXT_PATTERN);
  required('zip', i18n._(msg`Enter your zip code`), FREE_TEXT_PATTERN);
  required('city', i18n._(msg`Enter your city`), CITY_PATTERN);
  if (!form.country || /\d/.test(form.country)) check(errors, 'country', i18n._(msg`Choose your country`));
  if (!form.currency) check(errors, 'currency', i18n._(msg`Choose your currency`));
  return errors;
}

const REQUIRED_TEXTS = {
  day: msg`Daily limit is required`,
  week: msg`Weekly limit is required`,
  month: msg`Monthly limit is required`,
} as const;

/**
 * Deposit limits: required in a jurisdiction that says so, at least the minimum, at most the period's
 * maximum; in the token variant at most the person's own maximum ('Choosen limit is too great').
 */
export function validateLimits(
  form: SignUpForm,
  rules: SignUpRules,
  i18n: I18n,
  personalMaximum?: Partial<Record<Period, number>>,
): StepErrors {
  const errors: StepErrors = {};
  for (const period of PERIODS) {
    const field = `deposit.${period}`;
    const raw = form.deposit[period].trim();
    if (raw === '') {
      if (rules.depositLimitsRequired) check(errors, field, i18n._(REQUIRED_TEXTS[period]));
      continue;
    }
    const amount = Number(raw);
    const min = rules.depositLimitMin;
    const max = rules.depositLimitMax[period];
    if (!Number.isFinite(amount) || amount < min) check(errors, field, i18n._(msg`Must be larger or equal to ${min}`));
    else if (amount > max) check(errors, field, i18n._(msg`Must be less or equal to ${max}`));
    else if (personalMaximum?.[period] !== undefined && amount > personalMaximum[period]) {
      check(errors, field, i18n._(msg`Choosen limit is too great`));
    }
  }
  return errors;
}

export function validateActivity(form: SignUpForm, i18n: I18n): StepErrors {
  return form.annualActivity === '' ? { annualActivity: i18n._(msg`Please enter annual activity`) } : {};
}

export function validateAccept(form: SignUpForm, i18n: I18n): StepErrors {
  return form.acceptTerms ? {} : { acceptTerms: i18n._(msg`Terms must be accepted`) };
}
