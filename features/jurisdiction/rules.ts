import type { Jurisdiction } from '../../adapters/contract.ts';

/** What differs between jurisdictions, as data: a new jurisdiction is a new row, not new branches. */
export interface JurisdictionRules {
  /** Name shown to players and sent to platforms that want the regulator's code. */
  readonly regulator: 'MGA' | 'SGA' | 'ES' | 'UKGC';
  /** A signed-in player is shown the session summary instead of the welcome (spec 000 section 4, SGA). */
  readonly sessionSummaryAfterSignIn: boolean;
}

export const JURISDICTION_RULES = {
  mga: { regulator: 'MGA', sessionSummaryAfterSignIn: false },
  sga: { regulator: 'SGA', sessionSummaryAfterSignIn: true },
  es: { regulator: 'ES', sessionSummaryAfterSignIn: false },
  ukgc: { regulator: 'UKGC', sessionSummaryAfterSignIn: false },
} as const satisfies Record<Jurisdiction, JurisdictionRules>;

export const JURISDICTIONS = Object.keys(JURISDICTION_RULES) as Jurisdiction[];
export const DEFAULT_JURISDICTION: Jurisdiction = 'mga';

/** The jurisdiction an attribute or configuration names, case forgiven; the default when unknown. */
export function resolveJurisdiction(requested: string | null | undefined): Jurisdiction {
  const wanted = requested?.trim().toLowerCase();
  if (wanted === 'uk') return 'ukgc';
  return JURISDICTIONS.find((name) => name === wanted) ?? DEFAULT_JURISDICTION;
}

export function rulesFor(jurisdiction: Jurisdiction): JurisdictionRules {
  return JURISDICTION_RULES[jurisdiction];
}
