// Framework-free: the page's session services (elements/runtime/session-services.ts) run it on any page with
// the library loaded, with no widget of its own on the page.
import type { SessionInfo } from '../../adapters/contract.ts';

/**
 * When the next reality check is due, in milliseconds from now, from the platform's minutes; null when the
 * platform says none is due for this player.
 */
export function realityCheckDelayMs(nextRealityCheckMinutes: number | undefined): number | null {
  if (nextRealityCheckMinutes === undefined || !Number.isFinite(nextRealityCheckMinutes) || nextRealityCheckMinutes < 0) return null;
  return Math.round(nextRealityCheckMinutes * 60_000);
}

export interface RealityCheckWatchEnv {
  getSessionInfo(): Promise<SessionInfo>;
  /** Opens <casino-reality-check> as a modal; the element, or null when the page cannot. */
  open(): HTMLElement | null;
  modalOpen(): boolean;
  sessionAlive(): boolean;
}

/** A failed read of the session is tried again after this long. */
const RETRY_MS = 60_000;
/** A check that falls due while another modal is open waits for it, looking this often. */
const BUSY_MS = 1_000;

/**
 * Shows the reality check whenever the platform says one is due (`TimeUntilRealityCheck`), and again after
 * each interval: after every check the platform is asked afresh when the next one is due. Stops when the
 * session ends or the platform has no reality check for the player; returns what stops it sooner.
 */
export function watchRealityChecks(env: RealityCheckWatchEnv): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const later = (run: () => void, ms: number) => {
    if (!stopped) timer = setTimeout(run, ms);
  };

  const schedule = async () => {
    if (stopped || !env.sessionAlive()) return;
    let info: SessionInfo;
    try {
      info = await env.getSessionInfo();
    } catch {
      later(() => void schedule(), RETRY_MS);
      return;
    }
    const delay = realityCheckDelayMs(info.nextRealityCheck);
    if (delay !== null) later(show, delay);
  };

  const show = () => {
    if (stopped || !env.sessionAlive()) return;
    if (env.modalOpen()) {
      later(show, BUSY_MS);
      return;
    }
    const element = env.open();
    if (!element) return;
    // The next interval counts from the platform's clock, asked once this check is answered.
    element.addEventListener('casino-close', () => void schedule(), { once: true });
  };

  void schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
