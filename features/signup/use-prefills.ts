import { useEffect, useRef } from 'react';
import { hasOperation } from '../../adapters/contract.ts';
import type { ValidatedFormApi } from '../toolkit/forms/index.ts';
import { useQuery } from '../toolkit/query/index.ts';
import type { ReferenceData } from './reference-data.ts';
import { geoPrefill } from './form-rules.ts';
import type { WizardValues } from './wizard-values.ts';

/**
 * What the wizard fills in for the player before they type: a single allowed country (SGA: Sweden) with its
 * currency, else once where the platform geolocates them, their country with its currency and calling code, or
 * USD (rules.ts geoPrefill). What the player chose, or a kept draft, stays. A prefill alone stores no draft.
 */
export function usePrefills(form: ValidatedFormApi<WizardValues>, data: ReferenceData | null): void {
  const { values } = form;
  useEffect(() => {
    // The lists come after the first step shows: what the player chose meanwhile stays (geoPrefill fills only what is empty).
    if (!data) return;
    const only = data.countries.length === 1 ? data.countries[0] : undefined;
    if (only && !values.country) form.prefill({ country: only.code, currency: only.currency || values.currency });
  }, [data?.countries]); // eslint-disable-line react-hooks/exhaustive-deps -- when the countries arrive, not on every edit

  const ipCountry = useQuery(['ip-country'], (platform) => (hasOperation(platform, 'getIpCountry') ? platform.getIpCountry() : Promise.resolve(null)));
  const geoDone = useRef(false);
  const geoSettled = ipCountry.status === 'loaded' || ipCountry.status === 'failed';
  useEffect(() => {
    if (!data || geoDone.current || !geoSettled || data.countries.length === 1) return;
    geoDone.current = true;
    const changes = geoPrefill(values, data, ipCountry.data ?? null);
    if (Object.keys(changes).length > 0) form.prefill(changes);
  }, [geoSettled, data]); // eslint-disable-line react-hooks/exhaustive-deps -- once the geolocation and the lists are in
}
