/** The jackpots' styles: the list and the total share the ticker's look. */
export const JACKPOT_STYLES = /* css */ `
.amount { font-variant-numeric: tabular-nums; font-weight: 700; }
.jackpots { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.jackpot { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 4px 16px;
  padding: 10px 12px; border: 1px solid var(--_border); border-radius: var(--_radius); }
.jackpot-name { font-weight: 600; }
.jackpot .amount { color: var(--_accent); }
.jackpot-total { margin: 0; text-align: center; }
.jackpot-total .amount { display: block; font-size: 2em; line-height: 1.2; color: var(--_accent); overflow-wrap: anywhere; }
`;
