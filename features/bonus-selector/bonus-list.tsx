import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, isPlatformError, PlatformError, type Bonus } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { useErrorNotice, useHost } from '../host/index.ts';

export interface BonusListProps {
  bonuses: readonly Bonus[];
  /** A code chosen earlier (kept across a reload). */
  selected?: string | null;
  onSelect?(code: string | null): void;
  /** Called after the chosen bonus was accepted by the platform, or with null for no bonus. */
  onContinue(code: string | null): void;
}

/**
 * The bonus selector (spec 000 "Bonus selector"): each bonus with its image or a placeholder, its name or
 * its sanitized html, Claim / Selected; Continue checks the choice with the platform (a 0 answer is
 * `invalid-bonus`) and Continue without a bonus skips it.
 */
export function BonusList({ bonuses, selected: initial = null, onSelect, onContinue }: BonusListProps) {
  const host = useHost();
  const { t } = useLingui();
  const toNotice = useErrorNotice();
  const [selected, setSelected] = useState<string | null>(initial && bonuses.some((bonus) => bonus.code === initial) ? initial : null);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const choose = (code: string) => {
    const next = selected === code ? null : code;
    setSelected(next);
    setNotice(null);
    onSelect?.(next);
  };

  const proceed = async () => {
    if (inFlight.current) return;
    if (!selected) {
      onContinue(null);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const platform = await host.getPlatform();
      if (hasOperation(platform, 'triggerBonus')) await platform.triggerBonus(selected);
      onContinue(selected);
    } catch (error) {
      // The selector's own text for a refused code (spec 002 §8.3), not the bonus tab's "Invalid bonus".
      const refused = isPlatformError(error) && error.code === 'invalid-bonus';
      setNotice(toNotice(refused ? new PlatformError({ area: 'bonus-selector', code: 'invalid-bonus', cause: error }) : error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="bonus-selector" part="bonus-selector">
      <div className="bonus-notices">{notice && <Notice {...notice} onClear={() => setNotice(null)} />}</div>
      <ul className="bonuses" aria-label={t`Bonuses`}>
        {bonuses.map((bonus) => {
          const isSelected = selected === bonus.code;
          const nameId = `bonus-${bonus.id}`;
          return (
            <li key={bonus.id} className={isSelected ? 'bonus selected' : 'bonus'} part="bonus">
              {bonus.assets?.image ? (
                <img className="bonus-image" src={bonus.assets.image} alt="" width="64" height="64" />
              ) : (
                <span className="bonus-image placeholder" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="32" height="32"><path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" /></svg>
                </span>
              )}
              <div className="bonus-text" id={nameId}>
                {bonus.html ? <SafeHtml html={bonus.html} /> : <p className="bonus-name">{bonus.name}</p>}
              </div>
              <Button
                variant={isSelected ? 'primary' : 'secondary'}
                aria-pressed={isSelected}
                aria-describedby={nameId}
                onClick={() => choose(bonus.code)}
              >
                {isSelected ? <Trans>Selected</Trans> : <Trans>Claim</Trans>}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <Button busy={busy} onClick={() => void proceed()}>
          <Trans>Continue</Trans>
        </Button>
        <Button variant="secondary" onClick={() => { setSelected(null); onSelect?.(null); onContinue(null); }}>
          <Trans>Continue without a bonus</Trans>
        </Button>
      </div>
    </div>
  );
}
