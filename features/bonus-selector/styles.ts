export const BONUS_STYLES = /* css */ `
.bonuses { list-style: none; margin: 0 0 var(--_space-4); padding: 0; display: grid; gap: 10px; }
.bonus { display: grid; grid-template-columns: 64px 1fr auto; align-items: center; gap: var(--_space-3); padding: 10px;
  border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); }
.bonus.selected { border-color: var(--_accent); border-width: 2px; }
.bonus-image { width: 64px; height: 64px; border-radius: var(--_radius-small); object-fit: cover; }
.bonus-image.placeholder { display: grid; place-items: center; background: color-mix(in srgb, var(--_fg) 8%, transparent); }
.bonus-image.placeholder svg { stroke: var(--_muted); stroke-width: 1.5; fill: none; }
.bonus-name { margin: 0; font-weight: var(--_weight-bold); }
.bonus-text .safe-html p { margin: 0; }
.bonus-text { min-width: 0; }
.bonus-description { margin: var(--_space-1) 0 0; font-size: 0.875em; }
.bonus-description :is(p, ul, ol) { margin: 0 0 var(--_space-1); }
.bonus-description :is(ul, ol) { padding-inline-start: 1.25em; }
.bonus-description > :last-child { margin-bottom: 0; }
.bonus-text img { max-width: 100%; height: auto; }
.bonus-reason { margin: var(--_space-1) 0 0; color: var(--_muted); font-size: 0.875em; }
.bonus:has(.button:disabled) .bonus-name, .bonus:has(.button:disabled) .bonus-image { opacity: 0.6; }
.bonus .button:disabled { cursor: not-allowed; }
.bonus-check { stroke: currentColor; stroke-width: 2.5; fill: none; vertical-align: -3px; margin-inline-end: var(--_space-1); }
.bonus-notices:empty { display: none; }
.bonus-notices { margin-bottom: var(--_space-3); }
@container (max-width: 480px) {
  .bonus { grid-template-columns: 48px 1fr; }
  .bonus-image { width: 48px; height: 48px; }
  .bonus .button { grid-column: 1 / -1; }
}
`;
