export const LIMITS_STYLES = /* css */ `
.responsible-gaming { display: grid; gap: var(--_space-6); }
.break-shortcut { margin: 0; }
.break-shortcut a { font-weight: var(--_weight-bold); }
.limits { display: grid; gap: var(--_space-3); }
.limits-heading, .block-heading { margin: 0; font-size: var(--_text-large); }
/* Side by side only where each select has room for its longest name (sv "Insättningsgräns", "Produktens tidsgräns"). */
.limit-choice { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); gap: var(--_space-3); }
.limit-forms { display: grid; gap: var(--_space-3); }
.limit-form, .block-form { display: grid; gap: 10px; border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); padding: 14px; }
.limit-heading { margin: 0; font-size: 1rem; }
.limit-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 6px var(--_space-3); margin: 0; }
.limit-facts dt { color: var(--_muted); font-size: var(--_text-xsmall); }
.limit-facts dd { margin: 0; font-weight: var(--_weight-bold); font-variant-numeric: tabular-nums; }
.limit-facts .incoming { grid-column: 1 / -1; }
.limit-facts .incoming dd { color: var(--_info); }
.limit-none, .limit-locked { margin: 0; }
.limit-locked { color: var(--_muted); }
.limit-entry { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 10px; }
.limit-entry:disabled { opacity: 0.7; }
@container (max-width: 480px) {
  .limit-choice { grid-template-columns: minmax(0, 1fr); }
}
`;
