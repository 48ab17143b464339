import { createElementClass, widgetDefinition } from './runtime/define-element.ts';
import { CASHIER_ATTRIBUTES } from './cashier-attributes.ts';
import type { WithdrawWidgetProps } from '../features/withdraw/withdraw-widget.tsx';

export const casinoWithdrawDefinition = widgetDefinition<WithdrawWidgetProps>()({
  tag: 'casino-withdraw',
  summary: 'Withdrawal for a signed-in, activated player: the withdraw-policy warnings of the active bonuses, then the payment cashier.',
  description: 'DenyWithdraw hides the withdrawal and wins over CancelMonetary, which warns that the bonus will be cancelled; a zero balance warns. Cancelling pending withdrawals is off for SGA.',
  attributes: {
    timeoutMs: CASHIER_ATTRIBUTES.timeoutMs,
    redirectHosts: CASHIER_ATTRIBUTES.redirectHosts,
  },
  events: ['casino-withdraw-success'],
  cashierEvents: true,
  load: () => import('../features/withdraw/index.ts'),
});

/** Withdrawal for a signed-in, activated player: the withdraw-policy warnings of the active bonuses, then the payment cashier. */
export class CasinoWithdrawElement extends createElementClass(casinoWithdrawDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-withdraw': CasinoWithdrawElement;
  }
}
