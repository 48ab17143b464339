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

type SignUpSubmit = typeof import('./sign-up-submit.tsx');
let submits: Promise<SignUpSubmit> | undefined;

/**
 * What the wizard's submits run (the contact's check, the sign-up: sign-up-submit.tsx, with the calls it makes), a
 * chunk the first step does not run either: fetched at idle once the wizard has painted (use-later-parts.ts); a press
 * before then keeps the form busy until it is here, and one it cannot fetch is the form's failure notice.
 */
export const loadSignUpSubmit = (): Promise<SignUpSubmit> => (submits ??= retryingImport(() => import('./sign-up-submit.tsx')).catch((error: unknown) => {
  // Asked again at the next need rather than failing for good.
  submits = undefined;
  throw error;
}));
