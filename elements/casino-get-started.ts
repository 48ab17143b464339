import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-get-started
 * @summary The get-started sign-up: the player first identifies with a phone and a 4-digit SMS code (the
 * boxes check themselves once complete; the code is read from the SMS where the browser can) or with an
 * email; a known player signs in, a new one goes on through the sign-up wizard, prefilled with what the
 * platform knows.
 * @attr {string} identify - phone (default): a one-time SMS code; email: email only.
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc; overrides the page's for this element.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv; overrides the page's.
 * @attr {string} bonus-code - A preset bonus code: no bonus list is fetched after sign-up.
 * @attr {boolean} no-activation - Leaves out the activation step.
 * @attr {string} terms-url - The terms and conditions page (default /terms-and-conditions).
 * @attr {string} privacy-url - The privacy policy page (default /privacy-policy).
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} no-header - No title bar.
 * @attr {string} background-image - Address of an image behind the widget.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @fires casino-ready - Rendered and ready for input; detail: { widget }.
 * @fires casino-signed-in - A known player signed in (SMS code or password), or the new one after sign-up; detail: { userId }.
 * @fires casino-account-exists - Contact found an account with this email or phone ('Player already exists' is shown); detail: { field }.
 * @fires casino-signed-up - The account was created; detail: { userId }.
 * @fires casino-sign-up-error - The sign-up was refused; detail: { key, message }.
 * @fires casino-account-activated - The activation step succeeded; detail: { signedIn }.
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @fires casino-close - The close button was pressed (what was typed is discarded); detail: { widget }.
 * @csspart frame - The widget frame.
 * @csspart form - The form of the step.
 * @csspart otp-digit - Each box of the SMS code.
 * @csspart stepper - The step indicator.
 * @csspart button - Each button.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons, the step indicator and focus rings.
 */
export class CasinoGetStartedElement extends createElementClass({
  widget: 'get-started',
  attributes: { identify: 'string', bonusCode: 'string', noActivation: 'boolean', termsUrl: 'string', privacyUrl: 'string' },
  load: () => import('../features/get-started/index.ts'),
}) {
  declare jurisdiction?: string;
  declare locale?: string;
  declare identify?: string;
}

defineElement('casino-get-started', CasinoGetStartedElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-get-started': CasinoGetStartedElement;
  }
}
