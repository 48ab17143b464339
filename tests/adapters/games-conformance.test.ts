// Jackpots and favourite games of every adapter that has them, against the sandbox (on the realtime platform:
// the HTTP API beside the router, spec 002 §7.3). Same rules as conformance.test.ts: built through
// createPlatform, checked against the sandbox's independent implementation; an adapter without the feature skips.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Platform, PlatformConfig, SessionStore } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { ADAPTERS, memorySession, rejection, suiteSandbox, unless } from './adapters-under-test.ts';

const PASSWORD = 'Secret123!';

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: jackpots and favourites against the sandbox`, () => {
  const platforms: Platform[] = [];
  // The suite's sockets close before its sandbox does (the sandbox's own hook, registered next, runs after).
  after(async () => {
    for (const platform of platforms) await platform.dispose?.();
  });
  const sandbox = suiteSandbox();
  const { control } = sandbox;

  async function requests(method: string, path: string): Promise<{ query: string }[]> {
    const answer = await control<unknown>('GET', `/requests?${new URLSearchParams({ method, path })}`);
    const list = Array.isArray(answer) ? answer : (answer as { requests?: unknown[] }).requests;
    assert.ok(Array.isArray(list));
    return list as { query: string }[];
  }

  async function build(config: Partial<PlatformConfig> = {}, session: SessionStore = memorySession()): Promise<Platform> {
    const platform = await createPlatform({ config: { ...adapter.config(sandbox.url), ...config }, session });
    platforms.push(platform);
    return platform;
  }

  async function signedIn(email = 'player@example.com'): Promise<Platform> {
    const platform = await build();
    await adapter.getSession(platform, { email, password: PASSWORD });
    return platform;
  }

  it('reads the jackpots with their games, in one page of up to 1000, signed out as well', { skip: unless(adapter, 'jackpots') }, async () => {
    const platform = await build();
    assert.equal(platform.capabilities.jackpots, true);
    const jackpots = await platform.getJackpots!();
    assert.deepEqual(jackpots.map((jackpot) => [jackpot.id, jackpot.name, jackpot.amount, jackpot.currency, jackpot.gameIds]), [
      ['mega-fortune', 'Mega Fortune', 1_254_300.5, 'EUR', ['mega-fortune', 'mega-fortune-dreams']],
      ['divine-fortune', 'Divine Fortune', 84_120.25, 'EUR', ['divine-fortune']],
      ['hall-of-gods', 'Hall of Gods', 3_402_775, 'EUR', ['hall-of-gods']],
    ]);
    const endpoint = adapter.calls.getJackpots!;
    const [logged] = await requests(endpoint.method, endpoint.path);
    assert.ok(logged, 'the jackpots were read');
    const query = new URLSearchParams(logged.query);
    for (const [name, value] of Object.entries(adapter.traits.jackpotQuery)) assert.equal(query.get(name), value, name);
  });

  it('retries a jackpots read after a transient failure, and maps a lasting one to game.unknown-error', { skip: unless(adapter, 'jackpots') }, async () => {
    const platform = await build();
    const endpoint = adapter.calls.getJackpots!;
    await control('POST', '/faults', { path: endpoint.path, method: 'GET', status: 503, times: 1 });
    assert.equal((await platform.getJackpots!()).length, 3);
    assert.equal((await requests('GET', endpoint.path)).length, 2);
    await control('POST', '/faults', { path: endpoint.path, method: 'GET', status: 500, code: 'InternalError', times: 0 });
    const error = await rejection(platform.getJackpots!());
    assert.equal(error.area, 'game');
    assert.equal(error.code, 'unknown-error');
  });

  it('adds a favourite (a game, and a table of another), lists it, removes it', { skip: unless(adapter, 'favourites') }, async () => {
    const platform = await signedIn();
    assert.equal(platform.capabilities.favourites, true);
    assert.deepEqual(await platform.getFavourites!(), []);
    await platform.addFavourite!('mega-fortune');
    await platform.addFavourite!('blackjack', 'table-7');
    // Where the list names only games, a table's game is listed.
    const tables = adapter.traits.favouriteTables ? ['table-7'] : [];
    assert.deepEqual(await platform.getFavourites!(), [{ gameId: 'mega-fortune', tableIds: [] }, { gameId: 'blackjack', tableIds: tables }]);
    await platform.removeFavourite!('blackjack', 'table-7');
    assert.deepEqual(await platform.getFavourites!(), [{ gameId: 'mega-fortune', tableIds: [] }]);
    await platform.removeFavourite!('mega-fortune');
    assert.deepEqual(await platform.getFavourites!(), []);
    // The platform session for the HTTP API is read once for the session, not before every call.
    const session = adapter.traits.httpApiSession;
    if (session) assert.equal((await requests(session.method, session.path)).length, 1);
  });

  it('refuses a signed-out read and write with game.session-expired, with no request', { skip: unless(adapter, 'favourites') }, async () => {
    const platform = await build();
    const read = await rejection(platform.getFavourites!());
    assert.deepEqual([read.area, read.code], ['game', 'session-expired']);
    const write = await rejection(platform.addFavourite!('mega-fortune'));
    assert.deepEqual([write.area, write.code], ['game', 'session-expired']);
    assert.equal((await requests('GET', '/v1/player/1/favorites')).length, 0);
  });

  it('a session that ended on the platform is refused, and the stored session is cleared', { skip: unless(adapter, 'favourites') }, async () => {
    const session = memorySession();
    const platform = await build({}, session);
    await adapter.getSession(platform, { email: 'player@example.com', password: PASSWORD });
    await platform.getFavourites!();
    await control('POST', '/wamp/end-session', { email: 'player@example.com', code: 1 });
    const error = await rejection(platform.getFavourites!());
    assert.deepEqual([error.area, error.code], ['game', 'session-expired']);
    assert.equal(session.get(), null);
  });
});
