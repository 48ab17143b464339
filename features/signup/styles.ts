import { STEPPER_STYLES } from '../../ui/stepper-styles.ts';

/**
 * Styles of the sign-up wizards (sign-up, get-started, token sign-up), added to the shared ones; the deposit's
 * and the bonus selector's, which the last two steps embed, come with those steps (later-steps.tsx).
 */
export const SIGN_UP_STYLES = STEPPER_STYLES + /* css */ `
/* The calling code's column fits its label (Landsnummer, Numer kierunkowy) rather than splitting it. Label,
   control and error sit on rows the two fields share: a label that wraps anyway (a narrow screen, a large
   font) never puts its field below the other's line. */
.phone-row { display: grid; grid-template-columns: minmax(110px, auto) minmax(0, 1fr); grid-template-rows: auto auto auto; column-gap: var(--_space-3); row-gap: 0; align-items: start; }
.phone-row > .field { grid-row: span 3; grid-template-rows: subgrid; }
/* Its options name their countries ("+44 Storbritannien, Guernsey, Isle of Man, Jersey"): the select does not
   widen the column to its longest one (a closed select shows the chosen option, the open list the whole names).
   No width of its own, the column's as its least: Chromium sizes a select by its options despite containment. */
.phone-row select { width: 0; min-width: 100%; }
/* The later steps' own rules (the date of birth's parts, the address's and the limits' columns, the activity's
   tooltip; the fieldsets of the date of birth and the limits; the end's) come with their steps' chunks
   (personal-step.tsx ...), the get-started's code field with the get-started (features/get-started/index.ts). */
.field.invalid select { border-color: var(--_error); border-width: 2px; }
.wizard-actions { justify-content: flex-end; }
.load-error { display: grid; gap: var(--_space-3); }
.button:disabled { opacity: 0.55; cursor: not-allowed; }
/* Forced colours paint every background Canvas: the bars keep their own system colours to stay visible. */
@media (forced-colors: active) {
  .stepper li::before { forced-color-adjust: none; background: GrayText; }
  .stepper li.done::before, .stepper li.current::before { background: Highlight; }
}
@container (max-width: 480px) {
  .stepper-label { display: none; }
}
`;
