// The sandbox identity provider: a bank-ID style OAuth provider on its own origin (http://localhost:5100
// under `npm start`, OAUTH_PORT to change). Its page runs in the widget's hidden iframe and posts the
// order's collect status, the app link and the cancel link to the operator's page; a "phone" page
// (/__phone) approves or cancels pending orders. Plain HTML and JavaScript that import nothing of the library.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../clock.ts';
import { ApiError, isRecord, readJsonBody, sendEmpty, sendError, sendJson } from '../http.ts';
import type { SandboxState } from '../state.ts';
import { KNOWN_PERSON_NUMBER, SGA_LIMITS_PERSON_NUMBER, UNKNOWN_PERSON_NUMBER } from './seed.ts';
import { callbackAddress, checkRedirectUri, decide, type Decision, findOrder, type Order, orderView, pendingOrders, startOrder } from './state.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const FILES: Record<string, { file: string; type: string }> = {
  '/oauth/page': { file: 'provider-page.html', type: 'text/html; charset=utf-8' },
  '/oauth/provider.js': { file: 'provider-page.js', type: 'text/javascript; charset=utf-8' },
  '/oauth/pages.css': { file: 'pages.css', type: 'text/css; charset=utf-8' },
  '/__phone': { file: 'phone-page.html', type: 'text/html; charset=utf-8' },
  '/__phone/phone.js': { file: 'phone-page.js', type: 'text/javascript; charset=utf-8' },
};

const csp = (frameAncestors: string) => [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'none'",
  "base-uri 'none'",
  `frame-ancestors ${frameAncestors}`,
].join('; ');

// Only local pages may frame the provider's page; nobody frames the phone.
const PROVIDER_CSP = csp('http://localhost:* http://127.0.0.1:*');
const PHONE_CSP = csp("'none'");

export interface OAuthWorld {
  readonly state: SandboxState;
  readonly clock: Clock;
}

const DECISIONS = new Set<Decision>(['approve', 'cancel', 'open', 'decline']);

/** An order as the provider's own page reads it: its status plus the links it posts to the operator. */
function pageView(order: Order, nowMs: number, origin: string) {
  return {
    ...orderView(order, nowMs),
    links: {
      // What the real service's autostart link looks like; the sandbox phone is a page, not an app.
      location: `bankid:///?autostarttoken=${order.autoStartToken}&redirect=null`,
      cancel: `${origin}/oauth/api/orders/${order.id}/cancel`,
    },
    callback: callbackAddress(order),
  };
}

/** The seeded person numbers, for the phone page's suggestions. */
export const PHONE_PEOPLE = [
  { personNumber: KNOWN_PERSON_NUMBER, label: 'Sara Lindqvist (plays here: sga@example.com)' },
  { personNumber: SGA_LIMITS_PERSON_NUMBER, label: 'Sven Holm (plays here: sga-limits@example.com)' },
  { personNumber: UNKNOWN_PERSON_NUMBER, label: 'Astrid Holm (new here: gets a sign-up token)' },
];

export function createOAuthHandler(getWorld: () => OAuthWorld) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const host = req.headers.host ?? 'localhost';
    const origin = `http://${host}`;
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const run = async () => {
      const world = getWorld();
      const nowMs = world.clock.nowMs();
      const parts = url.pathname.split('/').filter(Boolean);
      if (url.pathname === '/oauth/authorize' && method === 'GET') {
        const order = startOrder(world.state, nowMs, {
          redirectUri: checkRedirectUri(url.searchParams.get('redirect_uri')),
          state: url.searchParams.get('state') ?? '',
          platform: url.searchParams.get('platform') ?? 'desktop',
        });
        res.writeHead(302, { Location: `/oauth/page?order=${order.id}`, 'Content-Length': '0' });
        res.end();
        return;
      }
      // /oauth/api/orders/{id} and /oauth/api/orders/{id}/cancel (the cancel link: a beacon, any body)
      if (parts[0] === 'oauth' && parts[1] === 'api' && parts[2] === 'orders' && parts[3]) {
        const order = findOrder(world.state, nowMs, parts[3]);
        if (parts.length === 4 && method === 'GET') return sendJson(res, 200, pageView(order, nowMs, origin));
        if (parts.length === 5 && parts[4] === 'cancel' && method === 'POST') {
          if (order.status === 'pending') decide(world.state, nowMs, { orderId: order.id, action: 'cancel' });
          return sendEmpty(res, 204);
        }
      }
      if (url.pathname === '/__phone/api/orders' && method === 'GET') {
        return sendJson(res, 200, { orders: pendingOrders(world.state, nowMs).map((order) => orderView(order, nowMs)), people: PHONE_PEOPLE });
      }
      // /__phone/api/orders/{id}/{approve|cancel|open|decline}
      if (parts[0] === '__phone' && parts[1] === 'api' && parts[2] === 'orders' && parts.length === 5 && method === 'POST') {
        const action = parts[4] as Decision;
        if (!DECISIONS.has(action)) throw new ApiError(404, 'NotFound', 'No such action.');
        const body = await readJsonBody(req);
        const personNumber = isRecord(body) && typeof body.personNumber === 'string' ? body.personNumber : undefined;
        const order = decide(world.state, nowMs, { orderId: parts[3]!, action, ...(personNumber ? { personNumber } : {}) });
        return sendJson(res, 200, orderView(order, nowMs));
      }
      const file = FILES[url.pathname];
      if (!file || (method !== 'GET' && method !== 'HEAD')) throw new ApiError(404, 'NotFound', 'No such provider resource.');
      const content = await readFile(path.join(HERE, file.file));
      res.writeHead(200, {
        'Content-Type': file.type,
        'Content-Length': String(content.length),
        'Content-Security-Policy': url.pathname.startsWith('/__phone') ? PHONE_CSP : PROVIDER_CSP,
      });
      res.end(method === 'HEAD' ? undefined : content);
    };
    run().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      sendError(res, error instanceof ApiError ? error : new ApiError(500, 'InternalError', String(error)));
    });
  };
}
