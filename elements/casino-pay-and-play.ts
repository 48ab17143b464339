import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-pay-and-play
 * @summary Pay and play: one large amount field (required: "Enter amount"), then straight to the payment
 * cashier. Offered where the platform supports it (the third-party casino platform: FI, NL, SE).
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
 * @fires casino-deposit-success - The payment went through; detail: { amount, currency, txRefId, payload }.
 * @fires casino-cashier-success - Each cashier message is forwarded as casino-cashier-<name> (see casino-cashier).
 * @csspart frame - The widget frame.
 * @csspart input - The amount input.
 * @csspart iframe - The cashier iframe.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons and focus rings.
 */
export class CasinoPayAndPlayElement extends createElementClass({
  widget: 'pay-and-play',
  attributes: { timeoutMs: 'number', redirectHosts: 'string' },
  load: () => import('../features/pay-and-play/index.ts'),
}) {}

defineElement('casino-pay-and-play', CasinoPayAndPlayElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-pay-and-play': CasinoPayAndPlayElement;
  }
}
