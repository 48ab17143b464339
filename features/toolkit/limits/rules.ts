import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import * as v from 'valibot';
import { formatMoney } from '../../../i18n/format.ts';
import type { Limit, LimitPeriod, LimitType, Product } from '../../../adapters/contract.ts';
import { INDEFINITE_DAYS, type ResponsibleGamingRules } from '../jurisdiction/index.ts';
import { prefillDepositLimits, prefillSessionLimits, SESSION_LIMIT_CHOICES } from '../../signup/index.ts';

/** How a limit's amount is entered: money in the player's currency, time per period, or plain minutes. */
export type LimitUnit = 'money' | 'time' | 'minutes';

/** The periods a time or money limit has a form for (spec 001 §2: daily, weekly, monthly). */
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

/**
 * The limit types the tab offers, in menu order (spec 001 §2, §9): a new type is a row. `products`: the
 * product select of a product session limit. A reality check is one interval in minutes.
 */
export const LIMIT_KINDS = [
  { id: 'deposit', label: msg`Deposit limit`, unit: 'money', periods: LIMIT_PERIODS },
  { id: 'loss', label: msg`Loss limit`, unit: 'money', periods: LIMIT_PERIODS },
  { id: 'wager', label: msg`Wager limit`, unit: 'money', periods: LIMIT_PERIODS },
  { id: 'session', label: msg`Session limit`, unit: 'time', periods: LIMIT_PERIODS },
  { id: 'product-session', label: msg`Product session limit`, unit: 'time', periods: LIMIT_PERIODS, products: ['casino', 'sport'] },
  { id: 'reality-check', label: msg`Reality check`, unit: 'minutes', periods: ['transaction'] },
] as const satisfies readonly {
  id: LimitType;
  label: MessageDescriptor;
  unit: LimitUnit;
  periods: readonly LimitPeriod[];
  products?: readonly Product[];
}[];

export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitKindId = LimitKind['id'];

export const PRODUCT_LABELS = { casino: msg`Casino`, sport: msg`Sport` } as const satisfies Partial<Record<Product, MessageDescriptor>>;

/**
 * The kinds an `enabled-limit-types` setting allows ("deposit loss", "deposit,session"); unknown words are
 * ignored, and nothing (or nothing known) means every kind.
 */
export function enabledKinds(setting: string | null | undefined): readonly LimitKind[] {
  const wanted = new Set((setting ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean));
  const kinds = LIMIT_KINDS.filter((kind) => wanted.has(kind.id));
  return kinds.length > 0 ? kinds : LIMIT_KINDS;
}

/** The kind a `limit-type` attribute names, when enabled; else the first enabled one. */
export function resolveKind(requested: string | null | undefined, kinds: readonly LimitKind[]): LimitKind {
  const wanted = requested?.trim().toLowerCase();
  return kinds.find((kind) => kind.id === wanted) ?? kinds[0] ?? LIMIT_KINDS[0];
}

/** Time limits are entered per period (spec 001 §5): hours a day, days a week, days a month; stored in minutes. */
export const TIME_ENTRY = {
  daily: { unit: 'hours', minutes: 60, max: 24, tooLong: msg`Cannot exceed 24 hours` },
  weekly: { unit: 'days', minutes: 1440, max: 7, tooLong: msg`Cannot exceed 7 days` },
  monthly: { unit: 'days', minutes: 1440, max: 31, tooLong: msg`Cannot exceed 31 days` },
} as const satisfies Partial<Record<LimitPeriod, { unit: 'hours' | 'days'; minutes: number; max: number; tooLong: MessageDescriptor }>>;

/** The longest reality-check interval: a day. */
export const REALITY_CHECK_MAX_MINUTES = 1440;

type TimedPeriod = keyof typeof TIME_ENTRY;
const isTimed = (period: LimitPeriod): period is TimedPeriod => Object.hasOwn(TIME_ENTRY, period);

/** What the player typed (hours, days, money or minutes) → what the platform stores (money or minutes). */
export function toStored(unit: LimitUnit, period: LimitPeriod, entered: number): number {
  return unit === 'time' && isTimed(period) ? entered * TIME_ENTRY[period].minutes : entered;
}

/** What the platform stores → the number shown in the form's unit (hours may be a fraction). */
export function fromStored(unit: LimitUnit, period: LimitPeriod, stored: number): number {
  return unit === 'time' && isTimed(period) ? stored / TIME_ENTRY[period].minutes : stored;
}

/** The keys a limit input refuses (spec 001 §5): whole numbers only. */
export const BLOCKED_KEYS: ReadonlySet<string> = new Set(['e', 'E', '+', '-', ',', '.']);

const DEPOSIT_PERIOD = { daily: 'day', weekly: 'week', monthly: 'month' } as const satisfies Partial<Record<LimitPeriod, 'day' | 'week' | 'month'>>;

