import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CashierKind, type CashierSetup } from '../../adapters/contract.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice, type NoticeData } from '../../ui/notice.tsx';
import { useHost } from '../toolkit/host/index.ts';
import { useFailureNotice, useQuery } from '../toolkit/query/index.ts';
import type { Endpoint } from './channel.ts';
import {
  buildCashierUrl, cashierBase, DEFAULT_LOAD_TIMEOUT_MS, flattenCashierConfig, hostUriOf,
  cashierConfigOf, IFRAME_ALLOW, loadErrorText, lookupUrl, type CashierCustomer as Customer,
} from './address.ts';
import type { InboundMessage, OutboundType } from './protocol.ts';
import { useFrameMessages, type FrameMessages } from './use-frame-messages.ts';

export interface LookupOptions {
  environment?: string;
  version?: string;
}

export interface CashierFrameProps {
  kind: CashierKind;
  /** A preselected payment method (the provider type). */
  method?: string;
  amount?: number;
  bonusCode?: string;
  /** initLoadErrorTimeout: how long the cashier may take to report its first load. */
  timeoutMs?: number;
  /** Origins (a bare host is https on its default port) a TOP_URL_REPLACE may send the page to, besides this page's own. */
  redirectHosts?: readonly string[];
  /** The opt-in for EXECUTE_AUTHORIZE_METHOD: the page functions the cashier may call. */
  authorizeMethods?: readonly string[];
  /** The opt-in for SETUP_AUTHORIZE_SCRIPT: the providers whose set-up script the cashier may add to the page. */
  authorizeScripts?: readonly string[];
  /** Loads the lookup (checkout client) iframe first; the cashier follows for the identified customer. */
  lookup?: LookupOptions | null;
  /** Cancelling pending withdrawals (off for SGA). */
  allowCancelPendingWithdrawal?: boolean;
  /** Called with every accepted message, after it was forwarded as an event. */
  onMessage?(message: InboundMessage): void;
}

/** What an element's methods ask of its cashier (elements/casino-cashier.ts dispatches these). */
export interface CashierCommand {
  type: 'pause' | 'resume' | 'set-css' | 'update-data' | 'process-native-payment';
  payload?: unknown;
}
export const COMMAND_EVENT = 'casino-cashier-command';

type SetupState = { state: 'loading' } | { state: 'ready'; setup: CashierSetup } | { state: 'failed'; notice: NoticeData };

const MIN_HEIGHT = 420;

/**
 * The payment cashier iframe with its protocol: set-up from the platform, the configuration flattened
 * into the address, every message checked (origin, window, shape) and forwarded as casino-cashier-<name>,
 * the height the cashier reports, the load time-out, the optional lookup iframe first.
 */
