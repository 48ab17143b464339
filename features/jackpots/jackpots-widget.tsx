import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '../../adapters/operations.ts';
import { Notice } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure, usePlatformReading, useQuery } from '../toolkit/query/index.ts';
import { CountingAmount } from './amount.tsx';
import { useRefreshWhileVisible } from './refresh.ts';
import { jackpotCurrency, refreshIntervalMs } from './rules.ts';

export interface JackpotsWidgetProps extends CommonWidgetProps {
  /** The page's currency (ISO 4217), for a visitor who is not signed in; a player sees theirs. */
  currency?: string;
  /** How often the amounts are read again while the element is in view, in seconds. */
  refreshSeconds?: number;
}

/** Whether the page's platform has jackpots (their list and total). */
export function useJackpotsOffered() {
  return usePlatformReading(['jackpots'], (platform) => can(platform, 'jackpots'));
}

/** The currency the amounts are asked in: the player's, else the page's. */
export function useJackpotCurrency(pageCurrency: string | undefined): string | undefined {
  const { profile } = usePlayer();
  return jackpotCurrency(profile?.currency, pageCurrency);
}

/** The jackpots (spec 002 §7.3, §7.4), each counting up to its amount, read again on the interval while in view. */
export function JackpotsWidget(props: JackpotsWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const offered = useJackpotsOffered();
  const currency = useJackpotCurrency(props.currency);
  const jackpots = useQuery(
    ['jackpots', 'list', currency ?? null],
    (platform) => platform.getJackpots!(currency ? { currency } : undefined),
    { enabled: offered.data === true, keepPrevious: true },
  );
  useRefreshWhileVisible(host.element, refreshIntervalMs(props.refreshSeconds), jackpots.reload);
  const rows = jackpots.data;
  return (
    <WidgetFrame {...frame} title={t`Jackpots`} busy={offered.data === true && !rows && jackpots.status !== 'failed'}>
      {offered.data === false && <Notice level="info" message={<Trans>There are no jackpots here.</Trans>} />}
      {jackpots.status === 'failed' && !rows && <QueryFailure query={jackpots} />}
      {offered.data === true && !rows && jackpots.status !== 'failed' && <p role="status"><Trans>Loading jackpots…</Trans></p>}
      {rows && rows.length === 0 && <p><Trans>There are no jackpots right now.</Trans></p>}
      {rows && rows.length > 0 && (
        <ul className="jackpots" part="jackpots">
          {rows.map((jackpot) => (
            <li key={jackpot.id} className="jackpot" part="jackpot" data-jackpot={jackpot.id}>
              <span className="jackpot-name" part="jackpot-name">{jackpot.name}</span>
              <CountingAmount amount={jackpot.amount} currency={jackpot.currency} locale={host.locale} />
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}
