import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { MessageNoticeProps } from '../features/inbox/message-notice-widget.tsx';

export const casinoMessageNoticeDefinition = widgetDefinition<MessageNoticeProps>()({
  tag: 'casino-message-notice',
  summary: 'A message teaser: the first unread inbox message (or the one `message-id` names), cut at 100 characters with Read more.',
  description: 'An optional call to action. Shows nothing to anonymous visitors or when there is no message.',
  attributes: {
    messageId: attribute.string('The message to show; default the first unread one.'),
  },
  events: ['casino-message-action'],
  load: () => import('../features/inbox/index.ts'),
});

/** A message teaser: the first unread inbox message (or the one `message-id` names), cut at 100 characters with Read more. */
export class CasinoMessageNoticeElement extends createElementClass(casinoMessageNoticeDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-message-notice': CasinoMessageNoticeElement;
  }
}
