import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, type Bonus } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { CashierFrame, GateNotice, usePaymentGate, words } from '../cashier/index.ts';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { Balance, useRefreshWallet, useWallet } from '../player/index.ts';
import { CANCEL_PENDING_WITHDRAWAL, withdrawDecision, type WithdrawWarning } from './rules.ts';

export interface WithdrawWidgetProps extends CommonWidgetProps {
  timeoutMs?: number;
  /** Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site. */
  redirectHosts?: string;
}

type Load = { state: 'loading' } | { state: 'failed'; notice: NoticeData } | { state: 'loaded'; bonuses: readonly Bonus[] };

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
  const toNotice = useErrorNotice();
  const gate = usePaymentGate();
  const wallet = useWallet();
  const refreshWallet = useRefreshWallet();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [done, setDone] = useState<NoticeData | null>(null);
  const reported = useRef(new Set<string>());

  const fetchBonuses = useCallback(() => {
    setLoad({ state: 'loading' });
    host
      .getPlatform()
      .then((platform) => (hasOperation(platform, 'getBonuses') ? platform.getBonuses() : []))
      .then((bonuses) => setLoad({ state: 'loaded', bonuses }))
      .catch((error: unknown) => setLoad({ state: 'failed', notice: toNotice(error) }));
  }, [host, toNotice]);

  useEffect(() => {
    if (gate === 'open') fetchBonuses();
  }, [gate, fetchBonuses]);

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
      void refreshWallet().finally(() => {
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
    [host, refreshWallet, t],
  );

  const body = () => {
    if (gate !== 'open') return <GateNotice state={gate} />;
    if (load.state === 'loading' || !wallet) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
    if (load.state === 'failed') {
      return (
        <>
          <Notice {...load.notice} />
          <div className="actions"><Button onClick={fetchBonuses}><Trans>Try again</Trans></Button></div>
        </>
      );
    }
    const decision = withdrawDecision(load.bonuses, wallet.realBalance);
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
      busy={gate === 'loading' || (gate === 'open' && load.state === 'loading')}
      notices={done && <Notice {...done} onClear={() => setDone(null)} />}
    >
      {gate === 'open' && <Balance />}
      {body()}
    </WidgetFrame>
  );
}
