import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import { CASHIER_ATTRIBUTES } from './cashier-attributes.ts';
import type { DepositWidgetProps } from '../features/deposit/deposit-widget.tsx';

export const casinoDepositDefinition = widgetDefinition<DepositWidgetProps>()({
  tag: 'casino-deposit',
  summary: 'Deposit for a signed-in, activated player: limits and blocks first, then the bonus selector, then the payment cashier.',
  description: 'A payment block or a used-up deposit limit stops it with its notice, a limit with 10 percent or less left warns, then the bonus selector (when bonuses exist and none was preset), then the payment cashier. Success closes the dialog and refreshes the balance everywhere on the page. Opened by `window.casino.openDeposit({ method, amount, bonusCode })` and by the REST query-string trigger `?method=&amount=&bonusCode=`. Script set-up, page-function calls and navigation by the cashier each need their own opt-in (`authorize-scripts`, `authorize-methods`, `redirect-hosts`); without one the cashier\'s attempt changes nothing and is logged.',
  attributes: {
    method: attribute.string('A payment method to preselect in the cashier.'),
    amount: attribute.number('An amount to prefill in the cashier.'),
    bonusCode: attribute.string('A preset bonus code (no bonus selector).'),
    ...CASHIER_ATTRIBUTES,
  },
  events: ['casino-deposit-success'],
  cashierEvents: true,
  load: () => import('../features/deposit/index.ts'),
});

/** Deposit for a signed-in, activated player: limits and blocks first, then the bonus selector, then the payment cashier. */
export class CasinoDepositElement extends createElementClass(casinoDepositDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'casino-deposit': CasinoDepositElement;
  }
}
