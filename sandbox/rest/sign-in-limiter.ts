// Guessing passwords is slowed down per login: 5 failures within 5 sandbox-minutes lock that
// login for 5 minutes, whatever password comes next. The sandbox clock drives it, so tests can
// skip the wait by advancing the clock.
import { MINUTE_MS } from '../clock.ts';
import { ApiError } from '../http.ts';
import type { SandboxState } from '../state.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * MINUTE_MS;
export const LOCK_MS = 5 * MINUTE_MS;

/** Throws RateLimit while the login is locked; forgets a lock that has run out. */
export function assertNotLocked(state: SandboxState, key: string, nowMs: number): void {
  const attempts = state.signInAttempts.get(key);
  if (!attempts?.lockedUntilMs) return;
  if (nowMs >= attempts.lockedUntilMs) {
    state.signInAttempts.delete(key);
    return;
  }
  // The seconds left, so a client that honours Retry-After comes back just when it may (300 at first).
  const seconds = Math.max(1, Math.ceil((attempts.lockedUntilMs - nowMs) / 1000));
  throw new ApiError(429, 'RateLimit', 'Too many failed sign-in attempts. Try again later.', undefined, {
    'Retry-After': String(seconds),
  });
}

export function recordFailure(state: SandboxState, key: string, nowMs: number): void {
  const attempts = state.signInAttempts.get(key) ?? { failuresMs: [], lockedUntilMs: null };
  attempts.failuresMs = [...attempts.failuresMs.filter((at) => nowMs - at < FAILURE_WINDOW_MS), nowMs];
  if (attempts.failuresMs.length >= MAX_FAILURES) {
    attempts.lockedUntilMs = nowMs + LOCK_MS;
    attempts.failuresMs = [];
  }
  state.signInAttempts.set(key, attempts);
}

export function recordSuccess(state: SandboxState, key: string): void {
  state.signInAttempts.delete(key);
}
