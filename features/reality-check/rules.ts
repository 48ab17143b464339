import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RealityCheckWager } from '../../adapters/contract.ts';

/** The table shows only wagers whose wager is above 0 and whose win is other than 0 (spec 001 §2). */
export function shownWagers(wagers: readonly RealityCheckWager[]): RealityCheckWager[] {
  return wagers.filter((row) => row.wager > 0 && row.win !== 0);
}

/** A row's total: what the player won less what they wagered. */
export function wagerTotal(row: RealityCheckWager): number {
  return row.win - row.wager;
}

/** The platform's product names (reference "Product"), as players read them; another name is shown as it came. */
export const PRODUCT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Casino: msg`Casino`,
  Sportsbook: msg`Sports`,
  Bingo: msg`Bingo`,
  Poker: msg`Poker`,
  Lotto: msg`Lotto`,
  PoolBetting: msg`Pool betting`,
  ScoutFantasy: msg`Fantasy`,
};
