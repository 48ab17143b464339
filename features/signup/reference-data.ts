import type { CallingCode, Country, Currency, Jurisdiction } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { CALLING_CODE_REGIONS } from './calling-code-regions.ts';
import { useHost } from '../host/index.ts';
import { signUpRulesFor } from '../jurisdiction/index.ts';
import { useQuery, type Query } from '../query/index.ts';

export interface ReferenceData {
  countries: readonly Country[];
  currencies: readonly Currency[];
  callingCodes: readonly CallingCode[];
  /** The countries (ISO codes) each calling code belongs to, as far as the platform's countries tell. */
  callingCodeRegions?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Calling code to the ISO codes of the countries with that prefix ("+1" to US and CA): the platform's countries
 * first, then the calling code table's.
 */
export function regionsByCallingCode(countries: readonly Country[]): Record<string, readonly string[]> {
  const regions: Record<string, string[]> = {};
  for (const country of countries) {
    if (!country.phonePrefix) continue;
    (regions[country.phonePrefix] ??= []).push(country.code.toUpperCase());
  }
  const merged: Record<string, readonly string[]> = { ...CALLING_CODE_REGIONS };
  for (const [code, own] of Object.entries(regions)) merged[code] = [...new Set([...own, ...(CALLING_CODE_REGIONS[code] ?? [])])];
  return merged;
}

/** A calling code's option label: the code and its countries' names in the locale ("+46 Sweden"). */
export function callingCodeLabel(code: string, regions: readonly string[] | undefined, locale: string): string {
  if (!regions?.length) return code;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return `${code} ${regions.map((region) => names?.of(region) ?? region).join(', ')}`;
}

/** Countries the jurisdiction allows, out of what the platform offers. */
export function allowedCountries(countries: readonly Country[], jurisdiction: Jurisdiction): Country[] {
  const allowed = signUpRulesFor(jurisdiction).countries;
  const list = allowed ? countries.filter((country) => allowed.includes(country.code.toUpperCase())) : [...countries];
  return list.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Countries, currencies and calling codes, one load per jurisdiction shared by every sign-up element on the
 * page (and a reopened modal); the form waits on it.
 */
export function useReferenceData(): Query<ReferenceData> {
  const jurisdiction = useHost().jurisdiction;
  return useQuery(['reference-data', jurisdiction], async (platform) => {
    const getCountries = requireOperation(platform, 'getCountries');
    const getCurrencies = requireOperation(platform, 'getCurrencies');
    const getCallingCodes = requireOperation(platform, 'getCallingCodes');
    // In parallel: the form waits for the slowest, not for the sum.
    const [countries, currencies, callingCodes] = await Promise.all([
      getCountries(jurisdiction),
      getCurrencies(),
      getCallingCodes(),
    ]);
    return { countries: allowedCountries(countries, jurisdiction), currencies, callingCodes, callingCodeRegions: regionsByCallingCode(countries) };
    // A sign-in on the way (the wizard's own) starts a new session: the form stays on screen meanwhile.
  }, { keepPrevious: true });
}
