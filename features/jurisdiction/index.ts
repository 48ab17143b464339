export { DEFAULT_JURISDICTION, JURISDICTION_RULES, JURISDICTIONS, resolveJurisdiction, rulesFor } from './rules.ts';
export type { JurisdictionRules } from './rules.ts';
export { DEFAULT_DEPOSIT_LIMIT_MAX, SIGN_UP_RULES, signUpRulesFor } from './sign-up-rules.ts';
export type { PeriodAmounts, SignUpRules } from './sign-up-rules.ts';
export { PROFILE_RULES, profileRulesFor, type ProfileField, type ProfileRules } from './profile-rules.ts';
