/**
 * The shared stylesheet of every widget, adopted into each shadow root as a constructable stylesheet
 * (a strict Content Security Policy forbids inline <style> and style="" attributes).
 * Design tokens are `--casino-*` custom properties; they inherit through the shadow boundary, so a host
 * page themes every widget from one rule on :root.
 */
export const BASE_STYLES = /* css */ `
:host {
  --_accent: var(--casino-accent, #0a7a3e);
  --_on-accent: var(--casino-on-accent, #ffffff);
  --_bg: var(--casino-background, #ffffff);
  --_fg: var(--casino-text, #1b1f23);
  --_muted: var(--casino-muted, #5a6270);
  --_border: var(--casino-border, #8a93a0);
  --_error: var(--casino-error, #b3261e);
  --_warning: var(--casino-warning, #8a5a00);
  --_success: var(--casino-success, #0a7a3e);
  --_info: var(--casino-info, #1f5fae);
  --_radius: var(--casino-radius, 8px);
  --_font: var(--casino-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  /* The scale every widget's styles use (ui/tokens.ts lists them; a test holds each defined and used). */
  --_space-1: var(--casino-space-1, 4px);
  --_space-2: var(--casino-space-2, 8px);
  --_space-3: var(--casino-space-3, 12px);
  --_space-4: var(--casino-space-4, 16px);
  --_space-5: var(--casino-space-5, 20px);
  --_space-6: var(--casino-space-6, 24px);
  --_radius-small: var(--casino-radius-small, 4px);
  --_radius-frame: var(--casino-radius-frame, var(--casino-radius, 8px));
  --_radius-pill: var(--casino-radius-pill, 999px);
  --_text-xsmall: var(--casino-font-size-xsmall, 0.8125rem);
  --_text-small: var(--casino-font-size-small, 0.875rem);
  --_text-hint: var(--casino-font-size-hint, 0.9375rem);
  --_text-large: var(--casino-font-size-large, 1.125rem);
  --_text-title: var(--casino-font-size-title, 1.375rem);
  --_text-display: var(--casino-font-size-display, 2rem);
  --_weight: var(--casino-font-weight, 400);
  --_weight-medium: var(--casino-font-weight-medium, 600);
  --_weight-bold: var(--casino-font-weight-bold, 700);
  --_focus-width: var(--casino-focus-ring-width, 3px);
  --_focus-offset: var(--casino-focus-ring-offset, 2px);
  --_focus: var(--casino-focus-ring-color, var(--_accent));
  --_control-height: var(--casino-control-height, 44px);
  --_control-height-small: var(--casino-control-height-small, 32px);
  --_border-width: var(--casino-border-width, 1px);
  --_shadow-dialog: var(--casino-shadow-dialog, 0 12px 40px rgb(0 0 0 / 0.35));
  --_shadow-frame: var(--casino-shadow-frame, none);
  display: block;
  container-type: inline-size;
  color: var(--_fg);
  font-family: var(--_font);
  font-size: var(--casino-font-size, 16px);
  font-weight: var(--_weight);
  line-height: var(--casino-line-height, 1.45);
}
:host([hidden]) { display: none; }
@media (prefers-color-scheme: dark) {
  :host {
    --_accent: var(--casino-accent-dark, var(--casino-accent, #4cd68a));
    --_on-accent: var(--casino-on-accent-dark, #06210f);
    --_bg: var(--casino-background-dark, #16191d);
    --_fg: var(--casino-text-dark, #eef1f4);
    --_muted: var(--casino-muted-dark, #b4bcc6);
    --_border: var(--casino-border-dark, #7c8794);
    --_error: var(--casino-error-dark, #ffb4ab);
    --_warning: var(--casino-warning-dark, #f5c46b);
    --_success: var(--casino-success-dark, #7be0a6);
    --_info: var(--casino-info-dark, #9cc3ff);
  }
}
*, *::before, *::after { box-sizing: border-box; }
.frame {
  position: relative;
  background: var(--_bg);
  color: var(--_fg);
  border-radius: var(--_radius-frame);
  box-shadow: var(--_shadow-frame);
  padding: var(--_space-6);
  max-width: 600px;
  max-height: 700px;
  overflow: auto;
  margin: 0 auto;
  outline: none;
}
.frame.modal { box-shadow: var(--_shadow-dialog); max-height: min(700px, calc(100dvh - 16px)); }
.frame.full-screen { max-width: none; max-height: none; width: 100%; height: 100%; border-radius: 0; }
.frame.no-padding { padding: 0; }
.frame.background-image {
  background-image: var(--casino-frame-background-image);
  background-size: cover;
  background-position: center;
}
.header { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-3); margin-bottom: var(--_space-4); }
.title { margin: 0; font-size: var(--_text-title); line-height: 1.2; }
.close {
  flex: none; display: inline-grid; place-items: center; width: var(--_control-height); height: var(--_control-height); margin: -8px -8px -8px 0;
  border: 0; border-radius: 50%; background: transparent; color: var(--_fg); cursor: pointer;
}
.close svg, .notice-clear svg, .toggle-visibility svg { stroke: currentColor; stroke-width: 2; fill: none; }
.close:hover { background: color-mix(in srgb, var(--_fg) 10%, transparent); }
:focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
/* The frame takes focus after a step (a sign-in, a new step): its ring is drawn inside its edge, where the page's
   next element (a column beside it, a section under it) cannot cover it. */
.frame:focus-visible { outline-offset: calc(-1 * var(--_focus-width)); }
.notices:empty { display: none; }
.notices { display: grid; gap: var(--_space-2); margin-bottom: var(--_space-4); }
.notice {
  display: flex; align-items: flex-start; gap: var(--_space-2); padding: var(--_space-3) 14px; border-radius: var(--_radius);
  border: var(--_border-width) solid currentColor; border-inline-start-width: 6px; background: var(--_bg);
}
.notice.error { color: var(--_error); }
.notice.warning { color: var(--_warning); }
.notice.success { color: var(--_success); }
.notice.info { color: var(--_info); }
.notice-text { flex: 1; color: var(--_fg); }
.notice-title { margin: 0 0 var(--_space-1); font-weight: var(--_weight-bold); }
.notice-message a { color: inherit; }
.notice.offline { flex-wrap: wrap; align-items: center; }
.notice.offline .notice-action { flex: none; min-width: 0; }
.notice-clear { border: 0; background: transparent; color: var(--_fg); cursor: pointer; padding: var(--_space-1); min-width: var(--_control-height-small); min-height: var(--_control-height-small); }
form { display: grid; gap: var(--_space-4); }
.field { display: grid; gap: 6px; }
.field label { font-weight: var(--_weight-medium); }
.control { position: relative; display: flex; }
input[type=text], input[type=email], input[type=password], input[type=tel], input[type=number], select, textarea {
  width: 100%; min-height: var(--_control-height); padding: 10px var(--_space-3); font: inherit; color: var(--_fg); background: var(--_bg);
  border: var(--_border-width) solid var(--_border); border-radius: var(--_radius);
}
.control:has(.toggle-visibility) input { padding-inline-end: 52px; }
.toggle-visibility {
  position: absolute; inset-block: 0; inset-inline-end: 0; width: 48px; border: 0; background: transparent;
  color: var(--_muted); cursor: pointer; border-radius: 0 var(--_radius) var(--_radius) 0;
}
.field.invalid input { border-color: var(--_error); border-width: 2px; }
.field .error { margin: 0; color: var(--_error); font-size: var(--_text-hint); }
.field .hint { margin: 0; color: var(--_muted); font-size: var(--_text-hint); }
.field.checkbox { grid-template-columns: auto 1fr; align-items: center; column-gap: 10px; }
.field.checkbox .error { grid-column: 1 / -1; }
.field.checkbox label { font-weight: var(--_weight); }
input[type=checkbox] { width: 22px; height: 22px; margin: 0; accent-color: var(--_accent); }
.checklist { list-style: none; margin: -8px 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 2px var(--_space-3); font-size: var(--_text-hint); }
.checklist .met { color: var(--_success); }
.checklist .unmet { color: var(--_muted); }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--_space-2); min-height: var(--_control-height); padding: 10px var(--_space-5);
  font: inherit; font-weight: var(--_weight-bold); border-radius: var(--_radius); cursor: pointer; border: 2px solid var(--_accent);
}
.button.primary { background: var(--_accent); color: var(--_on-accent); }
.button.secondary { background: transparent; color: var(--_fg); }
.button.link { background: none; border: 0; padding: var(--_space-1) 0; min-height: 0; color: var(--_fg); text-decoration: underline; font-weight: var(--_weight); }
.button[aria-disabled=true] { opacity: 0.7; cursor: progress; }
.spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: spin 0.8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
.actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space-3); }
.actions .button.primary { flex: 1 1 auto; }
/* Swedish, Finnish and Polish compounds (Insättningsgränser, Peliaikarajat) are longer than a 360 px column:
   they hyphenate where the browser knows the language (lang is set on each widget root) and break anywhere
   rather than run out of their box where it does not. */
.title, .step-title, label, legend, .button, .notice-text, [role=tab] { overflow-wrap: anywhere; hyphens: auto; }
.button { max-width: 100%; text-align: center; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.safe-html { overflow-wrap: anywhere; }
/* A sum of money in one piece: a line may otherwise break after the minus sign of a negative one (-€74.50). */
.amount { white-space: nowrap; }
.scroll-region { overflow-x: auto; }
.safe-html a { color: var(--_fg); }
.loading { display: grid; place-items: center; min-height: 120px; color: var(--_muted); }
a { color: var(--_fg); }
@container (max-width: 480px) {
  .frame { padding: var(--_space-4); }
  .actions { flex-direction: column; align-items: stretch; }
}
/* Forced colours replace every colour with the player's palette and draw a Canvas backplate behind text, so a
   primary button painted in a system colour of its own would hide its label. It keeps its colours instead
   (forced-color-adjust: none) in the palette's highlight pair; every button and the dialog keep an edge. */
@media (forced-colors: active) {
  .button { border-color: ButtonText; }
  .button.primary { forced-color-adjust: none; background: Highlight; color: HighlightText; border-color: Highlight; }
  .button.primary:focus-visible { outline-color: CanvasText; }
  .button.secondary { background: ButtonFace; color: ButtonText; }
  .frame.modal { border: 2px solid CanvasText; }
  .notice { border-color: CanvasText; }
  .field.invalid input { border-color: Mark; }
  :focus-visible { outline-color: Highlight; }
}
`;
