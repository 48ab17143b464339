import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface ChecklistItem {
  label: ReactNode;
  met: boolean;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  /** A live checklist of the password rules, shown under the field. */
  checklist?: ChecklistItem[];
}

/** A password input with a show/hide toggle and, optionally, a live checklist of its rules. */
export const PasswordField = memo(function PasswordField({ checklist, ...field }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const id = field.id ?? generated;
  const checklistId = `${id}-rules`;
  const announcement = useChecklistChanges(checklist);
  return (
    <>
      <TextField
        {...field}
        id={id}
        type={visible ? 'text' : 'password'}
        autoCapitalize="off"
        spellCheck={false}
        adornment={
          <button
            type="button"
            className="toggle-visibility"
            part="password-toggle"
            aria-controls={id}
            aria-pressed={visible}
            aria-label={t`Show password`}
            onClick={() => setVisible((shown) => !shown)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M3 3l18 18" />}
            </svg>
          </button>
        }
      />
      {checklist && (
        <ul id={checklistId} className="checklist" part="password-checklist" aria-label={t`Password rules`}>
          {checklist.map((item, index) => (
            <li key={index} className={item.met ? 'met' : 'unmet'}>
              <span aria-hidden="true">{item.met ? '✓' : '•'}</span> {item.label}
              <span className="visually-hidden">{item.met ? t`(valid)` : t`(invalid)`}</span>
            </li>
          ))}
        </ul>
      )}
      {/* In the page before anything changes, so that screen readers hear each rule met or lost as it happens. */}
      {checklist && <p className="visually-hidden" aria-live="polite">{announcement}</p>}
    </>
  );
});

/** The rules whose state the last edit changed, as one sentence ("Capital letter (valid)"); empty at first. */
function useChecklistChanges(checklist: ChecklistItem[] | undefined): string {
  const { t } = useLingui();
  const previous = useRef<boolean[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const states = checklist?.map((item) => item.met) ?? [];
  const key = states.map((met) => (met ? 1 : 0)).join('');
  useEffect(() => {
    const before = previous.current;
    previous.current = states;
    if (!before || !checklist) return;
    const changed = checklist.filter((item, index) => item.met !== before[index]);
    if (changed.length === 0) return;
    setAnnouncement(changed.map((item) => `${textOf(item.label)} ${item.met ? t`(valid)` : t`(invalid)`}`).join(', '));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- when a rule's state changes, not on every keystroke
  return announcement;
}

function textOf(label: ReactNode): string {
  return typeof label === 'string' || typeof label === 'number' ? String(label) : '';
}
