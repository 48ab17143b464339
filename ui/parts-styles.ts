/**
 * Styles of the generic parts (tabs, accordion, paginator, countdown, select), adopted by the widgets
 * that use them, after the shared BASE_STYLES.
 */
export const PARTS_STYLES = /* css */ `
.tabs.auto { display: grid; grid-template-columns: minmax(150px, 190px) minmax(0, 1fr); gap: var(--_space-5); align-items: start; }
.tabs.select { display: grid; gap: var(--_space-4); }
.tab-list { display: grid; gap: 2px; border-inline-end: var(--_border-width) solid var(--_border); padding-inline-end: var(--_space-3); }
.tab {
  text-align: start; font: inherit; color: var(--_fg); background: transparent; border: 0; border-radius: var(--_radius);
  padding: 10px var(--_space-3); min-height: var(--_control-height); cursor: pointer;
}
.tab { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-2); }
.tab-badge {
  min-width: 24px; padding: 0 7px; border-radius: var(--_radius-pill); text-align: center; font-size: var(--_text-xsmall); font-weight: var(--_weight-bold);
  background: var(--_accent); color: var(--_on-accent);
}
.tab:hover { background: color-mix(in srgb, var(--_fg) 8%, transparent); }
.tab[aria-selected=true] { background: color-mix(in srgb, var(--_accent) 18%, transparent); font-weight: var(--_weight-bold); box-shadow: inset 4px 0 0 var(--_accent); }
.tabs.auto .tab-select { display: none; }
.tab-panel { min-width: 0; }
@container (max-width: 540px) {
  .tabs.auto { grid-template-columns: 1fr; gap: var(--_space-4); }
  .tabs.auto .tab-list { display: none; }
  .tabs.auto .tab-select { display: grid; }
}
.accordion { display: grid; gap: var(--_space-2); }
.accordion-item { border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); }
.accordion-heading { margin: 0; font-size: 1rem; }
.accordion-heading button {
  display: flex; width: 100%; align-items: center; justify-content: space-between; gap: var(--_space-3); min-height: 48px;
  padding: 10px 14px; font: inherit; color: var(--_fg); background: transparent; border: 0; border-radius: var(--_radius);
  cursor: pointer; text-align: start;
}
.accordion-heading svg { flex: none; stroke: currentColor; stroke-width: 2; fill: none; transition: transform 0.12s; }
.accordion-item.open .accordion-heading svg { transform: rotate(180deg); }
.accordion-panel { padding: 0 14px 14px; }
.paginator { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-3); margin-top: var(--_space-4); }
.paginator .button[aria-disabled="true"] { opacity: 0.45; cursor: not-allowed; }
@media (forced-colors: active) { .paginator .button[aria-disabled="true"] { color: GrayText; border-color: GrayText; opacity: 1; } }
.page-number { color: var(--_fg); }
select { appearance: auto; }
.countdown { font-variant-numeric: tabular-nums; font-weight: var(--_weight-bold); }
@media (prefers-reduced-motion: reduce) { .accordion-heading svg { transition: none; } }
@media (forced-colors: active) { .tab[aria-selected=true] { outline: 2px solid Highlight; } .tab-badge { border: var(--_border-width) solid CanvasText; } }
`;
