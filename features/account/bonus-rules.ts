import * as v from 'valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Bonus, BonusStatus, BonusType } from '../../adapters/contract.ts';

/** The status filter (spec 000 section 9): active and initiated by default. */
export const BONUS_FILTERS = {
  current: { statuses: ['active', 'initiated'], label: msg({ message: 'Active and initiated', context: 'bonus filter' }) },
  expired: { statuses: ['expired'], label: msg({ message: 'Expired', context: 'bonus filter' }) },
  canceled: { statuses: ['canceled'], label: msg({ message: 'Canceled', context: 'bonus filter' }) },
  finished: { statuses: ['finished'], label: msg({ message: 'Finished', context: 'bonus filter' }) },
} as const satisfies Record<string, { statuses: readonly BonusStatus[]; label: MessageDescriptor }>;

export type BonusFilter = keyof typeof BONUS_FILTERS;
export const DEFAULT_BONUS_FILTER: BonusFilter = 'current';

export function resolveBonusFilter(value: string | null | undefined): BonusFilter {
  return value && Object.hasOwn(BONUS_FILTERS, value) ? (value as BonusFilter) : DEFAULT_BONUS_FILTER;
}

export function filterBonuses(bonuses: readonly Bonus[], filter: BonusFilter): Bonus[] {
  const statuses: readonly BonusStatus[] = BONUS_FILTERS[filter].statuses;
  return bonuses.filter((bonus) => statuses.includes(bonus.status));
}

// A filter names bonuses (plural) and a status one bonus, a transaction status one transaction: the contexts
// give each its own msgid, so Polish, Swedish and Norwegian can agree in gender and number.
export const BONUS_STATUS_LABELS = {
  active: msg({ message: 'Active', context: 'bonus status' }),
  initiated: msg({ message: 'Initiated', context: 'bonus status' }),
  expired: msg({ message: 'Expired', context: 'bonus status' }),
  canceled: msg({ message: 'Canceled', context: 'bonus status' }),
  finished: msg({ message: 'Finished', context: 'bonus status' }),
} as const satisfies Record<BonusStatus, MessageDescriptor>;

export const BONUS_TYPE_LABELS = {
  freespins: msg`Free spins`,
  monetary: msg`Money`,
  default: msg`Bonus`,
} as const satisfies Record<BonusType, MessageDescriptor>;

function instant(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

/** A bonus whose end has passed shows Expired, whatever its last known status (spec 000 "Bonus list"). */
export function isExpired(bonus: Bonus, now: number): boolean {
  const end = instant(bonus.endTime);
  return bonus.status === 'expired' || (end !== undefined && end <= now && (bonus.status === 'active' || bonus.status === 'initiated'));
}

/** The status to show: Expired once the end passed. */
export function displayStatus(bonus: Bonus, now: number): BonusStatus {
  return isExpired(bonus, now) ? 'expired' : bonus.status;
}

/** Inside the bonus's start and end window (an absent bound is open). */
export function inWindow(bonus: Bonus, now: number): boolean {
  const start = instant(bonus.startTime);
  const end = instant(bonus.endTime);
  return (start === undefined || start <= now) && (end === undefined || now < end);
}

export interface BonusActions {
  /** An initiated bonus can be claimed (triggered). */
  claim: boolean;
  /** A bonus with the deposit flag is used with a deposit. */
  deposit: boolean;
  /** An active bonus without the deposit flag that allows it may be canceled. */
  cancel: boolean;
}

/** Spec 000 "Bonus statuses and actions": which buttons show, only inside the bonus window. */
export function bonusActions(bonus: Bonus, now: number): BonusActions {
  const live = inWindow(bonus, now) && !isExpired(bonus, now);
  return {
    claim: live && bonus.status === 'initiated' && !bonus.deposit,
    deposit: live && bonus.deposit && (bonus.status === 'initiated' || bonus.status === 'active'),
    cancel: live && bonus.status === 'active' && !bonus.deposit && bonus.canBeCanceled,
  };
}

export type BonusCountdown = { kind: 'starts'; at: number } | { kind: 'ends'; at: number } | null;

/** A future start counts down to the start; an active bonus without a code counts down to its end. */
export function bonusCountdown(bonus: Bonus, now: number): BonusCountdown {
  if (isExpired(bonus, now) || bonus.status === 'canceled' || bonus.status === 'finished') return null;
  const start = instant(bonus.startTime);
  if (start !== undefined && start > now) return { kind: 'starts', at: start };
  const end = instant(bonus.endTime);
  if (bonus.status === 'active' && !bonus.code && end !== undefined && end > now) return { kind: 'ends', at: end };
  return null;
}

/** Wagering progress in percent (0-100): the wagered amount over the requirement. */
export function wageringProgress(bonus: Bonus): number | undefined {
  if (bonus.wagered !== undefined) return Math.min(100, Math.max(0, bonus.wagered));
  const requirement = bonus.wageringRequirment;
  const remaining = bonus.wageringRequirmentRemaining;
  if (!requirement || remaining === undefined) return undefined;
  return Math.min(100, Math.max(0, ((requirement - remaining) / requirement) * 100));
}

/** The bonus code panel's one field: `Enter a bonus code` when empty. */
export function bonusCodeSchema(i18n: { _: (descriptor: MessageDescriptor) => string }) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Enter a bonus code`)));
}
