import { attribute, createElementClass, defineElement, widgetDefinition } from './define-element.ts';
import type { PayAndPlayWidgetProps } from '../features/pay-and-play/pay-and-play-widget.tsx';

export const casinoPayAndPlayDefinition = widgetDefinition<PayAndPlayWidgetProps>()({
  tag: 'casino-pay-and-play',
  summary: 'Pay and play: one large amount field, then straight to the payment cashier.',
  description: 'The amount is required ("Enter amount"). Offered where the platform supports it (the third-party casino platform: FI, NL, SE).',
  attributes: {
    timeoutMs: attribute.number('The cashier\'s load time-out in milliseconds, default 10000.'),
    redirectHosts: attribute.string('Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site.'),
  },
  events: ['casino-deposit-success'],
  cashierEvents: true,
  load: () => import('../features/pay-and-play/index.ts'),
});

/** Pay and play: one large amount field, then straight to the payment cashier. */
export class CasinoPayAndPlayElement extends createElementClass(casinoPayAndPlayDefinition) {}

defineElement('casino-pay-and-play', CasinoPayAndPlayElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-pay-and-play': CasinoPayAndPlayElement;
  }
}
