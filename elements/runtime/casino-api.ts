import { configure, getPlatform, signOut, VERSION, type CasinoConfig } from './platform-access.ts';
import { closeModal, openWidget } from './widgets.ts';
import { requestGame } from '../../features/toolkit/games/request-game.ts';
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
  /**
   * Opens a game in the page's <casino-game> overlay (one is added to the page when it has none): real money
   * (the default) or demo. Null when this version has no <casino-game>.
   */
  openGame(gameId: string, options?: { mode?: 'real' | 'demo' }): HTMLElement | null;
  /** Closes the open game, if any (the address goes back to what it was before). */
  closeGame(): void;
  /**
   * Marks a game as the player's favourite (on) or not, for the page's own game tiles: shown at once in every
   * element, one request; resolves false when the platform refused it and it was put back (casino-error on
   * document; the favourite lists show the notice), true with casino-favourite-changed on document.
   */
  setFavourite(gameId: string, on: boolean): Promise<boolean>;
}

function openGame(gameId: string, options: { mode?: 'real' | 'demo' } = {}): HTMLElement | null {
  const overlay = requestGame(gameId, options.mode === 'demo' ? 'demo' : 'real');
  if (!overlay) console.info('[casino-elements] <casino-game> is not defined: no game was opened.');
  return overlay;
}

function closeGame(): void {
  for (const overlay of Array.from(document.querySelectorAll('casino-game[game-id]'))) overlay.removeAttribute('game-id');
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
  openGame,
  closeGame,
  // Its own chunk: the error catalogue it names a refusal with stays out of the entry.
  setFavourite: (gameId: string, on: boolean) =>
    import('../../features/toolkit/games/page-favourites.ts').then((favourites) => favourites.pageFavourites().toggle(gameId, on, { getPlatform, target: document }).then((result) => result.done)),
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
