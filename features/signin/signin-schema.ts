import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailSchema } from '../toolkit/forms/index.ts';

export interface SignInValues {
  email: string;
  password: string;
}

/** The sign-in rules of spec 000 section 5, with their texts in the widget's language. */
export function signInSchema(i18n: I18n) {
  return v.object({
    email: emailSchema(i18n),
    password: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please enter your password`))),
  });
}

/** The sign-in form's rules: those of spec 000 section 5 and the "Remember me" box. */
export function signInFormSchema(i18n: I18n) {
  return v.object({ ...signInSchema(i18n).entries, remember: v.boolean() });
}
