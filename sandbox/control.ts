// The control API under /__sandbox/: what tests and demos use to steer the sandbox. It is never
// faulted or logged, so a test can always reach it. JSON in and out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeFault, parseFaultSpec } from './faults.ts';
import { ApiError, isRecord, readJsonBody, sendError, sendJson } from './http.ts';
import { documentType } from './rest/documents.ts';
import { decideDocument, kycDocumentsView, sourceOfWealthView } from './kyc/control.ts';
import type { SandboxWorld } from './world.ts';
import { oauthDecide, oauthOrders } from './oauth/control.ts';
import { rgSessionOf } from './responsible-gaming/session-state.ts';
import { WAMP_CONTROL } from './wamp/control.ts';
import { GAMES_CONTROL } from './games/control.ts';

export const CONTROL_PREFIX = '/__sandbox';

type ControlHandler = (world: SandboxWorld, body: unknown, url: URL) => unknown;

function clockView(world: SandboxWorld) {
  return { now: world.clock.now().toISOString(), offsetMs: world.clock.offsetMs };
}

function moveClock(world: SandboxWorld, body: unknown) {
  const { set, advanceMs } = isRecord(body) ? body : {};
  if (set !== undefined) {
    const instant = typeof set === 'string' ? new Date(set) : new Date(NaN);
    if (Number.isNaN(instant.getTime())) throw new ApiError(400, 'InvalidField', 'set must be an ISO date-time.', { Field: 'set' });
    world.clock.set(instant);
  }
  if (advanceMs !== undefined) {
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs)) {
      throw new ApiError(400, 'InvalidField', 'advanceMs must be a number.', { Field: 'advanceMs' });
    }
    world.clock.advance(advanceMs);
  }
  return clockView(world);
}

function setIpCountry(world: SandboxWorld, body: unknown) {
  const country = isRecord(body) ? body.country : undefined;
  if (country !== null && (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country))) {
    throw new ApiError(400, 'InvalidField', 'country must be a two-letter code or null.', { Field: 'country' });
  }
  world.state.ipCountry = country === null ? null : country.toUpperCase();
  return { country: world.state.ipCountry };
}

function setDocument(world: SandboxWorld, body: unknown) {
  const { type, content } = isRecord(body) ? body : {};
  const found = typeof type === 'string' ? documentType(type) : undefined;
  if (!found) throw new ApiError(400, 'InvalidField', 'type must be TermsAndConditions, PrivacyPolicy, CookiePolicy or PGSI.', { Field: 'type' });
  if (content !== null && typeof content !== 'string') {
    throw new ApiError(400, 'InvalidField', 'content must be HTML text, or null for the seeded text.', { Field: 'content' });
  }
  if (content === null) delete world.state.documentContent[found];
  else world.state.documentContent[found] = content;
  return { type: found, content: world.state.documentContent[found] ?? null };
}

