// Part of the platform contract (adapters/contract.ts, its one entry): The error every operation rejects with: its area, its code, and the key the catalogue knows it by.
import { hasPlatformErrorMark, PLATFORM_ERROR } from './error-brand.ts';

/** The group of the error catalogue a key belongs to: the operation's area. */
export type ErrorArea =
  | 'sign-in'
  | 'sign-up'
  | 'sign-out'
  | 'activate'
  | 'reset-password'
  | 'player'
  | 'terms'
  | 'content'
  | 'bonus'
  | 'bonus-selector'
  | 'inbox'
  | 'history'
  | 'subscriptions'
  | 'unsubscribe'
  | 'responsible-gaming'
  | 'kyc'
  | 'source-of-wealth'
  | 'cashier'
  | 'game'
  | 'tournament';

/** The code part of a key (spec 002 §8.2 plus our session-expired and network-error). */
export type ErrorCode =
  | 'incorrect-credentials'
  | 'rate-limit'
  | 'player-self-blocked'
  | 'blocked'
  | 'login-time-blocked'
  | 'blacklisted'
  | 'spel-paus-validation-error'
  | 'player-conflict'
  | 'country-invalid'
  | 'invalid-email-domain'
  | 'phone-exists'
  | 'region-blocked'
  | `invalid-field-${string}`
  | 'link-expired'
  | 'player-not-found'
  | 'already-activated'
  | 'incorrect-code'
  | 'invalid-reset-pw-token'
  | 'invalid-file-type'
  | 'invalid-bonus'
  | 'optin-not-required'
  | 'already-optin'
  | 'optin-not-allowed'
  | 'tournament-not-found'
  | 'limit-locked'
  /** The call needs a completed captcha and got none, or a spent or expired token ("Let us know that you are a human."). */
  | 'captcha-required'
  | 'not-implemented'
  /** The page's configuration lacks an option the call needs (the cashier's merchant-id): for the integrator to fix. */
  | 'not-configured'
  | 'session-expired'
  /** The platform is down for maintenance: try again later. */
  | 'maintenance'
  | 'network-error'
  | 'unknown-error';

/** `area.code`, the key the error catalogue resolves, for example `sign-in.incorrect-credentials`. */
export type ErrorKey = `${ErrorArea}.${ErrorCode}`;

export interface PlatformErrorInit {
  area: ErrorArea;
  code: ErrorCode;
  /** For developers and logs only; players see the catalogue's text for the key. */
  message?: string;
  status?: number;
  details?: Readonly<Record<string, string>>;
  retryAfterSeconds?: number;
  /**
   * The platform's own text for players, where it sends one (the realtime platform's `desc`): shown as is when
   * the key has no message of its own (`unknown-error`), so a refusal the catalogue cannot name still reads right.
   */
  platformMessage?: string;
  cause?: unknown;
}

/** The most of a platform's own text a player is shown (a realtime `desc` can be megabytes: it froze the tab). */
export const PLATFORM_TEXT_MAX_LENGTH = 300;
/** The most of an error's message (for developers and logs, which may quote a platform's text) that is kept. */
const MESSAGE_MAX_LENGTH = 1000;

/**
 * A platform's text as plain, short text: markup, control and bidirectional-override characters removed,
 * white space collapsed, cut at `max` characters with an ellipsis. Only the first part of a long text is read.
 */
export function platformText(text: string, max = PLATFORM_TEXT_MAX_LENGTH): string {
  const plain = text
    .slice(0, max * 4)
    .replace(/<[^>]*>?/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max || text.length > max * 4 ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** The only error a `Platform` method rejects with. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  /** `area.code`, the catalogue key. */
  readonly key: ErrorKey;
  readonly area: ErrorArea;
  readonly code: ErrorCode;
  /** The HTTP status, when the platform answered over HTTP. */
  readonly status?: number;
  /** The provider's details (for example the invalid field). */
  readonly details?: Readonly<Record<string, string>>;
  /** How long the platform asks to wait before trying again (rate limits). */
  readonly retryAfterSeconds?: number;
  /** The platform's own text for players (see PlatformErrorInit). */
  readonly platformMessage?: string;

  constructor(init: PlatformErrorInit) {
    const key: ErrorKey = `${init.area}.${init.code}`;
    // What a platform said is kept short wherever it goes (notices, casino-error, logs).
    const message = init.message ?? key;
    super(message.length > MESSAGE_MAX_LENGTH ? `${message.slice(0, MESSAGE_MAX_LENGTH)}…` : message, init.cause === undefined ? undefined : { cause: init.cause });
    // Not a class field: a symbol-keyed member would leak a private name into the published typings.
    Object.defineProperty(this, PLATFORM_ERROR, { value: true });
    this.key = key;
    this.area = init.area;
    this.code = init.code;
    if (init.status !== undefined) this.status = init.status;
    if (init.details !== undefined) this.details = init.details;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    const shown = init.platformMessage ? platformText(init.platformMessage) : '';
    if (shown) this.platformMessage = shown;
  }
}

/** True for a `PlatformError` (from any copy of the library), optionally with the given key. */
export function isPlatformError(error: unknown, key?: ErrorKey): error is PlatformError {
  return hasPlatformErrorMark(error) && (key === undefined || error.key === key);
}
