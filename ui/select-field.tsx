import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: ReactNode;
}

export function SelectField({ label, options, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'invalid' : null, className].filter(Boolean).join(' ')} part="field">
      <label htmlFor={id} part="label">{label}</label>
      <select {...select} id={id} part="select" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {error && <p id={errorId} className="error" part="field-error">{error}</p>}
    </div>
  );
}
