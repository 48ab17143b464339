/** Styles of the Stepper (ui/stepper.tsx) and the step heading under it, for the wizards that show one. */
export const STEPPER_STYLES = /* css */ `
.stepper { margin-bottom: var(--_space-2); }
.stepper-position { margin: 0 0 6px; color: var(--_muted); font-size: var(--_text-hint); }
/* Labels wrap onto another row rather than break inside a word ("Addres s"): a word is broken only when it alone is
   wider than the row. */
.stepper ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-1); }
.stepper li { flex: 1 1 auto; min-width: 0; overflow-wrap: break-word; hyphens: manual; display: grid; justify-items: center; gap: var(--_space-1); font-size: var(--_text-xsmall); color: var(--_muted); text-align: center; }
.stepper li::before { content: ""; display: block; width: 100%; height: 4px; border-radius: 2px; background: var(--_border); }
.stepper li.done::before, .stepper li.current::before { background: var(--_accent); }
.stepper li.current { color: var(--_fg); font-weight: var(--_weight-bold); }
.stepper-dot { display: none; }
.step-title { margin: var(--_space-2) 0 var(--_space-4); font-size: var(--_text-large); outline: none; }
`;
