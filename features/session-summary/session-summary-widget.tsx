import { useEffect, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { resultKind } from '../../i18n/money-result.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';
import { depositLimitsByPeriod, playerResult, SESSION_SUMMARY_READY_DELAY_MS, SUMMARY_PERIODS, type SummaryPeriod } from './rules.ts';

export type SessionSummaryWidgetProps = CommonWidgetProps;

/** Where the link to responsible gaming leads when the page cannot open the account's tab (spec 001 §2). */
export const RESPONSIBLE_GAMING_PATH = '/menu/responsible-gaming';

/**
 * The session summary an SGA player sees after signing in (spec 001 §2, §4): a welcome with the last login,
 * the result of the last 12 months, the deposit limits per period, and a way to responsible gaming.
 */
export function SessionSummaryWidget(props: SessionSummaryWidgetProps) {
  const frame = useWidgetFrame({ ...props, noReady: true });
  const host = useHost();
  const { t } = useLingui();
  const { signedIn, profile } = usePlayer();
  const session = useQuery(['session-info'], (platform) => requireOperation(platform, 'getSessionInfo')(), { enabled: signedIn });
  const stats = useQuery(['payment-stats'], (platform) => requireOperation(platform, 'getPaymentStats')(), { enabled: signedIn });
  const limits = useQuery(['limits'], (platform) => (hasOperation(platform, 'getLimits') ? platform.getLimits() : Promise.resolve([])), { enabled: signedIn });
  const loads = [session, stats, limits];
  const failed = loads.find((load) => load.status === 'failed');
  const ready = signedIn && loads.every((load) => load.status === 'loaded');

  const noReady = props.noReady;
  useEffect(() => {
    if (!ready || noReady) return;
    const timer = setTimeout(() => host.emit('casino-ready', { widget: host.widget }), SESSION_SUMMARY_READY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, noReady, host]);

  const currency = profile?.currency || limits.data?.find((limit) => limit.currency)?.currency || '';
  const money = (amount: number) => (currency ? formatMoney(amount, currency, host.locale) : String(amount));
  const byPeriod = depositLimitsByPeriod(limits.data ?? []);
  const periodLabels: Record<SummaryPeriod, string> = { daily: t`Daily`, weekly: t`Weekly`, monthly: t`Monthly` };
  const name = profile?.firstName;
  const lastLogin = session.data?.prevSession?.started;

  const toResponsibleGaming = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!host.canOpen('account')) return;
    event.preventDefault();
    host.open('account', { tab: 'responsible-gaming' });
  };

  return (
    <WidgetFrame {...frame} title={name ? t`Welcome, ${name}!` : t`Welcome!`} busy={signedIn && !ready && !failed}>
      {!signedIn && <Notice level="info" message={<Trans>Sign in to see your session summary.</Trans>} />}
      {signedIn && failed && <QueryFailure query={failed} />}
      {signedIn && !ready && !failed && <p role="status"><Trans>Loading your summary…</Trans></p>}
      {ready && (
        <div className="summary" part="summary">
          <p className="summary-last-login">
            {lastLogin ? <Trans>Your last login: {formatDateTime(lastLogin, host.locale)}</Trans> : <Trans>This is your first login.</Trans>}
          </p>
          <p className="summary-result" part="result">
            <SummaryResult amount={playerResult(stats.data!)} currency={currency} money={money} />
          </p>
          <h3 className="summary-heading"><Trans>Your deposit limits</Trans></h3>
          <dl className="summary-limits" part="limits">
            {SUMMARY_PERIODS.map((period) => {
              const limit = byPeriod[period];
              return (
                <div key={period} data-period={period}>
                  <dt>{periodLabels[period]}</dt>
                  <dd>{limit ? money(limit.amount) : <><span aria-hidden="true">–</span><span className="visually-hidden">{t`No limit`}</span></>}</dd>
                </div>
              );
            })}
          </dl>
          <p>
            <a href={RESPONSIBLE_GAMING_PATH} part="link" onClick={toResponsibleGaming}><Trans>Responsible gaming</Trans></a>
          </p>
          {host.modal && (
            <div className="actions"><Button onClick={() => host.close()}><Trans>Continue</Trans></Button></div>
          )}
        </div>
      )}
    </WidgetFrame>
  );
}

/** The 12 months' result in words: a loss, a win, or neither (not "-SEK 500"). */
function SummaryResult({ amount, currency, money }: { amount: number; currency: string; money: (amount: number) => string }) {
  const shown = money(Math.abs(amount));
  switch (resultKind(amount, currency || 'EUR')) {
    case 'loss':
      return <Trans>Your result for the last 12 months: a loss of <strong className="amount">{shown}</strong></Trans>;
    case 'win':
      return <Trans>Your result for the last 12 months: a win of <strong className="amount">{shown}</strong></Trans>;
    case 'even':
      return <Trans>Your result for the last 12 months: neither a win nor a loss</Trans>;
  }
}
