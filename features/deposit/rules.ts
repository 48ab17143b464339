import type { Block, Limit } from '../../adapters/contract.ts';

/** 10 percent or less of a deposit limit left gives a warning (spec 001 §9). */
export const DEPOSIT_WARNING_RATIO = 0.1;

export type DepositNotice =
  | { kind: 'blocked' }
  | { kind: 'limit-reached'; limit: Limit }
  | { kind: 'limit-warning'; limit: Limit; remainingAmount: number };

export interface DepositDecision {
  notice: DepositNotice | null;
  /** False when a payment block or a used-up limit stops deposits. */
  showCashier: boolean;
}

/** The active deposit limit with the least left; limits that do not tell what is left are not judged. */
export function tightestDepositLimit(limits: readonly Limit[]): Limit | null {
  let tightest: Limit | null = null;
  for (const limit of limits) {
    if (limit.type !== 'deposit' || limit.status !== 'active' || limit.remainingAmount === undefined) continue;
    if (!tightest || limit.remainingAmount < (tightest.remainingAmount ?? Infinity)) tightest = limit;
  }
  return tightest;
}

/**
 * The deposit widget's rule (spec 001 §4, 002 §4.5): an active payment block stops deposits; otherwise
 * the tightest active deposit limit decides: 0 or less left is an error and hides the cashier, 10
 * percent or less left is a warning.
 */
export function depositDecision(limits: readonly Limit[], blocks: readonly Block[]): DepositDecision {
  if (blocks.some((block) => block.product === 'payment' && block.status === 'active')) {
    return { notice: { kind: 'blocked' }, showCashier: false };
  }
  const limit = tightestDepositLimit(limits);
  if (!limit || limit.remainingAmount === undefined) return { notice: null, showCashier: true };
  if (limit.remainingAmount <= 0) return { notice: { kind: 'limit-reached', limit }, showCashier: false };
  if (limit.amount > 0 && limit.remainingAmount <= limit.amount * DEPOSIT_WARNING_RATIO) {
    return { notice: { kind: 'limit-warning', limit, remainingAmount: limit.remainingAmount }, showCashier: true };
  }
  return { notice: null, showCashier: true };
}

/** Which step the deposit shows: the bonus selector only when bonuses exist and none was preset. */
export function firstDepositStep(bonusCount: number, presetBonusCode: string | undefined): 'bonus' | 'cashier' {
  return bonusCount > 0 && !presetBonusCode ? 'bonus' : 'cashier';
}
