import type { Jurisdiction } from '../../../adapters/contract.ts';
import { RESPONSIBLE_GAMING_RULES, type PeriodAmounts } from './responsible-gaming-rules.ts';

/**
 * What differs at sign-up between jurisdictions (spec 000 sections 2, 5, 6 and 9), as data: the sign-up,
 * get-started and token widgets read this row and never branch on a jurisdiction's name.
 */
export interface SignUpRules {
  /** The password is collected at sign-up (not in the Swedish jurisdiction, which signs in with bank-ID). */
  readonly passwordAtSignUp: boolean;
  /**
   * The wizard identifies the person with bank-ID first and signs up with its code, no password (spec 000
   * §6 and 002 §7.6: Sweden); names and date of birth come from the identification.
   */
  readonly bankIdAtSignUp: boolean;
  /** The deposit and session limits step is part of the wizard (the strict jurisdiction). */
  readonly limitsStep: boolean;
  /** Day, week and month deposit limits must each be given (at least the minimum). */
  readonly depositLimitsRequired: boolean;
  /**
   * The limits step's button offers "Skip limits" while no limit is filled in (spec 000 section 2): only where
   * limits are optional. Where they are required the button never offers to skip (it says Next).
   */
  readonly limitsSkippable: boolean;
  /** Smallest deposit limit (spec default 1). */
  readonly depositLimitMin: number;
  /** Largest deposit limit per period (spec defaults 5000 / 50000 / 1000000, overridable per jurisdiction). */
  readonly depositLimitMax: PeriodAmounts;
  /** The countries a player may register from (ISO alpha-2); null: whatever the platform offers. */
  readonly countries: readonly string[] | null;
  /** The address step asks for the region (Spain's province, part of its postal address), sent as the sign-up's Region. */
  readonly regionAtSignUp: boolean;
}

// The deposit-limit bounds are responsible gaming's (one home): sign-up offers the same limits.
const { mga, sga, es, ukgc } = RESPONSIBLE_GAMING_RULES;

export const SIGN_UP_RULES = {
  mga: {
    passwordAtSignUp: true,
    bankIdAtSignUp: false,
    limitsStep: false,
    depositLimitsRequired: false,
    limitsSkippable: true,
    depositLimitMin: mga.depositLimitMin,
    depositLimitMax: mga.depositLimitMax,
    countries: null,
    regionAtSignUp: false,
  },
  // Spelinspektionen: bank-ID sign-in instead of a password, deposit limits mandatory (spec 000 §5, §6).
  sga: {
    passwordAtSignUp: false,
    bankIdAtSignUp: true,
    limitsStep: true,
    depositLimitsRequired: true,
    limitsSkippable: false,
    depositLimitMin: sga.depositLimitMin,
    depositLimitMax: sga.depositLimitMax,
    countries: ['SE'],
    regionAtSignUp: false,
  },
  // Spain's licence conditions (RD 1614/2011, art. 36) require deposit limits at registration (their caps
  // are in the responsible gaming table).
  es: {
    passwordAtSignUp: true,
    bankIdAtSignUp: false,
    limitsStep: true,
    depositLimitsRequired: true,
    limitsSkippable: false,
    depositLimitMin: es.depositLimitMin,
    depositLimitMax: es.depositLimitMax,
    countries: ['ES'],
    regionAtSignUp: true,
  },
  // UKGC (LCCP SR 3.3.3): the player is offered financial limits while registering; setting them is optional.
  ukgc: {
    passwordAtSignUp: true,
    bankIdAtSignUp: false,
    limitsStep: true,
    depositLimitsRequired: false,
    limitsSkippable: true,
    depositLimitMin: ukgc.depositLimitMin,
    depositLimitMax: ukgc.depositLimitMax,
    countries: ['GB'],
    regionAtSignUp: false,
  },
} as const satisfies Record<Jurisdiction, SignUpRules>;

export function signUpRulesFor(jurisdiction: Jurisdiction): SignUpRules {
  return SIGN_UP_RULES[jurisdiction];
}
