// Part of the platform contract (adapters/contract.ts, its one entry): The account's lists: wallet, bonuses, inbox messages, history, subscriptions.

import type { Product } from './responsible-gaming.ts';
import type { Currency } from './reference-data.ts';

export interface Wallet {
  realBalance: number;
  bonusBalance: number;
  totalBalance: number;
  currency: Currency;
}

export type BonusStatus = 'active' | 'initiated' | 'expired' | 'canceled' | 'finished';
/** `default` when the platform does not say. */
export type BonusType = 'freespins' | 'monetary' | 'default';
/** What an active bonus does to a withdrawal; `deny-withdraw` wins over `cancel-monetary`. */
export type WithdrawPolicy = 'none' | 'deny-withdraw' | 'cancel-monetary';

export interface Bonus {
  id: string;
  code: string;
  name: string;
  description: string;
  /** Custom markup shown instead of the name: render only through the sanitizer. */
  html?: string;
  assets?: { image?: string };
  type: BonusType;
  status: BonusStatus;
  currency: string;
  startTime?: string;
  endTime?: string;
  /** Wagering progress in percent. */
  wagered?: number;
  // The spelling "Requirment" is the spec's contract (000 §3): kept so widgets match it.
  wageringRequirment?: number;
  wageringRequirmentRemaining?: number;
  amount?: number;
  /** Free spins left. */
  amountRemaining?: number;
  minAmount?: number;
  maxAmount?: number;
  /** The bonus is used with a deposit (open the cashier with its code). */
  deposit: boolean;
  canBeCanceled: boolean;
  withdrawPolicy: WithdrawPolicy;
  product?: Product;
  gameProps: readonly { id?: string; name: string }[];
  gameProvider?: string;
}

export type MessageStatus = 'unpushed' | 'read' | 'notified';

export interface Message {
  id: string;
  title: string;
  /** Server-provided HTML: render only through the sanitizer. */
  content: string;
  status: MessageStatus;
  /** When it was sent (UTC). */
  messageSent: string;
  ctaAction?: string;
  ctaText?: string;
}

/** What the history select asks for (spec 000 §7); `sports`: sportsbook bets, where `capabilities.sportsHistory`. */
export type HistoryKind = 'deposit' | 'withdraw' | 'gambling' | 'sports';
export type TransactionType = 'deposit' | 'withdraw' | 'bet' | 'win' | 'cashout' | 'bonus' | 'other';
export type TransactionStatus = 'pending' | 'completed' | 'failed' | 'initiated' | 'rollbacked' | 'canceled';

export interface Transaction {
  id: string;
  transactionType: TransactionType;
  amount: number;
  currency: string;
  status: TransactionStatus;
  /** Casino, Sport, Trustly, Swish, Creditcard, ... as the platform names it. */
  method: string;
  description: string;
  date: string;
}

export interface HistoryQuery {
  kind: HistoryKind;
  /** 1-based. */
  page: number;
  /** Default 10. */
  pageSize?: number;
  /** Default 2020-01-01. */
  from?: string;
  to?: string;
}

export interface HistoryPage {
  transactions: readonly Transaction[];
  /** Unknown on platforms that only tell when a short page arrives. */
  totalPageCount?: number;
  /** Whether a later page exists, when the total is unknown (spec 002 section 9). */
  hasNextPage?: boolean;
}

export interface PaymentStats {
  // The spec (000 §3) spells this field netGrossRenew; it is the net gross revenue.
  netGrossRevenue: number;
  totalDeposit: number;
  totalWithdraw: number;
}

export type SubscriptionType = 'sms' | 'email' | 'phone';

export interface Subscription {
  type: SubscriptionType;
  active: boolean;
}


/** The account's lists: bonuses, the inbox, the history and subscriptions (areas bonus, bonus-selector, inbox, history, subscriptions, unsubscribe). Operations a platform lacks are absent. */
export interface AccountOperations {
  /** The player's bonuses (all statuses; the widget filters). */
  getBonuses?(): Promise<readonly Bonus[]>;
  /** Bonuses to choose with a deposit (the bonus selector, deposit widget). */
  getDepositBonuses?(): Promise<readonly Bonus[]>;
  /** Triggers a bonus by code (bonus code tab); an invalid code rejects `bonus.invalid-bonus`. */
  triggerBonus?(code: string): Promise<void>;
  /** Claims an initiated bonus from the list. */
  claimBonus?(bonusId: string): Promise<void>;
  /** Cancels an active bonus that allows it. */
  cancelBonus?(bonusId: string): Promise<void>;
  // The list's "deposit-bonus" (spec 000 §7) is no call of its own: it opens the deposit with the
  // bonus code, which reaches the platform through getCashierSetup({ bonusCode }).
  /** Inbox messages, unpushed first, then newest first. */
  getMessages?(): Promise<readonly Message[]>;
  /** One message by its id: a notice that names its message reads that one alone, not the whole inbox. */
  getMessage?(id: string): Promise<Message>;
  /** Marks a message (read when opened). */
  markMessage?(id: string, status: MessageStatus): Promise<void>;
  /** One page of transaction history. */
  getHistory?(query: HistoryQuery): Promise<HistoryPage>;
  /** Deposit and withdrawal totals and net gross revenue (history header, session summary). */
  getPaymentStats?(): Promise<PaymentStats>;
  getSubscriptions?(): Promise<readonly Subscription[]>;
  updateSubscriptions?(subscriptions: readonly Subscription[]): Promise<void>;
  /** Subscriptions of the player an unsubscribe link's token names (no session). */
  getSubscriptionsByToken?(token: string): Promise<readonly Subscription[]>;
  /** Unsubscribes with a link's token, keeping the listed channels. */
  unsubscribe?(token: string, keep: readonly SubscriptionType[]): Promise<void>;
}
