import { useEffect, type RefObject } from 'react';
import type { StepId } from './flow.ts';

/**
 * Focus follows the wizard's step, once the player has moved (`moved`): a rule of its own, about the DOM,
 * apart from the wizard's state.
 */
export function useStepFocus(step: StepId | 'done', moved: RefObject<boolean>, headingRef: RefObject<HTMLHeadingElement | null>): void {
  // Focus follows the step: to its first field, so the player types on at once (its label and the heading's
  // step are read with it); to its heading where the step has no field (bonus, deposit).
  useEffect(() => {
    if (!moved.current) return undefined;
    const heading = headingRef.current;
    const container = heading?.parentElement;
    const firstField = () => container?.querySelector<HTMLElement>(
      'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    );
    const first = firstField();
    (first ?? heading)?.focus();
    // The activation step's form arrives in a chunk of its own (later-steps.tsx): its code field takes focus
    // when it comes, unless the player has moved on from the heading meanwhile.
    if (first || step !== 'activation' || !container) return undefined;
    const observer = new MutationObserver(() => {
      const field = firstField();
      if (!field) return;
      observer.disconnect();
      if ((container.getRootNode() as Document | ShadowRoot).activeElement === heading) field.focus();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [step, moved, headingRef]);
}
