import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PasswordField, type PasswordFieldProps } from './password-field.tsx';

export interface ChecklistItem {
  label: ReactNode;
  met: boolean;
}

/**
 * A password field with a live checklist of its rules under it (a new password's). Apart from the password field
 * (./password-field.tsx), which a sign-in's first render loads without it.
 */
export function PasswordFieldWithChecklist({ checklist, ...field }: PasswordFieldProps & { checklist: ChecklistItem[] }) {
  const { t } = useLingui();
  const generated = useId();
  const id = field.id ?? generated;
  const announcement = useChecklistChanges(checklist);
  return (
    <>
      <PasswordField {...field} id={id} />
      <ul id={`${id}-rules`} className="checklist" part="password-checklist" aria-label={t`Password rules`}>
        {checklist.map((item, index) => (
          <li key={index} className={item.met ? 'met' : 'unmet'}>
            <span aria-hidden="true">{item.met ? '✓' : '•'}</span> {item.label}
            <span className="visually-hidden">{item.met ? t`(valid)` : t`(invalid)`}</span>
          </li>
        ))}
      </ul>
      {/* In the page before anything changes, so that screen readers hear each rule met or lost as it happens. */}
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
    </>
  );
}

/** The rules whose state the last edit changed, as one sentence ("Capital letter (valid)"); empty at first. */
function useChecklistChanges(checklist: ChecklistItem[]): string {
  const { t } = useLingui();
  const previous = useRef<boolean[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const states = checklist.map((item) => item.met);
  const key = states.map((met) => (met ? 1 : 0)).join('');
  useEffect(() => {
    const before = previous.current;
    previous.current = states;
    if (!before) return;
    const changed = checklist.filter((item, index) => item.met !== before[index]);
    if (changed.length === 0) return;
    setAnnouncement(changed.map((item) => `${textOf(item.label)} ${item.met ? t`(valid)` : t`(invalid)`}`).join(', '));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- when a rule's state changes, not on every keystroke
  return announcement;
}

function textOf(label: ReactNode): string {
  return typeof label === 'string' || typeof label === 'number' ? String(label) : '';
}
