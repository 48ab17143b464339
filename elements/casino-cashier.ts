import { attribute, createElementClass, widgetDefinition } from './runtime/define-element.ts';
import { CASHIER_ATTRIBUTES } from './cashier-attributes.ts';
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
    ...CASHIER_ATTRIBUTES,
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

declare global {
  interface HTMLElementTagNameMap {
    'casino-cashier': CasinoCashierElement;
  }
}
