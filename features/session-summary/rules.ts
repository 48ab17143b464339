import type { Limit, PaymentStats } from '../../adapters/contract.ts';

/** The session summary shows the player's ready state this long after it has what it needs (spec 001 §9). */
export const SESSION_SUMMARY_READY_DELAY_MS = 50;

export type SummaryPeriod = 'daily' | 'weekly' | 'monthly';
export const SUMMARY_PERIODS: readonly SummaryPeriod[] = ['daily', 'weekly', 'monthly'];

/** The active deposit limit of each period (the lowest, should the platform answer two), or null: shown as a dash. */
export function depositLimitsByPeriod(limits: readonly Limit[]): Record<SummaryPeriod, Limit | null> {
  const pick = (period: SummaryPeriod) =>
    limits
      .filter((limit) => limit.type === 'deposit' && limit.status === 'active' && limit.period === period)
      .reduce<Limit | null>((lowest, limit) => (!lowest || limit.amount < lowest.amount ? limit : lowest), null);
  return { daily: pick('daily'), weekly: pick('weekly'), monthly: pick('monthly') };
}

/**
 * The player's result: what came back out (withdrawals) less what went in (deposits), the opposite of the
 * operator's net gross revenue. The platform's payment statistics are the operator's 12-month window.
 */
export function playerResult(stats: Pick<PaymentStats, 'netGrossRevenue'>): number {
  return stats.netGrossRevenue === 0 ? 0 : -stats.netGrossRevenue;
}
