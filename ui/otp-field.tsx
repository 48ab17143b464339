import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface OtpFieldProps {
  legend: ReactNode;
  /** "Digit {n} of {total}", for each box's accessible name. */
  digitLabel: (position: number, total: number) => string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A one-time code as digit boxes: typing moves on, Backspace moves back, a pasted or autofilled code
 * (autocomplete one-time-code on the first box) fills every box.
 */
export function OtpField({ legend, digitLabel, length, value, onChange, error, disabled }: OtpFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');

  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  // Emptied from outside (a wrong code): the player starts again at the first box.
  useEffect(() => {
    const first = boxes.current[0];
    const root = first?.getRootNode() as Document | ShadowRoot | undefined;
    if (value === '' && root && boxes.current.includes(root.activeElement as HTMLInputElement)) first?.focus();
  }, [value]);

  const put = (index: number, typed: string) => {
    const clean = typed.replace(/\D/g, '');
    if (!clean) return;
    // Several digits at once (autofill or a fast typist): fill from this box on.
    const next = (value.slice(0, index) + clean).slice(0, length);
    onChange(next);
    focus(next.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const cut = digits[index] ? index : index - 1;
      if (cut < 0) return;
      onChange(value.slice(0, cut));
      focus(cut);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (pasted) {
      onChange(pasted);
      focus(pasted.length);
    }
  };

  return (
    <fieldset className={['field', 'otp-field', error ? 'invalid' : null].filter(Boolean).join(' ')} part="field" aria-describedby={error ? errorId : undefined}>
      <legend part="label">{legend}</legend>
      <div className="otp">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => { boxes.current[index] = element; }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            maxLength={index === 0 ? length : 1}
            part="input otp-digit"
            value={digit}
            disabled={disabled}
            onChange={(event) => put(index, event.target.value.slice(digit ? 1 : 0) || event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {/* Announced when it appears: after a wrong code focus stays in the boxes, not on the error. */}
      {error && <p id={errorId} className="error" part="field-error" role="alert">{error}</p>}
    </fieldset>
  );
}
