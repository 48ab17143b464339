import { createElementClass, defineElement } from './define-element.ts';

/**
 * @tag casino-account
 * @summary The account area of a signed-in player: inbox, edit profile, change password, history, bonuses,
 * subscriptions, bonus code and sign out, as a side menu that turns into a select list in a modal and at
 * 540px width or less (a container query: the element's width, not the window's). An anonymous visitor
 * sees the sign-in instead.
 * @attr {string} tab - The tab shown: inbox (default), profile, password, history, bonuses, subscriptions,
 * bonus-code, sign-out. The tab the player picks is reflected back to this attribute.
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
 * @fires casino-signed-in - After a sign-in from the anonymous view; detail: { userId }.
 * @fires casino-signed-out - After Sign out; detail: { reason }.
 * @fires casino-message-action - An inbox message's call to action that is not a link; detail: { messageId, action }.
 * @csspart tabs - The menu and its panel.
 * @csspart tab - Each menu entry (tab-selected: the chosen one).
 * @csspart tab-panel - The chosen tab's content.
 * @csspart accordion - The inbox list.
 * @csspart paginator - Previous, page number and Next.
 * @csspart bonus - Each bonus.
 * @csspart transactions - The history list.
 * @csspart stats - The history's statistics header.
 */
export class CasinoAccountElement extends createElementClass({
  widget: 'account',
  attributes: { tab: 'string' },
  load: () => import('../features/account/index.ts'),
}) {
  declare jurisdiction?: string;
  declare locale?: string;
  declare tab?: string;
}

defineElement('casino-account', CasinoAccountElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-account': CasinoAccountElement;
  }
}
