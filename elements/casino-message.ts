import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-message
 * @summary A message to the player: welcome, activate, activation-required, activation-complete,
 * reset-token-invalid or restricted-access.
 * @attr {string} kind - Which message: welcome (default), activate, activation-required, activation-complete, reset-token-invalid, restricted-access.
 * @attr {string} jurisdiction - mga (default), sga, es, ukgc.
 * @attr {string} locale - en (default), en-US, nb, fi, pl-PL, th-TH, sv.
 * @attr {boolean} hide-close - Hides the close button (shown in a modal).
 * @attr {boolean} full-screen - Fills its container.
 * @attr {boolean} no-padding - No inner padding.
 * @attr {boolean} no-header - No title bar.
 * @attr {string} background-image - Address of an image behind the widget.
 * @attr {boolean} no-ready - Does not emit casino-ready.
 * @fires casino-ready - Rendered; detail: { widget }.
 * @fires casino-close - Closed by the player; detail: { widget }.
 * @csspart frame - The widget frame.
 * @csspart title - The heading.
 * @csspart button - Each button.
 */
export class CasinoMessageElement extends createElementClass({
  widget: 'message',
  attributes: { kind: 'string' },
  load: () => import('../features/message/index.ts'),
}) {
  declare kind?: string;
}

defineElement('casino-message', CasinoMessageElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-message': CasinoMessageElement;
  }
}
