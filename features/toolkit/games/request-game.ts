// Opening a game from anywhere (window.casino, a favourites list): the page's one <casino-game> overlay.

/** Asks the page's <casino-game> (one is added when the page has none) to open a game; null when no <casino-game> is defined. */
export function requestGame(gameId: string, mode: 'real' | 'demo' = 'real'): HTMLElement | null {
  if (!customElements.get('casino-game')) return null;
  let overlay = document.querySelector('casino-game');
  if (!overlay) {
    overlay = document.createElement('casino-game');
    document.body.append(overlay);
  }
  overlay.setAttribute('mode', mode);
  overlay.setAttribute('game-id', gameId);
  return overlay;
}
