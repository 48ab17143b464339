import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-message-notice
 * @summary A message teaser: the first unread inbox message (or the one `message-id` names), its text cut at
 * 100 characters with Read more, and an optional call to action. Shows nothing to anonymous visitors or
 * when there is no message.
 * @attr {string} message-id - The message to show; default the first unread one.
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
 * @fires casino-message-action - The call to action, when it is not a link; detail: { messageId, action }.
 * @csspart content - The full message (sanitized HTML).
 * @csspart cta - The call to action.
 */
export class CasinoMessageNoticeElement extends createElementClass({
  widget: 'message-notice',
  attributes: { messageId: 'string' },
  load: () => import('../features/inbox/index.ts'),
}) {
  declare jurisdiction?: string;
  declare locale?: string;
  declare messageId?: string;
}

defineElement('casino-message-notice', CasinoMessageNoticeElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-message-notice': CasinoMessageNoticeElement;
  }
}
