// Every procedure call of the realtime adapter: under the one call policy (adapters/call-policy.ts), with the
// platform's quota challenge, and its errors mapped to PlatformError keys.
import { type ErrorArea, type OperationName, isPlatformError } from '../contract.ts';
import { parseRetryAfter, withCallPolicy } from '../call-policy.ts';
import { OPERATION_AREAS } from '../operations.ts';
import { IDEMPOTENCY_OPTION, WampCallError, WampTransportError, type WampResult } from './connection.ts';
import type { Rt } from './context.ts';
import { QUOTA_EXHAUSTED, realtimeError } from './errors.ts';

/** Code words of a failure on the platform's side that a later try may not meet (the sandbox's; the real platform sends none). */
const TRANSIENT_CODES: ReadonlySet<string> = new Set(['InternalError', 'ServiceUnavailable', 'Timeout']);

/** A read may be tried again after no answer (not when offline: the connection gave up) or a failure on the platform's side. */
export function isTransient(error: unknown): boolean {
  if (error instanceof WampTransportError) return error.kind !== 'offline';
  if (!(error instanceof WampCallError)) return false;
  const code = error.kwargs['code'];
  return error.uri === 'wamp.error.unavailable' || error.uri === 'wamp.error.timeout' || (typeof code === 'string' && TRANSIENT_CODES.has(code));
}

/** How long the router asked to wait before another try (the sandbox's `retryAfter` seconds; the real platform sends none). */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof WampCallError)) return undefined;
  const value = error.kwargs['retryAfter'] ?? error.kwargs['retryAfterSeconds'];
  return typeof value === 'number' || typeof value === 'string' ? parseRetryAfter(value, Date.now()) : undefined;
}

/**
 * One sending of a call: a quota refusal asks the page for a captcha, raises the quota and sends the same call
 * again (at most twice), with the same idempotency key. A write's key goes in the CALL's options as the WAMP
 * custom option `_idempotency_key` (WAMP allows `_`-prefixed options of an implementation's own).
 */
export async function send(rt: Rt, area: ErrorArea, procedure: string, kwargs: Record<string, unknown>, key: string | undefined, challenges = 0): Promise<WampResult> {
  try {
    return await rt.connection.call(procedure, kwargs, key === undefined ? undefined : { [IDEMPOTENCY_OPTION]: key });
  } catch (error) {
    if (!(error instanceof WampCallError) || error.uri !== QUOTA_EXHAUSTED || challenges >= 2) throw error;
    await raiseQuota(rt, area, error);
    return send(rt, area, procedure, kwargs, key, challenges + 1);
  }
}

/**
 * One call of an operation under the call policy (adapters/call-policy.ts): a read is retried after a transient
 * failure, a write never is; every failure becomes the operation's PlatformError, and a session the platform no
 * longer knows is cleared here.
 */
export async function call(rt: Rt, operation: OperationName, procedure: string, kwargs: Record<string, unknown> = {}): Promise<WampResult> {
  const area = OPERATION_AREAS[operation];
  const outcome = await withCallPolicy<{ result: WampResult } | { error: unknown }>(operation, rt.config(), async ({ idempotencyKey }) => {
    try {
      return { outcome: { result: await send(rt, area, procedure, kwargs, idempotencyKey) }, transient: false };
    } catch (error) {
      return { outcome: { error }, transient: isTransient(error), retryAfterMs: retryAfterOf(error) };
    }
  });
  if ('result' in outcome) return outcome.result;
  // A refusal already mapped (the quota challenge the page could not meet) stays as it is.
  const failure = isPlatformError(outcome.error) ? outcome.error : realtimeError(area, outcome.error);
  if (failure.code === 'session-expired' && rt.session.get()) rt.session.set(null);
  throw failure;
}

/** The quota challenge: the page's captcha prompt, then `/connection#increaseRequestQuota` with its answer. */
export async function raiseQuota(rt: Rt, area: ErrorArea, refusal: WampCallError): Promise<void> {
  const solve = rt.solveCaptcha;
  if (!solve) throw realtimeError(area, refusal);
  const key = typeof refusal.kwargs['key'] === 'string' ? refusal.kwargs['key'] : null;
  let token: string;
  try {
    token = await solve({ siteKey: key });
  } catch {
    throw realtimeError(area, refusal);
  }
  const answer = await rt.connection.call('/connection#increaseRequestQuota', { challengeResponse: token }).catch((error: unknown) => {
    throw realtimeError(area, error);
  });
  if (answer.kwargs['success'] === false) throw realtimeError(area, refusal);
}
