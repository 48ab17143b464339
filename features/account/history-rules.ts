import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryKind, HistoryPage, TransactionStatus, TransactionType } from '../../adapters/contract.ts';

/** Page size and start of the history (spec 000 section 9). */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_FROM = '2020-01-01';

export const HISTORY_KINDS: readonly { kind: HistoryKind; label: MessageDescriptor }[] = [
  { kind: 'deposit', label: msg`Deposits` },
  { kind: 'withdraw', label: msg`Withdrawals` },
  { kind: 'gambling', label: msg`Gambling` },
];

export function resolveHistoryKind(kind: string | null | undefined): HistoryKind {
  return HISTORY_KINDS.find((row) => row.kind === kind)?.kind ?? 'deposit';
}

export const TRANSACTION_TYPE_LABELS = {
  deposit: msg`Deposit`,
  withdraw: msg`Withdrawal`,
  bet: msg`Bet`,
  win: msg`Win`,
  cashout: msg`Cashout`,
  bonus: msg`Bonus`,
  other: msg`Other`,
} as const satisfies Record<TransactionType, MessageDescriptor>;

export const TRANSACTION_STATUS_LABELS = {
  pending: msg({ message: 'Pending', context: 'transaction status' }),
  completed: msg({ message: 'Completed', context: 'transaction status' }),
  failed: msg({ message: 'Failed', context: 'transaction status' }),
  initiated: msg({ message: 'Initiated', context: 'transaction status' }),
  rollbacked: msg({ message: 'Rolled back', context: 'transaction status' }),
  canceled: msg({ message: 'Canceled', context: 'transaction status' }),
} as const satisfies Record<TransactionStatus, MessageDescriptor>;

export interface HistoryPaging {
  hasPrevious: boolean;
  hasNext: boolean;
  /** Known once the platform tells it, or once a short page arrived. */
  totalPages?: number;
}

/**
 * Paging when the total may be unknown (spec 002 section 9): Next while the platform says a later page
 * exists (or the known total is not reached); the total once known.
 */
export function historyPaging(page: number, result: Pick<HistoryPage, 'totalPageCount' | 'hasNextPage' | 'transactions'>): HistoryPaging {
  const total = result.totalPageCount;
  const hasNext = total !== undefined ? page < total : Boolean(result.hasNextPage ?? result.transactions.length >= HISTORY_PAGE_SIZE);
  return { hasPrevious: page > 1, hasNext, ...(total !== undefined ? { totalPages: Math.max(total, 1) } : {}) };
}
