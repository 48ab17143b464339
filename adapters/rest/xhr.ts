import { type HttpOutcome, type HttpRequest, definedQuery } from '../http-client.ts';

/**
 * One HTTP exchange over XMLHttpRequest, for the calls whose upload progress the player sees (a KYC
 * document). fetch cannot report how much of a request body has been sent; XMLHttpRequest's `upload`
 * progress events count real bytes. The answer has the shape the REST client reads from fetch, so its
 * policies (time-out, retries, error mapping) stay in http.ts.
 */
export interface XhrRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Readonly<Record<string, string>>;
  /** A JSON text, sent with `Content-Type: application/json`. */
  json?: string;
  signal: AbortSignal;
  onUploadProgress: (sent: number, total: number) => void;
}

export interface XhrAnswer {
  status: number;
  headers: Headers;
  text: string;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Resolves with any HTTP answer (errors included); rejects only when no answer came (network, abort). */
export function xhrRequest(request: XhrRequest): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (typeof XMLHttpRequest === 'undefined') {
      reject(new Error('XMLHttpRequest is not available here.'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.json !== undefined) xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onUploadProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()), text: xhr.responseText }));
    xhr.addEventListener('error', () => reject(new Error('The request could not be sent.')));
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted.', 'AbortError')));
    const abort = () => xhr.abort();
    if (request.signal.aborted) {
      reject(new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    request.signal.addEventListener('abort', abort, { once: true });
    xhr.addEventListener('loadend', () => request.signal.removeEventListener('abort', abort));
    xhr.send(request.json ?? null);
  });
}

/**
 * One attempt of a call with upload progress (adapters/rest/http.ts: a RestRequest with `onUploadProgress`), as the
 * HTTP client's attempt answers: XMLHttpRequest, since fetch (and so ofetch) cannot report a request body's progress.
 */
export async function uploadAttempt(
  baseURL: string,
  request: { readonly method: 'GET' | 'POST'; readonly path: string; readonly body?: unknown; readonly onUploadProgress?: ((sent: number, total: number) => void) | undefined },
  plain: HttpRequest,
  timeoutMs: number,
): Promise<HttpOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  let timer = setTimeout(expire, timeoutMs);
  try {
    const search = new URLSearchParams(definedQuery(plain.query)).toString();
    const answer = await xhrRequest({
      method: request.method,
      url: `${baseURL}${request.path}${search ? `?${search}` : ''}`,
      headers: { Accept: 'application/json', ...plain.headers },
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
  } catch (error) {
    return { kind: 'no-answer', error, timedOut };
  } finally {
    clearTimeout(timer);
  }
}
