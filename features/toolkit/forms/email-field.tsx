import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '../../../ui/text-field.tsx';

/** The e-mail input every form uses: the keyboard, autocomplete and spelling settings an address needs. */
export const EmailField = memo(function EmailField({ label, autoComplete = 'email', ...rest }: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Email`}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      required
      {...rest}
    />
  );
});
