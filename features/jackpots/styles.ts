/** The jackpots' styles: the list and the total share the ticker's look. */
export const JACKPOT_STYLES = /* css */ `
.amount { font-variant-numeric: tabular-nums; font-weight: var(--_weight-bold); }
.jackpots { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.jackpot { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: var(--_space-1) var(--_space-4);
  padding: 10px var(--_space-3); border: var(--_border-width) solid var(--_border); border-radius: var(--_radius); }
.jackpot-name { font-weight: var(--_weight-medium); }
.jackpot .amount { color: var(--_accent); }
.jackpot-total { margin: 0; text-align: center; }
.jackpot-total .amount { display: block; font-size: 2em; line-height: 1.2; color: var(--_accent); overflow-wrap: anywhere; }
`;
