import type { Gender, Jurisdiction } from '../contract.ts';

/** Our jurisdictions → the platform's `Jurisdiction` enum (MGA, UK, DGA, SGA, ES, MX, Curacao). */
export const PROVIDER_JURISDICTIONS = {
  mga: 'MGA',
  sga: 'SGA',
  es: 'ES',
  ukgc: 'UK',
} as const satisfies Record<Jurisdiction, string>;

/** The platform's jurisdictions we serve → ours; the others (DGA, MX, Curacao) have no rules here. */
export const JURISDICTIONS_FROM_PROVIDER = {
  MGA: 'mga',
  SGA: 'sga',
  ES: 'es',
  UK: 'ukgc',
} as const satisfies Record<string, Jurisdiction>;

/** PlayerInfo `Gender`; `Unknown` has no row, so it maps to no gender. */
export const GENDERS_FROM_PROVIDER = {
  Male: 'male',
  Female: 'female',
  Other: 'other',
} as const satisfies Record<string, Gender>;

/** A row of a provider → domain table, or undefined; hasOwn keeps "constructor" and kin out. */
export function lookup<T extends Record<string, string>>(table: T, key: string | null | undefined): T[keyof T] | undefined {
  return key != null && Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}
