/**
 * Every event the elements emit: `casino-<name>`, a CustomEvent that bubbles out of the shadow root
 * (composed), its detail typed here. r2wc's own `events` option is not used: it lower-cases names
 * and does not bubble.
 */
export interface CasinoEventDetails {
  /** A widget rendered and is ready for input. */
  'casino-ready': { widget: string };
  /** A widget asked to be closed (its close button, Escape or back in a modal). */
  'casino-close': { widget: string };
  'casino-signed-in': { userId: string };
  /** On the element that signed out, or on document when no element did (another tab, expiry, window.casino). */
  'casino-signed-out': { reason: SignOutReason };
  'casino-terms-accepted': { version: number };
  /** Every error a widget shows is also emitted: the catalogue key (null for a non-platform error) and the text. */
  'casino-error': { key: string | null; message: string };
  /** An inbox message's call to action that is not a link: the host page acts on it. */
  'casino-message-action': { messageId: string; action: string };
}

export type SignOutReason = 'player' | 'session-expired' | 'other-tab' | 'terms-declined';

export type CasinoEventName = keyof CasinoEventDetails;

declare global {
  interface GlobalEventHandlersEventMap {
    'casino-ready': CustomEvent<CasinoEventDetails['casino-ready']>;
    'casino-close': CustomEvent<CasinoEventDetails['casino-close']>;
    'casino-signed-in': CustomEvent<CasinoEventDetails['casino-signed-in']>;
    'casino-signed-out': CustomEvent<CasinoEventDetails['casino-signed-out']>;
    'casino-terms-accepted': CustomEvent<CasinoEventDetails['casino-terms-accepted']>;
    'casino-error': CustomEvent<CasinoEventDetails['casino-error']>;
    'casino-message-action': CustomEvent<CasinoEventDetails['casino-message-action']>;
  }
}

export function emitCasinoEvent<K extends CasinoEventName>(target: EventTarget, name: K, detail: CasinoEventDetails[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
