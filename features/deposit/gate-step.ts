// The payment gate's notices for a signed-in player it keeps from depositing (the terms to accept, an account to
// activate, a country not served, a country lookup failed): a chunk the deposit loads only then
// (deposit-widget.tsx). Its first render shows the gate being read, or a visitor the sign-in, without it.
export { GateNotice } from '../cashier/index.ts';
