import { hasOperation, type Bonus } from '../../adapters/contract.ts';
import { useQuery, type Query, type QueryScope } from '../toolkit/query/index.ts';

/**
 * What claiming, cancelling or triggering a bonus changes: the bonus lists, the deposit offers, the balance,
 * and the withdraw policy that active bonuses decide.
 */
export const BONUS_CHANGES = ['bonuses', 'deposit-bonuses', 'wallet', 'withdraw-policy'] as const satisfies readonly QueryScope[];

/** The deposit offers, shared by the bonus selector and the deposit on one page. */
export function useDepositBonuses(enabled = true): Query<readonly Bonus[]> {
  return useQuery(
    ['deposit-bonuses'],
    (platform) => (hasOperation(platform, 'getDepositBonuses') ? platform.getDepositBonuses() : Promise.resolve([])),
    { enabled },
  );
}
