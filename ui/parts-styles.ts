/**
 * Styles of the generic parts (tabs, accordion, paginator, countdown, select), adopted by the widgets
 * that use them, after the shared BASE_STYLES.
 */
export const PARTS_STYLES = /* css */ `
.tabs.auto { display: grid; grid-template-columns: minmax(150px, 190px) minmax(0, 1fr); gap: 20px; align-items: start; }
.tabs.select { display: grid; gap: 16px; }
.tab-list { display: grid; gap: 2px; border-inline-end: 1px solid var(--_border); padding-inline-end: 12px; }
.tab {
  text-align: start; font: inherit; color: var(--_fg); background: transparent; border: 0; border-radius: var(--_radius);
  padding: 10px 12px; min-height: 44px; cursor: pointer;
}
.tab { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.tab-badge {
  min-width: 24px; padding: 0 7px; border-radius: 999px; text-align: center; font-size: 0.8125rem; font-weight: 700;
  background: var(--_accent); color: var(--_on-accent);
}
.tab:hover { background: color-mix(in srgb, var(--_fg) 8%, transparent); }
.tab[aria-selected=true] { background: color-mix(in srgb, var(--_accent) 18%, transparent); font-weight: 700; box-shadow: inset 4px 0 0 var(--_accent); }
.tabs.auto .tab-select { display: none; }
.tab-panel { min-width: 0; }
@container (max-width: 540px) {
  .tabs.auto { grid-template-columns: 1fr; gap: 16px; }
  .tabs.auto .tab-list { display: none; }
  .tabs.auto .tab-select { display: grid; }
}
.accordion { display: grid; gap: 8px; }
.accordion-item { border: 1px solid var(--_border); border-radius: var(--_radius); }
.accordion-heading { margin: 0; font-size: 1rem; }
.accordion-heading button {
  display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 12px; min-height: 48px;
  padding: 10px 14px; font: inherit; color: var(--_fg); background: transparent; border: 0; border-radius: var(--_radius);
  cursor: pointer; text-align: start;
}
.accordion-heading svg { flex: none; stroke: currentColor; stroke-width: 2; fill: none; transition: transform 0.12s; }
.accordion-item.open .accordion-heading svg { transform: rotate(180deg); }
.accordion-panel { padding: 0 14px 14px; }
.paginator { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-top: 16px; }
.paginator .button[aria-disabled="true"] { opacity: 0.45; cursor: not-allowed; }
@media (forced-colors: active) { .paginator .button[aria-disabled="true"] { color: GrayText; border-color: GrayText; opacity: 1; } }
.page-number { color: var(--_fg); }
select { appearance: auto; }
.countdown { font-variant-numeric: tabular-nums; font-weight: 700; }
@media (prefers-reduced-motion: reduce) { .accordion-heading svg { transition: none; } }
@media (forced-colors: active) { .tab[aria-selected=true] { outline: 2px solid Highlight; } .tab-badge { border: 1px solid CanvasText; } }
`;
