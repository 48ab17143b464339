import { ApiError } from '../http.ts';
import { activeBlock, selfBlockedError, findPlayerByLogin } from '../state.ts';
import { type ApiContext, type ApiResponse, type SessionContext, ok, queryParam } from './context.ts';
import { toPlayerInfo } from './player-info.ts';
import { createSession } from './session.ts';
import { assertNotLocked, recordFailure, recordSuccess } from './sign-in-limiter.ts';
import { invalidField, requireBody, requireString } from './validate.ts';

const PLATFORMS = new Set(['desktop', 'mobile', 'web']);

export function signIn(ctx: ApiContext): ApiResponse {
  const body = requireBody(ctx.body, 'Username');
  const username = requireString(body, 'Username');
  const password = requireString(body, 'Password');
  const platform = requireString(body, 'Platform');
  if (!PLATFORMS.has(platform.toLowerCase())) throw invalidField('Platform', 'Platform must be desktop or mobile.');

  const nowMs = ctx.clock.nowMs();
  const player = findPlayerByLogin(ctx.state, username);
  // Keyed by the player when known, so switching between username and e-mail does not reset the count.
  const key = player ? `player:${player.id}` : `login:${username.trim().toLowerCase()}`;
  assertNotLocked(ctx.state, key, nowMs);

  if (!player || player.password !== password) {
    recordFailure(ctx.state, key, nowMs);
    throw new ApiError(400, 'IncorrectCredentials', 'Incorrect username or password.');
  }
  recordSuccess(ctx.state, key);

  // Only after the password checked out: otherwise the answer would tell who is self-excluded.
  const block = activeBlock(player, nowMs);
  if (block) {
    throw selfBlockedError(block);
  }
  return ok({ SessionId: createSession(ctx.state, player, nowMs).id });
}

export function signOut(ctx: SessionContext): ApiResponse {
  ctx.state.sessions.delete(ctx.session.id);
  return ok();
}

export function userInfo(ctx: SessionContext): ApiResponse {
  return ok(toPlayerInfo(ctx.player));
}

export function updatePlayerTac(ctx: SessionContext): ApiResponse {
  const raw = queryParam(ctx.query, 'tacVersionAccepted');
  const version = raw === null || !/^\d+$/.test(raw) ? NaN : Number(raw);
  // A version that was never published cannot have been read, so it cannot be accepted.
  if (!Number.isSafeInteger(version) || version < 1 || version > ctx.state.documentVersions.TermsAndConditions) {
    throw invalidField('tacVersionAccepted');
  }
  ctx.player.tacVersionAccepted = version;
  return ok();
}
