// The identity provider's control endpoints (/__sandbox/oauth/...): what the phone page does, for tests.
import { ApiError, isRecord } from '../http.ts';
import type { SandboxWorld } from '../world.ts';
import { decide, type Decision, orderView, pendingOrders } from './state.ts';

const ACTIONS = new Set<Decision>(['approve', 'cancel', 'open', 'decline']);

export function oauthOrders(world: SandboxWorld) {
  const nowMs = world.clock.nowMs();
  return { orders: pendingOrders(world.state, nowMs).map((order) => orderView(order, nowMs)) };
}

/** `{ action: approve | cancel | open | decline, orderId?, personNumber? }` */
export function oauthDecide(world: SandboxWorld, body: unknown) {
  const { action, orderId, personNumber } = isRecord(body) ? body : {};
  if (typeof action !== 'string' || !ACTIONS.has(action as Decision)) {
    throw new ApiError(400, 'InvalidField', 'action must be approve, cancel, open or decline.', { Field: 'action' });
  }
  const nowMs = world.clock.nowMs();
  const order = decide(world.state, nowMs, {
    action: action as Decision,
    ...(typeof orderId === 'string' ? { orderId } : {}),
    ...(typeof personNumber === 'string' ? { personNumber } : {}),
  });
  return orderView(order, nowMs);
}
