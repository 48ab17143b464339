import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` (countdowns update every second: spec 000 section 9). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** `1d 02:03:04`, or `02:03:04` under a day; never negative. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A countdown to an instant; the time it shows is not announced every second (no live region). */
export function Countdown({ to, now }: { to: number; now: number }) {
  return <time className="countdown" dateTime={new Date(to).toISOString()}>{formatDuration(to - now)}</time>;
}
