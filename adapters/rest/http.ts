import { ofetch } from 'ofetch';
import * as v from 'valibot';
import { type ErrorArea, type OperationName, type PlatformContext, type RestPlatformConfig } from '../contract.ts';
import { OPERATION_AREAS, isWriteOperation } from '../operations.ts';
import { networkError, sessionExpiredError, unknownError } from '../errors.ts';
import { RestErrorBody, restError } from './errors.ts';
import { callSummary } from './call-summary.ts';
import { xhrRequest } from './xhr.ts';

export const SESSION_HEADER = 'X-Player-Session-Id';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRIES = 3;
export const DEFAULT_RETRY_BASE_DELAY_MS = 250;
/** The longest wait before a retry: beyond it the player is better served by an error to act on. */
export const MAX_RETRY_WAIT_MS = 30_000;

// Transient answers only. 409 is not here (ofetch retries it): on this platform it means a conflict
// such as PlayerExists, which a retry cannot change.
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);

type QueryValue = string | number | boolean | null | undefined;

export interface RestRequest {
  method: 'GET' | 'POST';
  /** Below the base URL, for example `/player/user-info`. */
  path: string;
  /**
   * The contract operation this call does: it decides whether the call may be retried (a write never
   * is, whatever the verb) and, unless `area` says otherwise, the area of the errors it rejects with.
   */
  operation: OperationName;
  /** The area of the error keys this call rejects with, when not the operation's (a sign-in's follow-up read). */
  area?: ErrorArea;
  /** Null and undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: Readonly<Record<string, unknown>>;
  /**
   * `true`: a session call, with the stored session id; a string: with this session id (sign-in's
   * own follow-up calls, before the session is stored). Absent: no session header at all.
   */
  session?: true | string;
  /** Further request headers of this call (the captcha token of a sensitive call). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Reports the request body's bytes as they are sent (an upload's progress bar). Such a call goes through
   * XMLHttpRequest instead of fetch: fetch (and so ofetch) cannot report upload progress, since a request
   * body stream's progress is not exposed and streaming request bodies need HTTP/2 and duplex mode.
   * Every other policy (time-out, retries, error mapping) is the same.
   */
  onUploadProgress?: (sent: number, total: number) => void;
}

export interface RestHttp {
  /** A call whose answer is JSON matching the schema; anything else rejects `{area}.unknown-error`. */
  json<const TSchema extends v.GenericSchema>(request: RestRequest, schema: TSchema): Promise<v.InferOutput<TSchema>>;
  /** A call whose answer body, if any, is not used. */
  send(request: RestRequest): Promise<void>;
}

type Outcome =
  | { kind: 'answer'; status: number; headers: Headers; text: string }
  | { kind: 'no-answer'; error: unknown; timedOut: boolean };

