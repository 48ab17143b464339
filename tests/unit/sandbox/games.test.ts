// The sandbox's game floor on the REST platform and its games origin: the catalogue, the launch information and
// the game page on an origin of its own, favourites, last played, jackpots that move with the clock, the two
// tournaments and the launch-failure switch.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, gamesPort: 0 });
});
after(() => sandbox.close());
beforeEach(() => sandbox.app.reset());

async function api(path: string, init: { method?: string; body?: unknown; session?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.session) headers['X-Player-Session-Id'] = init.session;
  const response = await fetch(`${sandbox.url}/api${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? null : JSON.stringify(init.body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function control(path: string, body?: unknown) {
  const response = await fetch(`${sandbox.url}/__sandbox${path}`, { method: body === undefined ? 'GET' : 'POST', headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? null : JSON.stringify(body) });
  assert.equal(response.status, 200);
  return response.json() as Promise<unknown>;
}

async function session(): Promise<string> {
  const { status, body } = await api('/player/signin/v2', { method: 'POST', body: { Username: 'player@example.com', Password: 'Secret123!', Platform: 'desktop' } });
  assert.equal(status, 200);
  return (body as { SessionId: string }).SessionId;
}

describe('sandbox game floor', () => {
  it('lists a dozen games as CasinoGame rows, some with a demo and one childish', async () => {
    const { status, body } = await api('/casino');
    assert.equal(status, 200);
    const games = body as { Id: string; Platform: string; Rtp: number; JackpotPercentageCont: number; HasFunMode: boolean; IsChildish: boolean }[];
    assert.equal(games.length, 12);
    for (const game of games) assert.deepEqual([typeof game.Id, typeof game.Platform, typeof game.Rtp, typeof game.JackpotPercentageCont], ['string', 'string', 'number', 'number']);
    assert.ok(games.filter((game) => game.HasFunMode).length >= 5);
    assert.deepEqual(games.filter((game) => game.IsChildish).map((game) => game.Id), ['candy-castle']);
  });

  it('launches on the games origin: real needs the session, demo does not; the page shows id and mode and runs no script', async () => {
    assert.equal((await api('/casino/gameinfo/starburst?mode=m')).status, 401);
    const demo = await api('/casino/gameinfo/starburst?mode=d');
    assert.equal(demo.status, 200);
    const url = (demo.body as { GameInfo: { LaunchUrl: string } }).GameInfo.LaunchUrl;
    assert.equal(new URL(url).origin, sandbox.gamesUrl);
    assert.notEqual(new URL(url).origin, sandbox.url);
    const page = await fetch(`${url}?mode=d`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<output id="game-id">starburst<\/output>/);
    assert.match(html, /<output id="game-mode">demo<\/output>/);
    assert.doesNotMatch(html, /<script/i);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.equal((await api('/casino/gameinfo/mega-fortune?mode=d')).status, 400, 'no demo for this one');
    const real = await api('/casino/gameinfo/starburst?mode=m', { session: await session() });
    assert.equal(real.status, 200);
  });

  it('the launch-failure switch fails the launch call, the page, or keeps the page from answering', async () => {
    await control('/games/launch-failure', { failure: 'launch-error' });
    assert.deepEqual((await api('/casino/gameinfo/starburst?mode=d')).body, { Code: 'GameUnavailable', Message: 'Starburst cannot be launched now.' });
    await control('/games/launch-failure', { failure: 'page-error' });
    assert.equal((await fetch(`${sandbox.gamesUrl}/games/starburst?mode=d`)).status, 503);
    await control('/games/launch-failure', { failure: 'page-hang' });
    await assert.rejects(fetch(`${sandbox.gamesUrl}/games/starburst?mode=d`, { signal: AbortSignal.timeout(300) }));
    sandbox.app.reset();
    assert.deepEqual(await control('/games/launch-failure'), { failure: 'none' });
  });

  it('keeps favourites and the last played games (newest first, each once)', async () => {
    const id = await session();
    assert.deepEqual((await api('/casino/set-favorite/starburst', { method: 'POST', session: id })).body, true);
    assert.deepEqual(((await api('/casino/favorites', { session: id })).body as { Id: string }[]).map((game) => game.Id), ['starburst']);
    await api('/casino/remove-favorite/starburst', { method: 'POST', session: id });
    assert.deepEqual((await api('/casino/favorites', { session: id })).body, []);
    for (const game of ['starburst', 'book-of-dead', 'starburst']) assert.equal((await api(`/casino/set-last-played-game?gameId=${game}`, { method: 'POST', session: id })).status, 200);
    assert.deepEqual(((await api('/casino/last-played-games?max=10', { session: id })).body as { Id: string }[]).map((game) => game.Id), ['starburst', 'book-of-dead']);
    assert.equal((await api('/casino/last-played-games')).status, 401);
  });

  it('jackpots move with the sandbox clock, in the asked currency', async () => {
    const first = (await api('/event-feed/jackpots')).body as { Id: string; Amount: number; Currency: string; GameIds: string[] }[];
    assert.deepEqual(first.map((row) => [row.Id, row.Amount, row.Currency]), [['mega-fortune', 1_254_300.5, 'EUR'], ['divine-fortune', 84_120.25, 'EUR'], ['hall-of-gods', 3_402_775, 'EUR']]);
    await control('/clock', { advanceMs: 10 * 60_000 });
    const later = (await api('/event-feed/jackpots')).body as { Amount: number }[];
    assert.equal(later[0]!.Amount, 1_254_300.5 + 125);
    const sek = (await api('/event-feed/jackpots?currency=SEK')).body as { Currency: string }[];
    assert.equal(sek[0]!.Currency, 'SEK');
  });

  it('two tournaments: the open one takes the player once; the finished one and an unknown one refuse', async () => {
    const id = await session();
    const join = (tournament: string) => api('/player/tournament-opt-in', { method: 'POST', session: id, body: { PlayerId: 1001, TournamentIdentifier: tournament } });
    assert.equal((await join('spring-spins')).status, 200);
    assert.equal(((await join('spring-spins')).body as { Code: string }).Code, 'AlreadyOptin');
    assert.equal(((await join('winter-wheels')).body as { Code: string }).Code, 'OptinNotAllowed');
    assert.equal(((await join('no-such')).body as { Code: string }).Code, 'TournamentNotFound');
    const board = (await api('/casinotournament/leaderboard?TournamentIdentifier=spring-spins&Offset=0&Limit=10', { session: id })).body as { IsEnabled: boolean; PlayerCount: number; Players: { FirstName: string; Position: number }[] };
    assert.equal(board.IsEnabled, true);
    assert.equal(board.PlayerCount, 5);
    assert.deepEqual(board.Players.at(-1), { ...board.Players.at(-1), FirstName: 'Alex', Position: 5 });
    const relative = (await api('/casinotournament/leaderboard-relative?tournamentIdentifier=spring-spins&playerId=1001&limit=3', { session: id })).body as { Players: { Position: number }[] };
    assert.deepEqual(relative.Players.map((row) => row.Position), [3, 4, 5]);
    const finished = (await api('/casinotournament/leaderboard?TournamentIdentifier=winter-wheels', { session: id })).body as { IsEnabled: boolean };
    assert.equal(finished.IsEnabled, false);
  });
});
