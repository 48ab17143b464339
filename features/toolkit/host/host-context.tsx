import { createContext, useContext, type ComponentType } from 'react';
import type { Jurisdiction, Platform } from '../../../adapters/contract.ts';
import type { CasinoEventDetails, CasinoEventName, SignOutReason } from '../events/index.ts';

/**
 * Every widget's name (its element is casino-<name>): what window.casino.open() and the widgets themselves open.
 * The element runtime's widget table (elements/widget-table.ts) adds a key here per row, so the names are its
 * rows' and no list of its own: features cannot import elements/.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface WidgetNames {}
export type WidgetName = keyof WidgetNames & string;

/** What the element runtime gives a widget: its element, its mode, its platform and its way out. */
export interface WidgetHost {
  readonly element: HTMLElement;
  /** The widget's name, as in casino-<name>. */
  readonly widget: string;
  readonly modal: boolean;
  readonly jurisdiction: Jurisdiction;
  readonly locale: string;
  emit<K extends CasinoEventName>(name: K, detail: CasinoEventDetails[K]): void;
  /** Closes the modal it sits in; inline, it tells the host page (casino-close). */
  close(): void;
  /**
   * Opens another widget as a modal (replacing this one when this one is the modal). False when the page
   * has no such element (a widget not in this version), so a caller can fall back. `forced`: the player
   * must act in it before anything else (terms to accept).
   */
  open(widget: WidgetName, props?: Record<string, unknown>, options?: { forced?: boolean }): boolean;
  /** Whether `open(widget)` would open something: offer a way on only where it leads somewhere. */
  canOpen(widget: WidgetName): boolean;
  /** The widget sits in a forced modal: the player must act in it (no close button; Escape and back do nothing). */
  readonly forced: boolean;
  getPlatform(): Promise<Platform>;
  /** Starts a session after a sign-in; every element on the page follows. */
  startSession(sessionId: string): void;
  /** Ends the session here and in every other tab; always succeeds locally. */
  signOut(reason: SignOutReason): Promise<void>;
  /**
   * Adds styles to the widget's shadow root, for a part loaded after the widget (an account tab in a chunk
   * of its own). Adopted as a constructable stylesheet (no <style>: strict CSP), kept until the element goes.
   */
  adoptStyles(css: string): void;
  /** The page's captcha options (`captcha-site-key`, `captcha-script-url`), live. */
  readonly captcha?: { readonly siteKey?: string | undefined; readonly scriptUrl?: string | undefined; readonly trustedOrigins?: readonly string[] | undefined };
  /** The operator's terms page (`terms-url`), live. */
  readonly termsUrl?: string | undefined;
  /** Origins besides the page's where a bank-ID callback page may be (`oauthRedirectOrigins`, set in code only), live. */
  readonly oauthRedirectOrigins?: readonly string[] | undefined;
  /** The origins `<casino-external>` may frame or link (`externalOrigins`, set in code only), live. */
  readonly externalOrigins?: readonly string[] | undefined;
  /** The operator's support contact (`support-url`), live; the catalogue's support path when unset. */
  readonly supportUrl?: string | undefined;
  /** The page's platform by name (`platform` on <casino-platform>), live: known before its adapter has loaded. */
  readonly platformName?: string | undefined;
  /**
   * The page's platform when it is built and ready, else null: for what a first render can tell from the
   * platform at once (its capabilities) instead of from an answer to getPlatform() a render later.
   */
  platformAtHand(): Platform | null;
}

export const HostContext = createContext<WidgetHost | null>(null);

export function useHost(): WidgetHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('A widget rendered outside its element');
  return host;
}

/** The attributes every element shares; the runtime passes them, parsed, as props. */
export interface CommonWidgetProps {
  jurisdiction?: string;
  locale?: string;
  /** The widget frame's options (spec 000 "Generic widget frame"). */
  hideClose?: boolean;
  fullScreen?: boolean;
  noPadding?: boolean;
  noHeader?: boolean;
  backgroundImage?: string;
  /** Do not emit casino-ready. */
  noReady?: boolean;
}

/** What a feature's index.ts exports for its element. */
export interface WidgetModule<Props = Record<string, unknown>> {
  readonly component: ComponentType<Props & CommonWidgetProps>;
  /** Styles of this widget, added to the shared ones. */
  readonly styles?: string;
}
