import type { PasswordFieldProps } from '../../../ui/password-field.tsx';
import { PasswordFieldWithChecklist } from '../../../ui/password-checklist.tsx';
import { usePasswordChecklist } from './use-password-checklist.ts';

/** A new password: the browser's new-password autofill and the rules' live checklist under it. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'autoComplete' | 'value'> & { value: string }) {
  const checklist = usePasswordChecklist(props.value);
  return <PasswordFieldWithChecklist required {...props} autoComplete="new-password" checklist={checklist} />;
}
