import type {
  BonusStatus,
  BonusType,
  SubscriptionType,
  TransactionStatus,
  TransactionType,
  WithdrawPolicy,
} from '../contract.ts';

/** BonusInstance `State` → status (spec 002 section 4.4). */
export const BONUS_STATUS = {
  Active: 'active',
  PreClaimed: 'active',
  InPlay: 'active',
  Pending: 'active',
  PreWager: 'active',
  Expired: 'expired',
  Finished: 'finished',
  FinishedNoGains: 'finished',
  Canceled: 'canceled',
  Rejected: 'canceled',
  AdminCanceled: 'canceled',
  Initiated: 'initiated',
} as const satisfies Record<string, BonusStatus>;

/** BonusInstance `Type`; anything else is `default` (spec 000 section 3). */
export const BONUS_TYPES = {
  Freespins: 'freespins',
  FreeSpins: 'freespins',
  Freespin: 'freespins',
  Monetary: 'monetary',
} as const satisfies Record<string, BonusType>;

export const WITHDRAW_POLICIES = {
  None: 'none',
  DenyWithdraw: 'deny-withdraw',
  CancelMonetary: 'cancel-monetary',
} as const satisfies Record<string, WithdrawPolicy>;

/**
 * Transaction `Status` → ours (spec 002 section 4.5, 000 section 4): completed is also the default
 * for a status the table does not know, as the spec says.
 */
export const TRANSACTION_STATUS = {
  Pending: 'pending',
  Processing: 'pending',
  WaitingForApproval: 'pending',
  Completed: 'completed',
  Complete: 'completed',
  Success: 'completed',
  Succeeded: 'completed',
  Approved: 'completed',
  Failed: 'failed',
  Declined: 'failed',
  Error: 'failed',
  Initiated: 'initiated',
  Created: 'initiated',
  Rollbacked: 'rollbacked',
  RolledBack: 'rollbacked',
  Rollback: 'rollbacked',
  Canceled: 'canceled',
  Cancelled: 'canceled',
} as const satisfies Record<string, TransactionStatus>;

export const TRANSACTION_TYPES = {
  Deposit: 'deposit',
  Withdraw: 'withdraw',
  Withdrawal: 'withdraw',
  Bet: 'bet',
  Win: 'win',
  Cashout: 'cashout',
  Bonus: 'bonus',
} as const satisfies Record<string, TransactionType>;

/**
 * The platform's opt-in types behind each subscription channel (spec 000 section 9). A channel is on
 * when any of its types is; switching it sets all of them.
 */
export const SUBSCRIPTION_OPT_INS = {
  sms: ['BonusSMSs', 'NewsSMSs'],
  email: ['BonusEmails', 'NewsEmails'],
  phone: ['Phone'],
} as const satisfies Record<SubscriptionType, readonly string[]>;

export const SUBSCRIPTION_TYPES = Object.keys(SUBSCRIPTION_OPT_INS) as SubscriptionType[];
