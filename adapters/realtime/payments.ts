import type { CashierRequest, CashierSetup } from '../contract.ts';
import { loadPart } from '../load-part.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';
import { readProfile } from './profile.ts';

/**
 * The cashier's set-up (adapters/cashier-setup.ts), loaded with the operation that sets up a cashier (the deposit's,
 * the withdrawal's, the cashier's frames) rather than with every first render; see adapters/load-part.ts.
 */
const cashierParts = () => import('../cashier-setup.ts');

/** The cashier's set-up: the player, and the CMS session the platform's HTTP side knows (the rest as every platform). */
export async function getCashierSetup(rt: Rt, request: CashierRequest): Promise<CashierSetup> {
  const sessionId = requireSession(rt, 'getCashierSetup');
  const config = rt.config();
  const { cashierMerchant, cashierSetup } = await loadPart('getCashierSetup', config, cashierParts);
  cashierMerchant(config);
  const [profile, cms] = await Promise.all([readProfile(rt, 'getCashierSetup', sessionId), call(rt, 'getCashierSetup', '/user#getCmsSessionID')]);
  const cmsSessionId = cms.kwargs['cmsSessionID'];
  return cashierSetup(config, {
    userId: profile.userId,
    sessionId: typeof cmsSessionId === 'string' && cmsSessionId ? cmsSessionId : sessionId,
    currency: profile.currency,
  }, request);
}
