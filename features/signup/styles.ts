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
.two-columns { display: grid; grid-template-columns: 1fr 2fr; gap: var(--_space-3); align-items: start; }
.three-columns { display: grid; grid-template-columns: repeat(3, 1fr); gap: var(--_space-3); align-items: start; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; margin-bottom: var(--_space-2); font-weight: var(--_weight-medium); }
.legend-heading { margin: 0; font-size: 1rem; }
.date-select legend { margin-bottom: 6px; }
.date-parts { display: grid; grid-template-columns: 1.2fr 1.6fr 1fr; gap: var(--_space-2); }
.date-part { display: grid; gap: var(--_space-1); }
/* Three selects share 360 px: less padding keeps "Vuosi", "Päivä", "Miesiąc" readable in them. */
.date-part select { padding-inline: 6px 2px; }
.date-part-label { font-size: var(--_text-small); font-weight: var(--_weight); color: var(--_muted); }
.field.invalid select { border-color: var(--_error); border-width: 2px; }
.tooltip { position: relative; }
.tooltip-body { margin-top: var(--_space-1); padding: 10px var(--_space-3); border-radius: var(--_radius); border: var(--_border-width) solid var(--_border);
  background: color-mix(in srgb, var(--_info) 8%, var(--_bg)); color: var(--_fg); font-size: var(--_text-hint); }
.tooltip-body[hidden] { display: none; }
.tooltip-toggle { min-width: 32px; min-height: 32px; border-radius: 50%; border: var(--_border-width) solid var(--_border); background: var(--_bg); color: var(--_fg); cursor: pointer; }
.wizard-actions { justify-content: flex-end; }
.done { display: grid; gap: var(--_space-3); }
.done p { margin: 0; }
.otp { display: flex; gap: var(--_space-2); }
.otp input { width: 52px; min-height: 56px; text-align: center; font-size: 1.5rem; padding: 0; }
.load-error { display: grid; gap: var(--_space-3); }
.button:disabled { opacity: 0.55; cursor: not-allowed; }
/* Forced colours paint every background Canvas: the bars keep their own system colours to stay visible. */
@media (forced-colors: active) {
  .stepper li::before { forced-color-adjust: none; background: GrayText; }
  .stepper li.done::before, .stepper li.current::before { background: Highlight; }
}
@container (max-width: 480px) {
  .three-columns { grid-template-columns: 1fr; }
  .two-columns { grid-template-columns: 1fr; }
  .stepper-label { display: none; }
}
`;
