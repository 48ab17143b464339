// Readers of the realtime platform's bonus answers (shared/reference/realtime-and-providers.md §1.3), read as
// defensively as the other readers (adapters/realtime/mappings.ts) and turned into the contract's bonuses.
import * as v from 'valibot';
import type { Bonus, BonusStatus } from '../contract.ts';
import { id, optionalFlag, optionalNumeric, text } from '../scalars.ts';

/** spec 002 §4.4. */
export const BONUS_STATUS = {
  active: 'active', preclaimed: 'active', inplay: 'active', pending: 'active', prewager: 'active',
  expired: 'expired', finished: 'finished', finishednogains: 'finished',
  canceled: 'canceled', rejected: 'canceled', admincanceled: 'canceled', initiated: 'initiated',
} as const satisfies Record<string, BonusStatus>;

const BonusRow = v.object({
  id: v.optional(v.nullable(id)),
  bonusID: v.optional(v.nullable(id)),
  code: text,
  bonusCode: text,
  name: text,
  description: text,
  url: text,
  status: text,
  type: text,
  currency: text,
  amount: optionalNumeric,
  remainingAmount: optionalNumeric,
  wageringRequirement: optionalNumeric,
  remainingWageringRequirement: optionalNumeric,
  wagerRequirement: optionalNumeric,
  remainingWagerRequirement: optionalNumeric,
  canForfeit: optionalFlag,
  imageUrl: text,
  html: text,
  grantedDate: text,
  validFrom: text,
  startTime: text,
  expiryDate: text,
  validTo: text,
  endTime: text,
  minDepositAmount: optionalNumeric,
  maxDepositAmount: optionalNumeric,
});

function bonusRows(value: unknown): v.InferOutput<typeof BonusRow>[] {
  return v.parse(v.array(BonusRow), value ?? []);
}

/** The rows of a bonus list: kwargs `bonuses` (or `items`), or the plain answer. */
export function bonusList(result: { args: readonly unknown[]; kwargs: Readonly<Record<string, unknown>> }): unknown {
  return result.kwargs['bonuses'] ?? result.kwargs['items'] ?? result.args[0] ?? [];
}

/**
 * A bonus list → bonuses, the expired ones dropped (spec 002 §4.4: an end time in the past, or the status
 * Expired). `claimable`: offers the player may claim (status initiated; claimed by their code).
 */
export function toBonuses(list: unknown, options: { claimable: boolean; deposit: boolean; now: number }): Bonus[] {
  return bonusRows(list).flatMap((row): Bonus[] => {
    const code = row.bonusCode || row.code || '';
    const id = row.bonusID ?? row.id ?? code;
    if (id === '' || id === null || id === undefined) return [];
    const status: BonusStatus = options.claimable
      ? 'initiated'
      : (BONUS_STATUS[(row.status ?? '').trim().toLowerCase() as keyof typeof BONUS_STATUS] ?? 'active');
    const endTime = row.expiryDate || row.validTo || row.endTime || undefined;
    if (status === 'expired' || (endTime && Date.parse(endTime) < options.now)) return [];
    const startTime = row.grantedDate || row.validFrom || row.startTime || undefined;
    const wagering = row.wageringRequirement ?? row.wagerRequirement;
    const wageringRemaining = row.remainingWageringRequirement ?? row.remainingWagerRequirement;
    const image = row.imageUrl || row.url;
    const type = (row.type ?? '').toLowerCase();
    return [{
      id: String(id),
      code,
      name: row.name || code,
      description: row.description ?? '',
      ...(row.html ? { html: row.html } : {}),
      ...(image ? { assets: { image } } : {}),
      type: type.includes('free') ? 'freespins' : type ? 'monetary' : 'default',
      status,
      currency: row.currency ?? '',
      ...(startTime ? { startTime } : {}),
      ...(endTime ? { endTime } : {}),
      ...(row.amount != null ? { amount: row.amount } : {}),
      ...(row.remainingAmount != null ? { amountRemaining: row.remainingAmount } : {}),
      ...(wagering != null ? { wageringRequirment: wagering } : {}),
      ...(wageringRemaining != null ? { wageringRequirmentRemaining: wageringRemaining } : {}),
      ...(row.minDepositAmount != null ? { minAmount: row.minDepositAmount } : {}),
      ...(row.maxDepositAmount != null ? { maxAmount: row.maxDepositAmount } : {}),
      deposit: options.deposit,
      // Granted bonuses can be forfeited (`/user/bonus#forfeit`); an offer not yet claimed has nothing to cancel.
      canBeCanceled: !options.claimable && (row.canForfeit ?? status === 'active'),
      withdrawPolicy: 'none',
      gameProps: [],
    }];
  });
}
