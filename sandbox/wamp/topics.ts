// The broker side: subscriptions per connection and the platform's two pushes, `/sessionStateChange`
// (to every connection of a signed-in player) and `/account/balanceChanged` (only to connections that
// called watchBalance, as the reference says the real one does).
import type { Player } from '../state.ts';
import type { SandboxWorld } from '../world.ts';
import { type Dict, event, randomId } from './protocol.ts';
import type { Connection } from './realtime.ts';

export const SESSION_STATE_TOPIC = '/sessionStateChange';
export const BALANCE_TOPIC = '/account/balanceChanged';

/** The platform's session codes (reference section 1.4); 0 is signed in, the others signed out. */
export const SESSION_CODES: Readonly<Record<number, string>> = {
  0: 'Logged in.',
  1: 'The session has expired.',
  2: 'Logged off.',
  3: 'The session was terminated because the user logged in elsewhere.',
  5: 'The session was terminated because a session time limit was reached.',
  6: 'The session was terminated by self-exclusion.',
};

let nextSubscription = 1;

export function subscribe(connection: Connection, topic: string): number {
  const id = nextSubscription++;
  connection.subscriptions.set(id, topic);
  return id;
}

export function unsubscribe(connection: Connection, subscription: number): boolean {
  return connection.subscriptions.delete(subscription);
}

/** Sends one EVENT per subscription to `topic` on each of `connections`. */
export function publish(connections: Iterable<Connection>, topic: string, kwargs: Dict): number {
  const publication = randomId();
  let delivered = 0;
  for (const connection of connections) {
    if (connection.wampSession === null) continue;
    for (const [subscription, subscribed] of connection.subscriptions) {
      if (subscribed !== topic) continue;
      connection.send(event(subscription, publication, kwargs));
      delivered += 1;
    }
  }
  return delivered;
}

/** The player a connection is signed in as, through its cid's platform session; undefined when signed out. */
export function playerOf(world: SandboxWorld, connection: Connection): Player | undefined {
  const sessionId = world.realtime.clients.get(connection.cid)?.sessionId;
  const session = sessionId ? world.state.sessions.get(sessionId) : undefined;
  return session ? world.state.players.get(session.playerId) : undefined;
}

/** Every connection signed in as this player (each tab, each reconnect). */
export function connectionsOf(world: SandboxWorld, playerId: number): Connection[] {
  return [...world.realtime.connections].filter((connection) => playerOf(world, connection)?.id === playerId);
}

/** The connections sharing one cid (tabs of one browser share its stored cid). */
export function connectionsOfClient(world: SandboxWorld, cid: string): Connection[] {
  return [...world.realtime.connections].filter((connection) => connection.cid === cid);
}

export function sessionState(code: number): Dict {
  return { code, desc: SESSION_CODES[code] ?? 'The session state changed.' };
}

/** The gaming accounts a wallet is shown as: a real-money account and a bonus account, with stable ids. */
export function gamingAccountIds(player: Player): { real: number; bonus: number } {
  return { real: player.id * 10 + 1, bonus: player.id * 10 + 2 };
}

/**
 * A balance change of `type` (Deposit, Withdraw, ...) pushed to the player's watching connections. `amount`
 * and `bonusAmount` are the real-money account's balances after the change (major units), so a client can
 * show them as they are or read the accounts again.
 */
export function publishBalance(world: SandboxWorld, playerId: number, type: string): number {
  const player = world.state.players.get(playerId);
  if (!player) return 0;
  const watching = connectionsOf(world, playerId).filter((connection) => connection.watchingBalance);
  return publish(watching, BALANCE_TOPIC, {
    id: gamingAccountIds(player).real,
    vendor: 'CasinoWallet',
    type,
    amount: player.wallet.real / 100,
    bonusAmount: player.wallet.bonus / 100,
    currency: player.currency,
  });
}
