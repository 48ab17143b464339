// The sandbox cashier: a PaymentIQ-style cashier page on its own origin (http://localhost:5000 under
// `npm start`), for the library's <casino-cashier> and for the official bootstrapper alike. Plain HTML
// and JavaScript that import nothing of the library; it completes transactions against the sandbox state.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../clock.ts';
import { refuseForeignHost } from '../host-check.ts';
import { ApiError, isRecord, readJsonBody, sendError, sendJson } from '../http.ts';
import type { SandboxState } from '../state.ts';
import { bookCashierTransaction, type CashierKind, type CashierOutcome } from './book.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PAGE_FILES: Record<string, { file: string; type: string }> = {
  '/paymentiq/cashier': { file: 'cashier-page.html', type: 'text/html; charset=utf-8' },
  // Where bootstrapper 1.7.x loads the development cashier from (the origin's root).
  '/': { file: 'cashier-page.html', type: 'text/html; charset=utf-8' },
  '/paymentiq/cashier.js': { file: 'cashier-page.js', type: 'text/javascript; charset=utf-8' },
  '/paymentiq/cashier.css': { file: 'cashier-page.css', type: 'text/css; charset=utf-8' },
  '/paymentiq/lookup.js': { file: 'lookup-page.js', type: 'text/javascript; charset=utf-8' },
  // A compromised cashier, to show what the host page lets through (configure `{origin}/compromised` as the cashier's address).
  '/compromised/paymentiq/cashier': { file: 'compromised-page.html', type: 'text/html; charset=utf-8' },
  '/paymentiq/compromised.js': { file: 'compromised-page.js', type: 'text/javascript; charset=utf-8' },
};

/** The lookup (checkout client) page of the development environment: it says it loaded and how tall it is. */
const LOOKUP_PAGE = { file: 'lookup-page.html', type: 'text/html; charset=utf-8' };
const COMPROMISED_LOOKUP_PAGE = { file: 'compromised-page.html', type: 'text/html; charset=utf-8' };

// Only local pages may frame it: the cashier is the sandbox's, not the world's.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'none'",
  "base-uri 'none'",
  'frame-ancestors http://localhost:* http://127.0.0.1:*',
].join('; ');

const KINDS = new Set<CashierKind>(['deposit', 'withdrawal']);
const OUTCOMES = new Set<CashierOutcome>(['success', 'failure', 'pending', 'cancel']);

export interface CashierWorld {
  readonly state: SandboxState;
  readonly clock: Clock;
  /** A booking moved a player's balance: the realtime platform pushes it to the player's watching connections. */
  notifyBalance?(playerId: number, type: 'Deposit' | 'Withdraw'): void;
}

async function complete(world: CashierWorld, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonBody(req);
  if (!isRecord(body)) throw new ApiError(400, 'BadRequest', 'Send a JSON object.');
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  const kind = text('kind') as CashierKind;
  const outcome = text('outcome') as CashierOutcome;
  const amount = typeof body.amount === 'number' ? body.amount : Number.NaN;
  if (!KINDS.has(kind) || !OUTCOMES.has(outcome) || !text('reference') || !text('method')) {
    throw new ApiError(400, 'BadRequest', 'kind, outcome, method, amount and reference are required.');
  }
  const playerId = world.state.sessions.get(text('sessionId'))?.playerId;
  const balanceBefore = playerId === undefined ? undefined : world.state.players.get(playerId)?.wallet.real;
  const result = bookCashierTransaction(world.state, world.clock, {
    sessionId: text('sessionId'),
    userId: text('userId'),
    kind,
    outcome,
    amount,
    method: text('method'),
    reference: text('reference'),
    ...(text('bonusCode') ? { bonusCode: text('bonusCode') } : {}),
  });
  if (result.status === 'rejected') throw new ApiError(400, 'Rejected', result.reason);
  if (playerId !== undefined && world.state.players.get(playerId)?.wallet.real !== balanceBefore) {
    world.notifyBalance?.(playerId, kind === 'deposit' ? 'Deposit' : 'Withdraw');
  }
  sendJson(res, 200, result);
}

/** The cashier origin's request handler: the page, its script and style, and the completion call. */
export function createCashierHandler(getWorld: () => CashierWorld) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (refuseForeignHost(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://cashier.invalid');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const run = async () => {
      if (url.pathname === '/paymentiq/api/transactions' && req.method === 'POST') return complete(getWorld(), req, res);
      const page = /^\/checkout-client\/[\w.-]+$/.test(url.pathname)
        ? LOOKUP_PAGE
        : /^\/compromised\/checkout-client\/[\w.-]+$/.test(url.pathname)
          ? COMPROMISED_LOOKUP_PAGE
          : PAGE_FILES[url.pathname];
      if (!page || (req.method !== 'GET' && req.method !== 'HEAD')) throw new ApiError(404, 'NotFound', 'No such cashier resource.');
      const content = await readFile(path.join(HERE, page.file));
      res.writeHead(200, { 'Content-Type': page.type, 'Content-Length': String(content.length), 'Content-Security-Policy': CSP });
      res.end(req.method === 'HEAD' ? undefined : content);
    };
    run().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      sendError(res, error instanceof ApiError ? error : new ApiError(500, 'InternalError', String(error)));
    });
  };
}
