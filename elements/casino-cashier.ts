import { attribute, createElementClass, defineElement, widgetDefinition } from './define-element.ts';
import type { CashierWidgetProps } from '../features/cashier/cashier-widget.tsx';
import type { LookupOptions } from '../features/cashier/cashier-frame.tsx';

// The name the cashier widget listens on for the element's methods (features/cashier COMMAND_EVENT).
const COMMAND_EVENT = 'casino-cashier-command';

function lookupOptions(raw: unknown): LookupOptions | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { environment, version } = raw as Record<string, unknown>;
  return { ...(typeof environment === 'string' ? { environment } : {}), ...(typeof version === 'string' ? { version } : {}) };
}

export const casinoCashierDefinition = widgetDefinition<CashierWidgetProps>()({
  tag: 'casino-cashier',
  summary: 'The payment cashier iframe (PaymentIQ-style protocol) for a signed-in player: deposit or withdrawal.',
  description: `Every message from the iframe is checked (exact origin, this element's own iframe, payload shape) and forwarded as a \`casino-cashier-<name>\` event; several cashiers may share a page. Script set-up, page-function calls and navigation by the cashier each need their own opt-in (\`authorize-scripts\`, \`authorize-methods\`, \`redirect-hosts\`); without one the cashier's attempt changes nothing and is logged.`,
  attributes: {
    kind: attribute.string('deposit (default), withdraw, pay-and-play.'),
    method: attribute.string('A payment method to preselect (the cashier\'s provider type).'),
    amount: attribute.number('An amount to prefill.'),
    bonusCode: attribute.string('A bonus code for the deposit.'),
    timeoutMs: attribute.number('The load time-out (initLoadErrorTimeout) in milliseconds, default 10000.'),
    redirectHosts: attribute.string('Origins the cashier may send the page to (TOP_URL_REPLACE), besides this site: a bare host means https on its default port (`bank.example`), or give the whole origin (`https://bank.example:8443`); scheme, host and port must all match.'),
    authorizeMethods: attribute.string('Opt-in for the cashier\'s page-function calls (EXECUTE_AUTHORIZE_METHOD): the global functions it may call, space-separated. It allows no script set-up.'),
    authorizeScripts: attribute.string('Opt-in for the cashier\'s script set-up (SETUP_AUTHORIZE_SCRIPT): the providers (for example `trustly`) whose set-up script it may add to the page, space-separated. Accepted only from the cashier iframe, never the lookup; without it nothing is added and the attempt is logged. The added script carries the element\'s `nonce` (its standard nonce attribute or property), so a page with `script-src \'nonce-…\'` allows exactly that script.'),
    lookup: attribute.json('JSON `{ "environment", "version" }`: load the lookup (checkout client) iframe first.', 'LookupOptions', lookupOptions),
  },
  events: [],
  cashierEvents: true,
  load: () => import('../features/cashier/index.ts'),
});

/** The payment cashier iframe (PaymentIQ-style protocol) for a signed-in player: deposit or withdrawal. */
export class CasinoCashierElement extends createElementClass(casinoCashierDefinition) {
  /** Pauses the cashier (its iframe leaves the tab order). */
  pause(): void {
    this.command('pause');
  }

  /** Resumes a paused cashier. */
  resume(): void {
    this.command('resume');
  }

  /** Sends CSS text to the cashier (SET_CSS). */
  setCss(css: string): void {
    this.command('set-css', css);
  }

  /** Sends new configuration to the cashier (UPDATE_DATA; the merchant, user and session are never re-sent). */
  updateData(config: Record<string, unknown>): void {
    this.command('update-data', config);
  }

  /** Answers a native payment the cashier initiated (PIQ_PROCESS_NATIVE_PAYMENT). */
  processNativePayment(payload: unknown): void {
    this.command('process-native-payment', payload);
  }

  private command(type: string, payload?: unknown): void {
    this.dispatchEvent(new CustomEvent(COMMAND_EVENT, { detail: { type, payload } }));
  }
}

defineElement('casino-cashier', CasinoCashierElement);

declare global {
  interface HTMLElementTagNameMap {
    'casino-cashier': CasinoCashierElement;
  }
}
