import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasOperation, isPlatformError, PlatformError, type Bonus } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { retryingImport } from '../toolkit/host/index.ts';
import { useWrite } from '../toolkit/query/index.ts';
import { BonusDescription } from './bonus-description.tsx';
import { useBonusContent } from './bonus-queries.ts';
import { unavailableReason, type Unavailable } from './eligibility.ts';

// The sanitizer (DOMPurify, the Trusted Types policy) loads when a bonus with html is shown, not with the deposit
// or the sign-up that embed this list: most of their first renders show no bonus. Until it is here, its name.
const SafeHtml = lazy(() => retryingImport(() => import('../../ui/safe-html.tsx')).then((module) => ({ default: module.SafeHtml })));

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
 * its sanitized html, a Claim toggle (aria-pressed; an offer that has ended, has not started or was refused is
 * disabled with its reason); Continue asks for a choice when there is none, and checks the choice with the platform (a 0 answer is
 * `invalid-bonus`) and Continue without a bonus skips it.
 */
export function BonusList({ bonuses, selected: initial = null, onSelect, onContinue }: BonusListProps) {
  const { t } = useLingui();
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const [now] = useState(() => Date.now());
  const reasonOf = (bonus: Bonus) => unavailableReason(bonus, now, refused);
  const [selected, setSelected] = useState<string | null>(
    initial && bonuses.some((bonus) => bonus.code === initial && !unavailableReason(bonus, now, refused)) ? initial : null,
  );
  // Continue with nothing chosen asks for a choice: it is not a second "Continue without a bonus".
  const [unchosen, setUnchosen] = useState(false);
  const reasons: Record<Unavailable, string> = {
    ended: t`This offer has ended.`,
    upcoming: t`This offer is not available yet.`,
    refused: t`You are not eligible for this offer.`,
  };
  // The offers being chosen from are not reloaded under the player: the triggered one is pre-claimed for the deposit.
  const trigger = useWrite({ invalidates: ['bonuses', 'withdraw-policy'] });
  // The content service's title, description and image where it has an entry for the bonus (else the backend's).
  const content = useBonusContent(bonuses.map((bonus) => bonus.code));

  const choose = (code: string) => {
    const next = selected === code ? null : code;
    setSelected(next);
    setUnchosen(false);
    trigger.clearNotice();
    onSelect?.(next);
  };

  const proceed = async () => {
    if (trigger.busy) return;
    if (!selected) {
      setUnchosen(true);
      return;
    }
    const accepted = await trigger.run(async (platform) => {
      if (!hasOperation(platform, 'triggerBonus')) return;
      try {
        await platform.triggerBonus(selected);
      } catch (error) {
        // The selector's own text for a refused code (spec 002 §8.3), not the bonus tab's "Invalid bonus".
        const refused = isPlatformError(error) && error.code === 'invalid-bonus';
        if (refused) {
          // The refused offer no longer looks claimable: it shows why, and the choice is open again.
          setRefused((codes) => new Set(codes).add(selected));
          setSelected(null);
          onSelect?.(null);
        }
        throw refused ? new PlatformError({ area: 'bonus-selector', code: 'invalid-bonus', cause: error }) : error;
      }
    });
    if (accepted) onContinue(selected);
  };

  return (
    <div className="bonus-selector" part="bonus-selector">
      <div className="bonus-notices">
        {trigger.notice && <Notice {...trigger.notice} onClear={trigger.clearNotice} />}
        {unchosen && !trigger.notice && (
          <Notice level="error" message={t`Choose a bonus to claim, or continue without a bonus.`} onClear={() => setUnchosen(false)} />
        )}
      </div>
      <ul className="bonuses" aria-label={t`Bonuses`}>
        {bonuses.map((bonus) => {
          const isSelected = selected === bonus.code;
          const nameId = `bonus-${bonus.id}`;
          const actionId = `bonus-${bonus.id}-action`;
          const reasonId = `bonus-${bonus.id}-reason`;
          const reason = reasonOf(bonus);
          const entry = content.get(bonus.code);
          const image = entry?.image?.url ?? bonus.assets?.image;
          return (
            <li key={bonus.id} className={isSelected ? 'bonus selected' : 'bonus'} part="bonus">
              {image ? (
                <img className="bonus-image" src={image} alt="" width="64" height="64" />
              ) : (
                <span className="bonus-image placeholder" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="32" height="32"><path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" /></svg>
                </span>
              )}
              {entry ? (
                <div className="bonus-text">
                  <p className="bonus-name" id={nameId}>{entry.title}</p>
                  {entry.description && <BonusDescription document={entry.description} className="bonus-description" />}
                  {reason && <p className="bonus-reason" id={reasonId}>{reasons[reason]}</p>}
                </div>
              ) : <div className="bonus-text" id={nameId}>
                {bonus.html ? (
                  <Suspense fallback={<p className="bonus-name">{bonus.name}</p>}><SafeHtml html={bonus.html} /></Suspense>
                ) : <p className="bonus-name">{bonus.name}</p>}
                {reason && <p className="bonus-reason" id={reasonId}>{reasons[reason]}</p>}
              </div>}
              <Button
                variant={isSelected ? 'primary' : 'secondary'}
                // One label; its state is aria-pressed, seen as the filled button with a check mark.
                aria-pressed={isSelected}
                // Named with its offer ("Claim 100% welcome bonus"): a list of "Claim" buttons says nothing apart.
                aria-labelledby={`${actionId} ${nameId}`}
                aria-describedby={reason ? reasonId : undefined}
                disabled={Boolean(reason)}
                onClick={() => choose(bonus.code)}
              >
                {isSelected && (
                  <svg className="bonus-check" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path d="M5 12l5 5 9-10" /></svg>
                )}
                <span id={actionId}><Trans>Claim</Trans></span>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <Button busy={trigger.busy} onClick={() => void proceed()}>
          <Trans>Continue</Trans>
        </Button>
        <Button variant="secondary" onClick={() => { setSelected(null); setUnchosen(false); onSelect?.(null); onContinue(null); }}>
          <Trans>Continue without a bonus</Trans>
        </Button>
      </div>
    </div>
  );
}
