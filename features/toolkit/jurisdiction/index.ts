export {
  CANCEL_PENDING_WITHDRAWAL, DEFAULT_JURISDICTION, JURISDICTION_RULES, JURISDICTIONS, resolveJurisdiction, rulesFor,
} from './rules.ts';
export type { JurisdictionRules } from './rules.ts';
export { SIGN_UP_RULES, signUpRulesFor } from './sign-up-rules.ts';
export type { SignUpRules } from './sign-up-rules.ts';
export { PROFILE_RULES, profileRulesFor, type ProfileField, type ProfileRules } from './profile-rules.ts';
export {
  DEFAULT_DEPOSIT_LIMIT_MAX, INDEFINITE_DAYS, LIMIT_INCREASE_COOL_DOWN_HOURS, RESPONSIBLE_GAMING_RULES, responsibleGamingRulesFor,
} from './responsible-gaming-rules.ts';
export type { PeriodAmounts, ResponsibleGamingRules } from './responsible-gaming-rules.ts';
export { SELF_TEST_RULES, selfTestRulesFor, type SelfTestRules } from './self-test-rules.ts';
export { JURISDICTION_LANGUAGES, languageOf } from './language-rules.ts';
export { HELPLINES, helplineFor, type Helpline } from './helplines.ts';
