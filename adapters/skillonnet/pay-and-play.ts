// SkillOnNet's pay-and-play (spec 002 §7.5, §9): offered in FI, NL and SE, to a visitor who is not signed in (the
// bank identifies them at the payment). The country it is gated on is the visitor's geo country: the `country` of the
// page configuration SkillOnNet renders into its pages (`SON_CONFIG`, reference §2), read from that global where
// the page has it, else from the service's GET /config with the skin. The cashier is PaymentIQ's, opened for an anonymous pay-and-play deposit.
import * as v from 'valibot';
import type { CashierRequest, CashierSetup } from '../contract.ts';
import { loadPart } from '../load-part.ts';
import { platformError } from '../errors.ts';
import { type SkillOnNetContext, skinOf } from './service.ts';

/**
 * The cashier's set-up (adapters/cashier-setup.ts), loaded with the operation that sets up a cashier (the deposit's,
 * the withdrawal's, the cashier's frames) rather than with every first render; see adapters/load-part.ts.
 */
const cashierParts = () => import('../cashier-setup.ts');

/** spec 002 §7.5, §9. */
export const PAY_AND_PLAY_COUNTRIES: readonly string[] = Object.freeze(['FI', 'NL', 'SE']);

export const PageConfig = v.object({
  country: v.optional(v.nullable(v.string())),
  currency: v.optional(v.nullable(v.object({ code: v.string() }))),
  pnp: v.optional(v.nullable(v.object({ enabled: v.optional(v.nullable(v.boolean())) }))),
});

/**
 * The page configuration: `window.SON_CONFIG` where SkillOnNet rendered the page (reference §2: a frozen global,
 * seen), else the service's GET /config with the skin (the same fields; that a service answers it is inferred).
 * A global of another shape is passed over for the service's answer.
 */
async function pageConfig(son: SkillOnNetContext, operation: 'getIpCountry' | 'getCashierSetup', scope: object = globalThis): Promise<v.InferOutput<typeof PageConfig>> {
  const rendered = v.safeParse(PageConfig, (scope as { SON_CONFIG?: unknown }).SON_CONFIG);
  if (rendered.success) return rendered.output;
  return son.service.json(operation, '/config', { skin: skinOf(son.config()) }, PageConfig);
}

/** The visitor's country (ISO alpha-2, upper case) as the platform geolocates them; null when it does not know. */
export async function getIpCountry(son: SkillOnNetContext): Promise<string | null> {
  const answer = await pageConfig(son, 'getIpCountry');
  const country = answer.country?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** The cashier for an anonymous pay-and-play deposit: no player id nor session yet, the bank tells who pays. */
export async function getCashierSetup(son: SkillOnNetContext, request: CashierRequest): Promise<CashierSetup> {
  if (request.kind !== 'pay-and-play') {
    throw platformError('cashier', 'not-implemented', { message: `The skillonnet platform offers pay-and-play only, not a ${request.kind}.` });
  }
  const config = son.config();
  const [answer, { cashierSetup }] = await Promise.all([pageConfig(son, 'getCashierSetup'), loadPart('getCashierSetup', config, cashierParts)]);
  const setup = cashierSetup(config, { userId: '', sessionId: '', currency: answer.currency?.code ?? '' }, request);
  return { ...setup, attributes: { ...setup.attributes, skin: skinOf(config) } };
}
