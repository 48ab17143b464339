import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { CashierFrame, GateNotice, NOT_CHECKED_HERE, useIpCountry, usePaymentGate, useTransactionOnce, words, type CashierMessage } from '../cashier/index.ts';
import { depositSucceeded } from '../toolkit/events/index.ts';
import { useValidatedForm } from '../toolkit/forms/index.ts';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer, useRefreshWallet, useWallet } from '../toolkit/player/index.ts';
import { usePlatformReading } from '../toolkit/query/index.ts';
import { amountSchema, payAndPlayCountry, payAndPlayOffered, throughPaymentGate } from './rules.ts';

export interface PayAndPlayWidgetProps extends CommonWidgetProps {
  timeoutMs?: number;
  /** Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site. */
  redirectHosts?: string;
}

/** <casino-pay-and-play>: one large amount, then straight to the cashier. */
export function PayAndPlayWidget(props: PayAndPlayWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t, i18n } = useLingui();
  const paymentGate = usePaymentGate();
  const { profile, signedIn } = usePlayer();
  const wallet = useWallet();
  const refreshWallet = useRefreshWallet();
  // A visitor who is not signed in, where the platform's pay-and-play serves them, skips the payment gate.
  const gated = usePlatformReading(['pay-and-play', signedIn], (platform) => throughPaymentGate(platform.capabilities, signedIn));
  const gate = gated.data === false ? 'open' : gated.status === 'loaded' ? paymentGate : 'loading';
  // Gated on the geo country, never the profile's (docs/integration.md, "Pay and play").
  const geo = useIpCountry(gate === 'open');
  const country = payAndPlayCountry(geo.data, NOT_CHECKED_HERE);
  const offer = usePlatformReading(['pay-and-play', country], (platform) => payAndPlayOffered(platform.capabilities, country));
  const offered = offer.status === 'failed' ? false : geo.status === 'loaded' ? (offer.data ?? null) : null;
  const [amount, setAmount] = useState<number | null>(null);
  const schema = useMemo(() => v.object({ amount: amountSchema(i18n) }), [i18n]);
  // The amount opens the cashier; the draft stays until the deposit succeeds.
  const form = useValidatedForm({
    schema,
    initial: { amount: '' },
    draft: { key: 'pay-and-play' },
    clearDraftOnSuccess: false,
    submit: (output) => {
      setNotice(null);
      setAmount(output.amount);
    },
  });
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const currency = wallet?.currency.code || profile?.currency || '';


  // One casino-deposit-success per transaction, however often the cashier reports it (features/cashier/transaction.ts).
  const once = useTransactionOnce();
  const onMessage = (message: CashierMessage) => {
    if (message.eventType === 'TRANSACTION_INIT') once.begin();
    if (message.eventType === 'TX_FAILED') host.emit('casino-funnel', { name: 'deposit-failed', widget: host.widget });
    if (message.eventType !== 'TX_SUCCESS') return;
    const detail = once.take(message.payload);
    if (!detail) return;
    form.clearDraft();
    void refreshWallet().finally(() => {
      host.emit('casino-deposit-success', detail);
      host.emit('casino-funnel', depositSucceeded(host.widget, detail));
      if (host.modal) host.close();
      else {
        setAmount(null);
        form.reset({ amount: '' });
        setNotice({ level: 'success', message: t`Your deposit is complete.` });
      }
    });
  };

  const body = () => {
    if (gate !== 'open') return <GateNotice state={gate} />;
    if (geo.status === 'failed') return <GateNotice state="country-unknown" />;
    if (offered === null) return <p className="loading" role="status"><Trans>Loading…</Trans></p>;
    if (!offered) return <Notice level="info" message={<Trans>Pay and play is not available in your country.</Trans>} />;
    if (amount !== null) {
      return (
        <>
          <div className="actions back">
            <Button variant="link" onClick={() => setAmount(null)}><Trans>Change the amount</Trans></Button>
          </div>
          <CashierFrame
            kind="pay-and-play"
            amount={amount}
            {...(props.timeoutMs ? { timeoutMs: props.timeoutMs } : {})}
            redirectHosts={words(props.redirectHosts)}
            onMessage={onMessage}
          />
        </>
      );
    }
    return (
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        <TextField
          className="amount-field"
          label={currency ? t`Amount (${currency})` : t`Amount`}
          type="text"
          inputMode="decimal"
          size={8}
          autoComplete="transaction-amount"
          required
          {...form.field('amount')}
        />
        <Button type="submit"><Trans>Deposit and play</Trans></Button>
      </form>
    );
  };

  return (
    <WidgetFrame
      {...frame}
      title={t`Pay and play`}
      busy={gate === 'loading'}
      notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}
    >
      {body()}
    </WidgetFrame>
  );
}
