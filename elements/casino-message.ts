import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import type { MessageWidgetProps } from '../features/message/message-widget.tsx';

export const casinoMessageDefinition = widgetDefinition<MessageWidgetProps>()({
  tag: 'casino-message',
  summary: 'A message to the player: welcome, activate, activation-required, activation-complete, reset-token-invalid or restricted-access.',
  attributes: {
    kind: attribute.string('Which message: welcome (default), activate, activation-required, activation-complete, reset-token-invalid, restricted-access; payment-<status> (payment-success, payment-pending, payment-failed, payment-cancelled; any other status is payment-unknown).'),
  },
  events: [],
  load: () => import('../features/message/index.ts'),
});

/** A message to the player: welcome, activate, activation-required, activation-complete, reset-token-invalid or restricted-access. */
export class CasinoMessageElement extends createElementClass(casinoMessageDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-message': CasinoMessageElement;
  }
}
