import { memo, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
}

export const CheckboxField = memo(function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', 'checkbox', error ? 'invalid' : null].filter(Boolean).join(' ')} part="field">
      {/* A group's error (at least one box) may be given on a box as aria-invalid and aria-describedby. */}
      {/* Not "invalid" before an error is shown (a required box not yet ticked is the browser's invalid otherwise). */}
      <input {...input} type="checkbox" id={id} aria-invalid={error ? true : (input['aria-invalid'] ?? false)} aria-describedby={error ? errorId : input['aria-describedby']} />
      <label htmlFor={id} part="label">{label}</label>
      {error && <p id={errorId} className="error" part="field-error">{error}</p>}
    </div>
  );
});