/** The rule of one limit input: a whole number from 1, at most the period's length or the jurisdiction's deposit bound. */
export function limitAmountSchema(i18n: I18n, kind: LimitKind, period: LimitPeriod, rules: ResponsibleGamingRules, currency?: string) {
  // "Enter at least €1" for money, in the player's currency: docs/error-texts.md.
  const bound = (value: number) => (kind.unit === 'money' && currency ? formatMoney(value, currency, i18n.locale) : i18n.number(value));
  const min = kind.id === 'deposit' ? rules.depositLimitMin : 1;
  return v.pipe(
    v.string(),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const amount = Number(raw);
      const fail = (message: string) => {
        addIssue({ message });
        return NEVER;
      };
      if (raw === '' || !/^\d+$/.test(raw) || !Number.isSafeInteger(amount)) return fail(i18n._(msg`Not a valid limit`));
      if (amount < min) return fail(i18n._(msg`Enter at least ${bound(min)}`));
      if (kind.unit === 'time' && isTimed(period) && amount > TIME_ENTRY[period].max) return fail(i18n._(TIME_ENTRY[period].tooLong));
      const max = kind.unit === 'minutes' ? REALITY_CHECK_MAX_MINUTES
        : kind.id === 'deposit' && Object.hasOwn(DEPOSIT_PERIOD, period) ? rules.depositLimitMax[DEPOSIT_PERIOD[period as keyof typeof DEPOSIT_PERIOD]]
          : Infinity;
      if (amount > max) return fail(i18n._(msg`Enter at most ${bound(max)}`));
      return amount;
    }),
  );
}

/**
 * When a change applies (spec 001 §4, §9): a first limit or a lower (or equal) one at once; a higher one after
 * the jurisdiction's cool-down, as an incoming limit.
 */
export function limitChangeTiming(current: Pick<Limit, 'amount'> | undefined, amount: number, rules: ResponsibleGamingRules):
  { applies: 'now' } | { applies: 'after-cool-down'; hours: number } {
  return !current || amount <= current.amount ? { applies: 'now' } : { applies: 'after-cool-down', hours: rules.increaseCoolDownHours };
}

/** The active limit of a type and period (and product), or undefined. */
export function findLimit(limits: readonly Limit[], type: LimitType, period: LimitPeriod, product?: Product): Limit | undefined {
  return limits.find((limit) => limit.status === 'active' && limit.type === type && limit.period === period && (limit.product ?? null) === (product ?? null));
}

/** Whether the player may remove this limit here: never a locked one, nor a deposit limit where one is mandatory. */
export function canRemove(limit: Limit, rules: ResponsibleGamingRules): boolean {
  return !limit.locked && (limit.type !== 'deposit' || rules.canRemoveDepositLimit);
}

/**
 * What the daily entry suggests for the weekly and monthly forms (spec 001 §5): a deposit limit 7 and 30
 * times the day's, a session limit the matching choice. Values are in each form's own unit.
 */
export function prefillFromDaily(kind: LimitKind, daily: string): Partial<Record<LimitPeriod, string>> {
  const none = { day: false, week: false, month: false };
  const empty = { day: '', week: '', month: '' };
  if (kind.id === 'deposit') {
    const { week, month } = prefillDepositLimits(daily, empty, none);
    return { weekly: week, monthly: month };
  }
  if (kind.id === 'session') {
    const minutes = /^\d+$/.test(daily.trim()) ? String(toStored('time', 'daily', Number(daily))) : '';
    const { week, month } = prefillSessionLimits(minutes, empty, none);
    const inDays = (value: string) => (value === '' ? '' : String(fromStored('time', 'weekly', Number(value))));
    return { weekly: inDays(week), monthly: inDays(month) };
  }
  return {};
}

/** The session limit choices (spec 001 §5), in the period's entry unit, to suggest in the input. */
export function sessionChoices(kind: LimitKind, period: LimitPeriod): readonly number[] {
  if (kind.id !== 'session' || !Object.hasOwn(DEPOSIT_PERIOD, period)) return [];
  return SESSION_LIMIT_CHOICES[DEPOSIT_PERIOD[period as keyof typeof DEPOSIT_PERIOD]].map((minutes) => fromStored('time', period, minutes));
}

/** Block and self-exclusion periods (the jurisdiction's `blockDays`) with their names. */
const BLOCK_PERIOD_NAMES: Readonly<Record<number, MessageDescriptor>> = {
  1: msg`1 day`,
  7: msg`1 week`,
  30: msg`1 month`,
  182: msg`6 months`,
  365: msg`1 year`,
  [INDEFINITE_DAYS]: msg`Indefinitely`,
};

export function blockPeriodLabel(i18n: I18n, days: number): string {
  const name = BLOCK_PERIOD_NAMES[days];
  return name ? i18n._(name) : i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
}

export function blockOptions(i18n: I18n, rules: ResponsibleGamingRules): { value: string; label: string }[] {
  return rules.blockDays.map((days) => ({ value: String(days), label: blockPeriodLabel(i18n, days) }));
}
