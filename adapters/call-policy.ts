// The one call policy of every adapter, whatever carries its calls (HTTP, a WAMP router, an HTTP API beside
// it): a time-out on every call; reads retried at most 3 times on a transient failure, with jittered back-off,
// never sooner than the server's Retry-After; writes never retried, and each carrying one idempotency key;
// but a write that protects the player (PROTECTIVE_WRITES in operations.ts) sent again with that same key
// until the platform confirms or refuses it, for at most PROTECTIVE_RETRY_MS.
// The transport says what an attempt answered and whether it was transient; this module decides what happens
// next. It holds the library's only retry loop.
import type { OperationName } from './contract.ts';
import { isProtectiveWrite, isWriteOperation } from './operation-writes.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_BASE_DELAY_MS = 250;
/** The longest wait before a retry: beyond it the player is better served by an error to act on. */
export const MAX_RETRY_WAIT_MS = 30_000;
/**
 * How long a write that protects the player (a break, a block, a self-exclusion, a limit) keeps being sent
 * again after transient failures before the player is told it was not recorded.
 */
export const PROTECTIVE_RETRY_MS = 120_000;

/**
 * HTTP answers a later try may not meet. 409 is not here (ofetch retries it): on these platforms it means a
 * conflict such as PlayerExists, which a retry cannot change.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);

/** The policy's settings in a platform's configuration (every member of PlatformConfig has them). */
export interface PolicySettings {
  timeoutMs?: number | undefined;
  retries?: number | undefined;
  retryBaseDelayMs?: number | undefined;
}

/** What one attempt gave: its outcome, whether a later try may fare better, and how long the server asked to wait. */
export interface Attempted<T> {
  outcome: T;
  transient: boolean;
  retryAfterMs?: number | undefined;
}

/** What every attempt of one call gets. */
export interface AttemptContext {
  /** The time-out of this attempt. */
  timeoutMs: number;
  /** A write's key, the same on every sending of the same write; undefined for a read. */
  idempotencyKey: string | undefined;
  /** 0 for the first attempt. */
  retry: number;
}

function nonNegativeInteger(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/** The time-out of every call under these settings. */
export function timeoutOf(settings: PolicySettings): number {
  return nonNegativeInteger(settings.timeoutMs, DEFAULT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
}

/** `Retry-After` in milliseconds from now: delta-seconds or an HTTP date; undefined when absent or invalid. */
export function parseRetryAfter(value: string | number | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value * 1000 : undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month; Date.parse alone would take "-5" for a year.
  if (!/[A-Za-z]{3}/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/**
 * The wait before retry number `retry` (0-based): exponential back-off with equal jitter, so clients
 * that failed together do not come back together; never shorter than the server's `Retry-After`.
 * Null: the server asks for longer than `maxWaitMs` (MAX_RETRY_WAIT_MS unless told), so do not retry.
 */
export function retryDelayMs(
  retry: number,
  retryAfterMs: number | undefined,
  baseMs: number,
  random: () => number = Math.random,
  maxWaitMs: number = MAX_RETRY_WAIT_MS,
): number | null {
  if (retryAfterMs !== undefined && retryAfterMs > maxWaitMs) return null;
  const ceiling = baseMs * 2 ** retry;
  const backoff = Math.min(MAX_RETRY_WAIT_MS, ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(retryAfterMs ?? 0, backoff);
}

/**
 * A fresh key for one logical write. `randomUUID` needs a secure context; an http page elsewhere than
 * localhost gets 128 random bits in hex instead.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The policy's sense of time and chance; tests give their own. */
export interface PolicyClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  random(): number;
}

const REAL_CLOCK: PolicyClock = { now: () => Date.now(), sleep, random: () => Math.random() };

/**
 * One call of an operation under the policy: `attempt` is tried once, and again while it says its failure
 * was transient: a read at most `retries` times; a write that protects the player (PROTECTIVE_WRITES) with
 * the same idempotency key until an attempt is not transient (the platform confirmed or refused it) or
 * PROTECTIVE_RETRY_MS have gone by; any other write never. The last outcome is returned as it is: the
 * transport turns it into an answer or a PlatformError. `idempotencyKey`: the key of a write being sent
 * again (after its session was read afresh); a write gets a new one otherwise.
 */
export async function withCallPolicy<T>(
  operation: OperationName,
  settings: PolicySettings,
  attempt: (context: AttemptContext) => Promise<Attempted<T>>,
  idempotencyKey?: string,
  clock: PolicyClock = REAL_CLOCK,
): Promise<T> {
  const write = isWriteOperation(operation);
  // A break, a block or a limit the player asked for must not be lost to a dropped connection: sent
  // again with its key, the platform does it once (or answers the repeat with its first answer).
  const protective = write && isProtectiveWrite(operation);
  const timeoutMs = timeoutOf(settings);
  // Otherwise only reads are retried: a write that got no answer may have been done, and doing it twice
  // (a sign-up, a payment, an SMS) is worse than asking the player.
  const retries = protective ? Number.POSITIVE_INFINITY : write ? 0 : nonNegativeInteger(settings.retries, DEFAULT_RETRIES);
  const baseMs = nonNegativeInteger(settings.retryBaseDelayMs, DEFAULT_RETRY_BASE_DELAY_MS);
  const key = write ? (idempotencyKey ?? newIdempotencyKey()) : undefined;
  const started = clock.now();
  for (let retry = 0; ; retry += 1) {
    const result = await attempt({ timeoutMs, idempotencyKey: key, retry });
    if (!result.transient || retry >= retries) return result.outcome;
    const left = PROTECTIVE_RETRY_MS - (clock.now() - started);
    const delay = retryDelayMs(retry, result.retryAfterMs, baseMs, () => clock.random(), protective ? left : MAX_RETRY_WAIT_MS);
    if (delay === null || (protective && delay >= left)) return result.outcome;
    await clock.sleep(delay);
  }
}
