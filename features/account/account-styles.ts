export const ACCOUNT_STYLES = /* css */ `
/* Inline, the account grows with its content: the page scrolls, not a 700 px box inside it (which at 400 % zoom or
   on a phone cut the tab off with no cue). As a dialog it stays within the viewport (ui/styles.ts). */
.frame:not(.modal) { max-height: none; overflow: visible; }
.field-row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; }
input[readonly] { background: color-mix(in srgb, var(--_fg) 6%, var(--_bg)); border-style: dashed; }
input:disabled { opacity: 0.6; }
.button:disabled { opacity: 0.5; cursor: not-allowed; }
.panel-state { display: grid; gap: 12px; justify-items: start; }
.stats { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin: 0 0 16px; }
.stats div { border: 1px solid var(--_border); border-radius: var(--_radius); padding: 8px 10px; }
.stats dt { color: var(--_muted); font-size: 0.875rem; }
.stats dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.history { display: grid; gap: 16px; }
.transactions { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.transaction {
  display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; padding: 10px 12px;
  border: 1px solid var(--_border); border-radius: var(--_radius);
}
.transaction-type { font-weight: 700; }
.transaction-amount { font-weight: 700; text-align: end; font-variant-numeric: tabular-nums; }
.transaction-status, .transaction-method, .transaction-date { color: var(--_muted); font-size: 0.875rem; }
.transaction-method { text-align: end; }
.bonuses { display: grid; gap: 16px; }
.bonus-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.bonus { border: 1px solid var(--_border); border-radius: var(--_radius); padding: 14px; }
.bonus article { display: grid; gap: 10px; }
.bonus-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; }
.bonus-name { margin: 0; font-size: 1.125rem; }
.bonus-html p { margin: 0; }
.bonus-description { margin: 0; }
.bonus-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 6px 12px; margin: 0; }
.bonus-facts dt { color: var(--_muted); font-size: 0.8125rem; }
.bonus-facts dd { margin: 0; }
.badge.status-active { color: var(--_success); }
.badge.status-initiated { color: var(--_info); }
.badge.status-expired, .badge.status-canceled { color: var(--_error); }
.badge.status-finished { color: var(--_muted); }
.wagering { display: grid; gap: 4px; }
.wagering progress { width: 100%; height: 10px; accent-color: var(--_accent); }
.bonus-countdown { margin: 0; }
.confirm { display: grid; gap: 8px; border-top: 1px solid var(--_border); padding-top: 10px; }
.confirm p { margin: 0; }
.sign-out { display: grid; gap: 12px; justify-items: start; }
.intro { margin: 0; }
@container (max-width: 480px) {
  .field-row { grid-template-columns: minmax(0, 1fr); }
  .stats { grid-template-columns: 1fr; }
  .bonus-head { flex-direction: column; }
}
`;
