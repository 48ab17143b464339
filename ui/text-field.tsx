import { memo, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The validation message; marks the input invalid and is read with it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Something placed inside the input's box, after it (a show/hide toggle). */
  adornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
}

// Memoised, like the other fields: with useValidatedForm's one handler per field, a keystroke re-renders the
// field typed in, not the whole form (keystroke-to-paint in the sign-up wizard).
export const TextField = memo(function TextField({ label, error, hint, adornment, inputRef, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'invalid' : null, className].filter(Boolean).join(' ')} part="field">
      <label htmlFor={inputId} part="label">{label}</label>
      <div className="control">
        <input
          type="text"
          {...input}
          ref={inputRef}
          id={inputId}
          part="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {adornment}
      </div>
      {hint && <p id={hintId} className="hint">{hint}</p>}
      {error && <p id={errorId} className="error" part="field-error">{error}</p>}
    </div>
  );
});
