// The game floor below the elements: the gate (with the childish-game row per jurisdiction), the open-game state
// machine, the /play/{id} address and its restore, and optimistic favourite toggles with their rollback.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JURISDICTIONS } from '../../../features/toolkit/jurisdiction/index.ts';
import {
  type AddressBar, CHILDISH_GAME_RULES, IDLE, type OpenGameState, createFavouriteStore, enterGameAddress, gameOfPath, gateGame, openGameReducer, playPath,
} from '../../../features/toolkit/games/index.ts';

const anonymous = { signedIn: false, activated: false };
const unactivated = { signedIn: true, activated: false };
const ready = { signedIn: true, activated: true };

describe('gating', () => {
  it('real play needs a signed-in, activated player; demo needs neither', () => {
    assert.equal(gateGame({ mode: 'real', childish: false, jurisdiction: 'mga', player: anonymous }), 'sign-in');
    assert.equal(gateGame({ mode: 'real', childish: false, jurisdiction: 'mga', player: unactivated }), 'activate');
    assert.equal(gateGame({ mode: 'real', childish: false, jurisdiction: 'mga', player: ready }), 'open');
    assert.equal(gateGame({ mode: 'demo', childish: false, jurisdiction: 'mga', player: anonymous }), 'open');
  });

  it('a childish game follows its jurisdiction row: verified adults only, or blocked', () => {
    assert.deepEqual(Object.keys(CHILDISH_GAME_RULES).sort(), [...JURISDICTIONS].sort());
    assert.equal(gateGame({ mode: 'demo', childish: true, jurisdiction: 'mga', player: anonymous }), 'sign-in');
    assert.equal(gateGame({ mode: 'demo', childish: true, jurisdiction: 'sga', player: unactivated }), 'activate');
    assert.equal(gateGame({ mode: 'demo', childish: true, jurisdiction: 'es', player: ready }), 'open');
    assert.equal(gateGame({ mode: 'real', childish: true, jurisdiction: 'ukgc', player: ready }), 'blocked');
  });
});

describe('the open-game state machine', () => {
  const run = (events: Parameters<typeof openGameReducer>[1][], from: OpenGameState = IDLE) => events.reduce(openGameReducer, from);

  it('launches, loads and plays; closes to idle', () => {
    const playing = run([{ type: 'open', gameId: 'starburst', mode: 'real', gate: 'open' }, { type: 'launched', url: 'https://g.example/s?mode=m' }, { type: 'loaded' }]);
    assert.deepEqual(playing, { status: 'playing', gameId: 'starburst', mode: 'real', url: 'https://g.example/s?mode=m' });
    assert.deepEqual(openGameReducer(playing, { type: 'close' }), IDLE);
  });

  it('a game the provider shows in its own framework keeps the address only, and closes to idle', () => {
    const inProvider = run([{ type: 'open', gameId: 'starburst', mode: 'demo', gate: 'open' }, { type: 'launched-in-provider' }]);
    assert.deepEqual(inProvider, { status: 'in-provider', gameId: 'starburst', mode: 'demo' });
    assert.deepEqual(openGameReducer(inProvider, { type: 'loaded' }), inProvider);
    assert.deepEqual(openGameReducer(inProvider, { type: 'close' }), IDLE);
    assert.deepEqual(openGameReducer(IDLE, { type: 'launched-in-provider' }), IDLE);
  });

  it('a gate that asks for a sign-in resumes the same game once the player is ready; a blocked one never does', () => {
    const gated = run([{ type: 'open', gameId: 'starburst', mode: 'real', gate: 'sign-in' }]);
    assert.deepEqual(gated, { status: 'gated', gameId: 'starburst', mode: 'real', need: 'sign-in' });
    assert.deepEqual(openGameReducer(gated, { type: 'player-ready' }), { status: 'launching', gameId: 'starburst', mode: 'real' });
    const blocked = run([{ type: 'open', gameId: 'candy-castle', mode: 'demo', gate: 'blocked' }, { type: 'player-ready' }]);
    assert.equal(blocked.status, 'gated');
  });

  it('fails clearly on a refused launch and on a frame that does not load in time; late events change nothing', () => {
    assert.deepEqual(run([{ type: 'open', gameId: 'a', mode: 'demo', gate: 'open' }, { type: 'launch-failed' }]), { status: 'failed', gameId: 'a', mode: 'demo', reason: 'launch-failed' });
    const timedOut = run([{ type: 'open', gameId: 'a', mode: 'demo', gate: 'open' }, { type: 'launched', url: 'u' }, { type: 'load-timeout' }]);
    assert.equal(timedOut.status === 'failed' && timedOut.reason, 'load-timeout');
    assert.deepEqual(openGameReducer(timedOut, { type: 'loaded' }), timedOut);
    assert.deepEqual(openGameReducer(IDLE, { type: 'launched', url: 'u' }), IDLE);
    const pageError = run([{ type: 'open', gameId: 'a', mode: 'demo', gate: 'open' }, { type: 'launched', url: 'u' }, { type: 'page-error' }]);
    assert.equal(pageError.status === 'failed' && pageError.reason, 'page-error');
    assert.deepEqual(openGameReducer(pageError, { type: 'load-timeout' }), pageError);
  });
});

