import { hasOperation, type Bonus, type BonusContent } from '../../adapters/contract.ts';
import { useHost } from '../toolkit/host/index.ts';
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

const NO_CONTENT: ReadonlyMap<string, BonusContent> = new Map();

/**
 * The content service's texts for these bonus codes, in the element's language (read again when it changes), by
 * code: the bonus selector's and the account's bonuses. Empty while they load, where the page configures no content
 * service, and when the service fails: the player then sees the backend's own texts, never an error (the console
 * tells the integrator).
 */
export function useBonusContent(codes: readonly string[]): ReadonlyMap<string, BonusContent> {
  const host = useHost();
  const wanted = [...new Set(codes.filter(Boolean))].sort();
  const query = useQuery(
    ['content', 'bonus', host.locale, wanted.join(',')],
    async (platform) => {
      if (!hasOperation(platform, 'getBonusContent')) return NO_CONTENT;
      try {
        return new Map((await platform.getBonusContent(wanted, host.locale)).map((entry) => [entry.code, entry]));
      } catch (error) {
        console.warn("[casino-elements] The content service's bonus texts could not be read: the platform's own are shown.", error);
        return NO_CONTENT;
      }
    },
    { enabled: wanted.length > 0, keepPrevious: true },
  );
  return query.data ?? NO_CONTENT;
}
