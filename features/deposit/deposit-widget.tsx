import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, type Bonus, type Block, type Limit } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { BonusList } from '../bonus-selector/index.ts';
import { CashierFrame, GateNotice, usePaymentGate, words } from '../cashier/index.ts';
import { useSessionDraft } from '../forms/index.ts';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { Balance, useRefreshWallet, useWallet } from '../player/index.ts';
import { DepositNoticeView } from './notices.tsx';
import { depositDecision, firstDepositStep } from './rules.ts';

export interface DepositWidgetProps extends CommonWidgetProps {
  /** A payment method to preselect (the REST trigger's `method`). */
  method?: string;
  amount?: number;
  /** A preset bonus code: no bonus selector. */
  bonusCode?: string;
  timeoutMs?: number;
  /** Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site. */
  redirectHosts?: string;
  /** The bonus was chosen (or declined) before: no bonus selector (the sign-up wizard's deposit step). */
  noBonusSelector?: boolean;
  /** Inside another widget's frame (the sign-up wizard): no frame, heading or dialog of its own. */
  embedded?: boolean;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; notice: NoticeData }
  | { state: 'loaded'; limits: readonly Limit[]; blocks: readonly Block[]; bonuses: readonly Bonus[] };

interface TxPayload {
  txRefId?: unknown;
  amount?: unknown;
  currency?: unknown;
}

/**
 * <casino-deposit> (spec 001 "Deposit widget", 002 §4.5): the block and limit notices, then the bonus
 * selector when bonuses exist and none was preset, then the cashier. A deposit success refreshes the
 * wallet everywhere on the page, emits casino-deposit-success and closes the dialog.
 */
export function DepositWidget(props: DepositWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const toNotice = useErrorNotice();
  const gate = usePaymentGate();
  const wallet = useWallet();
  const refreshWallet = useRefreshWallet();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [success, setSuccess] = useState<NoticeData | null>(null);
  // The bonus chosen survives a failure and a reload (it is preselected again); it is no secret.
  const [draft, setDraft, clearDraft] = useSessionDraft<{ bonusCode: string | null }>('deposit', () => ({ bonusCode: null }));
  const [chosenStep, setChosenStep] = useState<'cashier' | null>(null);
  const reported = useRef(new Set<string>());
  const presetCode = props.bonusCode?.trim() || undefined;
  const offerBonuses = !presetCode && !props.noBonusSelector;

  const fetchAll = useCallback(() => {
    setLoad({ state: 'loading' });
    host
      .getPlatform()
      .then((platform) =>
        Promise.all([
          hasOperation(platform, 'getLimits') ? platform.getLimits() : [],
          hasOperation(platform, 'getProductBlocks') ? platform.getProductBlocks() : [],
          offerBonuses && hasOperation(platform, 'getDepositBonuses')
            ? platform.getDepositBonuses().catch((error: unknown) => {
                // Without the offers the player can still deposit: the selector is skipped.
                console.warn('[casino-elements] could not load the deposit bonuses', error);
                return [] as readonly Bonus[];
              })
            : [],
        ]),
      )
      .then(([limits, blocks, bonuses]) => setLoad({ state: 'loaded', limits, blocks, bonuses }))
      .catch((error: unknown) => setLoad({ state: 'failed', notice: toNotice(error) }));
  }, [host, offerBonuses, toNotice]);

  useEffect(() => {
    if (gate === 'open') fetchAll();
  }, [gate, fetchAll]);

  const onMessage = useCallback(
    (message: { eventType: string; payload: unknown }) => {
      if (message.eventType !== 'TX_SUCCESS') return;
      const payload = (message.payload ?? {}) as TxPayload;
      const txRefId = payload.txRefId === undefined ? undefined : String(payload.txRefId);
      // The cashier may report one transaction more than once: it is one deposit.
      if (txRefId) {
        if (reported.current.has(txRefId)) return;
        reported.current.add(txRefId);
      }
      const amount = typeof payload.amount === 'number' ? payload.amount : Number(payload.amount);
      clearDraft();
      void refreshWallet().finally(() => {
        host.emit('casino-deposit-success', {
          ...(Number.isFinite(amount) ? { amount } : {}),
          ...(typeof payload.currency === 'string' ? { currency: payload.currency } : {}),
          ...(txRefId ? { txRefId } : {}),
          payload: message.payload,
        });
        if (host.modal) host.close();
        else setSuccess({ level: 'success', message: t`Your deposit is complete.` });
      });
    },
    [host, refreshWallet, clearDraft, t],
  );

  const body = () => {
    if (gate !== 'open') return <GateNotice state={gate} />;
    if (load.state === 'loading') return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
    if (load.state === 'failed') {
      return (
        <>
          <Notice {...load.notice} />
          <div className="actions"><Button onClick={fetchAll}><Trans>Try again</Trans></Button></div>
        </>
      );
    }
    const decision = depositDecision(load.limits, load.blocks);
    const step = chosenStep ?? firstDepositStep(load.bonuses.length, presetCode);
    const bonusCode = presetCode ?? (chosenStep ? draft.bonusCode : null) ?? undefined;
    return (
      <>
        {decision.notice && <DepositNoticeView notice={decision.notice} currency={wallet?.currency.code ?? 'EUR'} />}
        {decision.showCashier && step === 'bonus' && (
          <BonusList
            bonuses={load.bonuses}
            selected={draft.bonusCode}
            onSelect={(code) => setDraft({ bonusCode: code })}
            onContinue={(code) => {
              setDraft({ bonusCode: code });
              setChosenStep('cashier');
            }}
          />
        )}
        {decision.showCashier && step === 'cashier' && (
          <CashierFrame
            kind="deposit"
            {...(props.method ? { method: props.method } : {})}
            {...(props.amount !== undefined ? { amount: props.amount } : {})}
            {...(bonusCode ? { bonusCode } : {})}
            {...(props.timeoutMs ? { timeoutMs: props.timeoutMs } : {})}
            redirectHosts={words(props.redirectHosts)}
            onMessage={onMessage}
          />
        )}
      </>
    );
  };

  const notices = success && <Notice {...success} onClear={() => setSuccess(null)} />;
  if (props.embedded) {
    return (
      <div className="deposit" part="deposit" aria-busy={gate === 'loading' || (gate === 'open' && load.state === 'loading') || undefined}>
        {notices}
        {gate === 'open' && <Balance />}
        {body()}
      </div>
    );
  }

  return (
    <WidgetFrame
      {...frame}
      title={t`Deposit`}
      busy={gate === 'loading' || (gate === 'open' && load.state === 'loading')}
      notices={notices}
    >
      {gate === 'open' && <Balance />}
      {body()}
    </WidgetFrame>
  );
}
