import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CashierSetup } from '../../adapters/contract.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useHost } from '../toolkit/host/index.ts';
import {
  buildCashierUrl, cashierBase, DEFAULT_LOAD_TIMEOUT_MS, flattenCashierConfig, hostUriOf,
  cashierConfigOf, IFRAME_ALLOW, loadErrorText, lookupUrl, type CashierCustomer as Customer,
} from './address.ts';
import type { CashierFrameProps, FrameSend } from './frame-props.ts';
import type { Endpoint } from './channel.ts';
import type { InboundMessage, OutboundType } from './protocol.ts';
import { useFrameMessages, type FrameMessages } from './use-frame-messages.ts';

// What creates the cashier's frame once its set-up has come (its address, the iframes, the load time-out) and what
// reads their messages (use-frame-messages.ts): a chunk of its own, which the frame (cashier-frame.tsx) fetches beside
// the set-up's read, not after it, so that a payment widget's first render, which shows "Loading…" until the set-up
// has come, does not carry it. `cashierBase` is the set-up's check of the cashier's address, run where it is read.
export { cashierBase };

const MIN_HEIGHT = 420;

export interface CashierFrameBodyProps extends CashierFrameProps {
  readonly setup: CashierSetup;
  /** The set-up's attempt: a new one (Try again) creates the iframe anew. */
  readonly attempt: number;
  retry(): void;
  readonly paused: boolean;
  setPause(pause: boolean, tell: boolean): void;
  /** Where the frame (the element's methods) finds how to send to the iframes, while this is mounted. */
  readonly sendRef: RefObject<FrameSend | null>;
}

/** The cashier's iframes for a set-up: see CashierFrame. */
export function CashierFrameBody(props: CashierFrameBodyProps) {
  const host = useHost();
  const { t } = useLingui();
  const { setup, attempt, retry, paused, setPause, sendRef } = props;
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);
  const [lookupHeight, setLookupHeight] = useState(250);
  // With a lookup, the cashier waits for the identified customer; a reset removes it again.
  const [customer, setCustomer] = useState<Customer | null>(null);
  const cashierRef = useRef<HTMLIFrameElement>(null);
  const lookupRef = useRef<HTMLIFrameElement>(null);
  const loadedRef = useRef(false);
  const propsRef = useRef(props);
  propsRef.current = props;
  const timeoutMs = props.timeoutMs && props.timeoutMs > 0 ? props.timeoutMs : DEFAULT_LOAD_TIMEOUT_MS;

  const base = useMemo(() => cashierBase(setup.environment, setup.baseUrl), [setup]);
  const lookupAddress = useMemo(
    () => (props.lookup ? lookupUrl(props.lookup.environment ?? setup.environment, props.lookup.version, setup.baseUrl) : null),
    [props.lookup, setup],
  );
  const showCashier = !props.lookup || customer !== null;

  const cashierUrl = useMemo(() => {
    if (!showCashier) return null;
    const built = buildCashierUrl(base, cashierConfigOf(setup, customer, props.allowCancelPendingWithdrawal), hostUriOf(window.location));
    if (built.long) console.warn(`[casino-elements] cashier: the query string is ${built.queryLength} characters long (over 2000); some browsers and servers cut such addresses.`);
    return built.url;
  }, [setup, base, showCashier, customer, props.allowCancelPendingWithdrawal]);

  const lookupSrc = useMemo(() => {
    if (!lookupAddress) return null;
    const query = new URLSearchParams(flattenCashierConfig({ merchantId: setup.merchantId, locale: setup.locale, environment: setup.environment }, hostUriOf(window.location)));
    return `${lookupAddress.href}?${query.toString()}`;
  }, [lookupAddress, setup]);

  // The channel calls this render's handler (below), the latest one, at message time.
  const channelRef = useFrameMessages({ base, lookupAddress, cashier: cashierRef, lookup: lookupRef }, (message, from, protocol) => handle(message, from, protocol));
  const send = useCallback((type: OutboundType, payload?: unknown, to: Endpoint = 'cashier') => channelRef.current?.send(type, payload, to) ?? false, [channelRef]);

  useEffect(() => {
    sendRef.current = send;
    return () => {
      sendRef.current = null;
    };
  }, [send, sendRef]);

  // What a message does (a height, the load reported, a customer identified, the opt-in calls): in the chunk that
  // reads the iframes' messages (frame-handler.ts), which no message comes before.
  const handle = useCallback(
    (message: InboundMessage, from: Endpoint, protocol: FrameMessages) => {
      protocol.handleFrameMessage(message, from, {
        host, props: propsRef.current, send, setPause, setLoaded, setLoadError, setHeight, setLookupHeight, setCustomer,
        loadedRef, cashier: cashierRef, css: setup.settings?.css,
      });
    },
    [host, send, setPause, setup],
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

  return (
    <div className="cashier" part="cashier">
      {loadError && (
        <>
          <Notice level="error" title={t`The cashier did not load`} message={loadError} />
          <div className="actions">
            <Button onClick={() => { setLoadError(null); retry(); }}><Trans>Try again</Trans></Button>
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
