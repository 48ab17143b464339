import { createElementClass, defineElement } from './define-element.ts';

// The name the cashier widget listens on for the element's methods (features/cashier COMMAND_EVENT).
const COMMAND_EVENT = 'casino-cashier-command';

/**
 * @tag casino-cashier
 * @summary The payment cashier iframe (PaymentIQ-style protocol) for a signed-in player: deposit or withdrawal.
 * Every message from the iframe is checked (exact origin, this element's own iframe, payload shape) and
 * forwarded as a `casino-cashier-<name>` event; several cashiers may share a page.
 * @attr {string} kind - deposit (default), withdraw, pay-and-play.
 * @attr {string} method - A payment method to preselect (the cashier's provider type).
 * @attr {number} amount - An amount to prefill.
 * @attr {string} bonus-code - A bonus code for the deposit.
 * @attr {number} timeout-ms - The load time-out (initLoadErrorTimeout), default 10000.
 * @attr {string} redirect-hosts - Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site.
 * @attr {string} authorize-methods - Opt-in for the cashier's authorize scripts: the global functions it may call.
 * @attr {string} lookup - JSON `{ "environment", "version" }`: load the lookup (checkout client) iframe first.
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv.
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} no-header - No title bar.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @fires casino-ready - Rendered; detail: { widget }.
 * @fires casino-cashier-init-load - The cashier loaded; detail: { eventType, payload }.
 * @fires casino-cashier-success - A transaction succeeded; detail: { eventType: 'TX_SUCCESS', payload }.
 * @fires casino-cashier-failure - A transaction failed.
 * @fires casino-cashier-pending - A transaction is pending.
 * @fires casino-cashier-cancelled - The player cancelled.
 * @fires casino-cashier-unresolved - A transaction's outcome is unknown.
 * @fires casino-cashier-validation-failed - The cashier refused the input.
 * @fires casino-cashier-transaction-init - A transaction started.
 * @fires casino-cashier-loading - The cashier is busy.
 * @fires casino-cashier-done-loading - The cashier is no longer busy.
 * @fires casino-cashier-load-error - The cashier did not load in time; detail.payload: { message, timeoutMs }.
 * @fires casino-cashier-set-height - The cashier reported its height.
 * @fires casino-cashier-payment-method-select - A payment method was chosen.
 * @fires casino-cashier-page-entered - A payment method's page was entered.
 * @fires casino-cashier-navigate - The cashier changed route.
 * @fires casino-cashier-new-provider-window - The cashier opened a provider window.
 * @fires casino-cashier-pending-withdrawal-cancelled - A pending withdrawal was cancelled.
 * @fires casino-cashier-change - The cashier changed.
 * @fires casino-cashier-update - The cashier updated its data.
 * @fires casino-cashier-visible - The cashier became visible.
 * @fires casino-cashier-hidden - The cashier was hidden.
 * @fires casino-cashier-pause - The cashier paused.
 * @fires casino-cashier-resume - The cashier resumed.
 * @fires casino-cashier-lookup-init-load - The lookup loaded.
 * @fires casino-cashier-lookup-customer-identified - The lookup identified the customer.
 * @fires casino-cashier-lookup-customer-reset - The lookup reset the customer.
 * @fires casino-cashier-top-url-replace - The cashier asked to move the page (followed only to allowed addresses).
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @csspart frame - The widget frame.
 * @csspart cashier - The cashier's container.
 * @csspart iframe - The cashier iframe.
 * @csspart lookup - The lookup iframe.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons and focus rings.
 */
export class CasinoCashierElement extends createElementClass({
  widget: 'cashier',
  attributes: {
    kind: 'string',
    method: 'string',
    amount: 'number',
    bonusCode: 'string',
    timeoutMs: 'number',
    redirectHosts: 'string',
    authorizeMethods: 'string',
    lookup: 'json',
  },
  load: () => import('../features/cashier/index.ts'),
}) {
  /** Pauses the cashier (its iframe leaves the tab order). */
  pause(): void {
    this.command('pause');
  }

  /** Resumes a paused cashier. */
  resume(): void {
    this.command('resume');
  }

  /** Sends CSS text to the cashier (SET_CSS). */
  setCss(css: string): void {
    this.command('set-css', css);
  }

  /** Sends new configuration to the cashier (UPDATE_DATA; the merchant, user and session are never re-sent). */
  updateData(config: Record<string, unknown>): void {
    this.command('update-data', config);
  }

  /** Answers a native payment the cashier initiated (PIQ_PROCESS_NATIVE_PAYMENT). */
  processNativePayment(payload: unknown): void {
    this.command('process-native-payment', payload);
  }

  private command(type: string, payload?: unknown): void {
    this.dispatchEvent(new CustomEvent(COMMAND_EVENT, { detail: { type, payload } }));
  }
}

defineElement('casino-cashier', CasinoCashierElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-cashier': CasinoCashierElement;
  }
}
