import { checkInbound, mayCome, type InboundMessage, type OutboundType } from './protocol.ts';

export type Endpoint = 'cashier' | 'lookup';

export interface ChannelOptions {
  cashierOrigin: string;
  /** The lookup iframe's origin, when a lookup is configured. */
  lookupOrigin?: string;
  cashierWindow(): Window | null;
  lookupWindow(): Window | null;
  onMessage(message: InboundMessage, from: Endpoint): void;
  /** Dropped messages are logged here (default: console.warn). */
  log?(reason: string, detail: { origin: string; eventType?: unknown }): void;
  /** The window whose messages are read (default: this window). */
  target?: Window;
}

export interface CashierChannel {
  /** Posts to one iframe, with its exact origin as the target; false when that iframe is not there. */
  send(type: OutboundType, payload?: unknown, to?: Endpoint): boolean;
  /** Reads a message that came before the channel was open (kept by the frame meanwhile), as if it came now. */
  receive(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>): void;
  close(): void;
}

// Every open channel's windows, so that with several cashiers on one page a message from a sibling's
// iframe is left to that sibling rather than logged as forged by each of the others.
const openWindows = new Set<() => Array<Window | null>>();

function isSiblingWindow(source: unknown): boolean {
  if (!source) return false;
  for (const windows of openWindows) if (windows().includes(source as Window)) return true;
  return false;
}

/**
 * One cashier's private channel to its own iframes: every message checked for the exact origin, the
 * very window and the payload's shape (see protocol.ts), every reply addressed to an exact origin.
 */
export function openCashierChannel(options: ChannelOptions): CashierChannel {
  const target = options.target ?? window;
  const log = options.log ?? ((reason, detail) => console.warn(`[casino-elements] cashier: dropped ${reason}`, detail));
  const windows = () => [options.cashierWindow(), options.lookupWindow()];

  const listener = (event: Pick<MessageEvent, 'origin' | 'source' | 'data'>) => {
    const cashier = options.cashierWindow();
    const lookup = options.lookupWindow();
    const fromLookup = lookup !== null && event.source === lookup;
    const mine = (cashier !== null && event.source === cashier) || fromLookup;
    if (!mine && isSiblingWindow(event.source)) return;
    const expectedOrigin = fromLookup ? (options.lookupOrigin ?? '') : options.cashierOrigin;
    const verdict = checkInbound(
      { origin: event.origin, source: event.source, data: event.data },
      { origin: expectedOrigin, sources: [cashier, lookup].filter(Boolean) },
    );
    if (!verdict.ok) {
      const eventType = typeof event.data === 'object' && event.data !== null ? (event.data as { eventType?: unknown }).eventType : undefined;
      log(verdict.reason, { origin: event.origin, eventType });
      return;
    }
    const from = fromLookup ? 'lookup' : 'cashier';
    if (!mayCome(verdict.message.eventType, from)) {
      log(`a ${verdict.message.eventType} from the lookup iframe: only the cashier iframe may act on the page`, { origin: event.origin, eventType: verdict.message.eventType });
      return;
    }
    options.onMessage(verdict.message, from);
  };

  target.addEventListener('message', listener);
  openWindows.add(windows);
  return {
    send(type, payload, to = 'cashier') {
      const win = to === 'lookup' ? options.lookupWindow() : options.cashierWindow();
      const origin = to === 'lookup' ? options.lookupOrigin : options.cashierOrigin;
      if (!win || !origin) return false;
      try {
        win.postMessage(payload === undefined ? { eventType: type } : { eventType: type, payload }, origin);
        return true;
      } catch (error) {
        console.error('[casino-elements] cashier: failed to send postMessage', error);
        return false;
      }
    },
    receive: listener,
    close() {
      target.removeEventListener('message', listener);
      openWindows.delete(windows);
    },
  };
}
