import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export { useNow } from './use-now.ts';

/** `1 day 02:03:04` (the days as `days` words them), or `02:03:04` under a day; never negative. */
export function formatDuration(ms: number, days: (count: number) => string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const wholeDays = Math.floor(total / 86_400);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return wholeDays > 0 ? `${days(wholeDays)} ${clock}` : clock;
}

/** A countdown to an instant; the time it shows is not announced every second (no live region). */
export function Countdown({ to, now }: { to: number; now: number }) {
  const { t } = useLingui();
  // The day unit goes through the catalog: "1d" is English shorthand a Finnish or Polish player would not read.
  const dayUnit = (days: number) => t`${plural(days, { one: '# day', other: '# days' })}`;
  return <time className="countdown" dateTime={new Date(to).toISOString()}>{formatDuration(to - now, dayUnit)}</time>;
}
