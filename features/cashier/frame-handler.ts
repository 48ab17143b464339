import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { CashierEventDetail } from '../toolkit/events/index.ts';
import type { WidgetHost } from '../toolkit/host/index.ts';
import { hostUriOf, type CashierCustomer } from './address.ts';
import { executeAuthorizeMethod, setUpAuthorizeScript, type AuthorizeOptIns } from './authorize.ts';
import type { Endpoint } from './channel.ts';
import { codeChallenge, deviceId, heightOf, INBOUND, safeRedirect, type InboundMessage, type OutboundType } from './protocol.ts';

/** What the messages read of the frame's props (CashierFrameProps). */
export interface FrameMessageProps {
  readonly redirectHosts?: readonly string[];
  readonly authorizeMethods?: readonly string[];
  readonly authorizeScripts?: readonly string[];
  onMessage?(message: InboundMessage): void;
}

/** What a message may change of the cashier's frame (cashier-frame.tsx): its state's setters and refs, its channel. */
export interface FrameState {
  readonly host: WidgetHost;
  /** The frame's props of its latest render. */
  readonly props: FrameMessageProps;
  send(type: OutboundType, payload?: unknown, to?: Endpoint): boolean;
  setPause(pause: boolean, tell: boolean): void;
  readonly setLoaded: Dispatch<SetStateAction<boolean>>;
  readonly setLoadError: Dispatch<SetStateAction<string | null>>;
  readonly setHeight: Dispatch<SetStateAction<number>>;
  readonly setLookupHeight: Dispatch<SetStateAction<number>>;
  readonly setCustomer: Dispatch<SetStateAction<CashierCustomer | null>>;
  readonly loadedRef: RefObject<boolean>;
  readonly cashier: RefObject<HTMLIFrameElement | null>;
  /** The set-up's stylesheet for the cashier, sent once it has loaded. */
  readonly css: string | undefined;
}

/**
 * What the frame does with an accepted message of its iframes: forwarded as casino-cashier-<name>, then its effect
 * on the frame (its height, the load reported, a customer identified, a pause), the opt-in calls behind their
 * opt-ins, a redirect only to an allowed origin; then the widget's own handler, for the cashier's messages. In the
 * chunk that reads the messages (frame-messages.ts): no message is read before it is here.
 */
export function handleFrameMessage(message: InboundMessage, from: Endpoint, frame: FrameState): void {
  const { host, props, send, setPause, setLoaded, setLoadError, setHeight, setLookupHeight, setCustomer, loadedRef, cashier: cashierRef } = frame;
  const { eventType, payload } = message;
  // A redirect to an address that is not allowed is dropped whole: no event, no navigation.
  const redirect = eventType === 'TOP_URL_REPLACE' ? safeRedirect((payload as { url: string }).url, window.location, props.redirectHosts ?? []) : null;
  if (eventType === 'TOP_URL_REPLACE' && !redirect) {
    // The address itself may carry tokens: only its origin is logged.
    console.warn('[casino-elements] cashier: dropped a TOP_URL_REPLACE to an origin that is neither this site nor in redirect-hosts:', originOf((payload as { url: string }).url));
    return;
  }
  // Script set-up and page-function calls happen only behind their opt-ins; a refused one (logged) is not forwarded either.
  if (eventType === 'SETUP_AUTHORIZE_SCRIPT' && !setUpAuthorizeScript(payload as { provider: string; authorizeScript: string }, optInsOf(props, host.element))) return;
  if (eventType === 'EXECUTE_AUTHORIZE_METHOD' && !executeAuthorizeMethod(payload as { method: string; parameters?: unknown }, optInsOf(props, host.element))) return;
  // checkInbound ran the payload through its type's schema, which INBOUND's `satisfies` ties to the event
  // map: the detail is of that event's type, though the compiler cannot follow the pairing through a union.
  const detail = (payload === undefined ? { eventType } : { eventType, payload }) as CashierEventDetail;
  host.emit(`casino-cashier-${INBOUND[eventType].name}`, detail);
  switch (eventType) {
    case 'CASHIER_INIT_LOAD':
      loadedRef.current = true;
      setLoaded(true);
      setLoadError(null);
      send('IS_LOADING');
      void deviceId()
        .then((id) => send('PIQ_DEVICE_ID', { deviceId: id }))
        .catch((error: unknown) => console.error('[casino-elements] cashier: failed to generate device id', error));
      if (frame.css) send('SET_CSS', frame.css);
      break;
    case 'APP_SET_HEIGHT': {
      const next = heightOf(payload);
      if (next !== null) setHeight(Math.max(next, 120));
      break;
    }
    case 'PIQ_LOOKUP_REPORT_HEIGHT': {
      const next = heightOf(payload);
      if (next !== null) setLookupHeight(next);
      break;
    }
    case 'CASHIER_PAUSE':
      setPause(true, false);
      break;
    case 'CASHIER_RESUME':
      setPause(false, false);
      break;
    case 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED': {
      const who = payload as { userId: string | number; sessionId: string; user?: Record<string, unknown> | null; attributes?: Record<string, unknown> | null };
      if (loadedRef.current) {
        setPause(false, true);
      } else {
        setCustomer({
          userId: String(who.userId),
          sessionId: who.sessionId,
          ...(who.user ? { user: who.user } : {}),
          ...(who.attributes ? { attributes: who.attributes } : {}),
        });
      }
      break;
    }
    case 'PIQ_LOOKUP_CUSTOMER_RESET':
      if (!cashierRef.current) console.warn('[casino-elements] cashier: no cashier found so it cannot reset');
      loadedRef.current = false;
      setLoaded(false);
      setCustomer(null);
      break;
    case 'PIQ_LOOKUP_SHA_256': {
      const { codeVerifier } = payload as { codeVerifier: string };
      void codeChallenge(codeVerifier).then((challenge) => send('PIQ_LOOKUP_SHA_256', { codeVerifier, codeChallenge: challenge }, 'lookup'));
      break;
    }
    case 'GET_INTEGRATIONS_SCRIPT_URL': {
      const { txRefId } = payload as { txRefId: string | number };
      const url = new URL(hostUriOf(window.location));
      url.searchParams.set('txRefId', String(txRefId));
      send('POST_INTEGRATION_URL', { url: url.href, txRefId: String(txRefId) });
      break;
    }
    case 'TOP_URL_REPLACE':
      if (redirect) window.location.replace(redirect.href);
      break;
    case 'APP_KEY_ESCAPE':
      // A forced dialog closes only by the widget's own action; inline, Escape closes nothing.
      if (host.modal && !host.forced) host.close();
      break;
    default:
      break;
  }
  if (from === 'cashier') props.onMessage?.(message);
}

function originOf(raw: string): string {
  try {
    return new URL(raw, window.location.href).origin;
  } catch {
    return 'an address that cannot be read';
  }
}

/** The page's opt-ins, read at message time; the script nonce is the element's own `nonce`. */
function optInsOf(props: FrameMessageProps, element: HTMLElement): AuthorizeOptIns {
  return { scripts: props.authorizeScripts ?? [], methods: props.authorizeMethods ?? [], ...(element.nonce ? { nonce: element.nonce } : {}) };
}
