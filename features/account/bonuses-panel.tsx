import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, type Bonus, type BonusContent } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Countdown, useNow } from '../../ui/countdown.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { formatDateTime, formatMoney, formatPercent } from '../../i18n/format.ts';
import { BONUS_CHANGES, BonusDescription, useBonusContent } from '../bonus-selector/index.ts';
import { useHost } from '../toolkit/host/index.ts';
import { useQuery, useWrite } from '../toolkit/query/index.ts';
import {
  BONUS_FILTERS, BONUS_STATUS_LABELS, BONUS_TYPE_LABELS, bonusActions, bonusCountdown, displayStatus, filterBonuses,
  resolveBonusFilter, wageringProgress, type BonusFilter,
} from './bonus-rules.ts';

export { BONUSES_STYLES } from './bonuses-styles.ts';

/** The bonus list (spec 000 "Bonus list", "Bonus statuses and actions"); every action invalidates it everywhere. */
export function BonusesPanel() {
  const host = useHost();
  const { i18n, t } = useLingui();
  const [filter, setFilter] = useState<BonusFilter>('current');
  const [success, setSuccess] = useState<NoticeData | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const write = useWrite({ invalidates: BONUS_CHANGES });
  const now = useNow(1000);
  const load = useQuery(['bonuses'], (platform) => (hasOperation(platform, 'getBonuses') ? platform.getBonuses() : Promise.resolve([])));
  const canDeposit = host.canOpen('deposit');
  const notice = write.notice ?? success;

  const act = async (operation: 'claimBonus' | 'cancelBonus', bonus: Bonus, message: string) => {
    setSuccess(null);
    const done = await write.run((platform) => requireOperation(platform, operation)(bonus.id));
    setConfirming(null);
    if (done) setSuccess({ level: 'success', message });
    // A refused action may mean the list is out of date: read it again (a success invalidates it anyway).
    else load.reload();
  };
  const claim = (bonus: Bonus) => act('claimBonus', bonus, t`Bonus code successfully triggered`);
  const cancel = (bonus: Bonus) => act('cancelBonus', bonus, t`Bonus canceled`);

  const list = load.data ? filterBonuses(load.data, filter) : null;
  // The content service's texts for every bonus listed (one read, whatever the filter), in the tab's language.
  const content = useBonusContent(load.data?.map((bonus) => bonus.code) ?? []);

  return (
    <div className="bonuses">
      <SelectField
        label={t`Status`}
        name="bonus-status"
        value={filter}
        options={Object.entries(BONUS_FILTERS).map(([value, row]) => ({ value, label: i18n._(row.label) }))}
        onChange={(event) => {
          setFilter(resolveBonusFilter(event.target.value));
          setConfirming(null);
          // Asked again on every filter change: the platform's clock decides what has expired.
          load.reload();
        }}
      />
      {notice && <Notice {...notice} onClear={() => (write.notice ? write.clearNotice() : setSuccess(null))} />}
      {load.status === 'failed' ? (
        // The spec treats a list that cannot be loaded as empty; Try again is the way on.
        <div className="panel-state">
          <p className="empty"><Trans>No bonuses</Trans></p>
          <Button variant="secondary" onClick={load.reload}><Trans>Try again</Trans></Button>
        </div>
      ) : list === null ? (
        <p className="loading" role="status"><Trans>Loading bonuses…</Trans></p>
      ) : list.length === 0 ? (
        <p className="empty"><Trans>No bonuses</Trans></p>
      ) : (
        <ul className="bonus-list" aria-busy={load.status === 'loading' || undefined}>
          {list.map((bonus) => (
            <BonusCard
              key={bonus.id}
              bonus={bonus}
              content={content.get(bonus.code)}
              now={now}
              busy={write.busy}
              canDeposit={canDeposit}
              confirming={confirming === bonus.id}
              onClaim={() => void claim(bonus)}
              onDeposit={() => host.open('deposit', { bonusCode: bonus.code })}
              onCancel={() => setConfirming(bonus.id)}
              onConfirmCancel={() => void cancel(bonus)}
              onKeep={() => setConfirming(null)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

interface CardProps {
  bonus: Bonus;
  /** The content service's texts for it, shown instead of the platform's. */
  content: BonusContent | undefined;
  now: number;
  busy: boolean;
  canDeposit: boolean;
  confirming: boolean;
  onClaim: () => void;
  onDeposit: () => void;
  onCancel: () => void;
  onConfirmCancel: () => void;
  onKeep: () => void;
}

function BonusCard({ bonus, content, now, busy, canDeposit, confirming, onClaim, onDeposit, onCancel, onConfirmCancel, onKeep }: CardProps) {
  const host = useHost();
  const { i18n, t } = useLingui();
  const status = displayStatus(bonus, now);
  const actions = bonusActions(bonus, now);
  const countdown = bonusCountdown(bonus, now);
  const progress = wageringProgress(bonus);
  const name = content?.title || bonus.name || bonus.code || t`Bonus`;
  const amount = bonus.amount === undefined
    ? null
    : bonus.type === 'freespins'
      ? t`${plural(bonus.amount, { one: '# free spin', other: '# free spins' })}`
      : formatMoney(bonus.amount, bonus.currency, host.locale);

  return (
    <li className={`bonus status-${status}`} part="bonus">
      <article aria-label={name}>
        <div className="bonus-head">
          {bonus.html && !content ? <SafeHtml html={bonus.html} className="bonus-html" /> : <h3 className="bonus-name">{name}</h3>}
          <span className={`badge status-${status}`}>{i18n._(BONUS_STATUS_LABELS[status])}</span>
        </div>
        {content?.description ? (
          <BonusDescription document={content.description} className="bonus-description" />
        ) : bonus.description && <p className="bonus-description">{bonus.description}</p>}
        <dl className="bonus-facts">
          <div><dt><Trans>Type</Trans></dt><dd>{i18n._(BONUS_TYPE_LABELS[bonus.type])}</dd></div>
          {amount && <div><dt><Trans>Amount</Trans></dt><dd>{amount}</dd></div>}
          {bonus.type === 'freespins' && bonus.amountRemaining !== undefined && (
            <div><dt><Trans>Spins left</Trans></dt><dd>{bonus.amountRemaining}</dd></div>
          )}
          <div><dt><Trans>Currency</Trans></dt><dd>{bonus.currency}</dd></div>
          {bonus.startTime && <div><dt><Trans>Starts</Trans></dt><dd><time dateTime={bonus.startTime}>{formatDateTime(bonus.startTime, host.locale)}</time></dd></div>}
          {bonus.endTime && <div><dt><Trans>Ends</Trans></dt><dd><time dateTime={bonus.endTime}>{formatDateTime(bonus.endTime, host.locale)}</time></dd></div>}
          {bonus.code && <div><dt><Trans>Code</Trans></dt><dd>{bonus.code}</dd></div>}
        </dl>
        {progress !== undefined && (
          <div className="wagering">
            <span><Trans>Wagering</Trans> {formatPercent(Math.floor(progress), host.locale)}</span>
            <progress max={100} value={progress} aria-label={t`Wagering progress`} />
          </div>
        )}
        {countdown && (
          <p className="bonus-countdown">
            {countdown.kind === 'starts' ? <Trans>Starts in</Trans> : <Trans>Ends in</Trans>} <Countdown to={countdown.at} now={now} />
          </p>
        )}
        {confirming ? (
          <div className="confirm" role="group" aria-label={t`Cancel ${name}?`}>
            <p><Trans>Cancel this bonus? Its bonus money and winnings from it will be lost.</Trans></p>
            <div className="actions">
              <Button busy={busy} onClick={onConfirmCancel}><Trans>Yes, cancel the bonus</Trans></Button>
              <Button variant="secondary" onClick={onKeep}><Trans>Keep the bonus</Trans></Button>
            </div>
          </div>
        ) : (
          (actions.claim || (actions.deposit && canDeposit) || actions.cancel) && (
            <div className="actions">
              {actions.claim && <Button busy={busy} onClick={onClaim}><Trans>Claim</Trans></Button>}
              {actions.deposit && canDeposit && <Button busy={busy} onClick={onDeposit}><Trans>Deposit with bonus</Trans></Button>}
              {actions.cancel && <Button variant="secondary" busy={busy} onClick={onCancel}><Trans>Cancel bonus</Trans></Button>}
            </div>
          )
        )}
      </article>
    </li>
  );
}
