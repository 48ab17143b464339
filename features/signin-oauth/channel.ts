import { checkInbound, type Expected, type InboundMessage } from './protocol.ts';

export interface OAuthChannelOptions {
  /** Read at each message: the attempt's origins and the hidden iframe's window (null once it is gone). */
  expected(): Expected | null;
  onMessage(message: InboundMessage): void;
  /** Dropped messages are logged here (default: console.warn). */
  log?(reason: string, detail: { origin: string }): void;
  /** The window whose messages are read (default: this window). */
  target?: Window;
}

/**
 * One sign-in attempt's channel from its hidden iframe: every message checked for the very window, the
 * exact origin its type must come from and its schema (protocol.ts); anything else is logged and dropped.
 */
export function openOAuthChannel(options: OAuthChannelOptions): () => void {
  const target = options.target ?? window;
  const log = options.log ?? ((reason, detail) => console.warn(`[casino-elements] bank-ID sign-in: dropped ${reason}`, detail));
  const listener = (event: MessageEvent) => {
    const expected = options.expected();
    if (!expected) return;
    const verdict = checkInbound({ origin: event.origin, source: event.source, data: event.data }, expected);
    if (!verdict.ok) {
      log(verdict.reason, { origin: event.origin });
      return;
    }
    options.onMessage(verdict.message);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}
