import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-withdraw
 * @summary Withdrawal for a signed-in, activated player: the withdraw-policy warnings of the active bonuses
 * (DenyWithdraw hides the withdrawal and wins over CancelMonetary, which warns that the bonus will be
 * cancelled; a zero balance warns), then the payment cashier. Cancelling pending withdrawals is off for SGA.
 * @attr {number} timeout-ms - The cashier's load time-out, default 10000.
 * @attr {string} redirect-hosts - Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site.
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc; overrides the page's for this element.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv; overrides the page's.
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} no-header - No title bar.
 * @attr {string} background-image - Address of an image behind the widget.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @fires casino-ready - Rendered; detail: { widget }.
 * @fires casino-close - The close button was pressed (inline); detail: { widget }.
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @fires casino-withdraw-success - A withdrawal was completed or is pending; detail: { amount, currency, txRefId, payload }.
 * @fires casino-cashier-success - Each cashier message is forwarded as casino-cashier-<name> (see casino-cashier).
 * @csspart frame - The widget frame.
 * @csspart notice - Each warning.
 * @csspart iframe - The cashier iframe.
 * @csspart balance - The balance line.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons and focus rings.
 */
export class CasinoWithdrawElement extends createElementClass({
  widget: 'withdraw',
  attributes: { timeoutMs: 'number', redirectHosts: 'string' },
  load: () => import('../features/withdraw/index.ts'),
}) {}

defineElement('casino-withdraw', CasinoWithdrawElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-withdraw': CasinoWithdrawElement;
  }
}
