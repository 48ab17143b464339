import * as v from 'valibot';
import type { ErrorArea, Jurisdiction, TermsDocument } from '../contract.ts';
import type { RestContext } from './context.ts';
import { PROVIDER_JURISDICTIONS } from './mappings.ts';
import { optionalVersion } from './scalars.ts';

/** GET /content/getdocument: `{Version?, Content?, Language?, State, Jurisdiction}`; only two are used. */
export const DocumentAnswer = v.object({
  Version: optionalVersion,
  Content: v.nullish(v.string()),
});

/** The published terms; version 0 when the platform publishes none (nothing to accept then). */
export async function fetchTerms(
  rest: RestContext,
  area: ErrorArea,
  jurisdiction: Jurisdiction,
  locale: string,
): Promise<TermsDocument> {
  const document = await rest.http.json(
    {
      method: 'GET',
      operation: 'getTerms',
      path: '/content/getdocument',
      area,
      query: { type: 'TermsAndConditions', jurisdiction: PROVIDER_JURISDICTIONS[jurisdiction], language: locale },
    },
    DocumentAnswer,
  );
  return { version: document.Version ?? 0, content: document.Content ?? '' };
}

export function getTerms(rest: RestContext, locale: string): Promise<TermsDocument> {
  return fetchTerms(rest, 'terms', rest.context.config.jurisdiction, locale);
}

/** GET /bootstrap: the platform geolocates the caller; `IpCountry` is null when not found. */
const BootstrapAnswer = v.object({ IpCountry: v.nullish(v.string()) });

export async function getIpCountry(rest: RestContext): Promise<string | null> {
  const answer = await rest.http.json({ method: 'GET', operation: 'getIpCountry', path: '/bootstrap', area: 'player' }, BootstrapAnswer);
  const country = answer.IpCountry?.trim().toUpperCase();
  return country ? country : null;
}
