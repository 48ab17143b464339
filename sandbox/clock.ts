// Sandbox time is real time plus an offset, so tests can jump over cool-downs and expiries
// without waiting, while time still flows between two requests as it does in production.
export interface Clock {
  now(): Date;
  nowMs(): number;
  readonly offsetMs: number;
  advance(ms: number): void;
  set(instant: Date): void;
  reset(): void;
}

export function createClock(realNow: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(realNow() + offsetMs),
    nowMs: () => realNow() + offsetMs,
    get offsetMs() {
      return offsetMs;
    },
    advance(ms) {
      offsetMs += ms;
    },
    set(instant) {
      offsetMs = instant.getTime() - realNow();
    },
    reset() {
      offsetMs = 0;
    },
  };
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
