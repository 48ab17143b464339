import type { CaptchaChallenge, OperationName, RealtimePlatformConfig, SessionChange, Wallet } from '../contract.ts';
import { sessionExpiredError } from '../errors.ts';
import { OPERATION_AREAS } from '../operations.ts';
import type { RealtimeConnection } from './connection.ts';

/** What every realtime operation gets: the configuration, the session, the one connection and the adapter's memory. */
export interface RealtimeContext {
  readonly config: () => RealtimePlatformConfig;
  readonly session: { get(): string | null; set(id: string | null): void };
  readonly connection: RealtimeConnection;
  /** The connection's client identity (kept in memory for the tab; the session store holds it while signed in). */
  cid: string | null;
  /** Claimable offers by id → their code (they are claimed by code). */
  readonly claimable: Map<string, string>;
  /** The player's currency of the current session, for a wallet with no account currency. */
  currency: string;
  readonly balanceListeners: Set<(wallet: Wallet) => void>;
  readonly sessionListeners: Set<(change: SessionChange) => void>;
  watching: boolean;
  /** The page's captcha prompt, for the platform's quota challenge. */
  readonly solveCaptcha?: (challenge: CaptchaChallenge) => Promise<string>;
}

/** Short for the context every operation takes. */
export type Rt = RealtimeContext;

export function areaOf(operation: OperationName) {
  return OPERATION_AREAS[operation];
}

/** Operations that need a signed-in player: with no session, no call (the platform would refuse it anyway). */
export function requireSession(rt: Rt, operation: OperationName): string {
  const sessionId = rt.session.get();
  if (!sessionId) throw sessionExpiredError(areaOf(operation), { message: 'No player is signed in.' });
  return sessionId;
}
