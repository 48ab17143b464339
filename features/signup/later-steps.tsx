import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';
import { retryingImport, useHost, withAdoptedStyles } from '../toolkit/host/index.ts';
import type { StepId, StepRow } from './flow.ts';
import { loadPlatformCalls } from './platform-calls-loader.ts';
import { isLazyStepForm } from './step-form.ts';

// The steps after the sign-up's form (activation, bonus, deposit) are other widgets' parts: their chunks (and
// styles, and the bonus list's sanitizer) load when the step is next, not with the wizard's first step. So do
// the form steps after the first (their rows in flow.ts are lazy). The step before them starts the next one's
// chunk once the browser is idle; a later step is never fetched ahead.
const LOADERS = {
  activation: () => import('../activation/index.ts'),
  bonus: () => import('../bonus-selector/index.ts'),
  deposit: () => import('../deposit/index.ts'),
} satisfies Partial<Record<StepId, () => Promise<unknown>>>;

type LaterStep = keyof typeof LOADERS;

const isLaterStep = (step: string): step is LaterStep => Object.hasOwn(LOADERS, step);

const LazyActivationForm = lazy(() => retryingImport(LOADERS.activation).then((module) => ({ default: module.ActivationForm })));
const LazyBonusList = lazy(() => retryingImport(LOADERS.bonus).then((module) => ({ default: withAdoptedStyles(module.BonusList, module.BONUS_STYLES) })));
const LazyDepositWidget = lazy(() => retryingImport(LOADERS.deposit).then((module) => ({ default: withAdoptedStyles(module.DepositWidget, module.DEPOSIT_STYLES) })));

const pending = <p className="loading" role="status"><Trans>Loading…</Trans></p>;

export function ActivationStep(props: ComponentProps<typeof LazyActivationForm>) {
  return <Suspense fallback={pending}><LazyActivationForm {...props} /></Suspense>;
}

export function BonusStep(props: ComponentProps<typeof LazyBonusList>) {
  return <Suspense fallback={pending}><LazyBonusList {...props} /></Suspense>;
}

export function DepositStep(props: ComponentProps<typeof LazyDepositWidget>) {
  return <Suspense fallback={pending}><LazyDepositWidget {...props} /></Suspense>;
}

/**
 * Starts the chunk of the step after the current one once the browser is idle (only that one): a step after the
 * sign-up, or a form step of `table` whose row is lazy and not loaded yet.
 */
export function usePrefetchNextStep(next: StepId | 'done' | null | undefined, table: readonly StepRow[]): void {
  const form = table.find((row) => row.id === next)?.form;
  const lazyForm = form && isLazyStepForm(form) && !form.loaded() ? form : undefined;
  useEffect(() => {
    let load: (() => Promise<unknown>) | undefined;
    if (next && isLaterStep(next)) load = LOADERS[next];
    else if (lazyForm) load = lazyForm.load;
    if (!load) return undefined;
    const start = load;
    return whenIdle(() => void start().catch(() => undefined));
  }, [next, lazyForm]);
}

/**
 * The contact step's check (is the e-mail or phone taken?) calls the platform at the first Continue: where the
 * adapter loads that call's part at its first call (the REST adapter's sign-up area), it is fetched at idle once
 * the step has painted, so the check does not wait for it. The build lists what this fetches (dist/preload.json,
 * adapterAreas' afterPaint: scripts/preload-manifest.mjs reads the operations named here).
 */
export function usePrefetchContactCheck(active: boolean): void {
  const host = useHost();
  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    const cancel = whenIdle(() => {
      // The wizard's own calls too (platform-calls.ts, a chunk of their own).
      void loadPlatformCalls().catch(() => undefined);
      host.getPlatform().then((platform) => {
        if (live) platform.prefetch?.(['validateEmail', 'validatePhone']);
      }, () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [active, host]);
}

/** Runs `start` once the browser is idle (at most 3 s on); returns what cancels it. */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 200);
  return () => clearTimeout(timer);
}
