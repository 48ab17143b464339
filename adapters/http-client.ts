// The one HTTP client of every adapter that speaks HTTP (ofetch), and the one way an HTTP call goes through
// the call policy: one attempt is one request with its own time-out; what the policy needs to know (transient?
// how long did the server ask to wait?) is read here, so no adapter has an HTTP loop of its own.
import { ofetch } from 'ofetch';
import type { OperationName } from './contract.ts';
import { type AttemptContext, type Attempted, type PolicySettings, RETRYABLE_STATUSES, parseRetryAfter, withCallPolicy } from './call-policy.ts';

/** The header that carries a write's idempotency key (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type HttpOutcome =
  | { kind: 'answer'; status: number; headers: Headers; text: string }
  | { kind: 'no-answer'; error: unknown; timedOut: boolean };

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the base URL; may carry its own query (`/v1/casino/jackpots?expand=game`). */
  path: string;
  /** Null and undefined values are left out. */
  query?: Readonly<Record<string, string | number | boolean | null | undefined>> | undefined;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>> | undefined;
}

export interface HttpClient {
  readonly baseURL: string;
  /** One request, no retry: a time-out of its own; any answer is an outcome, only no answer is `no-answer`. */
  attempt(request: HttpRequest, timeoutMs: number): Promise<HttpOutcome>;
  /**
   * One call under the call policy: retried while transient (a read), with the write's idempotency key in
   * `Idempotency-Key`. `attempt` may replace the plain request (an upload with progress).
   */
  call(
    operation: OperationName,
    settings: PolicySettings,
    request: HttpRequest,
    options?: { idempotencyKey?: string | undefined; attempt?: ((request: HttpRequest, timeoutMs: number) => Promise<HttpOutcome>) | undefined },
  ): Promise<HttpOutcome>;
}

/** The query without its null and undefined values, as strings. */
export function definedQuery(query: HttpRequest['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) defined[name] = String(value);
  }
  return defined;
}

/** What the policy needs of an HTTP outcome. */
export function judged(outcome: HttpOutcome): Attempted<HttpOutcome> {
  if (outcome.kind === 'no-answer') return { outcome, transient: true };
  return { outcome, transient: RETRYABLE_STATUSES.has(outcome.status), retryAfterMs: parseRetryAfter(outcome.headers.get('retry-after'), Date.now()) };
}

export function createHttpClient(baseURL: string): HttpClient {
  const $fetch = ofetch.create({
    baseURL,
    // Retries, errors and JSON parsing are the policy's and the adapter's: ofetch's retry has no Retry-After
    // and retries 409; its JSON parsing would turn a malformed body into a string instead of an error.
    retry: false,
    ignoreResponseError: true,
    responseType: 'text',
    headers: { Accept: 'application/json' },
  });

  async function attempt(request: HttpRequest, timeoutMs: number): Promise<HttpOutcome> {
    // Our own abort rather than ofetch's `timeout`: that one stops waiting at the headers, this one
    // also covers a body that stalls half-way.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await $fetch.raw<string, 'text'>(request.path, {
        method: request.method,
        query: definedQuery(request.query),
        ...(request.body === undefined ? {} : { body: request.body as Record<string, unknown> }),
        ...(request.headers ? { headers: { ...request.headers } } : {}),
        signal: controller.signal,
      });
      // Read before the timer is cleared: a body that stalls is a time-out too.
      return { kind: 'answer', status: response.status, headers: response.headers, text: response._data ?? '' };
    } catch (error) {
      return { kind: 'no-answer', error, timedOut };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    baseURL,
    attempt,
    call(operation, settings, request, options = {}) {
      const send = options.attempt ?? attempt;
      return withCallPolicy(
        operation,
        settings,
        async ({ timeoutMs, idempotencyKey }: AttemptContext) => {
          const headers = idempotencyKey === undefined ? request.headers : { ...request.headers, [IDEMPOTENCY_HEADER]: idempotencyKey };
          return judged(await send({ ...request, ...(headers ? { headers } : {}) }, timeoutMs));
        },
        options.idempotencyKey,
      );
    },
  };
}
