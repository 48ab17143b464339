import { randomUUID } from 'node:crypto';
import { ApiError } from '../http.ts';
import type { Player, SandboxState, Session } from '../state.ts';
import type { ApiContext, SessionContext } from './context.ts';

export const SESSION_HEADER = 'x-player-session-id';

export function createSession(state: SandboxState, player: Player, nowMs: number): Session {
  const session: Session = { id: randomUUID(), playerId: player.id, createdMs: nowMs };
  state.sessions.set(session.id, session);
  return session;
}

/** Every call marked "S" goes through here: no header, an unknown id or a vanished player is a dead session. */
export function requireSession(ctx: ApiContext): SessionContext {
  const header = ctx.req.headers[SESSION_HEADER];
  const id = Array.isArray(header) ? header[0] : header;
  const session = id ? ctx.state.sessions.get(id) : undefined;
  const player = session ? ctx.state.players.get(session.playerId) : undefined;
  if (!session || !player) throw new ApiError(401, 'SessionExpired', 'The session is missing or has expired.');
  return { ...ctx, session, player };
}
