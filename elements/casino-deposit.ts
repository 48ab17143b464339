import { attribute, createElementClass, defineElement, widgetDefinition } from './define-element.ts';
import type { DepositWidgetProps } from '../features/deposit/deposit-widget.tsx';

export const casinoDepositDefinition = widgetDefinition<DepositWidgetProps>()({
  tag: 'casino-deposit',
  summary: 'Deposit for a signed-in, activated player: limits and blocks first, then the bonus selector, then the payment cashier.',
  description: 'A payment block or a used-up deposit limit stops it with its notice, a limit with 10 percent or less left warns, then the bonus selector (when bonuses exist and none was preset), then the payment cashier. Success closes the dialog and refreshes the balance everywhere on the page. Opened by `window.casino.openDeposit({ method, amount, bonusCode })` and by the REST query-string trigger `?method=&amount=&bonusCode=`. Script set-up, page-function calls and navigation by the cashier each need their own opt-in (`authorize-scripts`, `authorize-methods`, `redirect-hosts`); without one the cashier\'s attempt changes nothing and is logged.',
  attributes: {
    method: attribute.string('A payment method to preselect in the cashier.'),
    amount: attribute.number('An amount to prefill in the cashier.'),
    bonusCode: attribute.string('A preset bonus code (no bonus selector).'),
    timeoutMs: attribute.number('The cashier\'s load time-out in milliseconds, default 10000.'),
    redirectHosts: attribute.string('Origins the cashier may send the page to (TOP_URL_REPLACE), besides this site: a bare host means https on its default port (`bank.example`), or give the whole origin (`https://bank.example:8443`); scheme, host and port must all match.'),
    authorizeMethods: attribute.string('Opt-in for the cashier\'s page-function calls (EXECUTE_AUTHORIZE_METHOD): the global functions it may call, space-separated. It allows no script set-up.'),
    authorizeScripts: attribute.string('Opt-in for the cashier\'s script set-up (SETUP_AUTHORIZE_SCRIPT): the providers (for example `trustly`) whose set-up script it may add to the page, space-separated. Accepted only from the cashier iframe, never the lookup; without it nothing is added and the attempt is logged. The added script carries the element\'s `nonce` (its standard nonce attribute or property), so a page with `script-src \'nonce-…\'` allows exactly that script.'),
  },
  events: ['casino-deposit-success'],
  cashierEvents: true,
  load: () => import('../features/deposit/index.ts'),
});

/** Deposit for a signed-in, activated player: limits and blocks first, then the bonus selector, then the payment cashier. */
export class CasinoDepositElement extends createElementClass(casinoDepositDefinition) {}

defineElement('casino-deposit', CasinoDepositElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-deposit': CasinoDepositElement;
  }
}
