import { useEffect, useRef, useState, type RefObject } from 'react';
import { retryingImport } from '../toolkit/host/index.ts';
import type { CashierChannel, Endpoint } from './channel.ts';
import type { InboundMessage } from './protocol.ts';

// What reads the iframes' messages (the channel, the protocol's checks, what a message does, the opt-in calls): a
// chunk the frame starts when its iframe is created, which loads while the cashier does; until then, messages are kept.
const loadFrameMessages = () => import('./frame-messages.ts');
export type FrameMessages = Awaited<ReturnType<typeof loadFrameMessages>>;
/** At most this many messages are kept while the frame's messages chunk loads (a cashier sends a few). */
const EARLY_MESSAGES = 50;

export interface FrameWindows {
  /** The cashier's origin; null until the set-up has said where the cashier is. */
  readonly base: URL | null;
  readonly lookupAddress: URL | null;
  readonly cashier: RefObject<HTMLIFrameElement | null>;
  readonly lookup: RefObject<HTMLIFrameElement | null>;
}

/**
 * The channel to the cashier's (and the lookup's) iframe, open while the frame has an address: it reads every
 * message (origin, window, shape) and hands the accepted ones to `onMessage`, the latest one given. The chunk that
 * reads them is asked for once the frame has an address (again while it fails: meanwhile the cashier stays "Loading", and its load
 * time-out says so with Try again); what the iframes' origins sent before it came is kept and read once it is.
 */
export function useFrameMessages(
  windows: FrameWindows,
  onMessage: (message: InboundMessage, from: Endpoint, protocol: FrameMessages) => void,
): RefObject<CashierChannel | null> {
  const { base, lookupAddress, cashier, lookup } = windows;
  const [messages, setMessages] = useState<FrameMessages | null>(null);
  const early = useRef<Array<Pick<MessageEvent, 'origin' | 'source' | 'data'>>>([]);
  const channelRef = useRef<CashierChannel | null>(null);
  const handleRef = useRef(onMessage);
  handleRef.current = onMessage;

  // Asked for once the set-up has said where the cashier is, as the iframe is created: not beside the set-up's own
  // reads (the adapter's part, the call), which the frame waits for and which a browser's six connections per host
  // would otherwise share with it.
  const wanted = base !== null;
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void retryingImport(loadFrameMessages).then((loaded) => {
      if (live) setMessages(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted]);

  // The channel lives as long as the iframes it serves; it reads the windows at message time.
  useEffect(() => {
    if (!base) return;
    if (!messages) {
      const keep = (event: MessageEvent) => {
        if ((event.origin === base.origin || event.origin === lookupAddress?.origin) && early.current.length < EARLY_MESSAGES) early.current.push(event);
      };
      window.addEventListener('message', keep);
      return () => window.removeEventListener('message', keep);
    }
    const channel = messages.openCashierChannel({
      cashierOrigin: base.origin,
      ...(lookupAddress ? { lookupOrigin: lookupAddress.origin } : {}),
      cashierWindow: () => cashier.current?.contentWindow ?? null,
      lookupWindow: () => lookup.current?.contentWindow ?? null,
      onMessage: (message, from) => handleRef.current(message, from, messages),
    });
    channelRef.current = channel;
    for (const event of early.current.splice(0)) channel.receive(event);
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [base, lookupAddress, messages, cashier, lookup]);

  return channelRef;
}
