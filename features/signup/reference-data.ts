import { useCallback, useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import type { CallingCode, Country, Currency, Jurisdiction } from '../../adapters/contract.ts';
import { useHost } from '../host/index.ts';
import { signUpRulesFor } from '../jurisdiction/index.ts';

export interface ReferenceData {
  countries: readonly Country[];
  currencies: readonly Currency[];
  callingCodes: readonly CallingCode[];
}

export type ReferenceState =
  | { status: 'loading' }
  | { status: 'ready'; data: ReferenceData }
  | { status: 'error'; error: unknown };

/**
 * Countries, currencies and calling codes, loaded once per jurisdiction and kept in the page's store,
 * so every sign-up element on the page (and a reopened modal) uses one load; the form waits on it.
 */
export const referenceDataAtom = atom<Partial<Record<Jurisdiction, ReferenceState>>>({});

/** Countries the jurisdiction allows, out of what the platform offers. */
export function allowedCountries(countries: readonly Country[], jurisdiction: Jurisdiction): Country[] {
  const allowed = signUpRulesFor(jurisdiction).countries;
  const list = allowed ? countries.filter((country) => allowed.includes(country.code.toUpperCase())) : [...countries];
  return list.sort((a, b) => a.name.localeCompare(b.name));
}

export function useReferenceData(): { state: ReferenceState; retry: () => void } {
  const host = useHost();
  const store = useStore();
  const jurisdiction = host.jurisdiction;
  const all = useAtomValue(referenceDataAtom);

  const load = useCallback(() => {
    const set = (state: ReferenceState) => store.set(referenceDataAtom, (current) => ({ ...current, [jurisdiction]: state }));
    set({ status: 'loading' });
    void (async () => {
      try {
        const platform = await host.getPlatform();
        if (!platform.getCountries || !platform.getCurrencies || !platform.getCallingCodes) {
          throw new Error('This platform cannot list countries, currencies and calling codes.');
        }
        // In parallel: the form waits for the slowest, not for the sum.
        const [countries, currencies, callingCodes] = await Promise.all([
          platform.getCountries(jurisdiction),
          platform.getCurrencies(),
          platform.getCallingCodes(),
        ]);
        set({ status: 'ready', data: { countries: allowedCountries(countries, jurisdiction), currencies, callingCodes } });
      } catch (error) {
        set({ status: 'error', error });
      }
    })();
  }, [host, store, jurisdiction]);

  useEffect(() => {
    // Read from the store, not the render: two elements mounting together must start one load.
    if (!store.get(referenceDataAtom)[jurisdiction]) load();
  }, [store, jurisdiction, load]);

  return { state: all[jurisdiction] ?? { status: 'loading' }, retry: load };
}
