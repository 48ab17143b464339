import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'lowercase' | 'capital' | 'digit' | 'special' | 'length';

/** The live checklist of spec 000 section 5, in its order, with its labels. */
export const PASSWORD_RULES: readonly { rule: PasswordRule; label: MessageDescriptor; test: (password: string) => boolean }[] = [
  { rule: 'lowercase', label: msg`Lowercase letter`, test: (password) => /\p{Ll}/u.test(password) },
  { rule: 'capital', label: msg`Capital letter`, test: (password) => /\p{Lu}/u.test(password) },
  { rule: 'digit', label: msg`Digit`, test: (password) => /\d/.test(password) },
  { rule: 'special', label: msg`Special character`, test: (password) => /[^\p{L}\p{N}\s]/u.test(password) },
  { rule: 'length', label: msg`At least 8 characters`, test: (password) => password.trim().length >= PASSWORD_MIN_LENGTH },
];

/** Which rules a password meets. */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map(({ rule, test }) => [rule, test(password)])) as Record<PasswordRule, boolean>;
}

/** True when the password contains the player's e-mail address (or its local part), which it must not. */
export function containsEmail(password: string, email: string | undefined): boolean {
  const address = email?.trim().toLowerCase();
  if (!address) return false;
  const lower = password.toLowerCase();
  const local = address.split('@')[0] ?? '';
  return lower.includes(address) || (local.length >= 3 && lower.includes(local));
}

/** Meets every rule and does not contain the e-mail address. */
export function passwordIsStrong(password: string, email: string | undefined): boolean {
  return PASSWORD_RULES.every(({ test }) => test(password)) && !containsEmail(password, email);
}
