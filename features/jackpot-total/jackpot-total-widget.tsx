import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame } from '../toolkit/host/index.ts';
import { QueryFailure, useQuery } from '../toolkit/query/index.ts';
import { CountingAmount, type JackpotsWidgetProps, refreshIntervalMs, useJackpotCurrency, useJackpotsOffered, useRefreshWhileVisible } from '../jackpots/index.ts';

export type JackpotTotalWidgetProps = JackpotsWidgetProps;

/** All jackpots summed in one currency, counting up to each new total, read again on the interval while in view. */
export function JackpotTotalWidget(props: JackpotTotalWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const offered = useJackpotsOffered();
  const currency = useJackpotCurrency(props.currency);
  const total = useQuery(
    ['jackpots', 'total', currency ?? null],
    (platform) => platform.getTotalJackpot!(currency ? { currency } : undefined),
    { enabled: offered.data === true, keepPrevious: true },
  );
  useRefreshWhileVisible(host.element, refreshIntervalMs(props.refreshSeconds), total.reload);
  return (
    <WidgetFrame {...frame} title={t`Jackpot total`} busy={offered.data === true && !total.data && total.status !== 'failed'}>
      {offered.data === false && <Notice level="info" message={<Trans>There are no jackpots here.</Trans>} />}
      {total.status === 'failed' && !total.data && <QueryFailure query={total} />}
      {offered.data === true && !total.data && total.status !== 'failed' && <p role="status"><Trans>Loading jackpots…</Trans></p>}
      {total.data && (
        <p className="jackpot-total" part="total">
          <CountingAmount amount={total.data.amount} currency={total.data.currency} locale={host.locale} />
        </p>
      )}
    </WidgetFrame>
  );
}
