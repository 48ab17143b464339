export { DEFAULT_JURISDICTION, JURISDICTION_RULES, JURISDICTIONS, resolveJurisdiction, rulesFor } from './rules.ts';
export type { JurisdictionRules } from './rules.ts';
export { PROFILE_RULES, profileRulesFor, type ProfileField, type ProfileRules } from './profile-rules.ts';
