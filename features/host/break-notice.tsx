import { useEffect, useRef } from 'react';
import { atom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../i18n/format.ts';
import { SUPPORT_PATH } from '../../i18n/errors.ts';
import { useHost } from './host-context.tsx';

/** A break or self-exclusion the platform has just recorded: what it was, and when it ends (null: no end). */
export interface RecordedBreak {
  readonly kind: 'block' | 'self-exclude';
  readonly until: number | null;
  /** The element the player took it in: the message takes focus there only. */
  readonly element: HTMLElement;
}

/**
 * Set when the platform has recorded a break, before the sign-out it brings: the widget that shows the signed-out
 * state (the account's sign-in) says what was recorded and until when, so the player is not left at a bare form.
 */
export const recordedBreakAtom = atom<RecordedBreak | null>(null);

/** The operator's support contact: `support-url`, else the catalogue's support path. */
export function useSupportUrl(): string {
  return useHost().supportUrl || SUPPORT_PATH;
}

function SupportSentence() {
  const href = useSupportUrl();
  return <Trans>If you need help, <a href={href}>contact support</a>.</Trans>;
}

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
    <div ref={box} className="notice success break-recorded" part="notice notice-success break-recorded" role="status" tabIndex={-1}>
      <div className="notice-text">
        <p className="notice-title">{what}</p>
        <div className="notice-message"><Trans>You have been signed out.</Trans> <SupportSentence /></div>
      </div>
    </div>
  );
}

/** Added to a refused sign-in of a blocked player: when the break ends, where the platform says, and the way to support. */
export function BlockedHelp({ until }: { until?: string | undefined }) {
  const { i18n } = useLingui();
  const date = until ? new Date(until) : null;
  const ends = date && !Number.isNaN(date.getTime()) ? formatDateTime(date, i18n.locale) : null;
  return (
    <>
      {ends && <><Trans>Your break ends on {ends}.</Trans> </>}<SupportSentence />
    </>
  );
}
