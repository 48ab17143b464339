import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { Subscription, SubscriptionType } from '../../adapters/contract.ts';

/** The channels, in the order shown (spec 000 section 9), with their labels. */
export const CHANNELS: readonly { type: SubscriptionType; label: MessageDescriptor }[] = [
  { type: 'sms', label: msg`SMS` },
  { type: 'email', label: msg`Email` },
  { type: 'phone', label: msg`Phone` },
];

export type ChannelState = Record<SubscriptionType, boolean>;

/** A box per channel, as a form's values (useValidatedForm): any combination is valid. */
export const channelStateSchema = v.object({ sms: v.boolean(), email: v.boolean(), phone: v.boolean() }) satisfies v.GenericSchema<ChannelState>;

export const NO_CHANNELS: ChannelState = Object.freeze({ sms: false, email: false, phone: false });

export function toChannelState(subscriptions: readonly Subscription[]): ChannelState {
  const state: ChannelState = { sms: false, email: false, phone: false };
  for (const subscription of subscriptions) state[subscription.type] = subscription.active;
  return state;
}

export function toSubscriptions(state: ChannelState): Subscription[] {
  return CHANNELS.map(({ type }) => ({ type, active: state[type] }));
}

export function sameChannels(a: ChannelState, b: ChannelState): boolean {
  return CHANNELS.every(({ type }) => a[type] === b[type]);
}
