// The control API's realtime switches (under /__sandbox/wamp): what tests and demos use to make the
// network fail (drop, refuse), the platform ask for a captcha (quota) and the server end a session.
import { ApiError, isRecord } from '../http.ts';
import { findPlayerByLogin, type Player } from '../state.ts';
import type { SandboxWorld } from '../world.ts';
import { SESSION_CODES, SESSION_STATE_TOPIC, connectionsOf, playerOf, publish, sessionState } from './topics.ts';

type ControlHandler = (world: SandboxWorld, body: unknown) => unknown;

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'InvalidField', message, { Field: field });
}

function playerByEmail(world: SandboxWorld, email: unknown): Player {
  const player = typeof email === 'string' ? findPlayerByLogin(world.state, email) : undefined;
  if (!player) throw invalid('email', 'email must name a player.');
  return player;
}

function integer(body: unknown, field: string, max: number): number {
  const value = isRecord(body) ? body[field] : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) throw invalid(field, `${field} must be an integer from 0 to ${max}.`);
  return value;
}

function view(world: SandboxWorld) {
  return {
    connections: [...world.realtime.connections].map((connection) => ({
      cid: connection.cid,
      open: connection.wampSession !== null,
      player: playerOf(world, connection)?.email ?? null,
      topics: [...connection.subscriptions.values()],
      watchingBalance: connection.watchingBalance,
    })),
    refusingForMs: Math.max(0, world.realtime.refuseUntilMs - Date.now()),
    quotaCalls: world.realtime.quotaCalls,
  };
}

/** Cuts every socket (no body), or one player's (`{ email }`), with no closing handshake: a lost network. */
function drop(world: SandboxWorld, body: unknown) {
  const email = isRecord(body) ? body.email : undefined;
  const targets = email === undefined || email === null ? [...world.realtime.connections] : connectionsOf(world, playerByEmail(world, email).id);
  for (const connection of targets) connection.drop();
  return { dropped: targets.length };
}

/** Refuses upgrades for `ms` milliseconds (0 lets them in again); open sockets stay. */
function refuse(world: SandboxWorld, body: unknown) {
  const ms = integer(body, 'ms', 3_600_000);
  world.realtime.refuseUntilMs = ms === 0 ? 0 : Date.now() + ms;
  return { refusingForMs: ms };
}

/** The next `calls` calls answer `wamp.quota_exhausted` (a solved captcha through increaseRequestQuota clears it). */
function quota(world: SandboxWorld, body: unknown) {
  world.realtime.quotaCalls = integer(body, 'calls', 1_000_000);
  return { quotaCalls: world.realtime.quotaCalls };
}

/**
 * The server ends a player's sessions with a session code (1 expired, 3 elsewhere, 5 time limit, 6
 * self-exclusion; 2 is the player's own logout): every connection signed in as the player hears
 * `/sessionStateChange`, and the sessions end on both platforms.
 */
function endSession(world: SandboxWorld, body: unknown) {
  const player = playerByEmail(world, isRecord(body) ? body.email : undefined);
  const code = integer(body, 'code', 99);
  if (code === 0 || !(code in SESSION_CODES)) throw invalid('code', `code must be one of ${Object.keys(SESSION_CODES).filter((key) => key !== '0').join(', ')}.`);
  const connections = connectionsOf(world, player.id);
  let ended = 0;
  for (const [id, session] of world.state.sessions) {
    if (session.playerId !== player.id) continue;
    world.state.sessions.delete(id);
    ended += 1;
  }
  for (const client of world.realtime.clients.values()) {
    if (client.sessionId && !world.state.sessions.has(client.sessionId)) client.sessionId = null;
  }
  const notified = publish(connections, SESSION_STATE_TOPIC, sessionState(code));
  return { ended, notified };
}

export const WAMP_CONTROL: Record<string, Partial<Record<string, ControlHandler>>> = {
  '/wamp': { GET: view },
  '/wamp/drop': { POST: drop },
  '/wamp/refuse': { POST: refuse },
  '/wamp/quota': { POST: quota },
  '/wamp/end-session': { POST: endSession },
};
