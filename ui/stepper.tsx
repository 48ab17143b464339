export interface StepperStep {
  id: string;
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  current: string;
  /** Names the list for assistive technology ("Sign-up steps"). */
  label: string;
  /** "Step {n} of {total}" in the widget's language. */
  describe: (position: number, total: number) => string;
}

/** Where the player is in a multi-step flow: an ordered list, the current step marked aria-current. */
export function Stepper({ steps, current, label, describe }: StepperProps) {
  const position = steps.findIndex((step) => step.id === current);
  return (
    <nav className="stepper" part="stepper" aria-label={label}>
      {/* A live region from the first step on: each step's "Step 2 of 6" is announced as it changes. */}
      <p className="stepper-position" aria-live="polite" aria-atomic="true">{describe(position + 1, steps.length)}</p>
      <ol>
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={index < position ? 'done' : index === position ? 'current' : 'todo'}
            aria-current={index === position ? 'step' : undefined}
          >
            <span className="stepper-dot" aria-hidden="true">{index + 1}</span>
            <span className="stepper-label">{step.label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
