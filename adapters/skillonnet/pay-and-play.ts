// SkillOnNet's pay-and-play (spec 002 §7.5, §9): offered in FI, NL and SE, to a visitor who is not signed in (the
// bank identifies them at the payment). The country it is gated on is the visitor's geo country: the `country` of the
// page configuration SkillOnNet renders into its pages (`SON_CONFIG`, reference §2), read from the service's
// GET /config with the skin. The cashier is PaymentIQ's, opened for an anonymous pay-and-play deposit.
import * as v from 'valibot';
import type { CashierRequest, CashierSetup } from '../contract.ts';
import { cashierSetup } from '../cashier-setup.ts';
import { platformError } from '../errors.ts';
import { type SkillOnNetContext, skinOf } from './service.ts';

/** spec 002 §7.5, §9. */
export const PAY_AND_PLAY_COUNTRIES: readonly string[] = Object.freeze(['FI', 'NL', 'SE']);

export const PageConfig = v.object({
  country: v.optional(v.nullable(v.string())),
  currency: v.optional(v.nullable(v.object({ code: v.string() }))),
  pnp: v.optional(v.nullable(v.object({ enabled: v.optional(v.nullable(v.boolean())) }))),
});

/** The visitor's country (ISO alpha-2, upper case) as the platform geolocates them; null when it does not know. */
export async function getIpCountry(son: SkillOnNetContext): Promise<string | null> {
  const answer = await son.service.json('getIpCountry', '/config', { skin: skinOf(son.config()) }, PageConfig);
  const country = answer.country?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** The cashier for an anonymous pay-and-play deposit: no player id nor session yet, the bank tells who pays. */
export async function getCashierSetup(son: SkillOnNetContext, request: CashierRequest): Promise<CashierSetup> {
  if (request.kind !== 'pay-and-play') {
    throw platformError('cashier', 'not-implemented', { message: `The skillonnet platform offers pay-and-play only, not a ${request.kind}.` });
  }
  const config = son.config();
  const answer = await son.service.json('getCashierSetup', '/config', { skin: skinOf(config) }, PageConfig);
  const setup = cashierSetup(config, { userId: '', sessionId: '', currency: answer.currency?.code ?? '' }, request);
  return { ...setup, attributes: { ...setup.attributes, skin: skinOf(config) } };
}
