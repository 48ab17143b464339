import { attribute, createElementClass, defineElement, widgetDefinition } from './define-element.ts';
import type { AccountWidgetProps } from '../features/account/account-widget.tsx';

export const casinoAccountDefinition = widgetDefinition<AccountWidgetProps>()({
  tag: 'casino-account',
  widget: 'account',
  summary: 'The account area of a signed-in player: inbox, edit profile, change password, history, bonuses, subscriptions, bonus code, identity verification and sign out.',
  description: 'A side menu that turns into a select list in a modal and at 540px width or less (a container query: the element\'s width, not the window\'s). An anonymous visitor sees the sign-in instead.',
  attributes: {
    tab: attribute.string('The tab shown: inbox (default), profile, password, history, bonuses, subscriptions, bonus-code, verify, sign-out. The tab the player picks is reflected back to this attribute (and emitted as casino-tab-change).'),
  },
  events: ['casino-tab-change', 'casino-signed-in', 'casino-signed-out', 'casino-message-action', 'casino-document-uploaded'],
  load: () => import('../features/account/index.ts'),
});

/** The account area of a signed-in player: inbox, edit profile, change password, history, bonuses, subscriptions, bonus code, identity verification and sign out. */
export class CasinoAccountElement extends createElementClass(casinoAccountDefinition) {}

defineElement('casino-account', CasinoAccountElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-account': CasinoAccountElement;
  }
}
