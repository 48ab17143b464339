import { type ErrorArea, type ErrorCode, PlatformError } from '../contract.ts';
import { ERROR_CODE_WORDS } from '../error-codes.ts';
import { networkError } from '../errors.ts';
import { WampCallError, WampTransportError } from './connection.ts';

/** The ERROR URI of a call refused for the request quota: the player must solve a captcha first. */
export const QUOTA_EXHAUSTED = 'wamp.quota_exhausted';

/**
 * Error code words (the sandbox's `kwargs.code`, the REST platform's names for the same refusals) → the key's code
 * (spec 002 §8.2), plus the realtime platform's own word for a call made without a session. The real platform
 * sends no code: its texts are matched below, anything else is `unknown-error`.
 */
export const REALTIME_ERROR_CODES = {
  ...ERROR_CODE_WORDS,
  NotLoggedIn: 'session-expired',
} as const satisfies Record<string, ErrorCode>;

/** The platform's own texts (reference §1.2) for refusals that have a key. */
const DESCRIPTIONS: ReadonlyArray<readonly [RegExp, ErrorCode]> = [
  [/^the login failed/i, 'incorrect-credentials'],
  [/user is not logged in|must be logged in/i, 'session-expired'],
  [/let us know that you are a human/i, 'captcha-required'],
];

function codeOf(kwargs: Readonly<Record<string, unknown>>, desc: string): ErrorCode {
  const word = kwargs['code'];
  if (typeof word === 'string' && Object.hasOwn(REALTIME_ERROR_CODES, word)) return REALTIME_ERROR_CODES[word as keyof typeof REALTIME_ERROR_CODES];
  return DESCRIPTIONS.find(([pattern]) => pattern.test(desc))?.[1] ?? 'unknown-error';
}

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** What a failed call rejects with: the router's ERROR by its code or text, no answer as network-error. */
export function realtimeError(area: ErrorArea, error: unknown): PlatformError {
  if (error instanceof WampTransportError) return networkError(area, error, error.message);
  if (!(error instanceof WampCallError)) {
    return new PlatformError({ area, code: 'unknown-error', message: String(error), cause: error });
  }
  const desc = typeof error.kwargs['desc'] === 'string' ? error.kwargs['desc'].trim() : '';
  const code = error.uri === 'wamp.error.no_such_procedure' ? 'not-implemented' : codeOf(error.kwargs, desc);
  const retryAfterSeconds = numberOf(error.kwargs['retryAfter'] ?? error.kwargs['retryAfterSeconds']);
  return new PlatformError({
    area,
    code,
    message: desc ? `${error.procedure}: ${desc}` : `${error.procedure}: ${error.uri}`,
    ...(desc ? { platformMessage: desc } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    details: { uri: error.uri, ...(typeof error.kwargs['code'] === 'string' ? { code: error.kwargs['code'] } : {}) },
    cause: error,
  });
}
