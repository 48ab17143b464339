import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Capabilities, HistoryKind, HistoryPage, TransactionStatus, TransactionType } from '../../adapters/contract.ts';

/** Page size and start of the history (spec 000 section 9). */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_FROM = '2020-01-01';

/** The history select's filters; a row with a capability is offered only where the platform has it. */
export const HISTORY_KINDS: readonly { kind: HistoryKind; label: MessageDescriptor; capability?: 'sportsHistory' }[] = [
  { kind: 'deposit', label: msg`Deposits` },
  { kind: 'withdraw', label: msg`Withdrawals` },
  { kind: 'gambling', label: msg`Gambling` },
  { kind: 'sports', label: msg`Sports bets`, capability: 'sportsHistory' },
];

/** The filters this platform offers (before its capabilities are known: those every platform has). */
export function historyKindsFor(capabilities: Readonly<Capabilities> | undefined): typeof HISTORY_KINDS {
  return HISTORY_KINDS.filter((row) => !row.capability || capabilities?.[row.capability] === true);
}

export function resolveHistoryKind(kind: string | null | undefined, kinds: typeof HISTORY_KINDS = HISTORY_KINDS): HistoryKind {
  return kinds.find((row) => row.kind === kind)?.kind ?? 'deposit';
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
