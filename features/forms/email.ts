import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The one email rule (spec 000 section 5), with its texts in the widget's language. */
export function emailSchema(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(i18n._(msg`Must provide an email address`)),
    v.email(i18n._(msg`Must provide an valid email address`)),
  );
}
