import { attribute, createElementClass, defineElement, widgetDefinition } from './define-element.ts';
import type { WithdrawWidgetProps } from '../features/withdraw/withdraw-widget.tsx';

export const casinoWithdrawDefinition = widgetDefinition<WithdrawWidgetProps>()({
  tag: 'casino-withdraw',
  summary: 'Withdrawal for a signed-in, activated player: the withdraw-policy warnings of the active bonuses, then the payment cashier.',
  description: 'DenyWithdraw hides the withdrawal and wins over CancelMonetary, which warns that the bonus will be cancelled; a zero balance warns. Cancelling pending withdrawals is off for SGA.',
  attributes: {
    timeoutMs: attribute.number('The cashier\'s load time-out in milliseconds, default 10000.'),
    redirectHosts: attribute.string('Hosts (https) the cashier may send the page to (TOP_URL_REPLACE), besides this site.'),
  },
  events: ['casino-withdraw-success'],
  cashierEvents: true,
  load: () => import('../features/withdraw/index.ts'),
});

/** Withdrawal for a signed-in, activated player: the withdraw-policy warnings of the active bonuses, then the payment cashier. */
export class CasinoWithdrawElement extends createElementClass(casinoWithdrawDefinition) {}

defineElement('casino-withdraw', CasinoWithdrawElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-withdraw': CasinoWithdrawElement;
  }
}
