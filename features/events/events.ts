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
  /** A sign-up succeeded (the account exists; activation and sign-in may follow). */
  'casino-signed-up': { userId: string };
  /** Sign-up found an account with this email or phone (no message is shown for it by the platform). */
  'casino-account-exists': { field: 'email' | 'phone' | 'username' };
  /** A sign-up submit failed: the catalogue key and the text shown. */
  'casino-sign-up-error': { key: string | null; message: string };
  /** The account was activated; signedIn: the activation also signed the player in. */
  'casino-account-activated': { signedIn: boolean };
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
    'casino-signed-up': CustomEvent<CasinoEventDetails['casino-signed-up']>;
    'casino-account-exists': CustomEvent<CasinoEventDetails['casino-account-exists']>;
    'casino-sign-up-error': CustomEvent<CasinoEventDetails['casino-sign-up-error']>;
    'casino-account-activated': CustomEvent<CasinoEventDetails['casino-account-activated']>;
    'casino-message-action': CustomEvent<CasinoEventDetails['casino-message-action']>;
  }
}

export function emitCasinoEvent<K extends CasinoEventName>(target: EventTarget, name: K, detail: CasinoEventDetails[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
