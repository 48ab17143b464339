import { useEffect, useRef } from 'react';
import { useHost } from '../toolkit/host/index.ts';
import type { StepId, StepRow } from './flow.ts';

/**
 * The wizard's part of the funnel (casino-funnel): sign-up-step-shown when a step shows, and
 * sign-up-step-completed for the step left when the player moves forward (the flow table's order, or done).
 * A step's place and the count are the stepper's ("Step 2 of 8"), so they are read once the offers planned
 * after the sign-up are known (`ready`). Back, a refusal that returns to a step, or a reload completes nothing.
 */
export function useStepFunnel(step: StepId | 'done', planned: readonly StepRow[], table: readonly StepRow[], ready: boolean): void {
  const host = useHost();
  const shown = useRef<StepId | null>(null);
  const plannedRef = useRef(planned);
  plannedRef.current = planned;
  useEffect(() => {
    if (!ready || step === shown.current) return;
    const steps = plannedRef.current;
    const emit = (name: 'sign-up-step-shown' | 'sign-up-step-completed', id: StepId) => {
      const index = steps.findIndex((row) => row.id === id);
      host.emit('casino-funnel', { name, widget: host.widget, step: id, stepNumber: index + 1, stepCount: steps.length });
    };
    const previous = shown.current;
    const order = (id: StepId | 'done') => (id === 'done' ? table.length : table.findIndex((row) => row.id === id));
    if (previous && order(step) > order(previous)) emit('sign-up-step-completed', previous);
    shown.current = step === 'done' ? null : step;
    if (step !== 'done') emit('sign-up-step-shown', step);
  }, [step, ready, host, table]);
}
