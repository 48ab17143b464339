import { retryingImport } from '../toolkit/host/index.ts';

type PlatformCalls = typeof import('./platform-calls.ts');
let calls: Promise<PlatformCalls> | undefined;

/**
 * What the wizard asks of the platform (platform-calls.ts): a chunk the first step does not run. It is fetched at
 * idle once the first step has painted (use-later-parts.ts), and a Continue before then waits for it.
 */
export const loadPlatformCalls = (): Promise<PlatformCalls> => (calls ??= retryingImport(() => import('./platform-calls.ts')).catch((error: unknown) => {
  // Asked again at the next need rather than failing for good.
  calls = undefined;
  throw error;
}));
