import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { type CashierSetup } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { importWithTries, useHost } from '../toolkit/host/index.ts';
import { useFailureNotice, useQuery } from '../toolkit/query/index.ts';
import type { Endpoint } from './channel.ts';
import type { CashierFrameProps, FrameSend } from './frame-props.ts';
import type { OutboundType } from './protocol.ts';

// What creates the frame once its set-up has come (cashier-frame-body.tsx): a chunk fetched beside the set-up, or
// before it (prefetchCashierFrame).
const loadFrameBody = () => import('./cashier-frame-body.tsx');
type FrameBody = Awaited<ReturnType<typeof loadFrameBody>>['CashierFrameBody'];

/**
 * Starts fetching what creates the cashier's frame, for a payment widget whose gate is being read or has opened
 * (transaction.ts): it is then here before the set-up answers, not fetched beside it. A fetch that fails says nothing:
 * the frame asks again.
 */
export function prefetchCashierFrame(): void {
  loadFrameBody().catch(() => undefined);
}

export type { CashierFrameProps, FrameSend, LookupOptions } from './frame-props.ts';

/** What an element's methods ask of its cashier (elements/casino-cashier.ts dispatches these). */
export interface CashierCommand {
  type: 'pause' | 'resume' | 'set-css' | 'update-data' | 'process-native-payment';
  payload?: unknown;
}
export const COMMAND_EVENT = 'casino-cashier-command';

type SetupState = { state: 'loading' } | { state: 'ready'; setup: CashierSetup; Body: FrameBody } | { state: 'failed'; notice: NoticeData };

/**
 * The payment cashier iframe with its protocol: set-up from the platform, the configuration flattened
 * into the address, every message checked (origin, window, shape) and forwarded as casino-cashier-<name>,
 * the height the cashier reports, the load time-out, the optional lookup iframe first. All but the set-up is the
 * part that creates the iframes (cashier-frame-body.tsx), fetched beside the set-up's read and awaited with it, so
 * that the frame is created as soon as the set-up has come: one that cannot be fetched after its tries is the
 * set-up's failure, with Try again.
 */
export function CashierFrame(props: CashierFrameProps) {
  const host = useHost();
  const [attempt, setAttempt] = useState(0);
  const [paused, setPaused] = useState(false);
  const sendRef = useRef<FrameSend | null>(null);
  const { kind, method, amount, bonusCode } = props;

  // A set-up opens one cashier session: never shared with another frame or reused by a later attempt.
  const instance = useId();
  const setupQuery = useQuery(['cashier-setup', instance, attempt, kind, method, amount, bonusCode], async (platform) => {
    const [setup, body] = await Promise.all([
      requireOperation(platform, 'getCashierSetup')({
        kind, ...(method ? { method } : {}), ...(amount !== undefined ? { amount } : {}), ...(bonusCode ? { bonusCode } : {}),
      }),
      importWithTries(loadFrameBody),
    ]);
    // A base address that is not http(s) is a configuration error: said once, here, not on every render.
    body.cashierBase(setup.environment, setup.baseUrl);
    return { setup, Body: body.CashierFrameBody };
  });
  const setupFailure = useFailureNotice(setupQuery);
  const setupState = useMemo<SetupState>(
    () =>
      setupQuery.status === 'loaded' && setupQuery.data
        ? { state: 'ready', ...setupQuery.data }
        : setupQuery.status === 'failed' && setupFailure
          ? { state: 'failed', notice: setupFailure }
          : { state: 'loading' },
    [setupQuery.status, setupQuery.data, setupFailure],
  );

  // Sent through the frame's part once it is here (cashier-frame-body.tsx): before, there is no iframe to tell.
  const send = useCallback((type: OutboundType, payload?: unknown, to?: Endpoint) => sendRef.current?.(type, payload, to) ?? false, []);

  const setPause = useCallback(
    (pause: boolean, tell: boolean) => {
      setPaused(pause);
      if (tell) send(pause ? 'CASHIER_PAUSE' : 'CASHIER_RESUME');
    },
    [send],
  );

  // The element's methods (pause, resume, setCss, updateData, processNativePayment).
  useEffect(() => {
    const onCommand = (event: Event) => {
      const command = (event as CustomEvent<CashierCommand>).detail;
      switch (command?.type) {
        case 'pause':
          setPause(true, true);
          break;
        case 'resume':
          setPause(false, true);
          break;
        case 'set-css':
          if (typeof command.payload === 'string') send('SET_CSS', command.payload);
          break;
        case 'update-data': {
          if (!command.payload || typeof command.payload !== 'object') break;
          // The identity is the session's, never re-sent (as the reference does not).
          const { merchantId: _m, userId: _u, sessionId: _s, ...rest } = command.payload as Record<string, unknown>;
          send('UPDATE_DATA', rest);
          break;
        }
        case 'process-native-payment':
          send('PIQ_PROCESS_NATIVE_PAYMENT', command.payload);
          break;
        default:
          break;
      }
    };
    host.element.addEventListener(COMMAND_EVENT, onCommand);
    return () => host.element.removeEventListener(COMMAND_EVENT, onCommand);
  }, [host, send, setPause]);

  if (setupState.state === 'failed') {
    return (
      <div className="cashier">
        <Notice {...setupState.notice} />
        <div className="actions">
          <Button onClick={() => setAttempt((n) => n + 1)}><Trans>Try again</Trans></Button>
        </div>
      </div>
    );
  }
  if (setupState.state === 'loading') {
    return <p className="loading" role="status"><Trans>Loading the cashier…</Trans></p>;
  }
  const { Body } = setupState;
  return <Body {...props} setup={setupState.setup} attempt={attempt} retry={() => setAttempt((n) => n + 1)} paused={paused} setPause={setPause} sendRef={sendRef} />;
}
