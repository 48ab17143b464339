/** The cashier's styles, shared by every payment widget that embeds it. */
export const CASHIER_STYLES = /* css */ `
.cashier { display: grid; gap: var(--_space-3); }
/* The notice and its way on (Sign in) apart, as everywhere else. */
.gate { display: grid; gap: var(--_space-4); }
.cashier-frame, .lookup-frame { display: block; width: 100%; border: 0; border-radius: var(--_radius); background: var(--_bg); color-scheme: normal; }
.cashier-frame.pending { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
.cashier-frame[data-paused] { opacity: 0.6; pointer-events: none; }
.balance { margin: 0 0 var(--_space-3); }
`;
