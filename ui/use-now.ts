import { useEffect, useState } from 'react';

// Apart from the countdown (countdown.tsx): the get-started counts down to a code's expiry with it alone, so that
// its first render, and the sign-up's that shares its parts of the kit, do not load the countdown's formats.

/** The current time, updated every `intervalMs` (countdowns update every second: spec 000 section 9). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