function bar(start: string): AddressBar & { entries: string[]; index: number } {
  const state = { entries: [start], index: 0 };
  const here = () => new URL(state.entries[state.index]!, 'https://casino.example');
  return {
    get entries() {
      return state.entries;
    },
    get index() {
      return state.index;
    },
    get pathname() {
      return here().pathname;
    },
    get search() {
      return here().search;
    },
    push(path: string) {
      state.entries.splice(state.index + 1, Infinity, path);
      state.index += 1;
    },
    replace(path: string) {
      state.entries[state.index] = path;
    },
    back() {
      state.index = Math.max(0, state.index - 1);
    },
  };
}

describe('the game address', () => {
  it('names the game by id, or by identifier where the platform launches by one', () => {
    assert.equal(playPath({ gameId: '3301', identifier: 'book-of-dead' }, false), '/play/3301');
    assert.equal(playPath({ gameId: '3301', identifier: 'book-of-dead' }, true), '/play/book-of-dead');
    assert.equal(gameOfPath('/play/book%20of'), 'book of');
    assert.equal(gameOfPath('/play/'), null);
    assert.equal(gameOfPath('/play/a/b'), null);
    assert.equal(gameOfPath('/casino/slots'), null);
  });

  it('pushes /play/{id} and the close button goes back to the page the player came from', () => {
    const address = bar('/casino/slots?sort=new');
    const close = enterGameAddress(address, '/play/starburst');
    assert.equal(address.pathname, '/play/starburst');
    close();
    assert.equal(`${address.pathname}${address.search}`, '/casino/slots?sort=new');
    assert.deepEqual(address.entries.slice(0, address.index + 1), ['/casino/slots?sort=new']);
  });

  it('after the browser\'s Back it does nothing more; a page loaded at /play/{id} closes to /casino', () => {
    const address = bar('/casino/slots');
    const close = enterGameAddress(address, '/play/starburst');
    address.back();
    close(true);
    assert.equal(address.pathname, '/casino/slots');
    const loaded = bar('/play/starburst');
    enterGameAddress(loaded, '/play/starburst')();
    assert.equal(loaded.pathname, '/casino');
  });
});

describe('favourite toggles', () => {
  it('show at once, send one request per click, and roll back with a notice on failure', async () => {
    const sent: string[] = [];
    const notices: string[] = [];
    let fail = false;
    const store = createFavouriteStore({
      add: async (id) => {
        sent.push(`add ${id}`);
        if (fail) throw new Error('down');
      },
      remove: async (id) => {
        sent.push(`remove ${id}`);
        if (fail) throw new Error('down');
      },
      onRollback: (id, wanted) => notices.push(`${id} ${wanted}`),
    });
    store.load(['book-of-dead']);
    const pending = store.toggle('starburst', true);
    assert.equal(store.has('starburst'), true, 'optimistic');
    assert.equal(await pending, true);
    fail = true;
    const failing = store.toggle('book-of-dead', false);
    assert.equal(store.has('book-of-dead'), false);
    assert.equal(await failing, false);
    assert.equal(store.has('book-of-dead'), true, 'rolled back');
    assert.deepEqual(notices, ['book-of-dead false']);
    assert.deepEqual(sent, ['add starburst', 'remove book-of-dead']);
  });

  it('a failure does not undo a later click on the same game', async () => {
    let rejectFirst: (error: Error) => void = () => {};
    const calls: Promise<void>[] = [
      new Promise<void>((_resolve, reject) => {
        rejectFirst = reject;
      }),
      Promise.resolve(),
    ];
    let call = 0;
    const store = createFavouriteStore({ add: () => calls[call++]!, remove: () => calls[call++]!, onRollback: () => {} });
    const first = store.toggle('starburst', true);
    const second = store.toggle('starburst', false);
    await second;
    rejectFirst(new Error('down'));
    await first;
    assert.equal(store.has('starburst'), false);
  });
});
