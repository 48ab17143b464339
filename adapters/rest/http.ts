import * as v from 'valibot';
import { type ErrorArea, type OperationName, type PlatformContext, PlatformError, type RestPlatformConfig } from '../contract.ts';
import { OPERATION_AREAS } from '../operations.ts';
import { parseRetryAfter, timeoutOf } from '../call-policy.ts';
import { type HttpOutcome, type HttpRequest, createHttpClient } from '../http-client.ts';
import { networkError, sessionExpiredError, shapeMismatch, unknownError } from '../errors.ts';
import { callSummary } from './call-summary.ts';

/**
 * The platform's error tables and the error body's schema (adapters/rest/errors.ts), loaded with the first answer
 * that is an error rather than with every first render: most pages never meet one. A call refused for want of a
 * captcha is asked again from there too.
 */
const errorTables = () => import('./errors.ts');
type ErrorTables = typeof errorTables;

export const SESSION_HEADER = 'X-Player-Session-Id';

// The policy's figures and rules, where the REST adapter's tests and callers have always found them.
export { DEFAULT_RETRIES, DEFAULT_RETRY_BASE_DELAY_MS, DEFAULT_TIMEOUT_MS, MAX_RETRY_WAIT_MS, parseRetryAfter, retryDelayMs } from '../call-policy.ts';

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

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The adapter's calls over the library's one HTTP client and call policy (adapters/http-client.ts,
 * adapters/call-policy.ts): a time-out; reads retried on transient failures with back-off and `Retry-After`;
 * writes (by the operation, not the verb) never retried, each with its `Idempotency-Key`; the session header
 * only where asked; every failure a `PlatformError` of the call's area, never a crash on a malformed body.
 * `loadErrorTables` is the error tables' chunk (tests give one that cannot be fetched).
 */
export function createRestHttp(context: PlatformContext<RestPlatformConfig>, loadErrorTables: ErrorTables = errorTables): RestHttp {
  const client = createHttpClient(resolveBaseUrl(context.config.apiUrl));

  /** An upload with progress (adapters/rest/xhr.ts, loaded with the first upload: no other call needs it). */
  async function upload(request: RestRequest, plain: HttpRequest, timeoutMs: number): Promise<HttpOutcome> {
    try {
      const { uploadAttempt } = await import('./xhr.ts');
      return await uploadAttempt(client.baseURL, request, plain, timeoutMs);
    } catch (error) {
      // Not here: the upload got no answer.
      return { kind: 'no-answer', error, timedOut: false };
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

    const headers = { ...request.headers, ...(sessionId === undefined ? {} : { [SESSION_HEADER]: sessionId }) };
    const plain: HttpRequest = {
      method: request.method,
      path: request.path,
      query: request.query,
      ...(request.body === undefined ? {} : { body: { ...request.body } }),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    };
    // Where there is no XMLHttpRequest (node), an upload goes through fetch without progress.
    const withProgress = request.onUploadProgress && typeof XMLHttpRequest !== 'undefined';
    const outcome = await client.call(request.operation, config, plain, withProgress ? { attempt: (sent, timeoutMs) => upload(request, sent, timeoutMs) } : {});
    const timeoutMs = timeoutOf(config);

    if (outcome.kind === 'no-answer') {
      throw networkError(
        request.area,
        callSummary(request, { error: outcome.error }),
        outcome.timedOut ? `No answer within ${timeoutMs} ms.` : 'The platform could not be reached.',
      );
    }
    if (outcome.status >= 200 && outcome.status < 300) return { text: outcome.text, status: outcome.status };

    const retryAfterMs = parseRetryAfter(outcome.headers.get('retry-after'), Date.now());
    const cause = callSummary(request, { status: outcome.status });
    let error: PlatformError;
    try {
      const { answerError } = await loadErrorTables();
      error = answerError(request.area, outcome.status, outcome.text, retryAfterMs, sessionId !== undefined, cause);
    } catch (failure) {
      // The tables did not arrive (the connection dropped after the answer): a 401 to a session call still ends
      // the session; any other answer is the network's failure, which the widgets offer to retry.
      error = outcome.status === 401 && sessionId !== undefined
        ? sessionExpiredError(request.area, { status: outcome.status, cause })
        : networkError(request.area, failure, 'The platform answered with an error that could not be read.');
    }
    // Clear only the session this call used, and only if it is still the stored one: a newer
    // sign-in that raced this call must survive the old session's death.
    if (error.code === 'session-expired' && request.session === true && session.get() === sessionId) session.set(null);
    throw error;
  }

  /**
   * A call the platform refused for want of a captcha goes once more with the player's token (errors.ts: a refusal
   * whose code is `captcha-required` came from those tables, so they are here already).
   */
  async function exchangeGuarded(request: RestRequest & { area: ErrorArea }): Promise<{ text: string; status: number }> {
    try {
      return await exchange(request);
    } catch (error) {
      if (!(error instanceof PlatformError) || error.code !== 'captcha-required') throw error;
      const { withCaptcha } = await loadErrorTables();
      return withCaptcha(context, request, error, exchange);
    }
  }

  const withArea = (request: RestRequest) => ({ ...request, area: request.area ?? OPERATION_AREAS[request.operation] });

  return {
    async json(input, schema) {
      const request = withArea(input);
      const { text, status } = await exchangeGuarded(request);
      const where = `${request.method} ${request.path}`;
      const parsed = text ? parseJson(text) : { ok: true as const, value: null };
      if (!parsed.ok) {
        throw unknownError(request.area, { status, cause: callSummary(request, { status, error: parsed.error }), message: `${where} answered a body that is not JSON.` });
      }
      const result = v.safeParse(schema, parsed.value);
      if (!result.success) {
        throw unknownError(request.area, {
          status,
          cause: callSummary(request, { status, error: new v.ValiError(result.issues) }),
          message: `${where} answered an unexpected shape${shapeMismatch(result.issues)}.`,
        });
      }
      return result.output;
    },
    async send(request) {
      await exchangeGuarded(withArea(request));
    },
  };
}
