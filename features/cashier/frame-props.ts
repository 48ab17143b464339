// The cashier's frame's props, shared by the frame (cashier-frame.tsx) and the part that creates its iframes once the
// set-up has come (cashier-frame-body.tsx), a chunk of its own.
import type { CashierKind } from '../../adapters/contract.ts';
import type { Endpoint } from './channel.ts';
import type { InboundMessage, OutboundType } from './protocol.ts';

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

/** How the frame sends to its iframes (the channel's send), once it has them. */
export type FrameSend = (type: OutboundType, payload?: unknown, to?: Endpoint) => boolean;