const CONTROL: Record<string, Partial<Record<string, ControlHandler>>> = {
  '/reset': {
    POST: (world) => {
      world.reset();
      return { reset: true, ...clockView(world) };
    },
  },
  '/clock': { GET: clockView, POST: moveClock },
  '/faults': {
    GET: (world) => ({ faults: world.faults.list().map(describeFault) }),
    POST: (world, body) => describeFault(world.faults.add(parseFaultSpec(body))),
    DELETE: (world) => {
      world.faults.clear();
      return { faults: [] };
    },
  },
  // Replaces a document's text until the next reset: the tests' hostile HTML never reaches the demo.
  '/documents': { POST: setDocument },
  '/ip-country': {
    GET: (world) => ({ country: world.state.ipCountry }),
    POST: setIpCountry,
  },
  // What the platform would have e-mailed (password reset links): ?to= picks one recipient, newest last.
  '/outbox': {
    GET: (world, _body, url) => {
      const to = url.searchParams.get('to')?.toLowerCase();
      return { emails: world.state.account.outbox.filter((email) => !to || email.to.toLowerCase() === to).map((email) => ({ ...email, sentAt: new Date(email.sentMs).toISOString() })) };
    },
  },
  // Uploaded documents with what the sandbox saw in their bytes (?email= picks one player's), and the
  // reviewer's decision: approve, or decline with reasons.
  '/kyc/documents': { GET: kycDocumentsView },
  '/kyc/decide': { POST: decideDocument },
  '/kyc/source-of-wealth': { GET: sourceOfWealthView },
  // The identity provider's pending bank-ID orders, and what the phone does with one (the newest without an id).
  '/oauth/orders': { GET: (world) => oauthOrders(world) },
  '/oauth/decide': { POST: (world, body) => oauthDecide(world, body) },
  // What the panic button and the self-test recorded, oldest first (?player= an id or e-mail picks one player).
  '/responsible-gaming': {
    GET: (world, _body, url) => {
      const wanted = url.searchParams.get('player')?.toLowerCase();
      const ids = new Set([...world.state.players.values()].filter((p) => !wanted || String(p.id) === wanted || p.email.toLowerCase() === wanted).map((p) => p.id));
      const tables = rgSessionOf(world.state, world.clock.nowMs());
      const at = (ms: number) => new Date(ms).toISOString();
      return {
        panicChoices: tables.panicChoices.filter((row) => ids.has(row.playerId)).map(({ atMs, ...row }) => ({ ...row, at: at(atMs) })),
        testScores: tables.testScores.filter((row) => ids.has(row.playerId)).map(({ atMs, ...row }) => ({ ...row, at: at(atMs) })),
      };
    },
  },
  // REST forgot password, and the API paths given as `paths` (sensitive calls, such as /player/signin/v2), ask for a
  // solved captcha (X-Captcha-Token) while this is on; a reset turns it off.
  '/captcha/require': {
    GET: (world) => ({ on: world.captcha.required, paths: world.captcha.sensitivePaths }),
    POST: (world, body) => {
      const on = isRecord(body) ? body.on : undefined;
      if (typeof on !== 'boolean') throw new ApiError(400, 'InvalidField', 'on must be true or false.', { Field: 'on' });
      const paths = isRecord(body) ? body.paths : undefined;
      if (paths !== undefined && !(Array.isArray(paths) && paths.every((path) => typeof path === 'string'))) {
        throw new ApiError(400, 'InvalidField', 'paths must be a list of API paths.', { Field: 'paths' });
      }
      world.captcha.required = on;
      world.captcha.sensitivePaths = on ? [...(paths ?? [])] : [];
      return { on, paths: world.captcha.sensitivePaths };
    },
  },
  // The realtime router: its connections, and the switches that drop, refuse, ask for a captcha, end sessions.
  ...WAMP_CONTROL,
  // The game floor: launch failures, last played and tournament standings.
  ...GAMES_CONTROL,
  '/requests': {
    GET: (world, _body, url) => ({
      requests: world.requests.list({ path: url.searchParams.get('path'), method: url.searchParams.get('method') }),
    }),
  },
};

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The control API answers the sandbox's own pages and tools only: a request a browser sends from another origin
 * (its `Origin` or `Sec-Fetch-Site` says so; browsers send one of them with every POST) is refused, and so is a
 * write whose body is not JSON. A page on another site (or another local port) can therefore not reset the
 * sandbox or inject faults with a `text/plain` POST or a form, which need no preflight. Tools (curl, node, the
 * tests' request contexts) send no `Origin`.
 */
function crossSiteRefusal(req: IncomingMessage): ApiError | null {
  const origin = req.headers.origin;
  if (typeof origin === 'string') {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null; // "null" (a sandboxed frame, a file) or garbage: not the sandbox's own
    }
    if (host === null || host !== req.headers.host) return new ApiError(403, 'CrossOrigin', 'The control API answers only pages of the sandbox\'s own origin.');
  }
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
    return new ApiError(403, 'CrossOrigin', 'The control API answers only pages of the sandbox\'s own origin.');
  }
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    const type = req.headers['content-type'];
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if ((type !== undefined || hasBody) && !JSON_TYPE.test(type ?? '')) {
      return new ApiError(415, 'UnsupportedMediaType', 'Send the control API JSON (Content-Type: application/json).');
    }
  }
  return null;
}

export async function handleControl(world: SandboxWorld, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const path = url.pathname.slice(CONTROL_PREFIX.length).toLowerCase().replace(/\/+$/, '');
  try {
    const refused = crossSiteRefusal(req);
    if (refused) throw refused;
    const handlers = CONTROL[path];
    if (!handlers) throw new ApiError(404, 'NotFound', `No such control endpoint: ${url.pathname}.`);
    const handler = handlers[method];
    if (!handler) {
      throw new ApiError(405, 'MethodNotAllowed', `Use ${Object.keys(handlers).join(' or ')}.`, undefined, {
        Allow: Object.keys(handlers).join(', '),
      });
    }
    const body = method === 'GET' ? undefined : await readJsonBody(req);
    sendJson(res, method === 'POST' && path === '/faults' ? 201 : 200, handler(world, body, url));
  } catch (error) {
    if (error instanceof ApiError) sendError(res, error);
    else throw error;
  }
}
