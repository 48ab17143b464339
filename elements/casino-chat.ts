import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { ChatWidgetProps } from '../features/chat/chat-widget.tsx';

export const casinoChatDefinition = widgetDefinition<ChatWidgetProps>()({
  tag: 'casino-chat',
  summary: 'Support chat: a button that loads the operator\'s chat script on demand (never at page load, once per page) with the signed-in player\'s name and id.',
  description: 'The chat is driven through its command function (Intercom\'s shape: `Intercom(\'boot\', { app_id, name, user_id })`, `show`, `shutdown`); after a sign-in or a sign-out a started chat restarts 500 ms later (spec 002 §9). The script follows the library\'s one script rule: https or the page\'s own origin, the page\'s nonce only for an origin trusted in code (`configure({ trustedScriptOrigins })`). Renders nothing without a `script-url`.',
  attributes: {
    scriptUrl: attribute.string('The operator\'s chat script (https, or the page\'s own origin).'),
    appId: attribute.string('The operator\'s id at the chat provider, passed when the chat boots.'),
  },
  events: [],
  load: () => import('../features/chat/index.ts'),
});

/** Support chat: a button that loads the operator's chat script on demand (never at page load, once per page) with the signed-in player's name and id. */
export class CasinoChatElement extends createElementClass(casinoChatDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-chat': CasinoChatElement;
  }
}
