// The dealer side: procedure URI -> handler over the sandbox's world. A handler reads its parameters from
// kwargs (args are always `[]` on this platform) and answers kwargs, or `args: [value]` where the real
// platform answers a plain value. The platform's rules are the REST sandbox's own: every handler that has
// a REST counterpart calls the REST handler (through `callRest`), so a player, a session, a limit or a
// balance is one record on both platforms and a rule is written once.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { ApiError, isRecord } from '../http.ts';
import { dispatch } from '../rest/router.ts';
import { ROUTES } from '../rest/routes.ts';
import { SESSION_HEADER } from '../rest/session.ts';
import type { Player } from '../state.ts';
import type { SandboxWorld } from '../world.ts';
import { CAPTCHA_MESSAGE } from '../captcha/routes.ts';
import { type Dict, Errors } from './protocol.ts';
import type { Connection } from './realtime.ts';
import { SESSION_STATE_TOPIC, connectionsOfClient, playerOf, publish, sessionState } from './topics.ts';

export interface CallContext {
  readonly world: SandboxWorld;
  readonly connection: Connection;
  readonly kwargs: Dict;
}

export interface Answer {
  args?: unknown[];
  kwargs?: Dict;
}

export type Procedure = (ctx: CallContext) => Answer | Promise<Answer>;

/** A refused call: the ERROR's URI, `kwargs.desc` for the player and, where the REST sandbox has one, its code word. */
export class WampError extends Error {
  constructor(
    readonly uri: string,
    readonly desc: string,
    readonly code?: string,
  ) {
    super(desc);
  }
}

// The real platform's texts where the reference quotes them; other refusals keep the REST sandbox's message.
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  IncorrectCredentials: 'The login failed. Please check your username and password.',
  SessionExpired: 'You must be logged in to perform this action!',
};

/** A REST refusal as the realtime platform words it: runtime_error, the description and the REST code word. */
export function fromApiError(error: ApiError): WampError {
  return new WampError(Errors.runtime, DESCRIPTIONS[error.code] ?? error.message, error.code);
}

/** The platform session the connection's cid is signed in with, when it is still alive. */
function sessionIdOf(ctx: CallContext): string | null {
  const sessionId = ctx.world.realtime.clients.get(ctx.connection.cid)?.sessionId ?? null;
  return sessionId && ctx.world.state.sessions.has(sessionId) ? sessionId : null;
}

/**
 * Runs a REST sandbox handler for this call, as the signed-in player of the connection (or anonymously),
 * and gives back its answer's body. A refusal comes back as the REST sandbox's ApiError.
 */
export async function callRest(
  ctx: CallContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  init: { body?: unknown; query?: Record<string, string | number | boolean | undefined> } = {},
): Promise<unknown> {
  const sessionId = sessionIdOf(ctx);
  // The REST handlers read only the session header from the request.
  const req = { method, headers: sessionId ? { [SESSION_HEADER]: sessionId } : {} } as unknown as IncomingMessage;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(init.query ?? {})) if (value !== undefined) query.set(name, String(value));
  const response = await dispatch(ROUTES, method, path, {
    req,
    query,
    body: init.body,
    state: ctx.world.state,
    clock: ctx.world.clock,
    oauthUrl: ctx.world.oauthUrl,
  });
  return response.body;
}

/** The signed-in player, or the platform's "not logged in" refusal. */
export function requirePlayer(ctx: CallContext): Player {
  const player = playerOf(ctx.world, ctx.connection);
  if (!player) throw new WampError(Errors.runtime, DESCRIPTIONS.SessionExpired!, 'SessionExpired');
  return player;
}

export function stringArg(kwargs: Dict, name: string): string {
  const value = kwargs[name];
  return typeof value === 'string' ? value : '';
}

