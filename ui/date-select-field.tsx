import { useId, type ReactNode } from 'react';
import type { SelectOption } from './select-field.tsx';

export interface DatePart {
  label: string;
  value: string;
  options: readonly SelectOption[];
  placeholder: string;
  autoComplete: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}

export interface DateSelectFieldProps {
  legend: ReactNode;
  parts: readonly DatePart[];
  /** The group's message (one per group: the first part's or the date's). */
  error?: ReactNode;
}

/** A date as separate selects (year, month, day), grouped under one legend. */
export function DateSelectField({ legend, parts, error }: DateSelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={['field', 'date-select', error ? 'invalid' : null].filter(Boolean).join(' ')} part="field" aria-describedby={error ? errorId : undefined}>
      <legend part="label">{legend}</legend>
      <div className="date-parts">
        {parts.map((part, index) => (
          <div className="date-part" key={part.label}>
            <label htmlFor={`${id}-${index}`} className="date-part-label">{part.label}</label>
            <select
              id={`${id}-${index}`}
              part="select"
              value={part.value}
              autoComplete={part.autoComplete}
              aria-invalid={part.error ? true : undefined}
              aria-describedby={part.error && error ? errorId : undefined}
              onChange={(event) => part.onChange(event.target.value)}
            >
              <option value="">{part.placeholder}</option>
              {part.options.map((option) => (
                <option key={option.value} value={option.value}>{option.label}</option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error && <p id={errorId} className="error" part="field-error">{error}</p>}
    </fieldset>
  );
}
