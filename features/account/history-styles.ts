/** The history tab's styles: adopted with its panel (features/account/account-widget.tsx), not in the account's first render. */
export const HISTORY_STYLES = /* css */ `
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
@container (max-width: 480px) {
  .stats { grid-template-columns: 1fr; }
}
`;
