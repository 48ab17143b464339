import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { requireOperation } from '../../adapters/operations.ts';
import { formatMoney } from '../../i18n/format.ts';
import { resultKind } from '../../i18n/money-result.ts';
import { Button } from '../../ui/button.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { QueryFailure, useQuery, useWrite } from '../toolkit/query/index.ts';
import { Notice } from '../../ui/notice.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { netResult, PRODUCT_LABELS, shownWagers, wagerTotal } from './rules.ts';

export type RealityCheckWidgetProps = CommonWidgetProps;

/**
 * The reality check (spec 001 §2): how long the player has been signed in, what they wagered and won per
 * product with their net result, and the way out (Sign out, the main action) or on (Continue).
 */
export function RealityCheckWidget(props: RealityCheckWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { i18n, t } = useLingui();
  const { signedIn } = usePlayer();
  // Each reality check reads afresh: the minutes and the wagers of an earlier one are stale.
  const [opened] = useState(() => Date.now());
  const load = useQuery(['reality-check', opened], (platform) => requireOperation(platform, 'getRealityCheck')(), { enabled: signedIn });
  const logOut = useWrite();
  const check = load.data;
  const captionId = useId();
  const rows = check ? shownWagers(check.wagers) : [];
  const money = (amount: number) => (check?.currency ? formatMoney(amount, check.currency, host.locale) : String(amount));

  const onLogOut = async () => {
    const done = await logOut.run(() => host.signOut('player'));
    if (done) host.close();
  };

  return (
    <WidgetFrame {...frame} title={t`Reality check`} busy={load.status === 'loading'} notices={logOut.notice && <Notice {...logOut.notice} />}>
      {!signedIn && <Notice level="info" message={<Trans>Sign in to see your reality check.</Trans>} />}
      {signedIn && load.status === 'loading' && !check && <p role="status"><Trans>Loading your session…</Trans></p>}
      {signedIn && load.status === 'failed' && <QueryFailure query={load} />}
      {signedIn && check && (
        <>
          <p className="reality-minutes" part="minutes">
            {t`You have been signed in for ${plural(check.minutes, { one: '# minute', other: '# minutes' })}.`}
          </p>
          {rows.length > 0 && (
            // Where the columns do not fit (a narrow phone, a long language) the table scrolls on its own,
            // rather than the whole dialog sideways.
            <ScrollRegion className="reality-table-scroll" labelledBy={captionId}>
              <table className="reality-table" part="table">
                <caption id={captionId} className="visually-hidden"><Trans>Your play in this session</Trans></caption>
                <thead>
                  <tr>
                    <th scope="col"><Trans>Product</Trans></th>
                    <th scope="col"><Trans>Win</Trans></th>
                    <th scope="col"><Trans>Wager</Trans></th>
                    <th scope="col"><Trans>Total</Trans></th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => {
                    const label = PRODUCT_LABELS[row.product];
                    return (
                      <tr key={`${row.product}-${index}`}>
                        <th scope="row">{label ? i18n._(label) : row.product}</th>
                        <td className="amount">{money(row.win)}</td>
                        <td className="amount">{money(row.wager)}</td>
                        <td className="amount">{money(wagerTotal(row))}</td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <NetResult amount={netResult(rows)} currency={check.currency} money={money} />
                </tfoot>
              </table>
            </ScrollRegion>
          )}
          <div className="actions">
            <Button busy={logOut.busy} onClick={() => void onLogOut()}><Trans>Sign out</Trans></Button>
            <Button variant="secondary" onClick={() => host.close()}><Trans>Continue</Trans></Button>
          </div>
        </>
      )}
    </WidgetFrame>
  );
}

/** The session's net result in words, a loss or a win, with its amount (not "Net result -€108.50"). */
function NetResult({ amount, currency, money }: { amount: number; currency: string; money: (amount: number) => string }) {
  const kind = resultKind(amount, currency || 'EUR');
  return (
    <tr>
      <th scope="row" colSpan={3}>{kind === 'loss' ? <Trans>Net loss</Trans> : kind === 'win' ? <Trans>Net win</Trans> : <Trans>Net result</Trans>}</th>
      <td className="amount">{money(Math.abs(amount))}</td>
    </tr>
  );
}
