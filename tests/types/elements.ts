// Type tests, checked by `tsc --noEmit` (npm test's "types" stage); never run. Each @ts-expect-error
// fails the check when the error it expects goes away.
import { attribute, widgetDefinition } from '../../elements/runtime/define-element.ts';
import type { DepositWidgetProps } from '../../features/deposit/deposit-widget.tsx';

export function typedFields(): void {
  document.querySelector('casino-deposit')!.amount = 50;
  document.querySelector('casino-signin')!.hideClose = true;
  const token: string | undefined = document.querySelector('casino-signup-token')!.token;
  const tab: string | undefined = document.createElement('casino-account').tab;
  // @ts-expect-error amount is a number attribute
  document.querySelector('casino-deposit')!.amount = 'fifty';
  // @ts-expect-error deposit has no such attribute
  document.querySelector('casino-deposit')!.tab = 'x';
  void token;
  void tab;
}

export function typedEvents(): void {
  document.addEventListener('casino-tab-change', (event) => {
    const tab: string = event.detail.tab;
    void tab;
  });
  document.addEventListener('casino-cashier-success', (event) => {
    const type: 'TX_SUCCESS' = event.detail.eventType;
    void type;
  });
  document.addEventListener('casino-cashier-lookup-sha-256', (event) => {
    const verifier: string | undefined = event.detail.payload?.codeVerifier;
    void verifier;
  });
  // @ts-expect-error the cashier's internal command channel is no public event
  document.addEventListener('casino-cashier-command', (event) => void event.detail);
}

export const mismatch = widgetDefinition<DepositWidgetProps>()(
  // @ts-expect-error the component takes amount as a number: a string attribute would not do
  { tag: 'casino-x', summary: '', attributes: { amount: attribute.string('') }, events: [], load: () => import('../../features/deposit/index.ts') },
);
