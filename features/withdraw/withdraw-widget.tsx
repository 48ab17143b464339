import { useCallback, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { CashierFrame, GateNotice, usePaymentGate, words } from '../cashier/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { Balance, useRefreshWallet, useWallet } from '../player/index.ts';
import { useFailureNotice, useInvalidate, useQuery, type QueryScope } from '../query/index.ts';
import { CANCEL_PENDING_WITHDRAWAL, withdrawDecision, type WithdrawWarning } from './rules.ts';

export interface WithdrawWidgetProps extends CommonWidgetProps {
  timeoutMs?: number;
  /** Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site. */
  redirectHosts?: string;
}

/** What a withdrawal changes besides the wallet (read at once): the history, and active bonuses it may cancel. */
const WITHDRAW_CHANGES = ['history', 'withdraw-policy', 'bonuses'] as const satisfies readonly QueryScope[];

function WarningNotice({ warning }: { warning: WithdrawWarning }) {
  switch (warning) {
    case 'deny-withdraw':
      return (
        <Notice
          level="error"
          title={<Trans>Withdrawal not possible</Trans>}
          message={<Trans>You have an active bonus that does not allow withdrawals. You can withdraw when the bonus is finished or cancelled.</Trans>}
        />
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
  const invalidate = useInvalidate();
  const gate = usePaymentGate();
  const wallet = useWallet();
  const refreshWallet = useRefreshWallet();
  const [done, setDone] = useState<NoticeData | null>(null);
  const reported = useRef(new Set<string>());

  // The active bonuses decide the policy: read under 'withdraw-policy', which bonus actions invalidate too.
  const load = useQuery(
    ['withdraw-policy'],
    (platform) => (hasOperation(platform, 'getBonuses') ? platform.getBonuses() : Promise.resolve([])),
    { enabled: gate === 'open' },
  );
  const failure = useFailureNotice(load);

  const onMessage = useCallback(
    (message: { eventType: string; payload: unknown }) => {
      if (message.eventType !== 'TX_SUCCESS' && message.eventType !== 'TX_PENDING') return;
      const payload = (message.payload ?? {}) as { txRefId?: unknown; amount?: unknown; currency?: unknown };
      const txRefId = payload.txRefId === undefined ? undefined : String(payload.txRefId);
      if (txRefId) {
        if (reported.current.has(txRefId)) return;
        reported.current.add(txRefId);
      }
      const amount = Number(payload.amount);
      // The wallet is read first, so the event and the page show the new balance; the rest follows the scopes.
      void refreshWallet().finally(() => {
        invalidate(...WITHDRAW_CHANGES);
        host.emit('casino-withdraw-success', {
          ...(Number.isFinite(amount) ? { amount } : {}),
          ...(typeof payload.currency === 'string' ? { currency: payload.currency } : {}),
          ...(txRefId ? { txRefId } : {}),
          payload: message.payload,
        });
        setDone({
          level: 'success',
          message: message.eventType === 'TX_PENDING' ? t`Your withdrawal is pending.` : t`Your withdrawal is complete.`,
        });
      });
    },
    [host, refreshWallet, invalidate, t],
  );

  const body = () => {
    if (gate !== 'open') return <GateNotice state={gate} />;
    if (load.status === 'failed') {
      return (
        <>
          {failure && <Notice {...failure} />}
          <div className="actions"><Button onClick={load.reload}><Trans>Try again</Trans></Button></div>
        </>
      );
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
