import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const MESSAGE_KINDS = [
  'welcome', 'activate', 'activation-required', 'activation-complete', 'reset-token-invalid', 'restricted-access',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export function resolveMessageKind(kind: string | undefined): MessageKind {
  return MESSAGE_KINDS.find((known) => known === kind) ?? 'welcome';
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
};
