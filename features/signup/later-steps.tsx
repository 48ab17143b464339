import { lazy, Suspense, type ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';
import { retryingImport, withAdoptedStyles } from '../toolkit/host/index.ts';
import type { StepId } from './flow.ts';

// The steps after the sign-up's form (activation, bonus, deposit) are other widgets' parts: their chunks (and
// styles, and the bonus list's sanitizer) load when the step is next, not with the wizard's first step. So do
// the form steps after the first (their rows in flow.ts are lazy). The step before them starts the next one's
// chunk once the browser is idle (use-later-parts.ts); a later step is never fetched ahead. This file comes with
// the step after the sign-up (after-sign-up-step.tsx), not with the wizard's first step.
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

/** Starts the chunk of a step after the sign-up (the wizard's idle prefetch of the next step: use-later-parts.ts). */
export function prefetchLaterStep(step: string): void {
  if (isLaterStep(step)) void LOADERS[step]().catch(() => undefined);
}
