import { memo, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

/**
 * A password input with a show/hide toggle. A new password's live checklist of its rules is a module of its own
 * (./password-checklist.tsx, under the field): a sign-in, whose first render loads this field, does not load it.
 * Its part is named here too, part="password-checklist", as custom-elements.json reads an element's parts from the
 * sources it reaches: every element with a password field keeps the part it documented when the checklist was here
 * (the public surface of 1.0, tests/fixtures/public-surface.json), though only a new password's field renders it.
 */
export const PasswordField = memo(function PasswordField(field: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const id = field.id ?? generated;
  return (
    <TextField
      {...field}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="toggle-visibility"
          part="password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t`Show password`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M3 3l18 18" />}
          </svg>
        </button>
      }
    />
  );
});
