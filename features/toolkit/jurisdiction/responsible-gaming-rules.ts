import type { Jurisdiction } from '../../../adapters/contract.ts';

/** A bound per limit period, in the player's currency. */
export interface PeriodAmounts {
  readonly day: number;
  readonly week: number;
  readonly month: number;
}

/** The block and self-exclusion period the platform reads as "indefinitely" (spec 001 §9). */
export const INDEFINITE_DAYS = 99999;

/**
 * The cool-down before a raised limit applies (a lowered one applies at once). Spec 001 §4 and §9 say
 * 72 hours; one English deposit tooltip says 24. The rule is 72; the tooltip's reading is kept here so
 * that nobody "fixes" the rule to match the tooltip, nor the tooltip without knowing the rule.
 */
export const LIMIT_INCREASE_COOL_DOWN_HOURS = { rule: 72, depositTooltipReading: 24 } as const;

/** What differs in responsible gaming between jurisdictions (spec 001 §2, §4, §5, §9). */
export interface ResponsibleGamingRules {
  /** Smallest deposit limit (spec default 1). */
  readonly depositLimitMin: number;
  /** Largest deposit limit per period (spec defaults 5000 / 50000 / 1000000, overridable per jurisdiction). */
  readonly depositLimitMax: PeriodAmounts;
  /** The player may remove a deposit limit (not in SGA, where one is mandatory). */
  readonly canRemoveDepositLimit: boolean;
  /** The block periods offered, in days; INDEFINITE_DAYS is "indefinitely". */
  readonly blockDays: readonly number[];
  /** Hours before a raised limit applies. */
  readonly increaseCoolDownHours: number;
}

export const DEFAULT_DEPOSIT_LIMIT_MAX: PeriodAmounts = { day: 5000, week: 50_000, month: 1_000_000 };

const ALL_BLOCK_DAYS = [1, 7, 30, 365, INDEFINITE_DAYS] as const;

export const RESPONSIBLE_GAMING_RULES = {
  mga: {
    depositLimitMin: 1,
    depositLimitMax: DEFAULT_DEPOSIT_LIMIT_MAX,
    canRemoveDepositLimit: true,
    blockDays: ALL_BLOCK_DAYS,
    increaseCoolDownHours: LIMIT_INCREASE_COOL_DOWN_HOURS.rule,
  },
  // Spelinspektionen: deposit limits are mandatory, so one cannot be removed; blocks of a day, a week or a month only.
  sga: {
    depositLimitMin: 1,
    depositLimitMax: DEFAULT_DEPOSIT_LIMIT_MAX,
    canRemoveDepositLimit: false,
    blockDays: [1, 7, 30],
    increaseCoolDownHours: LIMIT_INCREASE_COOL_DOWN_HOURS.rule,
  },
  // Spain's licence conditions (RD 1614/2011, art. 36): deposit limits capped at 600 / 1500 / 3000 EUR per
  // day / week / month unless the operator raises them after checks.
  es: {
    depositLimitMin: 1,
    depositLimitMax: { day: 600, week: 1500, month: 3000 },
    canRemoveDepositLimit: true,
    blockDays: ALL_BLOCK_DAYS,
    increaseCoolDownHours: LIMIT_INCREASE_COOL_DOWN_HOURS.rule,
  },
  ukgc: {
    depositLimitMin: 1,
    depositLimitMax: DEFAULT_DEPOSIT_LIMIT_MAX,
    canRemoveDepositLimit: true,
    blockDays: ALL_BLOCK_DAYS,
    increaseCoolDownHours: LIMIT_INCREASE_COOL_DOWN_HOURS.rule,
  },
} as const satisfies Record<Jurisdiction, ResponsibleGamingRules>;

export function responsibleGamingRulesFor(jurisdiction: Jurisdiction): ResponsibleGamingRules {
  return RESPONSIBLE_GAMING_RULES[jurisdiction];
}
