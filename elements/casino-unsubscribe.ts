import { createElementClass, property, widgetDefinition } from './runtime/define-element.ts';
import type { UnsubscribeProps } from '../features/unsubscribe/unsubscribe-widget.tsx';

export const casinoUnsubscribeDefinition = widgetDefinition<UnsubscribeProps>()({
  tag: 'casino-unsubscribe',
  summary: 'Unsubscribe from an e-mail\'s link, without signing in (`You have been unsubscribed`; no token: `Missing token`).',
  description: 'The query-string trigger (`?unsubToken=...`) opens it as a modal.',
  attributes: {},
  properties: {
    token: property.secret('The unsubscribe token (set by the query-string trigger or by code; never put it in markup).'),
  },
  events: [],
  load: () => import('../features/unsubscribe/index.ts'),
});

/** Unsubscribe from an e-mail's link, without signing in (`You have been unsubscribed`; no token: `Missing token`). */
export class CasinoUnsubscribeElement extends createElementClass(casinoUnsubscribeDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-unsubscribe': CasinoUnsubscribeElement;
  }
}
