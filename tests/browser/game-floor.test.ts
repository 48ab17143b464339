import { expect } from '@esm-bundle/chai';
import { axeViolations, button, nextEvent, place, requestCount, resetAll, sandbox, signInWith, text, until } from './support/page.ts';
import { signInAs } from './support/payments.ts';

async function gamesOrigin(): Promise<string> {
  const { url } = (await (await fetch('/__games')).json()) as { url: string };
  return new URL(url).origin;
}

/** A button on the page that opens the game, as a lobby's tile would; focus starts on it. */
function lobbyButton(open: () => void): HTMLButtonElement {
  const tile = document.createElement('button');
  tile.textContent = 'Play';
  tile.addEventListener('click', open);
  document.body.append(tile);
  tile.focus();
  return tile;
}

const overlayOf = (host: Element) => host.shadowRoot?.querySelector<HTMLElement>('[role=dialog]') ?? null;
const frameOf = (host: Element) => host.shadowRoot?.querySelector<HTMLIFrameElement>('iframe') ?? null;
const deepFocus = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

describe('<casino-game>', () => {
  let start: string;
  beforeEach(async () => {
    start = location.pathname + location.search;
    await resetAll();
    history.replaceState(null, '', '/casino/slots');
  });
  afterEach(() => {
    window.casino.closeGame();
    history.replaceState(null, '', start);
  });

  it('opens a demo for a visitor in a labelled dialog at /play/{id}, and Escape closes it and gives focus back', async () => {
    const origin = await gamesOrigin();
    const tile = lobbyButton(() => window.casino.openGame('starburst', { mode: 'demo' }));
    const opened = nextEvent(document, 'casino-game-opened');
    tile.click();
    const host = await until(() => document.querySelector('casino-game'), 'the overlay element');
    const dialog = await until(() => overlayOf(host), 'the game dialog');
    expect((await opened).detail).to.deep.equal({ gameId: 'starburst', mode: 'demo' });
    expect(location.pathname).to.equal('/play/starburst');
    const frame = await until(() => frameOf(host), 'the game frame');
    const src = new URL(frame.src);
    expect(src.origin).to.equal(origin);
    expect(src.searchParams.get('mode')).to.equal('d');
    expect(frame.getAttribute('allow')).to.equal('fullscreen; autoplay');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(text(host)).to.contain('Starburst');
    // Focus moved in (waited for: an effect after the render that opened the dialog); the page behind is inert.
    await until(() => deepFocus()?.getAttribute('aria-label') === 'Close the game', 'focus on Close the game');
    expect(tile.inert).to.equal(true);
    expect(await axeViolations(host)).to.deep.equal([]);
    const closed = nextEvent(document, 'casino-game-closed');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect((await closed).detail).to.deep.equal({ gameId: 'starburst', mode: 'demo' });
    await until(() => location.pathname === '/casino/slots', 'the address before the game');
    expect(overlayOf(host)).to.equal(null);
    expect(tile.inert).to.equal(false);
    expect(document.activeElement).to.equal(tile);
  });

  it('asks a visitor to sign in for real play, then opens the game and records it as last played', async () => {
    const tile = lobbyButton(() => window.casino.openGame('book-of-dead'));
    tile.click();
    const signin = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-signin'), 'the sign-in dialog');
    await until(() => signin.shadowRoot?.querySelector('.frame'), 'the sign-in form');
    expect(document.querySelector('casino-game')?.shadowRoot?.querySelector('[role=dialog]') ?? null).to.equal(null);
    await signInWith(signin, 'player@example.com');
    // The sign-in's welcome comes first, with no game under it; the game opens once it is closed.
    const welcome = await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message'), 'the welcome');
    await until(() => welcome.shadowRoot?.querySelector('.frame'), 'the welcome message');
    expect(overlayOf(document.querySelector('casino-game')!)).to.equal(null);
    const opened = nextEvent(document, 'casino-game-opened');
    window.casino.close();
    expect((await opened).detail).to.deep.equal({ gameId: 'book-of-dead', mode: 'real' });
    const host = document.querySelector('casino-game')!;
    const frame = await until(() => frameOf(host), 'the game frame');
    expect(new URL(frame.src).searchParams.get('mode')).to.equal('m');
    expect(location.pathname).to.equal('/play/book-of-dead');
    const last = document.createElement('casino-last-played');
    document.body.append(last);
    await until(() => last.shadowRoot?.querySelector('[part~=game]'), 'the last played list');
    expect(last.shadowRoot!.querySelector('[part~=game] .game-name')!.textContent).to.equal('Book of Dead');
  });

  it('keeps the activation between a player who is not activated and real play', async () => {
    const signin = await place('casino-signin');
    await signInWith(signin, 'new@example.com');
    window.casino.close();
    window.casino.openGame('starburst');
    await until(() => document.querySelector('casino-modal')?.shadowRoot?.querySelector('casino-message[kind=activation-required]'), 'the activation-required message');
    expect(overlayOf(document.querySelector('casino-game')!)).to.equal(null);
    expect(location.pathname).to.equal('/casino/slots');
  });

  it('says when the game page does not load in time, and Retry loads it', async () => {
    await sandbox('games/launch-failure', { failure: 'page-hang' });
    const game = document.createElement('casino-game');
    game.setAttribute('load-timeout', '600');
    document.body.append(game);
    window.casino.openGame('starburst', { mode: 'demo' });
    const alert = await until(() => game.shadowRoot?.querySelector('[role=alert]'), 'the load time-out');
    expect(alert.textContent).to.contain('The game did not load');
    expect(await axeViolations(game)).to.deep.equal([]);
    await sandbox('games/launch-failure', { failure: 'none' });
    game.setAttribute('load-timeout', '10000');
    button(game, 'Retry').click();
    await until(() => frameOf(game), 'the frame again');
    expect(game.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
  });

  it('says at once that the game cannot be launched, and that a game page on the page\'s own origin answered an error', async () => {
    const game = document.createElement('casino-game');
    // Far beyond this test's own time-out: an error shown here was not the load time-out's.
    game.setAttribute('load-timeout', '120000');
    document.body.append(game);
    await sandbox('games/launch-failure', { failure: 'launch-error' });
    window.casino.openGame('starburst', { mode: 'demo' });
    let alert = await until(() => game.shadowRoot?.querySelector('[role=alert]'), 'the launch error');
    expect(frameOf(game)).to.equal(null);
    expect(text(game)).not.to.contain('It took too long');
    window.casino.closeGame();
    await until(() => !overlayOf(game), 'the overlay closed');

    // Another origin's page keeps its status to itself; one on the page's origin tells it as it loads.
    await fetch('/__games?sameOrigin=true', { method: 'POST' });
    try {
      await sandbox('games/launch-failure', { failure: 'page-error' });
      window.casino.openGame('starburst', { mode: 'demo' });
      alert = await until(() => game.shadowRoot?.querySelector('[role=alert]'), 'the page error');
      expect(alert.textContent).to.contain('The game did not load');
      expect(alert.textContent).to.contain('answered with an error');
      expect(await axeViolations(game)).to.deep.equal([]);
      await sandbox('games/launch-failure', { failure: 'none' });
      button(game, 'Retry').click();
      const frame = await until(() => frameOf(game), 'the frame again');
      expect(new URL(frame.src).origin).to.equal(location.origin);
      await until(() => frame.contentDocument?.querySelector('#game-id')?.textContent === 'starburst', 'the game page');
      expect(game.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
    } finally {
      await fetch('/__games', { method: 'POST' });
    }
  });

  it('shows a dialog of the page (a reality check, a forced page) above the game, then holds the page again', async () => {
    window.casino.openGame('starburst', { mode: 'demo' });
    const game = await until(() => document.querySelector('casino-game'), 'the overlay');
    await until(() => frameOf(game), 'the game frame');
    window.casino.open('message', { kind: 'welcome' });
    const modal = await until(() => document.querySelector('casino-modal'), 'the dialog above');
    await until(() => modal.shadowRoot?.querySelector('casino-message')?.shadowRoot?.querySelector('.frame'), 'the message');
    const top = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    expect(top).to.equal(modal);
    expect(game.inert).to.equal(true);
    // Escape closes the dialog above, not the game.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await until(() => !document.querySelector('casino-modal'), 'the dialog closed');
    expect(overlayOf(game)).not.to.equal(null);
    await until(() => deepFocus()?.getAttribute('aria-label') === 'Close the game', 'focus back in the game');
  });

  it('does not open a game flagged as appealing to children in the UKGC jurisdiction', async () => {
    window.casino.configure({ jurisdiction: 'ukgc' });
    window.casino.openGame('candy-castle', { mode: 'demo' });
    const game = await until(() => document.querySelector('casino-game'), 'the overlay');
    await until(() => text(game).includes('This game is not available'), 'the refusal');
    expect(frameOf(game)).to.equal(null);
    expect(await axeViolations(game)).to.deep.equal([]);
  });
});

describe('<casino-favourites>', () => {
  beforeEach(resetAll);

  it('lists a favourite set by the page\'s own tile, toggles it off with one request, and rolls a refused toggle back with a notice', async () => {
    await signInAs('player@example.com');
    const list = await place('casino-favourites');
    await until(() => text(list).includes('You have no favourite games yet.'), 'the empty list');
    expect(await axeViolations(list)).to.deep.equal([]);
    expect(await window.casino.setFavourite('starburst', true)).to.equal(true);
    const row = await until(() => list.shadowRoot?.querySelector('[part~=game]'), 'the favourite');
    expect(row.textContent).to.contain('Starburst');
    expect(await axeViolations(list)).to.deep.equal([]);
    await sandbox('faults', { path: '/api/casino/remove-favorite/starburst', status: 503, times: 1 });
    const toggle = row.querySelector<HTMLButtonElement>('[part~=favourite-button]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    const refused = nextEvent(list, 'casino-error');
    toggle.click();
    await refused;
    const alert = await until(() => list.shadowRoot?.querySelector('[role=alert]'), 'the notice');
    expect(alert.textContent).to.contain('Your favourites were not changed');
    expect(list.shadowRoot!.querySelector('[part~=favourite-button]')!.getAttribute('aria-pressed')).to.equal('true');
    expect(await requestCount('/api/casino/remove-favorite/starburst')).to.equal(1);
    expect(await axeViolations(list)).to.deep.equal([]);
    list.shadowRoot!.querySelector<HTMLButtonElement>('[part~=favourite-button]')!.click();
    await until(() => text(list).includes('You have no favourite games yet.'), 'the favourite taken off');
  });

  it('names a refusal of the page\'s own tile in casino-error with the catalogue\'s text, as the production build ships it', async () => {
    await signInAs('player@example.com');
    await sandbox('faults', { path: '/api/casino/set-favorite/starburst', status: 503, times: 1 });
    const refused = nextEvent(document, 'casino-error');
    expect(await window.casino.setFavourite('starburst', true)).to.equal(false);
    const { detail } = (await refused) as CustomEvent<{ key: string | null; message: string }>;
    expect(detail.key).to.be.a('string');
    // The build strips a descriptor's source text: the message is the catalogue's, in the page's language.
    expect(detail.message).to.match(/\w{3,}/);
    expect(detail.message).not.to.contain(detail.key);
  });

  it('asks a visitor to sign in', async () => {
    const list = await place('casino-favourites');
    await until(() => text(list).includes('Sign in to see your favourite games.'), 'the sign-in notice');
    expect(await axeViolations(list)).to.deep.equal([]);
  });
});
