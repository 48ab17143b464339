import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-bonus-selector
 * @summary The deposit bonuses to choose from: each with its image or a placeholder, its name or its
 * sanitized html, and Claim / Selected; Continue checks the choice with the platform (an ineligible one
 * shows "You are unfortunately not eligible for this bonus, please choose another one"), Continue without
 * a bonus skips it. In a modal, Continue goes on to the deposit with the chosen code.
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
 * @fires casino-bonus-selected - Continue; detail: { code } (null without a bonus).
 * @csspart frame - The widget frame.
 * @csspart bonus - Each bonus.
 * @csspart content - A bonus's custom html.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons and focus rings.
 */
export class CasinoBonusSelectorElement extends createElementClass({
  widget: 'bonus-selector',
  load: () => import('../features/bonus-selector/index.ts'),
}) {}

defineElement('casino-bonus-selector', CasinoBonusSelectorElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-bonus-selector': CasinoBonusSelectorElement;
  }
}
