/** The bank-ID panel's styles (the sign-in widget, and the sign-up's identify step). */
export const BANK_ID_STYLES = /* css */ `
.bank-id { display: grid; gap: var(--_space-3); }
.bank-id-status { margin: 0; font-weight: var(--_weight-medium); }
.bank-id-status:focus { outline: none; }
.bank-id-status:focus-visible { outline: var(--_focus-width) solid var(--_focus); outline-offset: var(--_focus-offset); }
.bank-id-qr { margin: 0; display: grid; gap: var(--_space-2); justify-items: center; text-align: center; }
.bank-id-qr img { width: 200px; height: 200px; background: #fff; padding: var(--_space-2); border-radius: var(--_radius); forced-color-adjust: none; }
.bank-id-frame { display: none; }
a.button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
`;
