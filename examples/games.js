// The example lobby's tiles: Play, Demo and a favourite toggle per game, the operator's own buttons calling
// window.casino (no inline handlers: the page runs under a strict CSP).
for (const tile of document.querySelectorAll('[data-game]')) {
  const gameId = tile.dataset.game;
  const name = tile.textContent;
  const play = Object.assign(document.createElement('button'), { type: 'button', textContent: `Play ${name}` });
  play.addEventListener('click', () => window.casino.openGame(gameId));
  tile.append(' ', play);
  if (!tile.hasAttribute('data-no-demo')) {
    const demo = Object.assign(document.createElement('button'), { type: 'button', textContent: `Demo ${name}` });
    demo.addEventListener('click', () => window.casino.openGame(gameId, { mode: 'demo' }));
    tile.append(' ', demo);
  }
  const favourite = Object.assign(document.createElement('button'), { type: 'button', textContent: `Favourite ${name}` });
  favourite.setAttribute('aria-pressed', 'false');
  favourite.addEventListener('click', async () => {
    const on = favourite.getAttribute('aria-pressed') !== 'true';
    favourite.setAttribute('aria-pressed', String(on));
    if (!(await window.casino.setFavourite(gameId, on))) favourite.setAttribute('aria-pressed', String(!on));
  });
  tile.append(' ', favourite);
}
