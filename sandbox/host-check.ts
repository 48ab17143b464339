// DNS rebinding: a page on a public name that later resolves to 127.0.0.1 can reach a local server from
// the player's browser, as its own origin, and drive /__sandbox or the cashier's bookings. Such a request
// still names that public host in `Host`, so the sandbox answers only requests addressed to a loopback name.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, sendError } from './http.ts';

/** The names the sandbox answers to, with any port: what `npm start` prints, and the IPv6 loopback it also listens on. */
const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a `Host` header without its port, lower-cased; null when there is none or it is not one. */
export function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(host.trim());
  return match ? match[1]!.toLowerCase() : null;
}

export function isLocalHost(host: string | undefined): boolean {
  const name = hostnameOf(host);
  return name !== null && LOCAL_HOSTNAMES.has(name);
}

/**
 * Answers 421 Misdirected Request, and true, when the request is not addressed to a loopback name;
 * false (nothing sent) when it may go on.
 */
export function refuseForeignHost(req: IncomingMessage, res: ServerResponse): boolean {
  if (isLocalHost(req.headers.host)) return false;
  res.setHeader('Cache-Control', 'no-store');
  sendError(res, new ApiError(421, 'MisdirectedRequest', 'The sandbox answers only http://localhost and http://127.0.0.1.'));
  return true;
}
