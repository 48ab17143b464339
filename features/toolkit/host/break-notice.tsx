import { atom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/format.ts';
import { SUPPORT_PATH } from '../../../i18n/support-path.ts';
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

export function SupportSentence() {
  const href = useSupportUrl();
  return <Trans>If you need help, <a href={href}>contact support</a>.</Trans>;
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
