import { SIGN_UP_STEPS, type SignUpFlow, type StepId, type StepRow } from '../signup/index.ts';

const TOKEN_STEPS: readonly StepId[] = ['contact', 'limits', 'accept', 'bonus', 'deposit'];

/**
 * The token sign-up for a known person (spec 000 section 2): contact, limits, accept; the person's names,
 * date of birth and address come from the token, and the platform signs the player in at once (no
 * activation). The bonus and deposit rows follow accept here too (bonus skipped if none). The sign-up's own rows,
 * the limits always asked; here, with the token sign-up's chunk, not in the sign-up's first render.
 */
export const TOKEN_SIGN_UP_STEPS: readonly StepRow[] = SIGN_UP_STEPS
  .filter((row) => TOKEN_STEPS.includes(row.id))
  .map((row) => (row.id === 'limits' ? { ...row, applies: () => true } : row));

/** The token sign-up of a known person: its short table, the password twice, at most the person's maximum. */
export function tokenSignUpFlow(token: string, personalMaximum: SignUpFlow['personalMaximum']): SignUpFlow {
  return {
    steps: TOKEN_SIGN_UP_STEPS,
    confirmPassword: true,
    ...(personalMaximum ? { personalMaximum } : {}),
    token,
  };
}
