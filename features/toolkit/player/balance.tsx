import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../../i18n/format.ts';
import { useHost } from '../host/index.ts';
import { useWallet } from './wallet.ts';

/**
 * The signed-in player's balance, from the page's one wallet: a deposit anywhere on the page updates it.
 * Announced politely when it changes.
 */
export function Balance() {
  const host = useHost();
  const wallet = useWallet();
  if (!wallet) return null;
  const amount = formatMoney(wallet.totalBalance, wallet.currency.code, host.locale);
  return (
    <p className="balance" part="balance" role="status">
      <Trans>Balance: <strong className="amount" data-balance>{amount}</strong></Trans>
    </p>
  );
}