/** The API base: absolute, or resolved against the page (`/api` on https://casino.example). */
export function resolveBaseUrl(apiUrl: string | undefined, pageUrl: string | undefined = globalThis.location?.href): string {
  if (!apiUrl) throw new Error("The 'rest' platform needs an apiUrl (for example '/api').");
  let url: URL;
  try {
    url = pageUrl ? new URL(apiUrl, pageUrl) : new URL(apiUrl);
  } catch {
    throw new Error(`The 'rest' platform's apiUrl '${apiUrl}' is not a URL${pageUrl ? '' : ' (a relative one needs a page to resolve it against)'}.`);
  }
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/** `Retry-After` in milliseconds from now: delta-seconds or an HTTP date; undefined when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
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
 * Null: the server asks for longer than MAX_RETRY_WAIT_MS, so do not retry.
 */
export function retryDelayMs(
  retry: number,
  retryAfterMs: number | undefined,
  baseMs: number,
  random: () => number = Math.random,
): number | null {
  if (retryAfterMs !== undefined && retryAfterMs > MAX_RETRY_WAIT_MS) return null;
  const ceiling = baseMs * 2 ** retry;
  const backoff = Math.min(MAX_RETRY_WAIT_MS, ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(retryAfterMs ?? 0, backoff);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function definedQuery(query: RestRequest['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) defined[name] = String(value);
  }
  return defined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

function nonNegativeInteger(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/**
 * The adapter's one HTTP client. Each call: a time-out; reads retried on transient failures with
 * back-off and `Retry-After`; writes (by the operation, not the verb) never retried; the session header only where asked; every
 * failure a `PlatformError` of the call's area, never a crash on a malformed body.
 */
export function createRestHttp(context: PlatformContext<RestPlatformConfig>): RestHttp {
  const baseURL = resolveBaseUrl(context.config.apiUrl);
  const $fetch = ofetch.create({
    baseURL,
    // Retries, errors and JSON parsing are ours: ofetch's retry has no Retry-After and retries 409;
    // its JSON parsing would turn a malformed body into a string instead of an error.
    retry: false,
    ignoreResponseError: true,
    responseType: 'text',
    headers: { Accept: 'application/json' },
  });

  async function attempt(request: RestRequest, sessionId: string | undefined, timeoutMs: number): Promise<Outcome> {
    // Our own abort rather than ofetch's `timeout`: that one stops waiting at the headers, this one
    // also covers a body that stalls half-way.
    const controller = new AbortController();
    let timedOut = false;
    const expire = () => {
      timedOut = true;
      controller.abort();
    };
    let timer = setTimeout(expire, timeoutMs);
    try {
      // Where there is no XMLHttpRequest (node), the call goes through fetch without progress.
      if (request.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
        const search = new URLSearchParams(definedQuery(request.query)).toString();
        const answer = await xhrRequest({
          method: request.method,
          url: `${baseURL}${request.path}${search ? `?${search}` : ''}`,
          headers: { Accept: 'application/json', ...request.headers, ...(sessionId === undefined ? {} : { [SESSION_HEADER]: sessionId }) },
          ...(request.body === undefined ? {} : { json: JSON.stringify(request.body) }),
          signal: controller.signal,
          // A large body on a slow connection takes longer than any fixed time-out: while bytes keep
          // going out, the time-out counts from the last progress, so only a stalled upload fails.
          onUploadProgress: (sent, total) => {
            clearTimeout(timer);
            timer = setTimeout(expire, timeoutMs);
            request.onUploadProgress?.(sent, total);
          },
        });
        return { kind: 'answer', ...answer };
      }
      const response = await $fetch.raw<string, 'text'>(request.path, {
        method: request.method,
        query: definedQuery(request.query),
        ...(request.body === undefined ? {} : { body: { ...request.body } }),
        ...(sessionId === undefined && !request.headers ? {} : { headers: { ...request.headers, ...(sessionId === undefined ? {} : { [SESSION_HEADER]: sessionId }) } }),
        signal: controller.signal,
      });
      return { kind: 'answer', status: response.status, headers: response.headers, text: response._data ?? '' };
    } catch (error) {
      return { kind: 'no-answer', error, timedOut };
    } finally {
      clearTimeout(timer);
    }
  }

  async function exchange(request: RestRequest & { area: ErrorArea }): Promise<{ text: string; status: number }> {
    const { config, session } = context;
    let sessionId: string | undefined;
    if (request.session === true) {
      const stored = session.get();
      // No request can succeed without a session: say so without a round trip.
      if (!stored) throw sessionExpiredError(request.area, { message: 'No session: the player is not signed in.' });
      sessionId = stored;
    } else if (typeof request.session === 'string') {
      sessionId = request.session;
    }

    const timeoutMs = nonNegativeInteger(config.timeoutMs, DEFAULT_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
    // Only reads are retried: a write that got no answer may have been done, and doing it twice
    // (a sign-up, a payment, a block, an SMS) is worse than asking the player.
    const retries = isWriteOperation(request.operation) ? 0 : nonNegativeInteger(config.retries, DEFAULT_RETRIES);
    const baseDelayMs = nonNegativeInteger(config.retryBaseDelayMs, DEFAULT_RETRY_BASE_DELAY_MS);

    let outcome: Outcome;
    for (let retry = 0; ; retry += 1) {
      outcome = await attempt(request, sessionId, timeoutMs);
      const transient = outcome.kind === 'no-answer' || RETRYABLE_STATUSES.has(outcome.status);
      if (!transient || retry >= retries) break;
      const retryAfterMs = outcome.kind === 'answer' ? parseRetryAfter(outcome.headers.get('retry-after'), Date.now()) : undefined;
      const delay = retryDelayMs(retry, retryAfterMs, baseDelayMs);
      if (delay === null) break;
      await sleep(delay);
    }

    if (outcome.kind === 'no-answer') {
      throw networkError(
        request.area,
        callSummary(request, { error: outcome.error }),
        outcome.timedOut ? `No answer within ${timeoutMs} ms.` : 'The platform could not be reached.',
      );
    }
    if (outcome.status >= 200 && outcome.status < 300) return { text: outcome.text, status: outcome.status };

    const parsed = outcome.text ? parseJson(outcome.text) : undefined;
    const body = parsed?.ok ? v.safeParse(RestErrorBody, parsed.value) : undefined;
    const retryAfterMs = parseRetryAfter(outcome.headers.get('retry-after'), Date.now());
    const error = restError(request.area, outcome.status, body?.success ? body.output : undefined, {
      sessionCall: sessionId !== undefined,
      cause: callSummary(request, { status: outcome.status }),
      ...(retryAfterMs === undefined ? {} : { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }),
    });
    // Clear only the session this call used, and only if it is still the stored one: a newer
    // sign-in that raced this call must survive the old session's death.
    if (error.code === 'session-expired' && request.session === true && session.get() === sessionId) session.set(null);
    throw error;
  }

  const withArea = (request: RestRequest) => ({ ...request, area: request.area ?? OPERATION_AREAS[request.operation] });

  return {
    async json(input, schema) {
      const request = withArea(input);
      const { text, status } = await exchange(request);
      const where = `${request.method} ${request.path}`;
      const parsed = text ? parseJson(text) : { ok: true as const, value: null };
      if (!parsed.ok) {
        throw unknownError(request.area, { status, cause: callSummary(request, { status, error: parsed.error }), message: `${where} answered a body that is not JSON.` });
      }
      const result = v.safeParse(schema, parsed.value);
      if (!result.success) {
        const issue = result.issues[0];
        const path = issue ? v.getDotPath(issue) : null;
        // Neither the issues nor their messages: both quote the values, and an answer holds session ids and personal data.
        throw unknownError(request.area, {
          status,
          cause: callSummary(request, { status, error: new v.ValiError(result.issues) }),
          message: `${where} answered an unexpected shape${path ? ` at ${path}` : ''}${issue ? `: expected ${issue.expected ?? issue.type}` : ''}.`,
        });
      }
      return result.output;
    },
    async send(request) {
      await exchange(withArea(request));
    },
  };
}
