// What the realtime router remembers between messages: the open connections, which platform session each
// client identity (cid) is signed in with, and the control API's switches. It lives in the sandbox's
// world beside the REST state, so both sides see one set of players and sessions.
import type { Dict, Frame } from './protocol.ts';

export interface Connection {
  readonly cid: string;
  /** The WAMP session id once WELCOMEd; null before HELLO and after GOODBYE. */
  wampSession: number | null;
  /** Subscription id -> topic, for this connection's EVENTs. */
  readonly subscriptions: Map<number, string>;
  /** Balance pushes go only to a connection that asked for them (`/user/account#watchBalance`). */
  watchingBalance: boolean;
  send(frame: Frame): void;
  /** Cuts the socket with no closing handshake, as a lost network does (the client sees 1006). */
  drop(): void;
}

export interface ClientIdentity {
  /** The platform session (`state.sessions`) this cid is signed in with; a reload or reconnect keeps it. */
  sessionId: string | null;
}

export interface Realtime {
  readonly connections: Set<Connection>;
  readonly clients: Map<string, ClientIdentity>;
  /** Upgrades are refused until this instant (real time: it is about sockets, not the platform's clock). */
  refuseUntilMs: number;
  /** How many of the next calls answer `wamp.quota_exhausted` (the control API sets it, a solved captcha clears it). */
  quotaCalls: number;
  /** Back to no connections: every socket is cut and every cid forgotten (their sessions went with the state). */
  reset(): void;
}

export function createRealtime(): Realtime {
  const realtime: Realtime = {
    connections: new Set(),
    clients: new Map(),
    refuseUntilMs: 0,
    quotaCalls: 0,
    reset() {
      for (const connection of [...realtime.connections]) connection.drop();
      realtime.connections.clear();
      realtime.clients.clear();
      realtime.refuseUntilMs = 0;
      realtime.quotaCalls = 0;
    },
  };
  return realtime;
}

export type { Dict };
