/** The bank-ID panel's styles (the sign-in widget, and the sign-up's identify step). */
export const BANK_ID_STYLES = /* css */ `
.bank-id { display: grid; gap: 12px; }
.bank-id-status { margin: 0; font-weight: 600; }
.bank-id-status:focus { outline: none; }
.bank-id-status:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.bank-id-qr { margin: 0; display: grid; gap: 8px; justify-items: center; text-align: center; }
.bank-id-qr img { width: 200px; height: 200px; background: #fff; padding: 8px; border-radius: var(--_radius); forced-color-adjust: none; }
.bank-id-frame { display: none; }
a.button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
`;
