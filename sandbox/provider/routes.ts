// The sandbox's casino provider (http://localhost:5300 under `npm start`): a third party with its own origin, its
// own framework script (framework.js: its own dialogs, timing and session over the sandbox's players) and its own
// services: the footer icons (POST, form-encoded country, brand and language; `{ data: { html } }`) and the info
// pages ({page}.aspx?language=...). The script talks to this origin only, with a token of its own in a header.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SANDBOX_GAMES } from '../games/catalogue.ts';
import { refuseForeignHost } from '../host-check.ts';
import { ApiError, isRecord, readJsonBody, sendError, sendJson } from '../http.ts';
import { type Player, type SandboxState, activeBlock, findPlayerByLogin } from '../state.ts';
import type { Clock } from '../clock.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
export const TOKEN_HEADER = 'x-asg-token';

/** The provider's sessions, per sandbox state (a reset forgets them with the players). */
const sessions = new WeakMap<SandboxState, Map<string, number>>();
function sessionsOf(state: SandboxState): Map<string, number> {
  let map = sessions.get(state);
  if (!map) sessions.set(state, (map = new Map()));
  return map;
}

function playerOf(state: SandboxState, req: IncomingMessage): Player | undefined {
  const token = req.headers[TOKEN_HEADER];
  const id = typeof token === 'string' ? sessionsOf(state).get(token) : undefined;
  return id === undefined ? undefined : state.players.get(id);
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !LOCAL_ORIGIN.test(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Headers', `Content-Type, ${TOKEN_HEADER}, Idempotency-Key`);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The licence logos by country; the markup is the provider's (an image, a link, and a script no page should run). */
function footerIcons(country: string, brand: string, language: string): string {
  const regulator = country === 'uk' ? { name: 'UK Gambling Commission', href: 'https://www.gamblingcommission.gov.uk/' } : { name: 'Malta Gaming Authority', href: 'https://www.mga.org.mt/' };
  return `<div class="asg-footer-icons" data-brand="${escape(brand)}" data-language="${escape(language.toLowerCase())}">`
    + `<a class="asg-licence" href="${regulator.href}" rel="noopener"><img alt="${regulator.name}" width="120" height="40" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='40'%3E%3Crect width='120' height='40' fill='%23234'/%3E%3C/svg%3E"></a>`
    + `<span class="asg-age">18+</span>`
    + '<script>window.__asgFooterScriptRan = true;</script>'
    + '<img src="x" alt="" onerror="window.__asgFooterHandlerRan = true">'
    + '</div>';
}

const INFO_PAGES: Readonly<Record<string, { title: string; body: string }>> = {
  AboutUs: {
    title: 'About us',
    body: '<p>Sandbox Casino is run by Sandbox Provider Ltd.</p>'
      + '<p>Read how to <a href="/help-deposit">deposit</a>, from your <a href="help-deposit-account.aspx">account</a> or by <a href="/en/help-deposit-banking">bank</a>; '
      + 'our <a href="/privacy-policy">privacy policy</a>; or <a href="/contact-us">contact us</a>. <a href="https://www.example.org/">Elsewhere</a>.</p>',
  },
  BonusPolicy: { title: 'Bonus policy', body: '<p>Bonuses are wagered 35 times before a withdrawal. See <a href="/privacy-policy">privacy</a>.</p>' },
  HelpDeposit: { title: 'Deposits', body: '<p>Deposit from the cashier.</p>' },
  HelpDepositAccount: { title: 'Deposits from your account', body: '<p>Open My account, then Deposit.</p>' },
  HelpDepositBanking: { title: 'Deposits by bank', body: '<p>Any SEPA bank.</p>' },
  PrivacyPolicy: { title: 'Privacy policy', body: '<p>We keep what the law asks us to.</p>' },
};

/**
 * A game of the provider's list, in the provider's own shape: its own numeric id, and the slug it launches by (the
 * identifier, which names the game in the page's address).
 */
export function providerGames() {
  return SANDBOX_GAMES.map((game, index) => ({
    gameId: 3301 + index,
    identifier: game.slug,
    title: game.name,
    playModes: game.demo ? ['Real', 'Demo'] : ['Real'],
    childish: game.childish,
  }));
}

let script: string | null = null;

export function createProviderHandler(source: () => { state: SandboxState; clock: Clock }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (refuseForeignHost(req, res)) return;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    cors(req, res);
    handle(source(), req, res).catch((error: unknown) => {
      if (error instanceof ApiError) sendError(res, error);
      else sendError(res, new ApiError(500, 'InternalError', String(error)));
    });
  };
}

async function handle({ state, clock }: { state: SandboxState; clock: Clock }, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://provider.invalid');
  const route = `${req.method ?? 'GET'} ${url.pathname.replace(/^\/provider(?=\/)/, '')}`;
  if (req.method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  const player = playerOf(state, req);
  switch (route) {
    case 'GET /framework.js':
      script ??= readFileSync(path.join(HERE, 'framework.js'), 'utf8');
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(script);
      return;
    case 'POST /login': {
      const body = await readJsonBody(req);
      const login = isRecord(body) && typeof body.login === 'string' ? body.login : '';
      const password = isRecord(body) && typeof body.password === 'string' ? body.password : '';
      const found = findPlayerByLogin(state, login);
      if (!found || found.password !== password) throw new ApiError(401, 'WrongCredentials', 'Wrong username or password.');
      if (activeBlock(found, clock.nowMs())) throw new ApiError(403, 'Blocked', 'This account is blocked.');
      const token = randomUUID();
      sessionsOf(state).set(token, found.id);
      sendJson(res, 200, { token, playerId: String(found.id) });
      return;
    }
    case 'POST /logout': {
      const token = req.headers[TOKEN_HEADER];
      if (typeof token === 'string') sessionsOf(state).delete(token);
      sendJson(res, 200, { ok: true });
      return;
    }
    case 'GET /session':
      sendJson(res, 200, player ? { signedIn: true, playerId: String(player.id), name: `${player.firstName} ${player.lastName}` } : { signedIn: false });
      return;
    case 'GET /balance':
      if (!player) throw new ApiError(401, 'NotLoggedIn', 'Not logged in.');
      // The state keeps minor units; the provider shows decimal amounts.
      sendJson(res, 200, { amount: (player.wallet.real + player.wallet.bonus) / 100, bonusAmount: player.wallet.bonus / 100, currency: player.currency });
      return;
    case 'GET /games':
      sendJson(res, 200, providerGames());
      return;
    case 'POST /footer-icons': {
      const form = await readForm(req);
      sendJson(res, 200, { data: { html: footerIcons(form.get('country') ?? 'uk', form.get('brand') ?? '', form.get('language') ?? 'ENG') } });
      return;
    }
  }
  const page = req.method === 'GET' ? /^\/(\w+)\.aspx$/.exec(url.pathname.replace(/^\/provider(?=\/)/, ''))?.[1] : undefined;
  const content = page ? INFO_PAGES[page] : undefined;
  if (content) {
    const language = url.searchParams.get('language') ?? 'eng';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<h1>${content.title}</h1>${content.body}<p class="asg-language">${escape(language)}</p>`);
    return;
  }
  throw new ApiError(404, 'NotFound', `No ${route} at the provider.`);
}
