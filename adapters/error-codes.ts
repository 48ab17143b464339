// The platform's error code words and the key each gives: shared by the adapters, since the realtime
// platform's refusals carry the same words (the sandbox's router answers through the REST platform's
// handlers) where it carries any. A module of its own in the widget kit (rollup.config.mjs KIT), so neither
// adapter's chunk carries the table.
import type { ErrorCode } from './contract.ts';

/**
 * The REST platform's error `Code` → the key's code (spec 002 §8.2), exactly as
 * docs/rest-error-codes.md lists it; a unit test reads that page and compares.
 * `InvalidField` is not here: its key depends on `Details.Field` (see REST_INVALID_FIELDS).
 */
export const ERROR_CODE_WORDS = {
  IncorrectCredentials: 'incorrect-credentials',
  RateLimit: 'rate-limit',
  PlayerSelfBlocked: 'player-self-blocked',
  SelfExcluded: 'player-self-blocked',
  PlayerBlocked: 'blocked',
  PlayerTemporarilyBlocked: 'blocked',
  LoginPeriodBlock: 'blocked',
  GamblingIssues: 'blocked',
  LoginTimeBlocked: 'login-time-blocked',
  SessionLimitReached: 'login-time-blocked',
  Blacklisted: 'blacklisted',
  SpelPausValidationError: 'spel-paus-validation-error',
  PlayerExists: 'player-conflict',
  Duplicate: 'player-conflict',
  CountryNotAllowed: 'country-invalid',
  CountryNotExisting: 'country-invalid',
  JurisdictionMismatch: 'country-invalid',
  InvalidEmailDomain: 'invalid-email-domain',
  PhoneExists: 'phone-exists',
  RegionBlocked: 'region-blocked',
  WeakPassword: 'invalid-field-password',
  LinkExpired: 'link-expired',
  TokenExpired: 'link-expired',
  PlayerNotFound: 'player-not-found',
  AlreadyActivated: 'already-activated',
  IncorrectCode: 'incorrect-code',
  InvalidCode: 'incorrect-code',
  InvalidFileType: 'invalid-file-type',
  InvalidResetToken: 'invalid-reset-pw-token',
  InvalidBonus: 'invalid-bonus',
  OptinNotRequired: 'optin-not-required',
  AlreadyOptin: 'already-optin',
  OptinNotAllowed: 'optin-not-allowed',
  TournamentNotFound: 'tournament-not-found',
  LimitLocked: 'limit-locked',
  CaptchaInvalid: 'captcha-required',
  SessionExpired: 'session-expired',
  Maintenance: 'maintenance',
} as const satisfies Record<string, ErrorCode>;
