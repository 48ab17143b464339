import type { Jurisdiction } from '../../../adapters/contract.ts';

/** What differs in the responsible gaming self-test (PGSI) between jurisdictions (spec 001 §4). */
export interface SelfTestRules {
  /**
   * A result of problem gambling blocks some of the account's functions until the player contacts support,
   * and the summary says so (the Swedish text of the last band).
   */
  readonly problemGamblingBlocksAccount: boolean;
}

export const SELF_TEST_RULES = {
  mga: { problemGamblingBlocksAccount: false },
  sga: { problemGamblingBlocksAccount: true },
  es: { problemGamblingBlocksAccount: false },
  ukgc: { problemGamblingBlocksAccount: false },
} as const satisfies Record<Jurisdiction, SelfTestRules>;

export function selfTestRulesFor(jurisdiction: Jurisdiction): SelfTestRules {
  return SELF_TEST_RULES[jurisdiction];
}
