import type { CallingCode, Country, Currency, Jurisdiction } from '../../adapters/contract.ts';
import { useHost } from '../toolkit/host/index.ts';
import { signUpRulesFor } from '../toolkit/jurisdiction/index.ts';
import { useQuery, type Query } from '../toolkit/query/index.ts';

export interface ReferenceData {
  countries: readonly Country[];
  currencies: readonly Currency[];
  callingCodes: readonly CallingCode[];
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
    // The operations' table (their areas, for a gap's error) is a part of the platform's adapter, which this call
    // waits for anyway: not in the first render's files.
    const { requireOperation } = await import('../../adapters/operations.ts');
    const getCountries = requireOperation(platform, 'getCountries');
    const getCurrencies = requireOperation(platform, 'getCurrencies');
    const getCallingCodes = requireOperation(platform, 'getCallingCodes');
    // In parallel: the form waits for the slowest, not for the sum.
    const [countries, currencies, callingCodes] = await Promise.all([
      getCountries(jurisdiction),
      getCurrencies(),
      getCallingCodes(),
    ]);
    return { countries: allowedCountries(countries, jurisdiction), currencies, callingCodes };
    // A sign-in on the way (the wizard's own) starts a new session: the form stays on screen meanwhile.
  }, { keepPrevious: true });
}
