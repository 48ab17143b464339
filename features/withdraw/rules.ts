import type { Bonus, WithdrawPolicy } from '../../adapters/contract.ts';

// Cancelling pending withdrawals is a jurisdiction's rule: its row lives in the jurisdiction table.
export { CANCEL_PENDING_WITHDRAWAL } from '../toolkit/jurisdiction/index.ts';

/** The withdraw policy of the player's active bonuses: DenyWithdraw wins over CancelMonetary, else None. */
export function withdrawPolicy(bonuses: readonly Bonus[]): WithdrawPolicy {
  const active = bonuses.filter((bonus) => bonus.status === 'active');
  if (active.some((bonus) => bonus.withdrawPolicy === 'deny-withdraw')) return 'deny-withdraw';
  if (active.some((bonus) => bonus.withdrawPolicy === 'cancel-monetary')) return 'cancel-monetary';
  return 'none';
}

export type WithdrawWarning = 'deny-withdraw' | 'cancel-monetary' | 'zero-balance';

export interface WithdrawDecision {
  warnings: WithdrawWarning[];
  /** DenyWithdraw hides the withdrawal. */
  showCashier: boolean;
}

/** The warnings before the cashier (spec 001 §4 "Withdraw policy"); a zero balance warns. */
export function withdrawDecision(bonuses: readonly Bonus[], withdrawableBalance: number | null): WithdrawDecision {
  const policy = withdrawPolicy(bonuses);
  if (policy === 'deny-withdraw') return { warnings: ['deny-withdraw'], showCashier: false };
  const warnings: WithdrawWarning[] = [];
  if (policy === 'cancel-monetary') warnings.push('cancel-monetary');
  if (withdrawableBalance !== null && withdrawableBalance <= 0) warnings.push('zero-balance');
  return { warnings, showCashier: true };
}
