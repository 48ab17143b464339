import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The activation code is numeric, 6 to 12 digits (spec 000 section 5). */
export const ACTIVATION_CODE_PATTERN = /^\d{6,12}$/;

export function activationCodeError(code: string, i18n: I18n): string | null {
  const trimmed = code.trim();
  if (!trimmed) return i18n._(msg`Must provide an activation code`);
  return ACTIVATION_CODE_PATTERN.test(trimmed) ? null : i18n._(msg`The activation code is 6 to 12 digits`);
}

/**
 * Whether an activation link names another account than the signed-in player's (letter case aside).
 * `accountEmail` null: who is signed in is not known yet (the profile is loading), so it may be another.
 */
export function linkIsForAnotherAccount(linkEmail: string, accountEmail: string | null): boolean {
  if (!linkEmail.trim()) return false;
  return accountEmail === null || linkEmail.trim().toLowerCase() !== accountEmail.trim().toLowerCase();
}
