// Everything one sandbox instance owns. The state object is replaced on reset, so code reads it
// through `world.state` each time instead of keeping a reference.
import type { CaptchaStore } from './captcha/store.ts';
import type { Clock } from './clock.ts';
import type { FaultStore } from './faults.ts';
import type { RequestLog } from './request-log.ts';
import type { SandboxState } from './state.ts';
import type { Realtime } from './wamp/realtime.ts';

export interface SandboxWorld {
  readonly clock: Clock;
  readonly faults: FaultStore;
  readonly requests: RequestLog;
  readonly state: SandboxState;
  /** One-time captcha tokens (sandbox/captcha), checked by the REST platform and the realtime router. */
  readonly captcha: CaptchaStore;
  /** The realtime router's connections and client identities (sandbox/wamp). */
  readonly realtime: Realtime;
  /** The identity provider's origin, for the launch addresses of bank-ID sign-ins. */
  readonly oauthUrl: string;
  /** The games origin, where the game pages the launch addresses name are served. */
  readonly gamesUrl: string;
  reset(): void;
}
