import { useLingui } from '@lingui/react/macro';
import type { CashierKind } from '../../adapters/contract.ts';
import { WidgetFrame } from '../../ui/widget-frame.tsx';
import { useWidgetFrame, type CommonWidgetProps } from '../toolkit/host/index.ts';
import { CashierFrame, type LookupOptions } from './cashier-frame.tsx';
import { GateNotice, usePaymentGate } from './gate.tsx';
import { words } from './words.ts';

export interface CashierWidgetProps extends CommonWidgetProps {
  kind?: string;
  method?: string;
  amount?: number;
  bonusCode?: string;
  timeoutMs?: number;
  redirectHosts?: string;
  authorizeMethods?: string;
  authorizeScripts?: string;
  lookup?: LookupOptions | null;
}

const KINDS: readonly CashierKind[] = ['deposit', 'withdraw', 'pay-and-play'];

/** <casino-cashier>: the payment cashier on its own, for a deposit or a withdrawal. */
export function CashierWidget(props: CashierWidgetProps) {
  const frame = useWidgetFrame(props);
  const { t } = useLingui();
  const gate = usePaymentGate();
  const kind = KINDS.find((known) => known === props.kind) ?? 'deposit';
  return (
    <WidgetFrame {...frame} title={kind === 'withdraw' ? t`Withdraw` : t`Deposit`} busy={gate === 'loading'}>
      {gate === 'open' ? (
        <CashierFrame
          kind={kind}
          {...(props.method ? { method: props.method } : {})}
          {...(props.amount !== undefined ? { amount: props.amount } : {})}
          {...(props.bonusCode ? { bonusCode: props.bonusCode } : {})}
          {...(props.timeoutMs ? { timeoutMs: props.timeoutMs } : {})}
          redirectHosts={words(props.redirectHosts)}
          authorizeMethods={words(props.authorizeMethods)}
          authorizeScripts={words(props.authorizeScripts)}
          lookup={props.lookup ?? null}
        />
      ) : (
        <GateNotice state={gate} />
      )}
    </WidgetFrame>
  );
}
