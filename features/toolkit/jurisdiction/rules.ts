import type { Jurisdiction } from '../../../adapters/contract.ts';

/**
 * What differs between jurisdictions outside sign-up, profile and responsible gaming (those have their
 * own tables beside this one), as data: a new jurisdiction is a new row, not new branches.
 */
export interface JurisdictionRules {
  /** Name shown to players and sent to platforms that want the regulator's code. */
  readonly regulator: 'MGA' | 'SGA' | 'ES' | 'UKGC';
  /** The cashier lets the player cancel a pending withdrawal (spec 001 §6, 002 §5.2: not for SGA). */
  readonly cancelPendingWithdrawal: boolean;
  /**
   * A player who signs in gets the session summary (spec 001 §4, 002 §4.3: SGA, on the REST platform).
   * The platform half of the rule is its `sessionSummary` capability, never its name.
   */
  readonly sessionSummaryAfterSignIn: boolean;
  /**
   * Players sign in with the bank-ID app (the OAuth code flow) instead of the password form (spec 000 §6,
   * 002 §6: Sweden); `<casino-signin>` shows `<casino-signin-oauth>`'s flow.
   */
  readonly bankIdSignIn: boolean;
}

export const JURISDICTION_RULES = {
  mga: { regulator: 'MGA', cancelPendingWithdrawal: true, sessionSummaryAfterSignIn: false, bankIdSignIn: false },
  sga: { regulator: 'SGA', cancelPendingWithdrawal: false, sessionSummaryAfterSignIn: true, bankIdSignIn: true },
  es: { regulator: 'ES', cancelPendingWithdrawal: true, sessionSummaryAfterSignIn: false, bankIdSignIn: false },
  ukgc: { regulator: 'UKGC', cancelPendingWithdrawal: true, sessionSummaryAfterSignIn: false, bankIdSignIn: false },
} as const satisfies Record<Jurisdiction, JurisdictionRules>;

export const JURISDICTIONS = Object.keys(JURISDICTION_RULES) as Jurisdiction[];
export const DEFAULT_JURISDICTION: Jurisdiction = 'mga';

// The unknown names already warned of: a widget resolves its jurisdiction on every render.
const WARNED = new Set<string>();

/** The jurisdiction an attribute or configuration names, case forgiven; the default when unknown, with a console warning (once per name). */
export function resolveJurisdiction(requested: string | null | undefined): Jurisdiction {
  const wanted = requested?.trim().toLowerCase();
  if (wanted === 'uk') return 'ukgc';
  const known = JURISDICTIONS.find((name) => name === wanted);
  if (!known && wanted && !WARNED.has(wanted)) {
    WARNED.add(wanted);
    console.warn(`[casino-elements] Unknown jurisdiction "${requested}": the rules of ${DEFAULT_JURISDICTION} apply (the jurisdictions are ${JURISDICTIONS.join(', ')}).`);
  }
  return known ?? DEFAULT_JURISDICTION;
}

export function rulesFor(jurisdiction: Jurisdiction): JurisdictionRules {
  return JURISDICTION_RULES[jurisdiction];
}

/** Cancelling pending withdrawals per jurisdiction: a column of the table, for the cashier's setting. */
export const CANCEL_PENDING_WITHDRAWAL: Readonly<Record<Jurisdiction, boolean>> = Object.freeze(
  Object.fromEntries(JURISDICTIONS.map((jurisdiction) => [jurisdiction, JURISDICTION_RULES[jurisdiction].cancelPendingWithdrawal])) as Record<
    Jurisdiction,
    boolean
  >,
);
