import { useEffect, useState } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../../i18n/format.ts';
import { useHost } from '../host/index.ts';
import { useWallet } from './wallet.ts';

/**
 * The balances shown on the page, in the order they appeared. Every element shares the page's one store, so the
 * first of them is the page's: only it is a live region. With a sign-in, a deposit and a withdrawal on one page,
 * a new balance is then said once, not once a widget; when that one goes, the next takes over.
 */
const shownBalancesAtom = atom<readonly number[]>([]);
// Each element renders in a React root of its own, where useId() repeats: a number of the module's own instead.
let balanceCount = 0;

/**
 * The signed-in player's balance, from the page's one wallet: a deposit anywhere on the page updates it.
 * Announced politely when it changes, by one balance of the page (shownBalancesAtom).
 */
export function Balance() {
  const host = useHost();
  const wallet = useWallet();
  const [id] = useState(() => (balanceCount += 1));
  const shown = useAtomValue(shownBalancesAtom);
  const setShown = useSetAtom(shownBalancesAtom);
  const visible = wallet !== null;
  useEffect(() => {
    if (!visible) return;
    setShown((ids) => [...ids, id]);
    return () => setShown((ids) => ids.filter((other) => other !== id));
  }, [id, setShown, visible]);
  if (!wallet) return null;
  const amount = formatMoney(wallet.totalBalance, wallet.currency.code, host.locale);
  return (
    <p className="balance" part="balance" role={shown[0] === id ? 'status' : undefined}>
      <Trans>Balance: <strong className="amount" data-balance>{amount}</strong></Trans>
    </p>
  );
}
