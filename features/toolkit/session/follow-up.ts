import type { Capabilities, SignInResult } from '../../../adapters/contract.ts';
import type { JurisdictionRules } from '../jurisdiction/index.ts';

/** The terms appear this long after a sign-in (spec 000 section 9). */
export const TERMS_DELAY_MS = 1000;

export type SignInFollowUp = 'terms' | 'activation-required' | 'session-summary' | 'welcome';

/**
 * What a player sees after signing in (spec 000 section 4 "Sign-in outcomes", spec 002 section 4.3): terms
 * to accept first, then activation, then the jurisdiction's session summary or the welcome message.
 */
export function followUpAfterSignIn(
  result: Pick<SignInResult, 'hasToAcceptTerms' | 'isEmailVerified'>,
  rules: Pick<JurisdictionRules, 'sessionSummaryAfterSignIn'>,
  // The platform half of the session summary's rule (the REST platform has it); unknown counts as offered.
  capabilities: Pick<Capabilities, 'sessionSummary'> = { sessionSummary: true },
): SignInFollowUp {
  if (result.hasToAcceptTerms) return 'terms';
  if (!result.isEmailVerified) return 'activation-required';
  return rules.sessionSummaryAfterSignIn && capabilities.sessionSummary ? 'session-summary' : 'welcome';
}
