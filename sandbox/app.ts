// One request handler for the whole sandbox, usable on its own server or as a connect-style
// middleware inside another dev server (then it only takes /api and /__sandbox).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, handleApi } from './api.ts';
import { CAPTCHA_PREFIX, handleCaptcha } from './captcha/routes.ts';
import { CHAT_PREFIX, handleChat } from './chat/routes.ts';
import { CMS_PREFIX, handleCms } from './cms/routes.ts';
import { createCaptchaStore } from './captcha/store.ts';
import { type Clock, createClock } from './clock.ts';
import { CONTROL_PREFIX, handleControl } from './control.ts';
import { applyCors, isPreflight } from './cors.ts';
import { createFaultStore, playFault } from './faults.ts';
import { ApiError, sendError } from './http.ts';
import { refuseForeignHost } from './host-check.ts';
import { createRequestLog } from './request-log.ts';
import { type SandboxState, createState } from './state.ts';
import { serveStatic } from './static-files.ts';
import { DEFAULT_OAUTH_URL } from './rest/oauth.ts';
import { DEFAULT_GAMES_URL } from './games/rest-routes.ts';
import type { SandboxWorld } from './world.ts';
import { createRealtime } from './wamp/realtime.ts';
import { createWampRouter } from './wamp/router.ts';
import { HTTP_API_PREFIX, handleHttpApi } from './wamp/http-api.ts';
import { publishBalance } from './wamp/topics.ts';
import { createProviderHandler } from './provider/routes.ts';

/**
 * The casino provider below the sandbox's own origin too (for suites with one port): its services at
 * /provider/..., and its script there redirected to the provider's own origin when that has a server, so a page
 * may name the script on its own origin (the library loads scripts from https: or the page's origin only).
 */
const PROVIDER_PREFIX = '/provider';

export interface SandboxApp {
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** Back to the seed: players, sessions, faults, request log, IP country and clock. */
  reset(): void;
  readonly clock: Clock;
  /** The live state, for in-process tests; replaced on reset, so read it again after one. */
  readonly state: SandboxState;
  /** The identity provider's origin the launch addresses name (set once its server listens). */
  oauthUrl: string;
  /** Everything the sandbox owns (faults, request log, captcha, realtime connections), for in-process tests. */
  readonly world: SandboxWorld;
  /** The HTTP server's `upgrade` event: the realtime router at `/wamp` (the same port as the REST platform). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** A booking changed a player's balance: watching realtime connections hear of it (the cashier calls this). */
  notifyBalance(playerId: number, type: string): void;
  /** Cuts every realtime socket (the servers are closing). */
  closeRealtime(): void;
  /** The sandbox cashier's origin the example pages name (set once its server listens). */
  cashierUrl: string;
  /** The games origin the launch addresses name (set once its server listens). */
  gamesUrl: string;
  /** The SkillOnNet service's origin the example pages name (set once its server listens). */
  skillonnetUrl: string;
  /** The casino provider's origin (its framework script and services), when it has a server of its own. */
  providerUrl: string | null;
}

export interface SandboxAppOptions {
  /** Repository root, for examples/ and dist/. */
  root?: string;
  /** Receives one line per finished request; omit for silence. */
  log?: (line: string) => void;
  /** The identity provider's origin (default http://localhost:5100, where `npm start` serves it). */
  oauthUrl?: string;
  /** The sandbox cashier's origin (default http://localhost:5000, where `npm start` serves it). */
  cashierUrl?: string;
  /** The games origin (default http://localhost:5200, where `npm start` serves it). */
  gamesUrl?: string;
  /** The SkillOnNet service's origin (default http://localhost:5300, where `npm start` serves it). */
  skillonnetUrl?: string;
}

/** Where `npm start` serves the sandbox cashier (the cashier's development environment). */
export const DEFAULT_CASHIER_URL = 'http://localhost:5000';

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Area = 'api' | 'http-api' | 'control' | 'captcha' | 'chat' | 'cms' | 'provider' | 'static';

function areaOf(pathname: string): Area {
  const lower = pathname.toLowerCase();
  const under = (prefix: string) => lower === prefix || lower.startsWith(`${prefix}/`);
  if (under(API_PREFIX)) return 'api';
  if (under(CONTROL_PREFIX)) return 'control';
  if (under(CAPTCHA_PREFIX)) return 'captcha';
  if (under(CHAT_PREFIX)) return 'chat';
  if (under(CMS_PREFIX)) return 'cms';
  if (under(HTTP_API_PREFIX)) return 'http-api';
  if (under(PROVIDER_PREFIX)) return 'provider';
  return 'static';
}

