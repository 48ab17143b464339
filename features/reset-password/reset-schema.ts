import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { newPasswordSchema } from '../toolkit/password/index.ts';

export type ResetValues = {
  password: string;
  confirm: string;
};

/** Reset password (spec 000 section 5): a new password by the rules, and its confirmation, which must match. */
export function resetSchema(i18n: I18n, email: () => string | undefined) {
  return v.pipe(
    v.object({
      password: newPasswordSchema(i18n, msg`Please enter your new password`, email),
      confirm: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please confirm your new password`))),
    }),
    v.forward(
      v.partialCheck([['password'], ['confirm']], (values) => values.password.trim() === values.confirm.trim(), i18n._(msg`Passwords must match`)),
      ['confirm'],
    ),
  );
}
