import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-signup
 * @summary The sign-up wizard: contact, personal details, address, limits (where the jurisdiction asks for
 * them), annual activity, accept and Sign up, then activation and the automatic sign-in, the bonus step (when
 * the player has deposit offers) and a deposit through the cashier (when one is configured). What the player
 * types (never the password) survives a reload of the tab and a failed submit.
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc; overrides the page's for this element.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv; overrides the page's.
 * @attr {string} bonus-code - A preset bonus code (a campaign): no bonus list is fetched after sign-up.
 * @attr {boolean} no-activation - Leaves out the activation step.
 * @attr {string} terms-url - The terms and conditions page (default /terms-and-conditions), opened in a new tab.
 * @attr {string} privacy-url - The privacy policy page (default /privacy-policy), opened in a new tab.
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} no-header - No title bar.
 * @attr {string} background-image - Address of an image behind the widget.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @fires casino-ready - Rendered and ready for input; detail: { widget }.
 * @fires casino-account-exists - Continue found an account with this email or phone; detail: { field }.
 * @fires casino-signed-up - The account was created; detail: { userId }.
 * @fires casino-sign-up-error - The sign-up was refused; detail: { key, message }.
 * @fires casino-signed-in - The player was signed in after the sign-up or the activation; detail: { userId }.
 * @fires casino-account-activated - The activation step succeeded; detail: { signedIn }.
 * @fires casino-deposit-success - The deposit step's payment succeeded (a modal wizard then closes); detail: { amount, currency, txRefId, payload }.
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @fires casino-close - The close button was pressed (what was typed is discarded); detail: { widget }.
 * @csspart frame - The widget frame.
 * @csspart title - The heading.
 * @csspart notices - The notices area.
 * @csspart stepper - The step indicator.
 * @csspart form - The form of the step.
 * @csspart input - Each text input.
 * @csspart select - Each select.
 * @csspart button - Each button.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons, checkboxes, the step indicator and focus rings.
 * @cssprop [--casino-background=#ffffff] - The widget's background.
 * @cssprop [--casino-text=#1b1f23] - Text colour.
 * @cssprop [--casino-error=#b3261e] - Errors.
 * @cssprop [--casino-radius=8px] - Corner radius.
 */
export class CasinoSignUpElement extends createElementClass({
  widget: 'signup',
  attributes: { bonusCode: 'string', noActivation: 'boolean', termsUrl: 'string', privacyUrl: 'string' },
  load: () => import('../features/signup/index.ts'),
}) {
  declare jurisdiction?: string;
  declare locale?: string;
  declare bonusCode?: string;
}

defineElement('casino-signup', CasinoSignUpElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-signup': CasinoSignUpElement;
  }
}