export function createSandboxApp(options: SandboxAppOptions = {}): SandboxApp {
  const root = path.resolve(options.root ?? DEFAULT_ROOT);
  const clock = createClock();
  const faults = createFaultStore();
  const requests = createRequestLog();
  const captcha = createCaptchaStore(clock);
  const realtime = createRealtime();
  let state = createState(clock);
  let oauthUrl = options.oauthUrl ?? DEFAULT_OAUTH_URL;
  let cashierUrl = options.cashierUrl ?? DEFAULT_CASHIER_URL;
  let gamesUrl = options.gamesUrl ?? DEFAULT_GAMES_URL;
  let skillonnetUrl = options.skillonnetUrl ?? 'http://localhost:5300';
  let providerUrl: string | null = null;
  const provider = createProviderHandler(() => ({ state, clock }));

  const world: SandboxWorld = {
    clock,
    faults,
    requests,
    captcha,
    realtime,
    get state() {
      return state;
    },
    get oauthUrl() {
      return oauthUrl;
    },
    get gamesUrl() {
      return gamesUrl;
    },
    reset() {
      // The clock first: the seed places dates (a self-exclusion's end) relative to it.
      clock.reset();
      faults.clear();
      requests.clear();
      captcha.clear();
      // The sessions the cids pointed at are gone with the state: so are the sockets and the cids.
      realtime.reset();
      state = createState(clock);
    },
  };

  const router = createWampRouter(world);

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL, area: Area): Promise<void> {
    const method = req.method ?? 'GET';
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The control API grants no other origin anything, a preflight included (control.ts says why).
    if (area === 'control') return handleControl(world, req, res, url);
    applyCors(req, res);
    if (area === 'provider') {
      if (providerUrl && url.pathname === `${PROVIDER_PREFIX}/framework.js`) {
        res.writeHead(302, { Location: `${providerUrl}/framework.js` });
        res.end();
        return;
      }
      if (!isPreflight(req)) requests.add({ method, path: url.pathname, query: url.search, time: clock.now().toISOString() });
      const fault = faults.take(method, url.pathname);
      if (fault && (await playFault(fault, req, res))) return;
      return provider(req, res);
    }
    if (area === 'captcha') {
      if (isPreflight(req)) return endPreflight(res);
      return handleCaptcha(captcha, req, res, url);
    }
    if (area === 'chat') {
      requests.add({ method, path: url.pathname, query: url.search, time: clock.now().toISOString() });
      return handleChat(req, res, url);
    }
    // Preflights are the browser's, not the library's: counting them would blur "sent once".
    if ((area === 'api' || area === 'http-api' || area === 'cms') && !isPreflight(req)) {
      const key = req.headers['idempotency-key'];
      requests.add({ method, path: url.pathname, query: url.search, time: clock.now().toISOString(), ...(typeof key === 'string' ? { idempotencyKey: key } : {}) });
    }
    const fault = faults.take(method, url.pathname);
    if (fault && (await playFault(fault, req, res))) return;
    if (isPreflight(req)) return endPreflight(res);
    if (area === 'api') return handleApi(world, req, res, url);
    if (area === 'http-api') return handleHttpApi(world, req, res, url);
    if (area === 'cms') return handleCms(req, res, url);
    return serveStatic(root, req, res, url.pathname, { cashier: cashierUrl, identityProvider: oauthUrl, skillonnet: skillonnetUrl, games: gamesUrl, ...(providerUrl ? { provider: providerUrl } : {}) });
  }

  return {
    get clock() {
      return clock;
    },
    get state() {
      return state;
    },
    get oauthUrl() {
      return oauthUrl;
    },
    set oauthUrl(url: string) {
      oauthUrl = url;
    },
    get cashierUrl() {
      return cashierUrl;
    },
    set cashierUrl(url: string) {
      cashierUrl = url;
    },
    get gamesUrl() {
      return gamesUrl;
    },
    set gamesUrl(url: string) {
      gamesUrl = url;
    },
    get skillonnetUrl() {
      return skillonnetUrl;
    },
    set skillonnetUrl(url: string) {
      skillonnetUrl = url;
    },
    get providerUrl() {
      return providerUrl;
    },
    set providerUrl(url: string | null) {
      providerUrl = url;
    },
    reset: () => world.reset(),
    world,
    upgrade: (req, socket, head) => router.upgrade(req, socket, head),
    notifyBalance: (playerId, type) => void publishBalance(world, playerId, type),
    closeRealtime: () => router.close(),
    handle(req, res, next) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const area = areaOf(url.pathname);
      if (next && area === 'static') return next();
      if (refuseForeignHost(req, res)) return;
      const started = Date.now();
      if (options.log) {
        const log = options.log;
        res.on('close', () => log(`${req.method} ${req.url} ${res.writableFinished ? res.statusCode : 'dropped'} ${Date.now() - started}ms`));
      }
      serve(req, res, url, area).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        sendError(res, new ApiError(500, 'InternalError', `The sandbox failed: ${message}`));
      });
    },
  };
}

function endPreflight(res: ServerResponse): void {
  res.writeHead(204);
  res.end();
}
