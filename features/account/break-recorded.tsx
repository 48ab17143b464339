import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../i18n/format.ts';
import { SupportSentence, useHost, type RecordedBreak } from '../toolkit/host/index.ts';

/**
 * What was recorded and until when, in the locale's date format, with the way to support. It takes focus when
 * it appears (the control the player used has gone with the sign-out), so it is read out at once.
 */
export function BreakRecorded({ recorded }: { recorded: RecordedBreak }) {
  const { i18n } = useLingui();
  const host = useHost();
  const here = recorded.element === host.element;
  const box = useRef<HTMLDivElement>(null);
  // After the frame's own first focus (a dialog's), which runs after this child's effect.
  useEffect(() => {
    if (!here) return;
    const frame = requestAnimationFrame(() => box.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [here]);
  const until = recorded.until === null ? null : formatDateTime(recorded.until, i18n.locale);
  let what;
  if (recorded.kind === 'block') {
    what = until ? <Trans>You are on a break until {until}.</Trans> : <Trans>You are on a break with no end date.</Trans>;
  } else {
    what = until ? <Trans>You have excluded yourself until {until}.</Trans> : <Trans>You have excluded yourself with no end date.</Trans>;
  }
  return (
    <div ref={box} className="notice success break-recorded" part="notice break-recorded" role="status" tabIndex={-1}>
      <div className="notice-text">
        <p className="notice-title">{what}</p>
        <div className="notice-message"><Trans>You have been signed out.</Trans> <SupportSentence /></div>
      </div>
    </div>
  );
}

