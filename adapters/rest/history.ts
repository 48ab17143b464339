// The REST platform's history: payments, game rounds and sports bets by page, and the payment totals
// (/transaction/*, /player/payment-stats), mapped to the contract's transactions.
import * as v from 'valibot';
import type { HistoryPage, HistoryQuery, PaymentStats, Transaction } from '../contract.ts';
import type { RestContext } from './context.ts';
import { TRANSACTION_STATUS, TRANSACTION_TYPES } from './account-mappings.ts';
import { lookup } from './mappings.ts';
import { id, numeric, optionalNumeric as number, text } from './scalars.ts';

/** PaymentTransaction (a Transaction plus Provider?, RemoteTransactionId?, BonusCode?). */
const PaymentTransaction = v.object({
  Id: id,
  Amount: numeric,
  Started: v.string(),
  Status: text,
  Currency: text,
  TransactionType: text,
  Method: text,
  Provider: text,
  Product: text,
});

/** GameTransaction: one game round. */
const GameTransaction = v.object({
  RoundId: id,
  StartTime: v.string(),
  EndTime: text,
  Currency: text,
  Bet: numeric,
  Win: numeric,
  Game: text,
  GameId: v.nullish(id),
});

/** SportsbookBet: one bet slip, with its wager and win and each settlement's transactions. */
const SportsbookBet = v.object({
  Id: id,
  Provider: text,
  Reference: text,
  TotalWager: numeric,
  TotalWin: numeric,
  Created: v.string(),
  Settled: text,
  Transactions: v.nullish(v.array(v.object({ Type: text, Status: text, Description: text }))),
});

export const HISTORY_START = '2020-01-01';
const DEFAULT_PAGE_SIZE = 10;

export function toTransactionStatus(status: string | null | undefined) {
  return lookup(TRANSACTION_STATUS, status ?? undefined) ?? 'completed';
}

function fromPayment(row: v.InferOutput<typeof PaymentTransaction>, fallbackType: 'deposit' | 'withdraw', currency: string): Transaction {
  return {
    id: String(row.Id),
    transactionType: lookup(TRANSACTION_TYPES, row.TransactionType ?? undefined) ?? fallbackType,
    amount: Math.abs(row.Amount),
    currency: row.Currency || currency,
    status: toTransactionStatus(row.Status),
    method: row.Method || row.Provider || '',
    description: row.Product ?? '',
    date: row.Started,
  };
}

function fromRound(row: v.InferOutput<typeof GameTransaction>, currency: string): Transaction {
  const won = row.Win > 0;
  return {
    id: String(row.RoundId),
    transactionType: won ? 'win' : 'bet',
    amount: won ? row.Win : row.Bet,
    currency: row.Currency || currency,
    status: row.EndTime ? 'completed' : 'pending',
    method: 'Casino',
    description: row.Game ?? '',
    date: row.StartTime,
  };
}

/**
 * A bet slip as one row: a win once settled with a win, else the bet; pending until settled (a settled
 * bet with a cancelled transaction is cancelled). Its description is the slip's first description.
 */
export function fromSportsBet(row: v.InferOutput<typeof SportsbookBet>, currency: string): Transaction {
  const won = row.TotalWin > 0;
  const cancelled = (row.Transactions ?? []).some((entry) => /cancel|void/i.test(entry.Status ?? ''));
  return {
    id: String(row.Id),
    transactionType: won ? 'win' : 'bet',
    amount: won ? row.TotalWin : row.TotalWager,
    currency,
    status: !row.Settled ? 'pending' : cancelled ? 'canceled' : 'completed',
    method: 'Sport',
    description: (row.Transactions ?? []).find((entry) => entry.Description)?.Description ?? row.Reference ?? '',
    date: row.Created,
  };
}

/**
 * One page of history. The platform pages by offset and never tells the total, so one row more than
 * the page is asked for: when it comes, a next page exists; a short page is the last (spec 002
 * section 9). Rows before the history's start (2020-01-01 by default) end the history too.
 */
export async function getHistory(rest: RestContext, query: HistoryQuery): Promise<HistoryPage> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.floor(query.page));
  const from = Date.parse(query.from ?? HISTORY_START);
  const to = query.to ? Date.parse(query.to) : Number.POSITIVE_INFINITY;
  const offset = (page - 1) * pageSize;
  const currency = rest.playerCurrency?.currency ?? '';
  let rows: Transaction[];
  if (query.kind === 'gambling') {
    const answer = await rest.http.json(
      { method: 'GET', operation: 'getHistory', path: '/transaction/gameplay', area: 'history', session: true, query: { offset, max: pageSize + 1 } },
      v.array(GameTransaction),
    );
    rows = answer.map((row) => fromRound(row, currency));
  } else if (query.kind === 'sports') {
    const answer = await rest.http.json(
      { method: 'GET', operation: 'getHistory', path: '/transaction/sportsbookbets', area: 'history', session: true, query: { offset, max: pageSize + 1 } },
      v.array(SportsbookBet),
    );
    rows = answer.map((row) => fromSportsBet(row, currency));
  } else {
    const answer = await rest.http.json(
      { method: 'GET', operation: 'getHistory', path: '/transaction/payments', area: 'history', session: true, query: { offset, max: pageSize + 1, type: query.kind } },
      v.array(PaymentTransaction),
    );
    rows = answer.map((row) => fromPayment(row, query.kind === 'withdraw' ? 'withdraw' : 'deposit', currency));
  }
  const inRange = rows.filter((row) => {
    const at = Date.parse(row.date);
    return Number.isNaN(at) || (at >= from && at <= to);
  });
  const reachedStart = inRange.length < rows.length;
  const hasNextPage = !reachedStart && rows.length > pageSize;
  const transactions = inRange.slice(0, pageSize);
  return {
    transactions,
    hasNextPage,
    ...(hasNextPage ? {} : { totalPageCount: transactions.length === 0 && page > 1 ? page - 1 : page }),
  };
}

/** PaymentStats: DepositCount, TotalDeposit, WithdrawalCount, TotalWithdrawal (and optional others). */
const PaymentStatsAnswer = v.object({ TotalDeposit: number, TotalWithdrawal: number });

export async function getPaymentStats(rest: RestContext): Promise<PaymentStats> {
  const stats = await rest.http.json({ method: 'GET', operation: 'getPaymentStats', path: '/player/payment-stats', area: 'history', session: true }, PaymentStatsAnswer);
  const totalDeposit = stats.TotalDeposit ?? 0;
  const totalWithdraw = stats.TotalWithdrawal ?? 0;
  return { netGrossRevenue: totalDeposit - totalWithdraw, totalDeposit, totalWithdraw };
}
