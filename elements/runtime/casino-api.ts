import { configure, getPlatform, localeFor, registry, signOut, VERSION, type CasinoConfig } from './platform-access.ts';
import { closeModal, openWidget } from './widgets.ts';
import { requestGame } from '../../features/toolkit/games/request-game.ts';
import type { WidgetName } from '../../features/toolkit/host/host-context.tsx';
import type { ExchangeRates, LifetimeStats, PlayerProperty } from '../../adapters/contract.ts';

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
  /**
   * Opens the support chat, the same as `<casino-chat>`'s button: its script loads once, on the first call (and once
   * with any `<casino-chat>` on the page), boots with the signed-in player's name and id, and restarts 500 ms after a
   * sign-in or sign-out. It uses the `script-url` and `app-id` of the page's `<casino-chat>`, else
   * `configure({ chat: { scriptUrl, appId } })`; it rejects with an Error saying so when neither is there, and when
   * the script cannot be loaded.
   */
  openChat(): Promise<void>;
  /** The signed-in player's lifetime figures (net gaming revenue). Rejects with the platform's error (`player.*`). */
  getLifetimeStats(): Promise<LifetimeStats>;
  /**
   * A single sign-on token for the signed-in player, for a partner's product (a sportsbook): valid a short time (at
   * least five minutes), so ask for it when it is used. `type`: the platform's token type, where it has several.
   */
  createSsoToken(type?: string): Promise<string>;
  /** The platform's exchange rates: units of each currency to one of its base currency (EUR 1). */
  getExchangeRates(): Promise<ExchangeRates>;
  /** The signed-in player's properties (the operator's own records: odds format, preferences). */
  getPlayerProperties(): Promise<readonly PlayerProperty[]>;
  /** Adds or replaces the named properties of the signed-in player. */
  setPlayerProperties(properties: readonly PlayerProperty[]): Promise<void>;
}

// Its own chunk, loaded on the first call.
const playerData = () => import('./player-data-api.ts');

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
    import('../../features/toolkit/games/page-favourites.ts').then((favourites) => favourites.pageFavourites().toggle(gameId, on, { getPlatform, target: document, locale: localeFor(undefined) }).then((result) => result.done)),
  openChat: () => import('./chat-api.ts').then((chat) => chat.openChat({ registry, getPlatform })),
  getLifetimeStats: () => playerData().then((api) => api.getLifetimeStats(getPlatform)),
  createSsoToken: (type?: string) => playerData().then((api) => api.createSsoToken(getPlatform, type)),
  getExchangeRates: () => playerData().then((api) => api.getExchangeRates(getPlatform)),
  getPlayerProperties: () => playerData().then((api) => api.getPlayerProperties(getPlatform)),
  setPlayerProperties: (properties: readonly PlayerProperty[]) => playerData().then((api) => api.setPlayerProperties(getPlatform, properties)),
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
