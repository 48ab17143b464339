import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { preloadErrorNotice, useErrorNoticeLater, useHost, useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { usePlayer } from '../toolkit/player/index.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { breakEndsAt, PANIC_BREAK_HOURS } from './break-length.ts';
import { panicChoices } from './choice.ts';

export type SelfExcludeWidgetProps = CommonWidgetProps;

type Phase = 'choosing' | 'pausing' | 'paused';

/** How long "You chose to continue playing." stays under the inline buttons. */
const CONTINUED_MS = 5000;

/**
 * The panic button (spec 001 §2, §4; 002 §4.5): take a break (Pause, then signed out on every element and
 * tab) or continue playing (None). Opening sends Open. In a dialog, closing without a choice is None. Inline,
 * the button must be there for the next crisis: Escape does nothing, nothing but Continue records None, and
 * after Continue a short confirmation shows beside the buttons, which stay. The player is signed out only
 * once the platform has recorded Pause; until then it says the break is being recorded (a Pause that failed
 * for a transient reason is sent again by the call policy), and a Pause it did not record says so and offers Retry.
 */
export function SelfExcludeWidget(props: SelfExcludeWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  // The catalogue's texts come once the widget has painted (error-notice-later.ts): a break not recorded waits for them.
  const toNotice = useErrorNoticeLater();
  useEffect(preloadErrorNotice, []);
  const { signedIn } = usePlayer();
  // Inline, each Continue starts a new round: the next choice is recorded after an Open of its own.
  const [round, setRound] = useState(0);
  const [choices, setChoices] = useState(() => panicChoices(host.getPlatform));
  const [phase, setPhase] = useState<Phase>('choosing');
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [continued, setContinued] = useState(false);
  // The dialog reads its question (or its result) with its title; both say how long the break lasts and until when.
  const describedId = useId();
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const hours = PANIC_BREAK_HOURS;
  const until = formatDateTime(breakEndsAt(pausedAt ?? Date.now()).toISOString(), host.locale);

  useEffect(() => {
    if (signedIn && round === 0) void choices.opened();
  }, [choices, signedIn, round]);
  // A dialog closed without a choice (the close button, Escape, the backdrop, the back action): None.
  const modal = host.modal;
  useEffect(
    () => () => {
      if (modal && signedIn && !choices.chosen) void choices.choose('none').catch(() => undefined);
    },
    [choices, signedIn, modal],
  );
  useEffect(() => {
    if (!continued) return;
    const timer = setTimeout(() => setContinued(false), CONTINUED_MS);
    return () => clearTimeout(timer);
  }, [continued]);

  const carryOn = () => {
    if (signedIn) void choices.choose('none').catch((error: unknown) => console.warn('[casino-elements] the platform did not record the choice', error));
    if (modal) {
      host.close();
      return;
    }
    setNotice(null);
    setContinued(true);
    setRound((count) => count + 1);
    setChoices(panicChoices(host.getPlatform));
  };

  const takeBreak = async () => {
    if (choices.chosen || phase === 'pausing') return;
    setPhase('pausing');
    setPausedAt(Date.now());
    setNotice(null);
    setContinued(false);
    try {
      await choices.choose('pause');
    } catch (error) {
      // Not recorded: no break, so the player stays signed in and is told so, with Retry.
      const failure = (await toNotice())(error);
      setNotice({
        level: 'error',
        title: t`Your break was not recorded. You are still signed in.`,
        message: (
          <>
            {failure.message}{' '}
            <button type="button" className="button secondary notice-action" part="button button-secondary retry-button" onClick={() => void takeBreak()}>
              <Trans>Retry</Trans>
            </button>
          </>
        ),
      });
      setPhase('choosing');
      return;
    }
    await host.signOut('take-a-break');
    setPhase('paused');
  };

  return (
    <WidgetFrame {...frame} title={t`Take a break`} describedBy={(signedIn && (phase === 'choosing' || phase === 'pausing')) || phase === 'paused' ? describedId : undefined} notices={notice && <Notice {...notice} />}>
      <div className="self-exclude">
        {phase === 'paused' ? (
          <>
            <p id={describedId} role="status"><Trans>You are on a break until {until} and have been signed out. You can sign in again after that.</Trans></p>
            {host.modal && (
              <div className="actions"><Button onClick={() => host.close()}><Trans>Close</Trans></Button></div>
            )}
          </>
        ) : !signedIn ? (
          <Notice level="info" message={<Trans>Sign in to take a break from playing.</Trans>} />
        ) : (
          <>
            <p id={describedId}><Trans>Do you want to take a break from playing for {hours} hours, until {until}? You will be signed out at once, on this page and in your other tabs.</Trans></p>
            {/* Continue first: the dialog's focus lands on it, so a stray Enter never signs anyone out for a day. */}
            <div className="actions">
              <Button variant="secondary" aria-disabled={phase === 'pausing' || undefined} onClick={() => phase === 'choosing' && carryOn()}>
                <Trans>Continue playing</Trans>
              </Button>
              <Button busy={phase === 'pausing'} onClick={() => void takeBreak()}><Trans>Take a break</Trans></Button>
            </div>
          </>
        )}
        {/* In the page from the start, so what is put into it is announced: while the platform has not yet
            confirmed the Pause (the call policy sends it again for up to two minutes), that it is still being
            recorded; inline, after Continue, that the player chose to go on. */}
        {(!host.modal || phase !== 'paused') && (
          <p role="status" className="continued">
            {phase === 'pausing' ? <Trans>Recording your break…</Trans> : continued && phase === 'choosing' && !host.modal ? <Trans>You chose to continue playing.</Trans> : null}
          </p>
        )}
      </div>
    </WidgetFrame>
  );
}
