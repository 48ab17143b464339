import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const MESSAGE_KINDS = [
  'welcome', 'activate', 'activation-required', 'activation-complete', 'reset-token-invalid', 'restricted-access',
  'payment-success', 'payment-pending', 'payment-failed', 'payment-cancelled', 'payment-unknown',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The words a payment provider's return may put in `?payment-status=` (spec 002 section 2.1), by the message
 * they open. The query trigger passes `payment-<status>`; a status not listed is 'payment-unknown'.
 */
const PAYMENT_STATUSES: Readonly<Record<string, MessageKind>> = {
  success: 'payment-success', successful: 'payment-success', succeeded: 'payment-success', ok: 'payment-success',
  approved: 'payment-success', completed: 'payment-success', complete: 'payment-success',
  pending: 'payment-pending', processing: 'payment-pending', waiting: 'payment-pending',
  failed: 'payment-failed', failure: 'payment-failed', fail: 'payment-failed', error: 'payment-failed',
  declined: 'payment-failed', rejected: 'payment-failed',
  cancelled: 'payment-cancelled', canceled: 'payment-cancelled', cancel: 'payment-cancelled', aborted: 'payment-cancelled',
};

export function resolveMessageKind(kind: string | undefined): MessageKind {
  const known = MESSAGE_KINDS.find((name) => name === kind);
  if (known) return known;
  if (!kind?.startsWith('payment-')) return 'welcome';
  const status = kind.slice('payment-'.length).toLowerCase();
  return (Object.hasOwn(PAYMENT_STATUSES, status) && PAYMENT_STATUSES[status]) || 'payment-unknown';
}

/**
 * The texts of each message widget. The spec names the messages and a few texts ('Your reset password
 * session has expired', 'Not available in your country', the activate message's support link); the rest
 * are ours. `<0>` marks the words that link to support.
 */
export const MESSAGE_TEXTS: Record<MessageKind, { title: MessageDescriptor; body: MessageDescriptor }> = {
  welcome: {
    title: msg`Welcome`,
    body: msg`You are signed in. Have fun, and remember to play responsibly.`,
  },
  activate: {
    title: msg`Activate your account`,
    body: msg`We have sent an activation code to your email address. If it has not arrived, <0>contact support</0>.`,
  },
  'activation-required': {
    title: msg`Activation required`,
    body: msg`Please activate your account with the code we sent to your email address before you deposit or play. Need help? <0>Contact support</0>.`,
  },
  'activation-complete': {
    title: msg`Account activated`,
    body: msg`Your account is activated. You can now deposit and play.`,
  },
  'reset-token-invalid': {
    title: msg`Your reset password session has expired`,
    body: msg`Ask for a new link to reset your password.`,
  },
  'restricted-access': {
    title: msg`Not available in your country`,
    body: msg`We are sorry, but our games are not available where you are. <0>Contact support</0> if you think this is a mistake.`,
  },
  'payment-success': {
    title: msg`Payment successful`,
    body: msg`Your payment went through. Your balance shows it as soon as the payment provider confirms it.`,
  },
  'payment-pending': {
    title: msg`Payment pending`,
    body: msg`Your payment is being processed. You can follow it in your transaction history.`,
  },
  'payment-failed': {
    title: msg`Payment failed`,
    body: msg`Your payment did not go through and no money was taken. Try again, or <0>contact support</0>.`,
  },
  'payment-cancelled': {
    title: msg`Payment cancelled`,
    body: msg`You cancelled the payment. No money was taken.`,
  },
  'payment-unknown': {
    title: msg`Payment status unknown`,
    body: msg`We could not tell how your payment ended. See your transaction history, or <0>contact support</0>.`,
  },
};
