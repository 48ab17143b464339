// The dealer side: the table of procedure URIs -> handlers over the sandbox's world, and the session's own
// procedures (the account area's are in account-procedures.ts). A handler reads its parameters from kwargs
// (args are always `[]` on this platform) and answers kwargs, or `args: [value]` where the real platform
// answers a plain value. The platform's rules are the REST sandbox's own (call.ts).
import { randomUUID } from 'node:crypto';
import { isRecord } from '../http.ts';
import type { Player } from '../state.ts';
import { CAPTCHA_MESSAGE } from '../captcha/routes.ts';
import { ACCOUNT_PROCEDURES } from './account-procedures.ts';
import { GAME_PROCEDURES } from '../games/procedures.ts';
import { type Answer, type CallContext, type Procedure, WampError, callRest, requirePlayer, sessionIdOf, stringArg } from './call.ts';
import { type Dict, Errors } from './protocol.ts';
import { SESSION_STATE_TOPIC, connectionsOfClient, playerOf, publish, sessionState } from './topics.ts';


export { WampError, fromApiError } from './call.ts';

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

/** Resumes a platform session by its id (what getCmsSessionID gave), as a client that stored it does after a reload. */
function loginWithCmsSessionID(ctx: CallContext): Answer {
  const sessionId = stringArg(ctx.kwargs, 'sessionID');
  const session = sessionId ? ctx.world.state.sessions.get(sessionId) : undefined;
  const player = session ? ctx.world.state.players.get(session.playerId) : undefined;
  if (!player) throw new WampError(Errors.runtime, 'The session is missing or has expired.', 'SessionExpired');
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
  '/user#loginWithCmsSessionID': loginWithCmsSessionID,
  '/user#logout': logout,
  '/user#getSessionInfo': getSessionInfo,
  '/user#getCmsSessionID': getCmsSessionID,
  '/connection#getClientIdentity': (ctx) => ({ kwargs: { cid: ctx.connection.cid } }),
  [INCREASE_QUOTA]: increaseRequestQuota,
  ...ACCOUNT_PROCEDURES,
  ...GAME_PROCEDURES,
};

/** A fresh client identity for a connection that brought none (or one the router does not know). */
export function newClientId(): string {
  return randomUUID();
}
