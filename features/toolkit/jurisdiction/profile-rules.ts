import type { Jurisdiction } from '../../../adapters/contract.ts';

/** The fields of the profile form. */
export type ProfileField = 'email' | 'firstName' | 'lastName' | 'address' | 'city' | 'zip' | 'phone' | 'country' | 'currency' | 'password';

export interface ProfileRules {
  /** Shown but not editable. */
  readonly readOnly: readonly ProfileField[];
  /** May be left empty. */
  readonly optional: readonly ProfileField[];
}

// Names, country and currency are never edited in the profile (spec 000 section 5).
const ALWAYS_READ_ONLY = ['firstName', 'lastName', 'country', 'currency'] as const satisfies readonly ProfileField[];

/**
 * The profile's rules per jurisdiction (spec 000 section 5), as data: SGA players have no password
 * (bank-ID) and their address comes from the population register; elsewhere the e-mail is read-only.
 */
export const PROFILE_RULES = {
  mga: { readOnly: [...ALWAYS_READ_ONLY, 'email'], optional: [] },
  sga: { readOnly: [...ALWAYS_READ_ONLY, 'address', 'city', 'zip'], optional: ['password', 'address', 'city', 'zip'] },
  es: { readOnly: [...ALWAYS_READ_ONLY, 'email'], optional: [] },
  ukgc: { readOnly: [...ALWAYS_READ_ONLY, 'email'], optional: [] },
} as const satisfies Record<Jurisdiction, ProfileRules>;

export function profileRulesFor(jurisdiction: Jurisdiction): ProfileRules {
  return PROFILE_RULES[jurisdiction];
}
