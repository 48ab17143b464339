export const ACCOUNT_STYLES = /* css */ `
/* Inline, the account grows with its content: the page scrolls, not a 700 px box inside it (which at 400 % zoom or
   on a phone cut the tab off with no cue). As a dialog it stays within the viewport (ui/styles.ts). */
.frame:not(.modal) { max-height: none; overflow: visible; }
.field-row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: var(--_space-4); }
input[readonly] { background: color-mix(in srgb, var(--_fg) 6%, var(--_bg)); border-style: dashed; }
input:disabled { opacity: 0.6; }
.button:disabled { opacity: 0.5; cursor: not-allowed; }
.panel-state { display: grid; gap: var(--_space-3); justify-items: start; }
.stats { display: grid; grid-template-columns: repeat(3, 1fr); gap: var(--_space-2); margin: 0 0 var(--_space-4); }
.stats div { border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); padding: var(--_space-2) 10px; }
.stats dt { color: var(--_muted); font-size: var(--_text-small); }
.stats dd { margin: 0; font-weight: var(--_weight-bold); font-variant-numeric: tabular-nums; }
.history { display: grid; gap: var(--_space-4); }
.transactions { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.transaction {
  display: grid; grid-template-columns: 1fr auto; gap: 2px var(--_space-3); padding: 10px var(--_space-3);
  border: var(--_border-width) solid var(--_border); border-radius: var(--_radius);
}
.transaction-type { font-weight: var(--_weight-bold); }
.transaction-amount { font-weight: var(--_weight-bold); text-align: end; font-variant-numeric: tabular-nums; }
.transaction-status, .transaction-method, .transaction-date { color: var(--_muted); font-size: var(--_text-small); }
.transaction-method { text-align: end; }
.bonuses { display: grid; gap: var(--_space-4); }
.bonus-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-3); }
.bonus { border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); padding: 14px; }
.bonus article { display: grid; gap: 10px; }
.bonus-head { display: flex; justify-content: space-between; align-items: flex-start; gap: var(--_space-3); }
.bonus-name { margin: 0; font-size: var(--_text-large); }
.bonus-html p { margin: 0; }
.bonus-description { margin: 0; }
.bonus-description.rich-text > :first-child { margin-top: 0; }
.bonus-description.rich-text > :last-child { margin-bottom: 0; }
.bonus-description.rich-text :is(p, ul, ol) { margin: 0 0 var(--_space-2); }
.bonus-description.rich-text img { max-width: 100%; height: auto; }
.bonus-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 6px var(--_space-3); margin: 0; }
.bonus-facts dt { color: var(--_muted); font-size: var(--_text-xsmall); }
.bonus-facts dd { margin: 0; }
.badge.status-active { color: var(--_success); }
.badge.status-initiated { color: var(--_info); }
.badge.status-expired, .badge.status-canceled { color: var(--_error); }
.badge.status-finished { color: var(--_muted); }
.wagering { display: grid; gap: var(--_space-1); }
.wagering progress { width: 100%; height: 10px; accent-color: var(--_accent); }
.bonus-countdown { margin: 0; }
.confirm { display: grid; gap: var(--_space-2); border-top: var(--_border-width) solid var(--_border); padding-top: 10px; }
.confirm p { margin: 0; }
.sign-out { display: grid; gap: var(--_space-3); justify-items: start; }
.intro { margin: 0; }
@container (max-width: 480px) {
  .field-row { grid-template-columns: minmax(0, 1fr); }
  .stats { grid-template-columns: 1fr; }
  .bonus-head { flex-direction: column; }
}
`;