/** Signs the cid in with a platform session and tells its connections (code 0). */
export function bindSession(ctx: CallContext, sessionId: string | null, code: number): void {
  const client = ctx.world.realtime.clients.get(ctx.connection.cid);
  if (client) client.sessionId = sessionId;
  publish(connectionsOfClient(ctx.world, ctx.connection.cid), SESSION_STATE_TOPIC, sessionState(code));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The flags a sign-in answers, from the player's record (reference section 1.3, `/user#login`). */
export function loginFlags(ctx: CallContext, player: Player): Dict {
  const current = ctx.world.state.documentVersions.TermsAndConditions;
  const hasToAcceptTC = player.tacVersionAccepted !== current;
  return {
    hasToAcceptTC,
    // A player who accepted an older version faces a changed text; one who never accepted any does not.
    majorChangeInTC: hasToAcceptTC && player.tacVersionAccepted !== null,
    minorChangeInTC: false,
    isEmailVerified: player.emailVerified,
    isProfileIncomplete: false,
    hasToEnterCaptcha: false,
    hasToChangePassword: false,
    hasToSetUserConsent: false,
    roles: ['Player'],
    username: player.username,
  };
}

// --- The session ---------------------------------------------------------------------------------

async function login(ctx: CallContext): Promise<Answer> {
  const usernameOrEmail = stringArg(ctx.kwargs, 'usernameOrEmail');
  const password = stringArg(ctx.kwargs, 'password');
  if (!usernameOrEmail || !password) throw new WampError(Errors.invalidArgument, 'Enter your username or e-mail and your password.', 'InvalidField');
  // The REST sign-in itself: the same credentials, the same lock after repeated failures, the same blocks.
  const body = await callRest(ctx, 'POST', '/player/signin/v2', { body: { Username: usernameOrEmail, Password: password, Platform: 'web' } });
  const sessionId = isRecord(body) && typeof body.SessionId === 'string' ? body.SessionId : null;
  const session = sessionId ? ctx.world.state.sessions.get(sessionId) : undefined;
  const player = session ? ctx.world.state.players.get(session.playerId) : undefined;
  if (!sessionId || !player) throw new WampError(Errors.runtime, 'The login failed.', 'InternalError');
  bindSession(ctx, sessionId, 0);
  return { kwargs: loginFlags(ctx, player) };
}

async function logout(ctx: CallContext): Promise<Answer> {
  const signedIn = sessionIdOf(ctx) !== null;
  if (signedIn) await callRest(ctx, 'POST', '/player/signout');
  bindSession(ctx, null, 2);
  return { args: [signedIn] };
}

function getSessionInfo(ctx: CallContext): Answer {
  const player = playerOf(ctx.world, ctx.connection);
  const sessionId = sessionIdOf(ctx);
  const session = sessionId ? ctx.world.state.sessions.get(sessionId) : undefined;
  const ipCountry = ctx.world.state.ipCountry ?? '';
  if (!player || !session) return { kwargs: { isAuthenticated: false, ipCountry } };
  return {
    kwargs: {
      isAuthenticated: true,
      userID: player.id,
      username: player.username,
      email: player.email,
      firstname: player.firstName,
      surname: player.lastName,
      currency: player.currency,
      userCountry: player.country,
      ipCountry,
      loginTime: iso(session.createdMs),
      isEmailVerified: player.emailVerified,
      roles: ['Player'],
    },
  };
}

/** The platform session's id, which the HTTP API beside the router takes as `X-SessionId` (and the REST platform as its session header). */
function getCmsSessionID(ctx: CallContext): Answer {
  requirePlayer(ctx);
  return { kwargs: { cmsSessionID: sessionIdOf(ctx) } };
}

// --- The connection ------------------------------------------------------------------------------

function increaseRequestQuota(ctx: CallContext): Answer {
  // A solved captcha restores the quota; a missing or spent one leaves it exhausted.
  if (!ctx.world.captcha.verify(ctx.kwargs.challengeResponse)) throw new WampError(Errors.runtime, CAPTCHA_MESSAGE, 'CaptchaInvalid');
  ctx.world.realtime.quotaCalls = 0;
  return { kwargs: { success: true } };
}

export const INCREASE_QUOTA = '/connection#increaseRequestQuota';

export const PROCEDURES: Readonly<Record<string, Procedure>> = {
  '/user#login': login,
  '/user#logout': logout,
  '/user#getSessionInfo': getSessionInfo,
  '/user#getCmsSessionID': getCmsSessionID,
  '/connection#getClientIdentity': (ctx) => ({ kwargs: { cid: ctx.connection.cid } }),
  [INCREASE_QUOTA]: increaseRequestQuota,
};

/** A fresh client identity for a connection that brought none (or one the router does not know). */
export function newClientId(): string {
  return randomUUID();
}
