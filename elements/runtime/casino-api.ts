import { configure, signOut, VERSION, type CasinoConfig } from './platform-access.ts';
import { closeModal, openWidget } from './widgets.ts';
import type { WidgetName } from '../../features/toolkit/host/host-context.tsx';

/** The page-level API, also on window.casino for pages without a bundler. */
export interface CasinoApi {
  readonly version: string;
  configure(config: CasinoConfig): void;
  open(widget: WidgetName | string, props?: Record<string, unknown>): HTMLElement | null;
  openSignIn(props?: Record<string, unknown>): HTMLElement | null;
  openSignUp(props?: Record<string, unknown>): HTMLElement | null;
  openForgotPassword(props?: Record<string, unknown>): HTMLElement | null;
  openAccount(tab?: string): HTMLElement | null;
  openDeposit(options?: Record<string, unknown>): HTMLElement | null;
  openWithdraw(props?: Record<string, unknown>): HTMLElement | null;
  close(): void;
  signOut(): Promise<void>;
}

export const casino: CasinoApi = Object.freeze({
  version: VERSION,
  configure,
  open: (widget: WidgetName | string, props?: Record<string, unknown>) => openWidget(widget, props),
  openSignIn: (props?: Record<string, unknown>) => openWidget('signin', props),
  openSignUp: (props?: Record<string, unknown>) => openWidget('signup', props),
  openForgotPassword: (props?: Record<string, unknown>) => openWidget('forgot-password', props),
  openAccount: (tab?: string) => openWidget('account', tab ? { tab } : {}),
  openDeposit: (options?: Record<string, unknown>) => openWidget('deposit', options),
  openWithdraw: (props?: Record<string, unknown>) => openWidget('withdraw', props),
  close: () => closeModal(),
  signOut: () => signOut('player'),
});

declare global {
  interface Window {
    casino: CasinoApi;
  }
}

/** Installs window.casino unless another copy of the library did so first. */
export function installGlobalApi(): void {
  if (typeof window !== 'undefined' && !window.casino) {
    Object.defineProperty(window, 'casino', { value: casino, configurable: true, enumerable: false });
  }
}
