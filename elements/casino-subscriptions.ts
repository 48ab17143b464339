import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { CommonWidgetProps } from '../features/toolkit/host/index.ts';

export const casinoSubscriptionsDefinition = widgetDefinition<CommonWidgetProps>()({
  tag: 'casino-subscriptions',
  summary: 'The signed-in player\'s subscriptions: SMS, email and phone, and Update (`Subscriptions updated`).',
  attributes: {},
  events: [],
  load: () => import('../features/subscriptions/index.ts'),
});

/** The signed-in player's subscriptions: SMS, email and phone, and Update (`Subscriptions updated`). */
export class CasinoSubscriptionsElement extends createElementClass(casinoSubscriptionsDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-subscriptions': CasinoSubscriptionsElement;
  }
}
