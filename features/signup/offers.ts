import { hasOperation, type Bonus, type Platform } from '../../adapters/contract.ts';

// What the steps after the sign-up need to know; the offers themselves are loaded after the sign-up, by
// platform-calls.ts (loadOffers), which the first step does not run.

/** What the steps after the sign-up (bonus, deposit) need to know whether they apply. */
export interface Offers {
  /** Bonuses the player can choose now; none when a bonus code was preset. */
  bonuses: readonly Bonus[];
  /** The platform can take a first deposit (its cashier is configured for this player). */
  canDeposit: boolean;
}

/** Before the sign-up: whether the platform can offer a bonus choice and a first deposit (its operations). */
export interface PlannedOffers {
  readonly bonus: boolean;
  readonly deposit: boolean;
}

export const NO_OFFERS: Offers = { bonuses: [], canDeposit: false };

/** Before the sign-up: the steps `loadOffers` may find, by what the platform can do (the stepper counts them). */
export function planOffers(platform: Platform, presetBonusCode: string): PlannedOffers {
  return {
    bonus: !presetBonusCode && (hasOperation(platform, 'getDepositBonuses') || hasOperation(platform, 'getBonuses')),
    deposit: hasOperation(platform, 'getCashierSetup'),
  };
}
