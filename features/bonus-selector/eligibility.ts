import type { Bonus } from '../../adapters/contract.ts';

/** Why an offer cannot be claimed now: it has ended, it has not started, or the platform refused it. */
export type Unavailable = 'ended' | 'upcoming' | 'refused';

/** Whether (and why not) the player can claim this offer at `now` (ms); `refused` holds codes the platform refused. */
export function unavailableReason(bonus: Bonus, now: number, refused: ReadonlySet<string> = new Set()): Unavailable | null {
  if (refused.has(bonus.code)) return 'refused';
  if (bonus.status === 'expired' || bonus.status === 'canceled' || bonus.status === 'finished') return 'ended';
  const end = bonus.endTime ? Date.parse(bonus.endTime) : NaN;
  if (end <= now) return 'ended';
  const start = bonus.startTime ? Date.parse(bonus.startTime) : NaN;
  if (start > now) return 'upcoming';
  return null;
}
