import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useDepositBonuses } from '../bonus-selector/index.ts';
import { CashierFrame, FirstGateNotice, isFirstGateState, readLimits, readProductBlocks, usePayment, words, type CashierMessage } from '../cashier/index.ts';
import { depositSucceeded } from '../toolkit/events/index.ts';
import { useSessionDraft } from '../toolkit/forms/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { Balance } from '../toolkit/player/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';
import { loadBonusStep, loadGateStep, useLaterPart } from './later-parts.ts';
import { DepositNoticeView } from './notices.tsx';
import { depositDecision, firstDepositStep } from './rules.ts';

export interface DepositWidgetProps extends CommonWidgetProps {
  /** A payment method to preselect (the REST trigger's `method`). */
  method?: string;
  amount?: number;
  /** A preset bonus code: no bonus selector. */
  bonusCode?: string;
  timeoutMs?: number;
  /** Origins (a bare host is https) the cashier may send the page to (TOP_URL_REPLACE), besides this site. */
  redirectHosts?: string;
  /** The opt-in for the cashier's page-function calls (EXECUTE_AUTHORIZE_METHOD): the functions it may call. */
  authorizeMethods?: string;
  /** The opt-in for the cashier's script set-up (SETUP_AUTHORIZE_SCRIPT): the providers whose script it may add. */
  authorizeScripts?: string;
  /** The bonus was chosen (or declined) before: no bonus selector (the sign-up wizard's deposit step). */
  noBonusSelector?: boolean;
  /** Inside another widget's frame (the sign-up wizard): no frame, heading or dialog of its own. */
  embedded?: boolean;
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
  // A deposit changes the wallet (read at once), the history, its statistics, the limits' usage and the offers.
  const { gate, wallet, settle, newTransaction } = usePayment(['wallet', 'history', 'payment-stats', 'limits', 'deposit-bonuses']);
  // The outcome of the last payment, from the widget itself: success inline, and failure everywhere.
  const [outcome, setOutcome] = useState<NoticeData | null>(null);
  // The bonus chosen survives a failure and a reload (it is preselected again); it is no secret.
  const [draft, setDraft, clearDraft] = useSessionDraft<{ bonusCode: string | null }>('deposit', () => ({ bonusCode: null }));
  const [chosenStep, setChosenStep] = useState<'cashier' | null>(null);
  const presetCode = props.bonusCode?.trim() || undefined;
  const offerBonuses = !presetCode && !props.noBonusSelector;

  const open = gate === 'open';
  // The funnel's deposit-opened: once per mount, when the player may deposit (the gate is open).
  const opened = useRef(false);
  useEffect(() => {
    if (!open || opened.current) return;
    opened.current = true;
    host.emit('casino-funnel', { name: 'deposit-opened', widget: host.widget });
  }, [open, host]);
  // Read through their scopes, so a limit set, a block or a claimed bonus anywhere on the page shows here. A
  // signed-in page holding a deposit read both before React ran (the session services' early reads): one that
  // failed then (say, before the terms were accepted) is asked again when the gate opens, not shown.
  const limits = useQuery(['limits'], readLimits, { enabled: open, retryOnMount: true });
  const blocks = useQuery(['blocks'], readProductBlocks, { enabled: open, retryOnMount: true });
  const offers = useDepositBonuses(open && offerBonuses);
  const failed = [limits, blocks].find((query) => query.status === 'failed');
  useEffect(() => {
    // Without the offers the player can still deposit: the selector is skipped.
    if (offers.status === 'failed') console.warn('[casino-elements] could not load the deposit bonuses', offers.error);
  }, [offers.status, offers.error]);
  const bonuses = offerBonuses ? (offers.status === 'failed' ? [] : offers.data) : [];
  const loading = open && !failed && (!limits.data || !blocks.data || !bonuses);
  // The bonus list loads when the player has bonuses to choose from (most deposits show none), the gate's notice
  // when it keeps a signed-in player from depositing: "Loading…" until it is here (the cashier is not shown
  // meanwhile), then the failure with Try again where it could not be fetched (later-parts.ts).
  const decision = limits.data && blocks.data ? depositDecision(limits.data, blocks.data) : null;
  const step = chosenStep ?? (bonuses ? firstDepositStep(bonuses.length, presetCode) : null);
  const bonusStep = useLaterPart(loadBonusStep, open && !failed && Boolean(decision?.showCashier) && step === 'bonus');
  const gateStep = useLaterPart(loadGateStep, gate !== 'open' && !isFirstGateState(gate));
  const laterLoading = bonusStep.status === 'loading' || gateStep.status === 'loading';

  const onMessage = useCallback(
    (message: CashierMessage) => {
      // A new attempt: the last one's outcome is no longer news.
      if (message.eventType === 'TRANSACTION_INIT') {
        setOutcome(null);
        newTransaction();
      }
      if (message.eventType === 'TX_FAILED') {
        host.emit('casino-funnel', { name: 'deposit-failed', widget: host.widget });
        setOutcome({ level: 'error', message: t`Your deposit did not go through. Please try again or choose another payment method.` });
        return;
      }
      if (message.eventType !== 'TX_SUCCESS') return;
      const settled = settle(message.payload, (detail) => {
        host.emit('casino-deposit-success', detail);
        host.emit('casino-funnel', depositSucceeded(host.widget, detail));
        if (host.modal) host.close();
        else setOutcome({ level: 'success', message: t`Your deposit is complete.` });
      });
      if (settled) clearDraft();
    },
    [host, settle, newTransaction, clearDraft, t],
  );

  const body = () => {
    if (gate !== 'open' && isFirstGateState(gate)) return <FirstGateNotice state={gate} />;
    if (gate !== 'open') {
      if (gateStep.status === 'failed') return <QueryFailure query={gateStep} />;
      return gateStep.data ? <gateStep.data.ClosedGateNotice state={gate} /> : <p className="loading" role="status"><Trans>Loading…</Trans></p>;
    }
    if (failed) {
      return <QueryFailure query={failed} />;
    }
    if (!decision || !bonuses || !step) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
    const bonusCode = presetCode ?? (chosenStep ? draft.bonusCode : null) ?? undefined;
    return (
      <>
        {decision.notice && <DepositNoticeView notice={decision.notice} currency={wallet?.currency.code ?? 'EUR'} />}
        {decision.showCashier && step === 'bonus' && bonusStep.status === 'failed' && <QueryFailure query={bonusStep} />}
        {decision.showCashier && step === 'bonus' && !bonusStep.data && bonusStep.status !== 'failed' && <p className="loading" role="status"><Trans>Loading…</Trans></p>}
        {decision.showCashier && step === 'bonus' && bonusStep.data && (
          <bonusStep.data.BonusList
            bonuses={bonuses}
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
            authorizeMethods={words(props.authorizeMethods)}
            authorizeScripts={words(props.authorizeScripts)}
            onMessage={onMessage}
          />
        )}
      </>
    );
  };

  const notices = outcome && <Notice {...outcome} onClear={() => setOutcome(null)} />;
  if (props.embedded) {
    return (
      <div className="deposit" part="deposit" aria-busy={gate === 'loading' || loading || laterLoading || undefined}>
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
      busy={gate === 'loading' || loading || laterLoading}
      notices={notices}
    >
      {gate === 'open' && <Balance />}
      {body()}
    </WidgetFrame>
  );
}
