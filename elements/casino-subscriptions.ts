import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-subscriptions
 * @summary The signed-in player's subscriptions: SMS, email and phone, and Update (`Subscriptions updated`).
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc; overrides the page's for this element.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv; overrides the page's.
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} no-header - No title bar.
 * @attr {string} background-image - Address of an image behind the widget.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @fires casino-ready - Rendered and ready for input; detail: { widget }.
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @fires casino-close - The close button was pressed; detail: { widget }.
 * @csspart frame - The widget frame.
 * @csspart title - The heading.
 * @csspart form - The form.
 * @csspart input - Each input.
 * @csspart button - Each button.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons, checkboxes and focus rings.
 * @cssprop [--casino-background=#ffffff] - The widget's background.
 * @cssprop [--casino-text=#1b1f23] - Text colour.
 * @cssprop [--casino-error=#b3261e] - Errors.
 * @cssprop [--casino-radius=8px] - Corner radius.
 */
export class CasinoSubscriptionsElement extends createElementClass({
  widget: 'subscriptions',
  load: () => import('../features/subscriptions/index.ts'),
}) {
  declare jurisdiction?: string;
  declare locale?: string;
}

defineElement('casino-subscriptions', CasinoSubscriptionsElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-subscriptions': CasinoSubscriptionsElement;
  }
}
