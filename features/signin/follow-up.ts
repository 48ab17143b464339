import type { SignInResult } from '../../adapters/contract.ts';

/** The terms appear this long after a sign-in (spec 000 section 9). */
export const TERMS_DELAY_MS = 1000;

export type SignInFollowUp = 'terms' | 'activation-required' | 'welcome';

/** What a player sees after signing in (spec 000 section 4, "Sign-in outcomes"). */
export function followUpAfterSignIn(result: Pick<SignInResult, 'hasToAcceptTerms' | 'isEmailVerified'>): SignInFollowUp {
  if (result.hasToAcceptTerms) return 'terms';
  if (!result.isEmailVerified) return 'activation-required';
  return 'welcome';
}
