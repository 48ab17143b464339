import { useEffect, type RefObject } from 'react';
import type { StepId } from './flow.ts';

/** A step's fields that take focus: the first of them, when the step shows. */
export const STEP_FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Focus follows the wizard's step, once the player has moved (`moved`): a rule of its own, about the DOM,
 * apart from the wizard's state.
 */
export function useStepFocus(step: StepId | 'done', moved: RefObject<boolean>, headingRef: RefObject<HTMLHeadingElement | null>): void {
  // Focus follows the step: to its first field, so the player types on at once (its label and the heading's
  // step are read with it); to its heading where the step has no field (bonus, deposit). The activation step's
  // form arrives in a chunk of its own: its code field takes focus when it comes (after-sign-up-step.tsx).
  useEffect(() => {
    if (!moved.current) return;
    const heading = headingRef.current;
    (heading?.parentElement?.querySelector<HTMLElement>(STEP_FIELDS) ?? heading)?.focus();
  }, [step, moved, headingRef]);
}
