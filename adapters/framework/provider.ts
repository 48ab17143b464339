// The provider's framework script (spec 002 §7.2; reference realtime-and-providers.md §3): loaded once from the
// configured address, initialised once with the host, brand and language, then called and listened to. Nothing
// public documents the script, so what it exposes is written here once, as the one shape the adapter relies on:
// a global object with the calls the spec names and the listener setters the reference's one lead names
// (setOnSessionStatusUpdate, setOnGamesListUpdated, setLoadGameClosed). Its answers are checked where they are read.
import type { ErrorArea, FrameworkPlatformConfig, PlatformContext } from '../contract.ts';
import { timeoutOf } from '../call-policy.ts';
import { networkError, unknownError } from '../errors.ts';

/** The global the provider's script defines (the "ASG Framework" of the reference's lead). */
export const PROVIDER_GLOBAL = 'AsgFramework';

/** What `init` is given (spec 002 §3.3). */
export interface ProviderInit {
  host: string;
  brandId: string;
  brandDomain: string;
  language: string;
}

/**
 * The provider framework as its script exposes it. A call may answer at once or with a promise; what it answers
 * is unknown until checked.
 */
export interface ProviderFramework {
  init(options: ProviderInit): unknown;
  showLogin(): unknown;
  showRegistration(): unknown;
  showMyAccount(): unknown;
  showDeposit(): unknown;
  showWithdraw(): unknown;
  showContactUs(): unknown;
  logout(): unknown;
  isLoggedIn(): unknown;
  getDisplayBalance(): unknown;
  /** Opens a game in the provider's framework: its identifier and the mode letter (m real, d demo). */
  loadGame(identifier: string, mode: string): unknown;
  /** Tells the provider the page closed the game. */
  setLoadGameClosed(): unknown;
  /** The session's status as it changes: ready, signed-in, signed-out. */
  setOnSessionStatusUpdate(listener: (status: unknown) => void): unknown;
  /** The games list, whenever the provider has a new one. */
  setOnGamesListUpdated(listener: (games: unknown) => void): unknown;
}

const CALLS = [
  'init', 'showLogin', 'showRegistration', 'showMyAccount', 'showDeposit', 'showWithdraw', 'showContactUs', 'logout', 'isLoggedIn',
  'getDisplayBalance', 'loadGame', 'setLoadGameClosed', 'setOnSessionStatusUpdate', 'setOnGamesListUpdated',
] as const satisfies readonly (keyof ProviderFramework)[];

/** The provider's object on the page, when its script has defined one with every call. */
export function providerOn(scope: object): ProviderFramework | null {
  const candidate: unknown = (scope as Record<string, unknown>)[PROVIDER_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return null;
  return CALLS.every((name) => typeof (candidate as Record<string, unknown>)[name] === 'function') ? (candidate as ProviderFramework) : null;
}

/** Adds a script to the page under the library's rule for scripts (PlatformContext.addScript). */
export type ScriptAdder = (address: string) => Promise<HTMLScriptElement>;

/**
 * Loads the provider's script once and resolves with its framework. Rejects with `{area}.network-error` when the
 * script does not load within the call time-out (or fails to), and `{area}.unknown-error` when it loads but
 * defines no framework; the next call tries again.
 */
export async function loadProviderScript(
  context: PlatformContext<FrameworkPlatformConfig>,
  area: ErrorArea,
  scope: object = globalThis,
): Promise<ProviderFramework> {
  const present = providerOn(scope);
  if (present) return present;
  const address = context.config.providerScriptUrl;
  if (!address) throw unknownError(area, { message: "The 'framework' platform needs a providerScriptUrl (the provider's framework script)." });
  if (!context.addScript) throw unknownError(area, { message: "The 'framework' platform loads the provider's script into a page: there is none here." });
  const timeoutMs = timeoutOf(context.config);
  let script: HTMLScriptElement;
  try {
    script = await context.addScript(address);
  } catch (error) {
    throw unknownError(area, { cause: error, message: `The provider's framework script was refused: ${String(error instanceof Error ? error.message : error)}` });
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      done();
      script.remove();
      reject(networkError(area, undefined, `The provider's framework script did not load within ${timeoutMs} ms.`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      script.removeEventListener('load', loaded);
      script.removeEventListener('error', failed);
    };
    const loaded = () => {
      done();
      resolve();
    };
    const failed = () => {
      done();
      script.remove();
      reject(networkError(area, undefined, "The provider's framework script could not be loaded."));
    };
    script.addEventListener('load', loaded);
    script.addEventListener('error', failed);
  });
  const framework = providerOn(scope);
  if (!framework) throw unknownError(area, { message: `The provider's framework script loaded but defined no ${PROVIDER_GLOBAL} with the framework's calls.` });
  return framework;
}

/** A provider call that may answer at once or later, bounded by the call time-out. */
export async function settle<T>(answer: T | Promise<T>, timeoutMs: number, area: ErrorArea, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      Promise.resolve(answer),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(networkError(area, undefined, `The provider's ${what} gave no answer within ${timeoutMs} ms.`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
