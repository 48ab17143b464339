import type { PlayerActionPage } from '../contract.ts';

/**
 * LoginPageType → the domain's pages; NoPageRequired and the others have no row (nothing to show). A module of
 * its own: the activation (sign-up's area) and the pages a signed-in player is asked to see (the responsible-gaming
 * session's area) both read it, and each area loads apart (adapters/rest/index.ts).
 */
export const DISPLAY_PAGES = {
  SourceOfWealthFormRequired: 'source-of-wealth-required',
  ResponsibleGamingTest: 'responsible-gaming-test',
  TermsAndConditions: 'terms-and-conditions',
  DepositLimitsRequired: 'deposit-limits-required',
  KycProvideDocuments: 'kyc-provide-documents',
  KycRemindAboutDocuments: 'kyc-remind-documents',
} as const satisfies Record<string, PlayerActionPage>;
