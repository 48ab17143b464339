import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', 'checkbox', error ? 'invalid' : null].filter(Boolean).join(' ')} part="field">
      <input {...input} type="checkbox" id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      <label htmlFor={id} part="label">{label}</label>
      {error && <p id={errorId} className="error" part="field-error">{error}</p>}
    </div>
  );
}
