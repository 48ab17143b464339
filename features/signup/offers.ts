import { hasOperation, type Bonus, type Platform } from '../../adapters/contract.ts';

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

/**
 * After a sign-up (spec 000 section 4): the bonuses, unless a bonus code was preset, and the deposit
 * configuration, in parallel. A failure of either only means that step does not apply: the player is
 * signed up either way (a bonus list that cannot be loaded counts as empty, spec 000 section 8).
 */
export async function loadOffers(platform: Platform, presetBonusCode: string): Promise<Offers> {
  const bonuses = async (): Promise<readonly Bonus[]> => {
    if (presetBonusCode) return [];
    if (hasOperation(platform, 'getDepositBonuses')) return platform.getDepositBonuses();
    if (hasOperation(platform, 'getBonuses')) {
      return (await platform.getBonuses()).filter((bonus) => bonus.status === 'initiated' || bonus.deposit);
    }
    return [];
  };
  const canDeposit = async (): Promise<boolean> => {
    if (!hasOperation(platform, 'getCashierSetup')) return false;
    await platform.getCashierSetup({ kind: 'deposit' });
    return true;
  };
  const [list, deposit] = await Promise.allSettled([bonuses(), canDeposit()]);
  return {
    bonuses: list.status === 'fulfilled' ? list.value : [],
    canDeposit: deposit.status === 'fulfilled' && deposit.value,
  };
}

/** Before the sign-up: the steps `loadOffers` may find, by what the platform can do (the stepper counts them). */
export function planOffers(platform: Platform, presetBonusCode: string): PlannedOffers {
  return {
    bonus: !presetBonusCode && (hasOperation(platform, 'getDepositBonuses') || hasOperation(platform, 'getBonuses')),
    deposit: hasOperation(platform, 'getCashierSetup'),
  };
}
