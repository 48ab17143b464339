import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-deposit
 * @summary Deposit for a signed-in, activated player: a payment block or a used-up deposit limit stops it
 * with its notice, a limit with 10 percent or less left warns, then the bonus selector (when bonuses exist
 * and none was preset), then the payment cashier. Success closes the dialog and refreshes the balance
 * everywhere on the page. Opened by `window.casino.openDeposit({ method, amount, bonusCode })` and by the
 * REST query-string trigger `?method=&amount=&bonusCode=`.
 * @attr {string} method - A payment method to preselect in the cashier.
 * @attr {number} amount - An amount to prefill in the cashier.
 * @attr {string} bonus-code - A preset bonus code (no bonus selector).
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
 * @fires casino-deposit-success - A deposit went through; detail: { amount, currency, txRefId, payload }.
 * @fires casino-cashier-success - Each cashier message is forwarded as casino-cashier-<name> (see casino-cashier).
 * @fires casino-cashier-load-error - The cashier did not load in time; detail.payload: { message, timeoutMs }.
 * @csspart frame - The widget frame.
 * @csspart notice - Each notice (block, limit).
 * @csspart bonus - Each bonus of the selector.
 * @csspart iframe - The cashier iframe.
 * @csspart balance - The balance line.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons and focus rings.
 */
export class CasinoDepositElement extends createElementClass({
  widget: 'deposit',
  attributes: { method: 'string', amount: 'number', bonusCode: 'string', timeoutMs: 'number', redirectHosts: 'string' },
  load: () => import('../features/deposit/index.ts'),
}) {}

defineElement('casino-deposit', CasinoDepositElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-deposit': CasinoDepositElement;
  }
}
