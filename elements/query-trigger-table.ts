import type { WidgetName } from '../features/host/host-context.tsx';

/**
 * The REST platform's query-string triggers (spec 002 section 2.1): a page opened with these parameters
 * (say, from an email link) opens a widget prefilled. Each trigger is a row: the parameters it needs and
 * the props it gives the widget. A row whose widget this version lacks opens nothing (openWidget says so).
 * Data only, so the entry script can take the parameters out of the address before anything else runs.
 */
export interface QueryTrigger {
  readonly widget: WidgetName;
  /** Every one of these must be present for the trigger to fire. */
  readonly requires: readonly string[];
  /** Optional parameters it also reads (and removes from the address). */
  readonly optional?: readonly string[];
  readonly props: (params: URLSearchParams) => Record<string, unknown>;
}

export const QUERY_TRIGGERS: QueryTrigger[] = [
  // An activation link: ?email=...&code=... opens the activation form prefilled.
  { widget: 'activation', requires: ['email', 'code'], props: (params) => ({ email: params.get('email'), code: params.get('code') }) },
  // The reset-password e-mail's link: ?token=...&username=...
  { widget: 'reset-password', requires: ['token', 'username'], props: (params) => ({ token: params.get('token'), username: params.get('username') }) },
  // An unsubscribe link: ?unsubToken=...
  { widget: 'unsubscribe', requires: ['unsubToken'], props: (params) => ({ token: params.get('unsubToken') }) },
];

// The first (realtime) platform's links (spec 002 §2.1): its e-mails append the key to the address the adapter gives.
QUERY_TRIGGERS.push(
  { widget: 'reset-password', requires: ['reset-pw-key'], props: (params) => ({ token: params.get('reset-pw-key') }) },
  { widget: 'activation', requires: ['activation-key'], props: (params) => ({ code: params.get('activation-key') }) },
  { widget: 'deposit', requires: ['deposit'], props: () => ({}) },
  { widget: 'withdraw', requires: ['withdraw'], props: () => ({}) },
  // The payment provider's return: the message widget reads the status (an unknown one says so).
  { widget: 'message', requires: ['payment-status'], props: (params) => ({ kind: `payment-${params.get('payment-status')}` }) },
);

// Deposit (REST platform, spec 002 §2.1): ?method=&amount=&bonusCode= opens the deposit prefilled.
QUERY_TRIGGERS.push(depositTrigger());

function depositTrigger(): QueryTrigger {
  return {
    widget: 'deposit',
    requires: ['method'],
    optional: ['amount', 'bonusCode'],
    props: (params) => {
      const amount = Number(params.get('amount'));
      const bonusCode = params.get('bonusCode')?.trim();
      return {
        method: params.get('method') ?? '',
        ...(params.get('amount') && Number.isFinite(amount) && amount > 0 ? { amount } : {}),
        ...(bonusCode ? { bonusCode } : {}),
      };
    },
  };
}
