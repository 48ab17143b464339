// A real HTTP server on a free port for the adapter unit tests: the adapter's own client (ofetch over
// fetch) runs unchanged, so time-outs, dropped sockets and retries are the real thing, not mocks.
import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformContext, RestPlatformConfig, SessionStore } from '../../../adapters/contract.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the handler and forgets the recorded requests. */
  handle(handler: Handler): void;
  /** Recorded requests to one path. */
  to(path: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startLocalServer(): Promise<LocalServer> {
  let handler: Handler = (_request, response) => reply(response, 404, { Code: 'NotFound', Message: 'No handler.' });
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    to(path) {
      return requests.filter((request) => request.path === path);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers JSON (or a raw string, sent as is). */
export function reply(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(text);
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The session store the registry provides in the library, in memory, with a log of writes. */
export function memorySession(initial: string | null = null): SessionStore & { writes: (string | null)[] } {
  let current = initial;
  const writes: (string | null)[] = [];
  return {
    writes,
    get: () => current,
    set(sessionId) {
      current = sessionId;
      writes.push(sessionId);
    },
  };
}

export function restContext(
  url: string,
  config: Partial<RestPlatformConfig> = {},
  session: SessionStore = memorySession(),
): PlatformContext<RestPlatformConfig> {
  return {
    config: {
      platform: 'rest',
      apiUrl: `${url}/api`,
      jurisdiction: 'mga',
      locale: 'en',
      retryBaseDelayMs: 5,
      ...config,
    },
    session,
  };
}
