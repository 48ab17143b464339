import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../i18n/format.ts';
import { SUPPORT_PATH } from '../../../i18n/support-path.ts';
import { useHost } from './host-context.tsx';

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
