export { DEFAULT_JURISDICTION, JURISDICTION_RULES, JURISDICTIONS, resolveJurisdiction, rulesFor } from './rules.ts';
export type { JurisdictionRules } from './rules.ts';
