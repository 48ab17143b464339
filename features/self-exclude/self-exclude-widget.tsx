import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useErrorNotice, useHost, useWidgetFrame, type CommonWidgetProps } from '../host/index.ts';
import { usePlayer } from '../player/index.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { breakEndsAt, PANIC_BREAK_HOURS } from './break-length.ts';
import { panicChoices } from './choice.ts';

export type SelfExcludeWidgetProps = CommonWidgetProps;

type Phase = 'choosing' | 'pausing' | 'paused' | 'continued';

/**
 * The panic button (spec 001 §2, §4): take a break (Pause, then signed out on every element and tab) or
 * continue playing (None). Opening sends Open; closing without a choice, or Escape, is None.
 */
export function SelfExcludeWidget(props: SelfExcludeWidgetProps) {
  const frame = useWidgetFrame(props);
  const host = useHost();
  const { t } = useLingui();
  const toNotice = useErrorNotice();
  const { signedIn } = usePlayer();
  const choices = useMemo(() => panicChoices(host.getPlatform), [host.getPlatform]);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [notice, setNotice] = useState<NoticeData | null>(null);
  // The dialog reads its question (or its result) with its title; both say how long the break lasts and until when.
  const describedId = useId();
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const hours = PANIC_BREAK_HOURS;
  const until = formatDateTime(breakEndsAt(pausedAt ?? Date.now()).toISOString(), host.locale);

  useEffect(() => {
    if (signedIn) void choices.opened();
  }, [choices, signedIn]);
  // Closed without a choice (the close button, Escape, the backdrop, the back action, the page taking it away): None.
  useEffect(
    () => () => {
      if (signedIn && !choices.chosen) void choices.choose('none').catch(() => undefined);
    },
    [choices, signedIn],
  );

  const carryOn = () => {
    if (signedIn) void choices.choose('none').catch((error: unknown) => console.warn('[casino-elements] the platform did not record the choice', error));
    setPhase('continued');
    host.close();
  };

  const takeBreak = async () => {
    if (choices.chosen) return;
    setPhase('pausing');
    setPausedAt(Date.now());
    try {
      await choices.choose('pause');
    } catch (error) {
      // The player asked to stop: they are signed out here whatever the platform answered.
      setNotice(toNotice(error));
    }
    await host.signOut('take-a-break');
    setPhase('paused');
  };

  // In a modal the overlay closes on Escape (None follows); inline, Escape is Continue.
  const carryOnRef = useRef(carryOn);
  carryOnRef.current = carryOn;
  useEffect(() => {
    if (host.modal || phase !== 'choosing') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') carryOnRef.current();
    };
    host.element.addEventListener('keydown', onKeyDown);
    return () => host.element.removeEventListener('keydown', onKeyDown);
  }, [host, phase]);

  return (
    <WidgetFrame {...frame} title={t`Take a break`} describedBy={(signedIn && (phase === 'choosing' || phase === 'pausing')) || phase === 'paused' ? describedId : undefined} notices={notice && <Notice {...notice} onClear={() => setNotice(null)} />}>
      <div className="self-exclude">
        {phase === 'continued' ? (
          <p role="status"><Trans>You chose to continue playing.</Trans></p>
        ) : phase === 'paused' ? (
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
      </div>
    </WidgetFrame>
  );
}
