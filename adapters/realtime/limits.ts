import type { Limit, LimitChange } from '../contract.ts';
import { platformError } from '../errors.ts';
import { call } from './call.ts';
import { type Rt, requireSession } from './context.ts';
import { LIMIT_KINDS, PERIOD_WORDS, isRealtimeLimitType, toLimits } from './mappings.ts';

export async function getLimits(rt: Rt): Promise<readonly Limit[]> {
  requireSession(rt, 'getLimits');
  const { kwargs } = await call(rt, 'getLimits', '/user/limit#getLimits');
  return toLimits(kwargs);
}

export async function setLimit(rt: Rt, change: LimitChange): Promise<void> {
  requireSession(rt, 'setLimit');
  if (!isRealtimeLimitType(change.type)) throw platformError('responsible-gaming', 'not-implemented', { message: `No ${change.type} limits on this platform.` });
  const kind = LIMIT_KINDS[change.type];
  const kwargs = change.type === 'session'
    ? { minutes: change.amount }
    : { period: PERIOD_WORDS[change.period], amount: change.amount, currency: change.currency ?? rt.currency };
  await call(rt, 'setLimit', kind.set, kwargs);
}

export async function removeLimit(rt: Rt, limit: Pick<Limit, 'id' | 'type' | 'period'>): Promise<void> {
  requireSession(rt, 'removeLimit');
  if (!isRealtimeLimitType(limit.type)) throw platformError('responsible-gaming', 'not-implemented', { message: `No ${limit.type} limits on this platform.` });
  await call(rt, 'removeLimit', LIMIT_KINDS[limit.type].remove, limit.type === 'deposit' ? { period: PERIOD_WORDS[limit.period] } : {});
}
