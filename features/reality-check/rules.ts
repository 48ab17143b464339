import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RealityCheckWager } from '../../adapters/contract.ts';

/**
 * The table shows every product with a wager or a win. A deliberate departure from spec 001 §2, which shows
 * only rows with a wager above 0 and a win other than 0: that filter hides a product wagered on with nothing
 * won, so the seeded session read -€68.50 where the player lost €108.50. The reality check exists to show a
 * player what they lost; it must not understate it.
 */
export function shownWagers(wagers: readonly RealityCheckWager[]): RealityCheckWager[] {
  return wagers.filter((row) => row.wager !== 0 || row.win !== 0);
}

/** The session's net result over the rows shown: what the player won less what they wagered. */
export function netResult(rows: readonly RealityCheckWager[]): number {
  return rows.reduce((sum, row) => sum + wagerTotal(row), 0);
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
