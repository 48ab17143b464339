// The game floor of every adapter that has it, against the sandbox: the game list, launching (real and demo, the
// provider's mode letters, the page on its own origin), last played, the jackpot total and tournaments with the
// four opt-in refusals of spec 002 §8.3. Built through createPlatform; an adapter without a capability skips.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Platform } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { ADAPTERS, type AdapterUnderTest, memorySession, rejection, suiteSandbox, unless, unlessTrait } from './adapters-under-test.ts';

/** node:test's `skip` for a launch at an address: a platform that opens games in the provider's own framework has none. */
const inProvider = (adapter: AdapterUnderTest): string | false => (adapter.traits.gamesInProvider ? `${adapter.name}: games open in the provider's framework` : false);

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: the game floor against the sandbox`, () => {
  const platforms: Platform[] = [];
  after(async () => {
    for (const platform of platforms) await platform.dispose?.();
  });
  const sandbox = suiteSandbox();
  const { control } = sandbox;

  async function build(): Promise<Platform> {
    const platform = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
    platforms.push(platform);
    return platform;
  }

  async function signedIn(): Promise<Platform> {
    const platform = await build();
    await adapter.getSession(platform);
    return platform;
  }

  async function requests(method: string, path: string): Promise<{ query: string; idempotencyKey?: string }[]> {
    const answer = await control<{ requests: { query: string; idempotencyKey?: string }[] }>('GET', `/requests?${new URLSearchParams({ method, path })}`);
    return answer.requests;
  }

  async function page(url: string): Promise<{ id: string; mode: string }> {
    const html = await (await fetch(url)).text();
    return { id: /id="game-id">([^<]*)</.exec(html)?.[1] ?? '', mode: /id="game-mode">([^<]*)</.exec(html)?.[1] ?? '' };
  }

  it('lists the catalogue: demos, the game flagged as appealing to children, a table game', { skip: unless(adapter, 'games') }, async () => {
    const games = await (await build()).getGames!();
    assert.equal(games.length, 12);
    // By the name the platform gives its games in the address (the provider framework's own ids are numbers).
    const nameOf = (game: (typeof games)[number]) => (adapter.traits.gamesInProvider ? game.identifier : game.gameId);
    const byId = new Map(games.map((game) => [nameOf(game), game]));
    assert.deepEqual(games.filter((game) => game.childish).map(nameOf), ['candy-castle']);
    assert.equal(byId.get('starburst')?.demo, true);
    assert.equal(byId.get('mega-fortune')?.demo, false);
    assert.equal(byId.get('starburst')?.title, 'Starburst');
    if (!adapter.traits.gamesInProvider) assert.deepEqual(byId.get('blackjack')?.tableIds, ['table-7', 'table-9']);
  });

  it('launches a demo signed out, on the games origin, in demo mode (d)', { skip: unless(adapter, 'games') || inProvider(adapter) }, async () => {
    const launch = await (await build()).launchGame!({ gameId: 'starburst', identifier: 'starburst', mode: 'demo' });
    assert.equal(launch.kind, 'url');
    const url = new URL(launch.kind === 'url' ? launch.url : '');
    assert.equal(url.origin, sandbox.gamesUrl);
    assert.equal(url.searchParams.get('mode'), 'd');
    assert.deepEqual(await page(url.href), { id: 'starburst', mode: 'demo' });
  });

  it('refuses real play signed out with game.session-expired and no launch call; signed in it launches in real mode (m)', { skip: unless(adapter, 'games') || inProvider(adapter) }, async () => {
    const endpoint = adapter.calls.launchGame!;
    const refused = await rejection((await build()).launchGame!({ gameId: 'starburst', mode: 'real' }));
    assert.deepEqual([refused.area, refused.code], ['game', 'session-expired']);
    assert.equal((await requests(endpoint.method, endpoint.path)).length, 0);
    const launch = await (await signedIn()).launchGame!({ gameId: 'starburst', identifier: 'starburst', mode: 'real' });
    const url = new URL(launch.kind === 'url' ? launch.url : '');
    assert.equal(url.searchParams.get('mode'), 'm');
    assert.deepEqual(await page(url.href), { id: 'starburst', mode: 'real' });
  });

  it('a launch the platform refuses (the launch-failure switch) rejects in the game area, once', { skip: unless(adapter, 'games') || inProvider(adapter) }, async () => {
    const endpoint = adapter.calls.launchGame!;
    await control('POST', '/games/launch-failure', { failure: 'launch-error' });
    const error = await rejection((await build()).launchGame!({ gameId: 'starburst', identifier: 'starburst', mode: 'demo' }));
    assert.equal(error.area, 'game');
    // A launch is a write (it may open a round): never repeated.
    assert.equal((await requests(endpoint.method, endpoint.path)).length, 1);
  });

  it('records a played game and lists it first, each game once, ten by default', { skip: unless(adapter, 'lastPlayed') }, async () => {
    const platform = await signedIn();
    assert.deepEqual(await platform.getLastPlayedGames!(), []);
    for (const id of ['starburst', 'book-of-dead', 'fruit-shop', 'starburst']) await platform.setLastPlayedGame!(id);
    assert.deepEqual((await platform.getLastPlayedGames!()).map((game) => game.gameId), ['starburst', 'fruit-shop', 'book-of-dead']);
    assert.deepEqual((await platform.getLastPlayedGames!(2)).map((game) => game.gameId), ['starburst', 'fruit-shop']);
    const endpoint = adapter.calls.setLastPlayedGame;
    if (endpoint) assert.ok((await requests(endpoint.method, endpoint.path))[0]?.idempotencyKey, 'a write carries an Idempotency-Key');
  });

  it('sums the jackpots in one currency, and the total moves with the sandbox clock', { skip: unless(adapter, 'jackpots') }, async () => {
    const platform = await build();
    assert.ok(platform.getTotalJackpot, 'a platform with jackpots has their total');
    const before = await platform.getTotalJackpot();
    assert.deepEqual(before, { amount: 4_741_195.75, currency: 'EUR' });
    await control('POST', '/clock', { advanceMs: 60 * 60_000 });
    const later = await platform.getTotalJackpot();
    assert.equal(later.amount, before.amount + 60 * (12.5 + 1.75 + 20));
  });

  it('converts the jackpots and their total to the currency asked for (the page\'s or the player\'s)', { skip: unless(adapter, 'jackpots') || unlessTrait(adapter, 'jackpotsInAskedCurrency', 'jackpots come in the country\'s currency') }, async () => {
    const platform = await build();
    const jackpots = await platform.getJackpots!({ currency: 'SEK' });
    assert.deepEqual(jackpots.map((jackpot) => [jackpot.id, jackpot.currency]), [['mega-fortune', 'SEK'], ['divine-fortune', 'SEK'], ['hall-of-gods', 'SEK']]);
    assert.equal(jackpots[1]!.amount, 967_382.88);
    const total = await platform.getTotalJackpot!({ currency: 'SEK' });
    assert.equal(total.currency, 'SEK');
    assert.equal(total.amount, Math.round(jackpots.reduce((sum, jackpot) => sum + jackpot.amount, 0) * 100) / 100);
    assert.deepEqual(await platform.getTotalJackpot!(), { amount: 4_741_195.75, currency: 'EUR' });
  });

  it('reads no leaderboard without a session, and the player\'s own rows only once joined', { skip: unless(adapter, 'tournaments') }, async () => {
    const anonymous = await rejection((await build()).getLeaderboard!({ tournamentId: 'spring-spins' }));
    assert.deepEqual([anonymous.area, anonymous.code], ['tournament', 'session-expired']);
    const platform = await signedIn();
    const board = await platform.getLeaderboard!({ tournamentId: 'spring-spins', limit: 2 });
    assert.deepEqual(board.players.map((row) => [row.position, row.firstName, row.points]), [[1, 'Maja', 1840], [2, 'Leo', 1525]]);
    assert.equal(board.optIn, true);
    assert.ok(Date.parse(board.startDate) < Date.parse(board.endDate));
    assert.deepEqual((await platform.getRelativeLeaderboard!({ tournamentId: 'spring-spins' })).players, []);
  });

  it('opts into the open tournament once and shows the player on the leaderboard', { skip: unless(adapter, 'tournaments') }, async () => {
    const platform = await signedIn();
    const open = await platform.getLeaderboard!({ tournamentId: 'spring-spins' });
    assert.equal(open.canJoin, true);
    assert.equal(open.players.length, 4);
    await platform.joinTournament!('spring-spins');
    const board = await platform.getLeaderboard!({ tournamentId: 'spring-spins' });
    assert.deepEqual(board.players.at(-1), { firstName: 'Alex', lastName: 'Morgan', position: 5, points: 0 });
    const relative = await platform.getRelativeLeaderboard!({ tournamentId: 'spring-spins', limit: 3 });
    assert.deepEqual(relative.players.map((row) => row.position), [3, 4, 5]);
    const again = await rejection(platform.joinTournament!('spring-spins'));
    assert.deepEqual([again.area, again.code], ['tournament', 'already-optin']);
    const endpoint = adapter.calls.joinTournament;
    if (endpoint) assert.ok((await requests(endpoint.method, endpoint.path))[0]?.idempotencyKey, 'a write carries an Idempotency-Key');
  });

  it('refuses the finished tournament and an unknown one with the spec\'s keys', { skip: unless(adapter, 'tournaments') }, async () => {
    const platform = await signedIn();
    const finished = await platform.getLeaderboard!({ tournamentId: 'winter-wheels' });
    assert.equal(finished.canJoin, false);
    const closed = await rejection(platform.joinTournament!('winter-wheels'));
    assert.deepEqual([closed.area, closed.code], ['tournament', 'optin-not-allowed']);
    const unknown = await rejection(platform.joinTournament!('no-such-tournament'));
    assert.deepEqual([unknown.area, unknown.code], ['tournament', 'tournament-not-found']);
    const open = await platform.getLeaderboard!({ tournamentId: 'daily-drops' });
    assert.deepEqual([open.optIn, open.canJoin], [false, false]);
    const needless = await rejection(platform.joinTournament!('daily-drops'));
    assert.deepEqual([needless.area, needless.code], ['tournament', 'optin-not-required']);
  });
});
