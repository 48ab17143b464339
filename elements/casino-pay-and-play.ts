import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import { CASHIER_ATTRIBUTES } from './cashier-attributes.ts';
import type { PayAndPlayWidgetProps } from '../features/pay-and-play/pay-and-play-widget.tsx';

export const casinoPayAndPlayDefinition = widgetDefinition<PayAndPlayWidgetProps>()({
  tag: 'casino-pay-and-play',
  summary: 'Pay and play: one large amount field, then straight to the payment cashier.',
  description: 'The amount is required ("Enter amount"). Offered where the platform supports it, by the visitor\'s geo country (the platform\'s IP-country lookup, never the profile\'s): on the third-party casino platform in FI, NL and SE only, to a visitor who is not signed in (the bank identifies them at the payment).',
  attributes: {
    timeoutMs: CASHIER_ATTRIBUTES.timeoutMs,
    redirectHosts: CASHIER_ATTRIBUTES.redirectHosts,
  },
  events: ['casino-deposit-success'],
  cashierEvents: true,
  load: () => import('../features/pay-and-play/index.ts'),
});

/** Pay and play: one large amount field, then straight to the payment cashier. */
export class CasinoPayAndPlayElement extends createElementClass(casinoPayAndPlayDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-pay-and-play': CasinoPayAndPlayElement;
  }
}
