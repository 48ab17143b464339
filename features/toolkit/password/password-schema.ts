import * as v from 'valibot';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { containsEmail, PASSWORD_RULES } from './password-rules.ts';

// The rules as valibot's schema, apart from the checklist's rules (password-rules.ts): a form that shows the
// checklist before its rules are here (the sign-up's first step) does not load valibot with it (rollup.config.mjs
// puts this module in valibot's chunk).

/**
 * A new password: required (with the caller's text), trimmed, all the checklist's rules, and not the
 * player's e-mail address.
 */
export function newPasswordSchema(i18n: I18n, required: MessageDescriptor, email: () => string | undefined) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(i18n._(required)),
    v.check((password) => PASSWORD_RULES.every(({ test }) => test(password)), i18n._(msg`The password does not meet the rules below`)),
    v.check((password) => !containsEmail(password, email()), i18n._(msg`The password must not contain your email address`)),
  );
}
