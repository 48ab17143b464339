import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-terms
 * @summary The current terms and conditions, for a signed-in player to accept (or to decline and sign out).
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv.
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} no-header - No title bar.
 * @attr {string} background-image - Address of an image behind the widget.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @fires casino-ready - Rendered; detail: { widget }.
 * @fires casino-terms-accepted - The player accepted; detail: { version }.
 * @fires casino-signed-out - The player declined and was signed out; detail: { reason }.
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @csspart frame - The widget frame.
 * @csspart content - The terms text.
 * @csspart button - Each button.
 */
export class CasinoTermsElement extends createElementClass({
  widget: 'terms',
  load: () => import('../features/terms/index.ts'),
}) {}

defineElement('casino-terms', CasinoTermsElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-terms': CasinoTermsElement;
  }
}
