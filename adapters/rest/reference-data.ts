// The sign-up's reference data: the countries, currencies and calling codes its first step shows, an area of
// the adapter of its own (adapters/rest/index.ts): the sign-up's other calls load when the player first uses them.
import * as v from 'valibot';
import type { CallingCode, Country, Currency, Jurisdiction } from '../contract.ts';
import type { RestContext } from './context.ts';
import { PROVIDER_JURISDICTIONS } from './mappings.ts';
import { text } from './scalars.ts';

const CountryRow = v.object({
  Code: v.pipe(v.string(), v.length(2)),
  Name: v.string(),
  Nationality: text,
  Currency: text,
  PhonePrefix: text,
});

export async function getCountries(rest: RestContext, jurisdiction?: Jurisdiction): Promise<readonly Country[]> {
  const rows = await rest.http.json(
    { method: 'GET', operation: 'getCountries', path: '/countries', area: 'sign-up', query: { jurisdiction: PROVIDER_JURISDICTIONS[jurisdiction ?? rest.context.config.jurisdiction] } },
    v.array(CountryRow),
  );
  return rows.map((row) => ({
    code: row.Code.toUpperCase(),
    name: row.Name,
    nationality: row.Nationality ?? '',
    currency: row.Currency ?? '',
    phonePrefix: row.PhonePrefix ?? '',
  }));
}

export async function getCurrencies(rest: RestContext): Promise<readonly Currency[]> {
  const codes = await rest.http.json({ method: 'GET', operation: 'getCurrencies', path: '/currencies', area: 'sign-up' }, v.array(v.string()));
  return codes.map((code) => ({ code }));
}

export async function getCallingCodes(rest: RestContext): Promise<readonly CallingCode[]> {
  const codes = await rest.http.json({ method: 'GET', operation: 'getCallingCodes', path: '/calling-codes', area: 'sign-up' }, v.array(v.string()));
  return codes.map((code) => ({ code: code.startsWith('+') ? code : `+${code}` }));
}
