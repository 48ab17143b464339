// An operator's backend may sit on another origin than the page, and the tests exercise that,
// so any local development origin may call the sandbox. Anything else gets no CORS grant.
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  // Caches must not hand one origin's grant to another.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !isLocalOrigin(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Player-Session-Id, X-Captcha-Token, X-SessionId, Idempotency-Key');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  // Without this a cross-origin client cannot read how long a rate limit lasts.
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  res.setHeader('Access-Control-Max-Age', '600');
}

/** A page on a local development origin: the ones the sandbox grants (CORS here, the router's upgrade too). */
export function isLocalOrigin(origin: string): boolean {
  return LOCAL_ORIGIN.test(origin);
}

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS';
}
