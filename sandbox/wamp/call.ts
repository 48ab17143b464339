// What every procedure handler gets and gives, and the bridge to the REST sandbox: a handler with a REST
// counterpart runs the REST handler itself (`callRest`), so a player, a session, a limit or a balance is
// one record on both platforms and each rule is written once.
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../http.ts';
import { dispatch } from '../rest/router.ts';
import { ROUTES } from '../rest/routes.ts';
import { SESSION_HEADER } from '../rest/session.ts';
import type { Player } from '../state.ts';
import type { SandboxWorld } from '../world.ts';
import { type Dict, Errors } from './protocol.ts';
import type { Connection } from './realtime.ts';
import { playerOf } from './topics.ts';

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
export function sessionIdOf(ctx: CallContext): string | null {
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
    gamesUrl: ctx.world.gamesUrl,
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
