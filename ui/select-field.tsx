import { memo, useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose..."); left out when absent. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
}

/** A labelled native select (keyboard and screen readers get the platform's own behaviour). */
export const SelectField = memo(function SelectField({ label, options, placeholder, error, hint, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'invalid' : null, className].filter(Boolean).join(' ')} part="field">
      <label htmlFor={selectId} part="label">{label}</label>
      <div className="control">
        {/* aria-invalid false until there is an error: a required select with nothing chosen yet would otherwise be
            announced "invalid" (the browser's own validity) before the player has touched it. */}
        <select {...select} id={selectId} part="select" aria-invalid={error ? true : false} aria-describedby={describedBy}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
      {hint && <div id={hintId} className="hint">{hint}</div>}
      {error && <p id={errorId} className="error" part="field-error">{error}</p>}
    </div>
  );
});
