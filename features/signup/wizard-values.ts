import type { SignUpForm } from './rules.ts';

// What the wizard's form holds, with no valibot: the wizard's first render imports these, its rules
// (validation.ts, valibot) load once it has painted.

/** What the wizard's form holds: the sign-up values and the secrets, which never go into the draft. */
export type WizardValues = SignUpForm & {
  password: string;
  confirmPassword: string;
  /** The bank-ID identification of the person (SGA sign-up): the code, the state and the redirect URI it came with. */
  identityCode: string;
  identityState: string;
  identityRedirect: string;
};

/** No identification yet. */
export const NO_IDENTITY = { identityCode: '', identityState: '', identityRedirect: '' } as const;

/** The fields the draft never holds. */
export const SECRET_FIELDS = ['password', 'confirmPassword', 'identityCode', 'identityState', 'identityRedirect'] as const;
