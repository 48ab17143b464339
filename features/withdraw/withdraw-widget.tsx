import { useCallback, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { CashierFrame, GateNotice, usePayment, words, type CashierMessage } from '../cashier/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { Balance } from '../toolkit/player/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';
import { CANCEL_PENDING_WITHDRAWAL, withdrawDecision, type WithdrawWarning } from './rules.ts';

export interface WithdrawWidgetProps extends CommonWidgetProps {
  timeoutMs?: number;
  /** Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site. */
  redirectHosts?: string;
}

/** Where the link to the bonuses leads when the page cannot open the account's tab (as the session summary's). */
export const BONUSES_PATH = '/menu/bonuses';

function WarningNotice({ warning }: { warning: WithdrawWarning }) {
  const host = useHost();
  const toBonuses = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!host.canOpen('account')) return;
    event.preventDefault();
    host.open('account', { tab: 'bonuses' });
  };
  switch (warning) {
    case 'deny-withdraw':
      return (
        <>
          <Notice
            level="error"
            title={<Trans>Withdrawal not possible</Trans>}
            message={<Trans>You have an active bonus that does not allow withdrawals. You can withdraw when the bonus is finished or cancelled.</Trans>}
          />
          {/* The way on: the bonus that blocks it, where it can be seen (and, where it allows, cancelled). */}
          <p className="withdraw-bonuses"><a href={BONUSES_PATH} part="link" onClick={toBonuses}><Trans>See your bonuses</Trans></a></p>
        </>
      );
    case 'cancel-monetary':
      return <Notice level="warning" message={<Trans>If you withdraw now, your active bonus will be cancelled.</Trans>} />;
    case 'zero-balance':
      return <Notice level="warning" message={<Trans>Your balance is 0: there is nothing to withdraw.</Trans>} />;
  }
}

/** <casino-withdraw>: the withdraw-policy warnings, then the cashier for a withdrawal. */
export function WithdrawWidget(props: WithdrawWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  // A withdrawal changes the wallet (read at once), the history, and active bonuses it may cancel.
  const { gate, wallet, settle, newTransaction } = usePayment(['wallet', 'history', 'withdraw-policy', 'bonuses']);
  const [done, setDone] = useState<NoticeData | null>(null);

  // The active bonuses decide the policy: read under 'withdraw-policy', which bonus actions invalidate too.
  const load = useQuery(
    ['withdraw-policy'],
    (platform) => (hasOperation(platform, 'getBonuses') ? platform.getBonuses() : Promise.resolve([])),
    { enabled: gate === 'open' },
  );
  const onMessage = useCallback(
    (message: CashierMessage) => {
      if (message.eventType === 'TRANSACTION_INIT') newTransaction();
      if (message.eventType !== 'TX_SUCCESS' && message.eventType !== 'TX_PENDING') return;
      settle(message.payload, (detail) => {
        host.emit('casino-withdraw-success', detail);
        setDone({
          level: 'success',
          message: message.eventType === 'TX_PENDING' ? t`Your withdrawal is pending.` : t`Your withdrawal is complete.`,
        });
      });
    },
    [host, settle, newTransaction, t],
  );

  const body = () => {
    if (gate !== 'open') return <GateNotice state={gate} />;
    if (load.status === 'failed') {
      return <QueryFailure query={load} />;
    }
    if (!load.data || !wallet) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
    const decision = withdrawDecision(load.data, wallet.realBalance);
    return (
      <>
        {decision.warnings.map((warning) => <WarningNotice key={warning} warning={warning} />)}
        {decision.showCashier && (
          <CashierFrame
            kind="withdraw"
            allowCancelPendingWithdrawal={CANCEL_PENDING_WITHDRAWAL[host.jurisdiction]}
            {...(props.timeoutMs ? { timeoutMs: props.timeoutMs } : {})}
            redirectHosts={words(props.redirectHosts)}
            onMessage={onMessage}
          />
        )}
      </>
    );
  };

  return (
    <WidgetFrame
      {...frame}
      title={t`Withdraw`}
      busy={gate === 'loading' || (gate === 'open' && !load.data && load.status === 'loading')}
      notices={done && <Notice {...done} onClear={() => setDone(null)} />}
    >
      {gate === 'open' && <Balance />}
      {body()}
    </WidgetFrame>
  );
}
