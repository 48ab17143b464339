import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-activation
 * @summary Account activation: the email (hidden when known) and the numeric code sent to the player;
 * Activate and Request activation code. An activated player sees 'Your account is already activated'.
 * A page opened with `?email=...&code=...` opens it prefilled as a modal.
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc; overrides the page's for this element.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv; overrides the page's.
 * @attr {string} email - The player's email, when the page knows it (the field is then hidden).
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} no-header - No title bar.
 * @attr {string} background-image - Address of an image behind the widget.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @prop {string} code - A code to prefill (from an activation link); never read from an attribute.
 * @fires casino-ready - Rendered and ready for input; detail: { widget }.
 * @fires casino-account-activated - The account was activated; detail: { signedIn }.
 * @fires casino-signed-in - The activation also signed the player in; detail: { userId }.
 * @fires casino-error - With every error shown; detail: { key, message }.
 * @fires casino-close - The close button was pressed; detail: { widget }.
 * @csspart frame - The widget frame.
 * @csspart form - The form.
 * @csspart input - Each input.
 * @csspart button - Each button.
 * @cssprop [--casino-accent=#0a7a3e] - Buttons and focus rings.
 */
export class CasinoActivationElement extends createElementClass({
  widget: 'activation',
  attributes: { email: 'string' },
  load: () => import('../features/activation/index.ts'),
}) {
  declare jurisdiction?: string;
  declare locale?: string;
  declare email?: string;

  // A one-time code: a property only, kept out of r2wc's attribute reflection (never in the DOM).
  #code: string | undefined;

  get code(): string | undefined {
    return this.#code;
  }

  set code(value: string | undefined) {
    this.#code = value;
    const self = this as unknown as { [PROPS]: Record<string, unknown>; [RENDER]?: () => void };
    self[PROPS].code = value;
    self[RENDER]?.();
  }
}

// r2wc's own state, under its global symbols (as elements/define-element.ts uses them).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

defineElement('casino-activation', CasinoActivationElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-activation': CasinoActivationElement;
  }
}
