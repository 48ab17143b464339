import * as v from 'valibot';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlatformName } from '../../adapters/contract.ts';

/**
 * Where pay-and-play is offered, per platform (spec 002 §7.5, §9): the third-party casino platform in
 * FI, NL and SE. A platform with no row offers it wherever its capability flag says so (the REST sandbox,
 * for testing).
 */
export const PAY_AND_PLAY_COUNTRIES: Partial<Record<PlatformName, readonly string[]>> = {
  skillonnet: ['FI', 'NL', 'SE'],
};

export function payAndPlayOffered(platform: PlatformName, capability: boolean, country: string | null | undefined): boolean {
  if (!capability) return false;
  const countries = PAY_AND_PLAY_COUNTRIES[platform];
  return !countries || (country ? countries.includes(country.toUpperCase()) : false);
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
