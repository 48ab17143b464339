import { PasswordField, type PasswordFieldProps } from '../../../ui/password-field.tsx';
import { usePasswordChecklist } from './use-password-checklist.ts';

/** A new password: the browser's new-password autofill and the rules' live checklist under it. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'checklist' | 'autoComplete' | 'value'> & { value: string }) {
  const checklist = usePasswordChecklist(props.value);
  return <PasswordField required {...props} autoComplete="new-password" checklist={checklist} />;
}
