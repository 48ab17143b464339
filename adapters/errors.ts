import { type ErrorArea, type OperationName, type ErrorCode, type ErrorKey, PlatformError, type PlatformErrorInit, isPlatformError } from './contract.ts';
import * as v from 'valibot';
import { OPERATION_AREAS } from './operations.ts';

/** The catalogue key of an area and code. */
export function errorKey(area: ErrorArea, code: ErrorCode): ErrorKey {
  return `${area}.${code}`;
}

/** A `PlatformError` for an area and code. */
export function platformError(area: ErrorArea, code: ErrorCode, init: Omit<PlatformErrorInit, 'area' | 'code'> = {}): PlatformError {
  return new PlatformError({ ...init, area, code });
}

/** The platform gave no answer: a network failure, a time-out or an abort. The player may retry. */
export function networkError(area: ErrorArea, cause?: unknown, message = 'The platform did not answer.'): PlatformError {
  return new PlatformError({ area, code: 'network-error', message, cause });
}

/** An answer we cannot use: an unknown error code, a malformed or unexpected body, a bug. */
export function unknownError(
  area: ErrorArea,
  init: Omit<PlatformErrorInit, 'area' | 'code'> = {},
): PlatformError {
  return new PlatformError({ message: 'The platform gave an answer that cannot be used.', ...init, area, code: 'unknown-error' });
}

/**
 * Where an answer departs from its schema and what was expected there (` at Balance.Amount: expected number`), for
 * the message of its `unknownError`: neither the issues nor their messages, which quote the values, and an answer
 * holds session ids and personal data. Empty without an issue.
 */
export function shapeMismatch(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return '';
  const path = v.getDotPath(issue);
  return `${path ? ` at ${path}` : ''}: expected ${issue.expected ?? issue.type}`;
}

/** The session is missing or no longer accepted; the adapter has cleared it. */
export function sessionExpiredError(area: ErrorArea, init: Omit<PlatformErrorInit, 'area' | 'code'> = {}): PlatformError {
  return new PlatformError({ message: 'The session has expired.', ...init, area, code: 'session-expired' });
}

/** The contract's promise: whatever went wrong, a caller gets a `PlatformError` of the area. */
export function toPlatformError(error: unknown, area: ErrorArea): PlatformError {
  return isPlatformError(error) ? error : unknownError(area, { cause: error, message: String(error) });
}

/**
 * An operation that keeps the contract's promise: it rejects only with a `PlatformError` of its area,
 * even when a mapping has a bug. Every adapter wraps its methods in it.
 */
export function guard<TArgs extends unknown[], TResult>(
  operation: OperationName,
  run: (...args: TArgs) => Promise<TResult>,
): (...args: TArgs) => Promise<TResult> {
  const area = OPERATION_AREAS[operation];
  return async (...args) => {
    try {
      return await run(...args);
    } catch (error) {
      throw toPlatformError(error, area);
    }
  };
}
