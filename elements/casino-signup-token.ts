import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-signup-token
 * @summary The short sign-up of a known person, fed by the sign-up token an OAuth (bank-ID) sign-in of a new
 * player returns: contact (with the password twice where one is asked), limits (at most the person's own
 * maximum: 'Choosen limit is too great'), accept; the platform signs the player in at once.
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc; overrides the page's for this element.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv; overrides the page's.
 * @attr {string} bonus-code - A preset bonus code.
 * @attr {string} terms-url - The terms and conditions page (default /terms-and-conditions).
 * @attr {string} privacy-url - The privacy policy page (default /privacy-policy).
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @prop {string} token - The sign-up token; set it as a property (`element.token = ...`, or
 * `casino.open('signup-token', { token })`), never in the page's markup.
 * @fires casino-ready - Rendered and ready for input; detail: { widget }.
 * @fires casino-account-exists - Continue found an account with this email or phone; detail: { field }.
 * @fires casino-signed-up - The account was created; detail: { userId }.
 * @fires casino-signed-in - The platform signed the new player in; detail: { userId }.
 * @fires casino-sign-up-error - The sign-up was refused; detail: { key, message }.
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @fires casino-close - The close button was pressed (what was typed is discarded); detail: { widget }.
 * @csspart frame - The widget frame.
 * @csspart form - The form of the step.
 * @csspart stepper - The step indicator.
 * @csspart button - Each button.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons, the step indicator and focus rings.
 */
export class CasinoSignUpTokenElement extends createElementClass({
  widget: 'signup-token',
  attributes: { bonusCode: 'string', termsUrl: 'string', privacyUrl: 'string' },
  load: () => import('../features/signup-token/index.ts'),
}) {
  declare jurisdiction?: string;
  declare locale?: string;

  // A secret: a property only, kept out of r2wc's attribute reflection (never in the markup or the DOM).
  #token: string | undefined;

  get token(): string | undefined {
    return this.#token;
  }

  set token(value: string | undefined) {
    this.#token = value;
    const self = this as unknown as { [PROPS]: Record<string, unknown>; [RENDER]?: () => void };
    self[PROPS].token = value;
    self[RENDER]?.();
  }
}

// r2wc's own state, under its global symbols (as elements/define-element.ts uses them).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

defineElement('casino-signup-token', CasinoSignUpTokenElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-signup-token': CasinoSignUpTokenElement;
  }
}
