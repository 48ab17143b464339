import type { OperationName } from '../contract.ts';

/**
 * What a failed call keeps as its error's `cause`: enough to find the call in a log, nothing a log must
 * not hold. The request itself (the session header, a body with a password, a token in the query) and
 * the answer's text never go into an error: widgets log errors, and pages forward them to trackers.
 */
export interface CallSummary {
  readonly operation: OperationName;
  readonly method: string;
  /** The path below the API's base, without query or fragment. */
  readonly path: string;
  readonly status?: number;
  /** The name of what went wrong underneath (`TypeError`, `AbortError`, `SyntaxError`, `ValiError`). */
  readonly error?: string;
}

function nameOf(error: unknown): string | undefined {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)) {
    // ofetch wraps the fetch failure: its cause (TypeError, AbortError) says more than FetchError.
    const inner = (error as { cause?: unknown }).cause;
    const name = String(error.name);
    return name === 'FetchError' && inner !== undefined ? (nameOf(inner) ?? name) : name;
  }
  return error === undefined ? undefined : typeof error;
}

export function callSummary(
  request: { operation: OperationName; method: string; path: string },
  outcome: { status?: number; error?: unknown } = {},
): CallSummary {
  const error = nameOf(outcome.error);
  return {
    operation: request.operation,
    method: request.method,
    path: request.path.replace(/[?#].*$/s, ''),
    ...(outcome.status === undefined ? {} : { status: outcome.status }),
    ...(error === undefined ? {} : { error }),
  };
}
