import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Capabilities, OptionalOperation } from '../../adapters/contract.ts';

/**
 * The account's tabs in menu order (spec 000 "Account area"), each with what the platform must offer
 * for it to be listed.
 */
export const ACCOUNT_TABS = [
  { id: 'inbox', label: msg`Inbox`, capability: 'inbox', operation: 'getMessages' },
  { id: 'profile', label: msg`Edit profile`, capability: 'profileEditing', operation: 'updateProfile' },
  { id: 'password', label: msg`Change password`, capability: 'passwordReset', operation: 'changePassword' },
  { id: 'history', label: msg`History`, capability: 'history', operation: 'getHistory' },
  { id: 'responsible-gaming', label: msg`Responsible gaming`, capability: 'limits', operation: 'getLimits' },
  { id: 'bonuses', label: msg`Bonuses`, capability: 'bonuses', operation: 'getBonuses' },
  { id: 'subscriptions', label: msg`Subscriptions`, capability: 'subscriptions', operation: 'getSubscriptions' },
  { id: 'bonus-code', label: msg`Bonus code`, capability: 'bonuses', operation: 'triggerBonus' },
  { id: 'verify', label: msg`Verify`, capability: 'kyc', operation: 'getKycDocuments' },
  { id: 'sign-out', label: msg`Sign out`, capability: null, operation: null },
] as const satisfies readonly {
  id: string;
  label: MessageDescriptor;
  capability: keyof Capabilities | null;
  operation: OptionalOperation | null;
}[];

export type AccountTab = (typeof ACCOUNT_TABS)[number]['id'];

/** The tabs a platform can fill. */
export function availableTabs(platform: { capabilities: Readonly<Capabilities> } & Partial<Record<OptionalOperation, unknown>>): AccountTab[] {
  return ACCOUNT_TABS.filter(
    (tab) => (tab.capability === null || platform.capabilities[tab.capability]) && (tab.operation === null || typeof platform[tab.operation] === 'function'),
  ).map((tab) => tab.id);
}

/** The tab an attribute or openAccount(tab) names, when listed; else the first listed. */
export function resolveTab(requested: string | null | undefined, available: readonly AccountTab[]): AccountTab {
  const wanted = requested?.trim().toLowerCase();
  return available.find((tab) => tab === wanted) ?? available[0] ?? 'sign-out';
}
