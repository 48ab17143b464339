import type { Jurisdiction } from '../../adapters/contract.ts';

/** A bound per limit period, in the player's currency. */
export interface PeriodAmounts {
  readonly day: number;
  readonly week: number;
  readonly month: number;
}

/**
 * What differs at sign-up between jurisdictions (spec 000 sections 2, 5, 6 and 9), as data: the sign-up,
 * get-started and token widgets read this row and never branch on a jurisdiction's name.
 */
export interface SignUpRules {
  /** The password is collected at sign-up (not in the Swedish jurisdiction, which signs in with bank-ID). */
  readonly passwordAtSignUp: boolean;
  /** The deposit and session limits step is part of the wizard (the strict jurisdiction). */
  readonly limitsStep: boolean;
  /** Day, week and month deposit limits must each be given (at least the minimum). */
  readonly depositLimitsRequired: boolean;
  /** Smallest deposit limit (spec default 1). */
  readonly depositLimitMin: number;
  /** Largest deposit limit per period (spec defaults 5000 / 50000 / 1000000, overridable per jurisdiction). */
  readonly depositLimitMax: PeriodAmounts;
  /** The countries a player may register from (ISO alpha-2); null: whatever the platform offers. */
  readonly countries: readonly string[] | null;
}

export const DEFAULT_DEPOSIT_LIMIT_MAX: PeriodAmounts = { day: 5000, week: 50_000, month: 1_000_000 };

export const SIGN_UP_RULES = {
  mga: {
    passwordAtSignUp: true,
    limitsStep: false,
    depositLimitsRequired: false,
    depositLimitMin: 1,
    depositLimitMax: DEFAULT_DEPOSIT_LIMIT_MAX,
    countries: null,
  },
  // Spelinspektionen: bank-ID sign-in instead of a password, deposit limits mandatory (spec 000 §5, §6).
  sga: {
    passwordAtSignUp: false,
    limitsStep: true,
    depositLimitsRequired: true,
    depositLimitMin: 1,
    depositLimitMax: DEFAULT_DEPOSIT_LIMIT_MAX,
    countries: ['SE'],
  },
  // Spain's licence conditions (RD 1614/2011, art. 36) require deposit limits at registration, capped at
  // 600 / 1500 / 3000 EUR per day / week / month unless the operator raises them after checks.
  es: {
    passwordAtSignUp: true,
    limitsStep: true,
    depositLimitsRequired: true,
    depositLimitMin: 1,
    depositLimitMax: { day: 600, week: 1500, month: 3000 },
    countries: ['ES'],
  },
  // UKGC (LCCP SR 3.3.3): the player is offered financial limits while registering; setting them is optional.
  ukgc: {
    passwordAtSignUp: true,
    limitsStep: true,
    depositLimitsRequired: false,
    depositLimitMin: 1,
    depositLimitMax: DEFAULT_DEPOSIT_LIMIT_MAX,
    countries: ['GB'],
  },
} as const satisfies Record<Jurisdiction, SignUpRules>;

export function signUpRulesFor(jurisdiction: Jurisdiction): SignUpRules {
  return SIGN_UP_RULES[jurisdiction];
}
