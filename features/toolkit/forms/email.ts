import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The one email rule (spec 000 section 5), with its texts in the widget's language. */
export function emailSchema(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.trim(),
    // One tone with the other fields ("Enter your phone number"), and the example a player can follow: docs/error-texts.md.
    v.nonEmpty(i18n._(msg`Enter your email address`)),
    v.email(i18n._(msg`Enter a valid email address, such as name@example.com`)),
  );
}
