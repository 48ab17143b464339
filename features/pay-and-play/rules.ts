import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Capabilities } from '../../adapters/contract.ts';

/**
 * Whether pay-and-play is offered to a player from this country (spec 002 §7.5, §9): the platform's
 * capability says whether it has pay-and-play and, where it limits it, in which countries (the
 * third-party casino platform: FI, NL, SE). An unknown country is refused where the platform limits them.
 */
export function payAndPlayOffered(
  capabilities: Pick<Capabilities, 'payAndPlay' | 'payAndPlayCountries'>,
  country: string | null | undefined,
): boolean {
  if (!capabilities.payAndPlay) return false;
  const countries = capabilities.payAndPlayCountries;
  return !countries || (country ? countries.includes(country.toUpperCase()) : false);
}

/**
 * The country pay-and-play is gated on: the visitor's geo country, as the platform's IP-country lookup names it
 * (on the third-party casino platform, the country its page configuration names), never the profile's, which an
 * anonymous visitor has none of. A platform without a lookup (`notChecked`) or a country not found: unknown.
 */
export function payAndPlayCountry(geo: string | null | undefined, notChecked: string): string | null {
  return geo && geo !== notChecked ? geo : null;
}

/**
 * Whether the player first passes the payment gate (signed in, terms, activation, country): not a visitor who is
 * not signed in, where the platform's pay-and-play serves them (the bank identifies them at the payment).
 */
export function throughPaymentGate(capabilities: Pick<Capabilities, 'anonymousPayAndPlay'>, signedIn: boolean): boolean {
  return signedIn || !capabilities.anonymousPayAndPlay;
}

/** The amount field: required ("Enter amount", spec 001 §5), a positive number with at most two decimals. */
export function amountSchema(i18n: I18n) {
  const invalid = i18n._(msg`Enter an amount above 0, with at most 2 decimals.`);
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(i18n._(msg`Enter amount`)),
    v.regex(/^\d{1,9}([.,]\d{1,2})?$/, invalid),
    v.transform((value) => Number(value.replace(',', '.'))),
    v.minValue(0.01, invalid),
  );
}
