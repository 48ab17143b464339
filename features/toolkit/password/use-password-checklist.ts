import { useLingui } from '@lingui/react';
import type { ChecklistItem } from '../../../ui/password-checklist.tsx';
import { PASSWORD_RULES } from './password-rules.ts';

/** The checklist items the password field shows live under a new password. */
export function usePasswordChecklist(password: string): ChecklistItem[] {
  const { i18n } = useLingui();
  return PASSWORD_RULES.map(({ label, test }) => ({ label: i18n._(label), met: test(password) }));
}