export function CashierFrame(props: CashierFrameProps) {
  const host = useHost();
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);
  const [lookupHeight, setLookupHeight] = useState(250);
  const [paused, setPaused] = useState(false);
  // With a lookup, the cashier waits for the identified customer; a reset removes it again.
  const [customer, setCustomer] = useState<Customer | null>(null);
  const cashierRef = useRef<HTMLIFrameElement>(null);
  const lookupRef = useRef<HTMLIFrameElement>(null);
  const loadedRef = useRef(false);
  const propsRef = useRef(props);
  propsRef.current = props;
  const timeoutMs = props.timeoutMs && props.timeoutMs > 0 ? props.timeoutMs : DEFAULT_LOAD_TIMEOUT_MS;
  const { kind, method, amount, bonusCode } = props;

  // A set-up opens one cashier session: never shared with another frame or reused by a later attempt.
  const instance = useId();
  const setupQuery = useQuery(['cashier-setup', instance, attempt, kind, method, amount, bonusCode], async (platform) => {
    const setup = await requireOperation(platform, 'getCashierSetup')({
      kind, ...(method ? { method } : {}), ...(amount !== undefined ? { amount } : {}), ...(bonusCode ? { bonusCode } : {}),
    });
    // A base address that is not http(s) is a configuration error: said once, here, not on every render.
    cashierBase(setup.environment, setup.baseUrl);
    return setup;
  });
  const setupFailure = useFailureNotice(setupQuery);
  const setupState = useMemo<SetupState>(
    () =>
      setupQuery.status === 'loaded' && setupQuery.data
        ? { state: 'ready', setup: setupQuery.data }
        : setupQuery.status === 'failed' && setupFailure
          ? { state: 'failed', notice: setupFailure }
          : { state: 'loading' },
    [setupQuery.status, setupQuery.data, setupFailure],
  );

  const setup = setupState.state === 'ready' ? setupState.setup : null;
  const base = useMemo(() => (setup ? cashierBase(setup.environment, setup.baseUrl) : null), [setup]);
  const lookupAddress = useMemo(
    () => (props.lookup && setup ? lookupUrl(props.lookup.environment ?? setup.environment, props.lookup.version, setup.baseUrl) : null),
    [props.lookup, setup],
  );
  const showCashier = Boolean(setup && base && (!props.lookup || customer));

  const cashierUrl = useMemo(() => {
    if (!setup || !base || !showCashier) return null;
    const built = buildCashierUrl(base, cashierConfigOf(setup, customer, props.allowCancelPendingWithdrawal), hostUriOf(window.location));
    if (built.long) console.warn(`[casino-elements] cashier: the query string is ${built.queryLength} characters long (over 2000); some browsers and servers cut such addresses.`);
    return built.url;
  }, [setup, base, showCashier, customer, props.allowCancelPendingWithdrawal]);

  const lookupSrc = useMemo(() => {
    if (!lookupAddress || !setup) return null;
    const query = new URLSearchParams(flattenCashierConfig({ merchantId: setup.merchantId, locale: setup.locale, environment: setup.environment }, hostUriOf(window.location)));
    return `${lookupAddress.href}?${query.toString()}`;
  }, [lookupAddress, setup]);

  // The channel calls this render's handler (below), the latest one, at message time.
  const channelRef = useFrameMessages({ base, lookupAddress, cashier: cashierRef, lookup: lookupRef }, (message, from, protocol) => handle(message, from, protocol));
  const send = useCallback((type: OutboundType, payload?: unknown, to: Endpoint = 'cashier') => channelRef.current?.send(type, payload, to) ?? false, [channelRef]);

  const setPause = useCallback(
    (pause: boolean, tell: boolean) => {
      setPaused(pause);
      if (tell) send(pause ? 'CASHIER_PAUSE' : 'CASHIER_RESUME');
    },
    [send],
  );

  // What a message does (a height, the load reported, a customer identified, the opt-in calls): in the chunk that
  // reads the iframes' messages (frame-handler.ts), which no message comes before.
  const handle = useCallback(
    (message: InboundMessage, from: Endpoint, protocol: FrameMessages) => {
      protocol.handleFrameMessage(message, from, {
        host, props: propsRef.current, send, setPause, setLoaded, setLoadError, setHeight, setLookupHeight, setCustomer,
        loadedRef, cashier: cashierRef, css: setupState.state === 'ready' ? setupState.setup.settings?.css : undefined,
      });
    },
    [host, send, setPause, setupState],
  );

  // The load time-out: the cashier must report CASHIER_INIT_LOAD in time, or the player is told.
  useEffect(() => {
    if (!cashierUrl) return;
    loadedRef.current = false;
    setLoaded(false);
    setLoadError(null);
    const timer = setTimeout(() => {
      if (loadedRef.current) return;
      const message = loadErrorText(timeoutMs);
      console.error(`[casino-elements] cashier: ${message}`);
      setLoadError(message);
      host.emit('casino-cashier-load-error', { eventType: 'ONLOAD_ERROR', payload: { message, timeoutMs } });
      host.emit('casino-error', { key: null, message });
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [cashierUrl, timeoutMs, host, attempt]);

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
  if (setupState.state === 'loading' || !base) {
    return <p className="loading" role="status"><Trans>Loading the cashier…</Trans></p>;
  }

  return (
    <div className="cashier" part="cashier">
      {loadError && (
        <>
          <Notice level="error" title={t`The cashier did not load`} message={loadError} />
          <div className="actions">
            <Button onClick={() => { setLoadError(null); setAttempt((n) => n + 1); }}><Trans>Try again</Trans></Button>
          </div>
        </>
      )}
      {!loaded && !loadError && showCashier && <p className="loading cashier-loading" role="status"><Trans>Loading the cashier…</Trans></p>}
      {lookupSrc && (
        <iframe
          ref={lookupRef}
          className="lookup-frame"
          part="lookup"
          title={t`Find your payment account`}
          src={lookupSrc}
          allow={IFRAME_ALLOW}
          height={lookupHeight}
        />
      )}
      {cashierUrl && !loadError && (
        <iframe
          key={attempt}
          ref={cashierRef}
          className={loaded ? 'cashier-frame' : 'cashier-frame pending'}
          part="iframe"
          title={t`Payment cashier`}
          src={cashierUrl}
          allow={IFRAME_ALLOW}
          height={height}
          style={loaded ? frameSize(setup, height) : undefined}
          tabIndex={paused ? -1 : 0}
          data-paused={paused || undefined}
        />
      )}
    </div>
  );
}

/**
 * The frame fills its container (100% by 100% unless the options size it), and is never shorter than its
 * least height: the options' containerMinHeight, else the height the cashier reports (a container of no set
 * height gives 100% nothing to fill).
 */
function frameSize(setup: CashierSetup | null, reported: number): CSSProperties {
  return {
    width: setup?.containerWidth ?? '100%',
    height: setup?.containerHeight ?? '100%',
    minHeight: setup?.containerMinHeight ?? `${reported}px`,
  };
}
