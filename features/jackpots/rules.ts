// The jackpots' rules: which currency they are shown in, how often they are read again, and the count-up.

/** How often the amounts are read again while the element is in view, unless the operator says (seconds). */
export const DEFAULT_REFRESH_SECONDS = 60;
/** No faster than this, whatever the attribute says: a page of tickers must not flood the platform. */
export const MIN_REFRESH_SECONDS = 5;
/** How long a count-up from one amount to the next takes. */
export const COUNT_UP_MS = 1500;

/** The refresh interval in milliseconds for the element's `refresh-seconds` (absent, zero or nonsense: the default). */
export function refreshIntervalMs(seconds: number | undefined): number {
  const wanted = seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_REFRESH_SECONDS;
  return Math.max(MIN_REFRESH_SECONDS, wanted) * 1000;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * The currency the amounts are asked in: the signed-in player's, else the page's (the element's `currency`),
 * else none (the platform's own). Anything that is not an ISO 4217 code is ignored.
 */
export function jackpotCurrency(playerCurrency: string | null | undefined, pageCurrency: string | null | undefined): string | undefined {
  for (const code of [playerCurrency, pageCurrency]) {
    const trimmed = code?.trim() ?? '';
    if (CURRENCY_CODE.test(trimmed)) return trimmed.toUpperCase();
  }
  return undefined;
}

/**
 * The amount shown `elapsedMs` into a count-up from `from` to `to` (ease-out, so it slows as it arrives): an
 * amount that went down (a jackpot was won) is shown at once, as is any amount once the time is up.
 */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  if (to <= from || elapsedMs >= durationMs || durationMs <= 0) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return from + (to - from) * eased;
}
