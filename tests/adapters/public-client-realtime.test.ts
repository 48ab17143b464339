// The realtime adapter against answers shaped as the platform's public clients see them
// (shared/reference/realtime-and-providers.md §1.3: results in kwargs, a plain boolean as args, numbers that
// may come as numeric strings, optionals that may be missing). A small WAMP router of this file answers each
// procedure from the fixtures below; each operation runs three times: the fixtures as they are, with every
// number written as a numeric string, and with every null left out. The result must not change. Beside the
// router, an HTTP stub answers the platform's HTTP API (jackpots, favourites) from HTTP_FIXTURES the same ways.
import assert from 'node:assert/strict';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { WebSocket, WebSocketServer } from 'ws';
import type { Platform } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { memorySession } from './adapters-under-test.ts';
import { requireOperation } from '../../adapters/operations.ts';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const FUTURE = '2099-01-01T00:00:00Z';
const FIXTURES: Record<string, { args?: unknown[]; kwargs?: Record<string, unknown> }> = {
  '/connection#getClientIdentity': { kwargs: { cid: 'cid-public-client' } },
  '/user#login': { kwargs: { hasToAcceptTC: true, isEmailVerified: false, roles: ['Player'], username: null } },
  '/user#getSessionInfo': { kwargs: { isAuthenticated: true, userID: 1042, firstname: 'Alex', surname: 'Andersson', currency: 'EUR', userCountry: 'MT', email: null } },
  '/user/account#getProfile': {
    kwargs: {
      fields: { userID: 1042, email: 'player@example.com', firstname: 'Alex', surname: 'Andersson', birthDate: '1990-04-30T00:00:00', address1: 'Main Street 1', city: 'Valletta', postalCode: 1000, country: 'MT', mobile: 99123456, mobilePrefix: 356, currency: 'EUR', language: 'en', gender: 'F', title: null },
      isEmailVerified: false,
    },
  },
  '/user/account#getBalance': { kwargs: { accounts: [{ id: 10421, name: 'Casino', amount: 250.5, currency: 'EUR', isBonusAccount: false, bonusAmount: null }, { id: 10422, name: 'Casino bonus', amount: 20, currency: 'EUR', isBonusAccount: true }] } },
  '/user/account#getGamingAccounts': { kwargs: { accounts: [{ id: 10421, name: 'Casino', amount: 250.5, currency: 'EUR', isBonusAccount: false, bonusAmount: null }, { id: 10422, name: 'Casino bonus', amount: 20, currency: 'EUR', isBonusAccount: true }] } },
  '/user#getTransactionHistory': { kwargs: { transactions: [{ transactionID: 77, time: '2024-02-01T10:00:00Z', type: 'Deposit', amount: 25, currency: 'EUR', status: 'Completed', paymentMethod: 'Visa', reference: null }], currentPageIndex: 1, totalRecordCount: 1, totalPageCount: 1 } },
  '/user/bonus#getGrantedBonuses': { kwargs: { bonuses: [{ id: 601, code: 'WELCOME100', name: 'Welcome', status: 'Active', type: 'Monetary', amount: 100, currency: 'EUR', grantedDate: '2024-01-01T00:00:00Z', expiryDate: FUTURE, wagerRequirement: 3500, remainingWagerRequirement: 1200, canForfeit: true, description: null }, { id: 602, code: 'OLD', name: 'Old', status: 'Expired', expiryDate: '2020-01-01T00:00:00Z' }] } },
  '/user/bonus#getClaimableBonuses': { kwargs: { bonuses: [{ code: 'SPINS20', name: 'Spins', description: '20 free spins', imageUrl: null, html: null, validFrom: null, validTo: FUTURE }] } },
  '/user/limit#getLimits': { kwargs: { deposit: { current: { amount: 100, currency: 'EUR', period: 'weekly', remaining: 40, expires: null }, queued: { amount: 200, period: 'weekly', activates: FUTURE }, updatable: true }, loss: { current: null, queued: null, updatable: true }, wagering: null, session: { current: { minute: 120, period: 'daily', remaining: 60 }, queued: null, updatable: false } } },
  '/user/account#getCountries': { kwargs: { currentIPCountry: 'MT', countries: [{ code: 'MT', name: 'Malta', nationality: 'Maltese', currency: 'EUR', phonePrefix: 356, jurisdiction: 'MGA' }, { code: 'SE', name: 'Sweden', nationality: 'Swedish', currency: 'SEK', phonePrefix: 46, jurisdiction: 'SGA' }] } },
  '/user/account#getCurrencies': { args: [['EUR', 'SEK']] },
  '/user/pwd#isResetPwdKeyAvailable': { args: [true] },
  '/user#getCmsSessionID': { kwargs: { cmsSessionID: 'cms-public-client' } },
  // The games list as the provider framework names it (title, gameId, play modes, the childish flag) and the launch call seen in one client.
  '/casino#getGames': { kwargs: { games: [{ gameId: 301, slug: 'mega-moolah', title: 'Mega Moolah', hasFunMode: true, isChildish: null, tableIds: null }, { gameId: 'blackjack', slug: null, title: null, hasFunMode: false, isChildish: true, tableIds: [7, 'vip-2'] }] } },
  '/casino#getLaunchUrl': { kwargs: { url: 'https://games.example/launch/mega-moolah?lang=en' } },
};

/** The HTTP API beside the router, by method and path (spec 002 §7.3): the favourites need the CMS session in X-SessionId. */
const FAVOURITES = { count: 2, items: [{ id: 301, gameId: 301, tableIds: [], name: 'Mega Moolah', thumbnail: null }, { id: 'blackjack', gameId: null, tableIds: [7, 'vip-2'], name: null }] };
const HTTP_FIXTURES: Record<string, { status: number; body?: unknown }> = {
  'GET /v1/casino/jackpots': {
    status: 200,
    body: { count: 2, total: 2, items: [
      { id: 5001, name: 'Mega Moolah', currency: 'EUR', amount: 1234567.89, games: [{ id: 301, name: 'Mega Moolah', thumbnail: null }, { id: 'mega-moolah-isis', name: null }], description: null },
      { id: 'daily', name: null, currency: 'EUR', amount: 0, games: null, description: null },
    ] },
  },
  'GET /v1/player/1042/favorites': { status: 200, body: FAVOURITES },
  'PUT /v1/player/1042/favorites': { status: 200, body: FAVOURITES },
  'DELETE /v1/player/1042/favorites/301': { status: 204 },
};

type Rewrite = (value: unknown) => unknown;
const asIs: Rewrite = (value) => value;
const numbersAsStrings: Rewrite = (value) => {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, numbersAsStrings(item)]));
  return value;
};
const nullsLeftOut: Rewrite = (value) => {
  if (Array.isArray(value)) return value.map(nullsLeftOut);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null).map(([key, item]) => [key, nullsLeftOut(item)]));
  return value;
};

interface HttpCall { method: string; url: string; sessionId: string | undefined; body: unknown }

/** The HTTP stub: answers HTTP_FIXTURES through the rewrite, records each request, refuses a call without the CMS session. */
function startHttp(rewrite: () => Rewrite, calls: HttpCall[]): Server {
  return createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const sessionId = req.headers['x-sessionid'] as string | undefined;
      const text = Buffer.concat(chunks).toString('utf8');
      calls.push({ method: req.method ?? '', url: `${url.pathname}${url.search}`, sessionId, body: text ? JSON.parse(text) : undefined });
      const answer = HTTP_FIXTURES[`${req.method} ${url.pathname}`];
      const refused = url.pathname.includes('/player/') && sessionId !== 'cms-public-client';
      const [status, body] = !answer ? [404, { Code: 'NotFound' }] : refused ? [401, { Code: 'SessionExpired' }] : [answer.status, answer.body];
      res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(rewrite()(body)));
    });
  });
}

/** A WAMP router of a few lines: HELLO, SUBSCRIBE and CALL, answered from FIXTURES through the rewrite. */
function startRouter(rewrite: () => Rewrite, server: WebSocketServer) {
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as unknown[];
      const send = (frame: unknown[]) => socket.send(JSON.stringify(frame));
      if (message[0] === 1) send([2, 1, { roles: { broker: {}, dealer: {} } }]);
      else if (message[0] === 32) send([33, message[1], 1]);
      else if (message[0] === 48) {
        const answer = FIXTURES[message[3] as string];
        if (!answer) return send([8, 48, message[1], {}, 'wamp.error.no_such_procedure', [], { desc: 'No such procedure.' }]);
        send([50, message[1], {}, rewrite()(answer.args ?? []), ...(answer.kwargs ? [rewrite()(answer.kwargs)] : [])]);
      }
    });
  });
  return server;
}

describe('realtime adapter: answers as the public clients see them', () => {
  let rewrite: Rewrite = asIs;
  let http: Server;
  let server: WebSocketServer;
  let url: string;
  let apiUrl: string;
  const calls: HttpCall[] = [];
  before(async () => {
    http = startHttp(() => rewrite, calls);
    server = startRouter(() => rewrite, new WebSocketServer({ server: http, handleProtocols: () => 'wamp.2.json' }));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    url = `ws://127.0.0.1:${port}/v2`;
    apiUrl = `http://127.0.0.1:${port}`;
  });
  after(() => new Promise<void>((resolve) => {
    for (const client of server.clients) client.terminate();
    server.close(() => http.close(() => resolve()));
  }));

  async function everyWay<T>(run: (platform: Platform) => Promise<T>): Promise<T> {
    const results: T[] = [];
    for (const way of [asIs, numbersAsStrings, nullsLeftOut]) {
      rewrite = way;
      const platform = await createPlatform({ config: { platform: 'realtime', wampUrl: url, apiUrl, realm: 'http://www.example.com', jurisdiction: 'mga', locale: 'en', retries: 0 }, session: memorySession() });
      await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      results.push(await run(platform));
      await platform.dispose?.();
    }
    assert.deepEqual(results[1], results[0], 'numbers as strings');
    assert.deepEqual(results[2], results[0], 'nulls left out');
    return results[0]!;
  }

  it('signs in with the follow-up flags and the cid as the session, and maps the profile', async () => {
    const result = await everyWay(async (platform) => requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' }));
    assert.deepEqual([result.sessionId, result.hasToAcceptTerms, result.isEmailVerified], ['cid-public-client', true, false]);
    const { profile } = result;
    assert.deepEqual(
      [profile.userId, profile.firstName, profile.dateOfBirth, profile.zip, profile.callingCode, profile.phone, profile.gender, profile.isActivated],
      ['1042', 'Alex', '1990-04-30', '1000', '+356', '99123456', 'female', false],
    );
  });

  it('maps the wallet, history, bonuses (expired dropped), limits, countries and currencies', async () => {
    const wallet = await everyWay((platform) => requireOperation(platform, 'getWallet')());
    assert.deepEqual(wallet, { realBalance: 250.5, bonusBalance: 20, totalBalance: 270.5, currency: { code: 'EUR' } });
    const history = await everyWay((platform) => platform.getHistory!({ kind: 'deposit', page: 1 }));
    assert.deepEqual(history.transactions.map((row) => [row.id, row.amount, row.status, row.method]), [['77', 25, 'completed', 'Visa']]);
    const bonuses = await everyWay((platform) => platform.getBonuses!());
    assert.deepEqual(bonuses.map((bonus) => [bonus.id, bonus.status, bonus.canBeCanceled, bonus.wageringRequirmentRemaining]), [['601', 'active', true, 1200], ['SPINS20', 'initiated', false, undefined]]);
    const limits = await everyWay((platform) => platform.getLimits!());
    assert.deepEqual(limits.map((limit) => [limit.type, limit.period, limit.amount, limit.remainingAmount, limit.queued?.amount, limit.locked]), [['deposit', 'weekly', 100, 40, 200, false], ['session', 'daily', 120, 60, undefined, true]]);
    const countries = await everyWay((platform) => platform.getCountries!());
    assert.deepEqual(countries.map((country) => [country.code, country.phonePrefix]), [['MT', '+356']]);
    assert.deepEqual(await everyWay((platform) => platform.getCurrencies!()), [{ code: 'EUR' }, { code: 'SEK' }]);
    assert.equal(await everyWay((platform) => platform.validateResetKey!('key-1')), true);
  });

  it('lists the games, launches a demo with the provider\'s mode letter, and sums the jackpots', async () => {
    const games = await everyWay((platform) => platform.getGames!());
    assert.deepEqual(games, [
      { gameId: '301', identifier: 'mega-moolah', title: 'Mega Moolah', demo: true, childish: false },
      { gameId: 'blackjack', title: 'blackjack', demo: false, childish: true, tableIds: ['7', 'vip-2'] },
    ]);
    const launch = await everyWay((platform) => platform.launchGame!({ gameId: '301', identifier: 'mega-moolah', mode: 'demo' }));
    assert.deepEqual(launch, { kind: 'url', url: 'https://games.example/launch/mega-moolah?lang=en&mode=d' });
    assert.deepEqual(await everyWay((platform) => platform.getTotalJackpot!()), { amount: 1234567.89, currency: 'EUR' });
  });

  it('reads the jackpots (games expanded, one page of 1000) and the favourites over the HTTP API, with the CMS session', async () => {
    calls.length = 0;
    const jackpots = await everyWay((platform) => platform.getJackpots!());
    assert.deepEqual(jackpots, [
      { id: '5001', name: 'Mega Moolah', amount: 1234567.89, currency: 'EUR', gameIds: ['301', 'mega-moolah-isis'] },
      { id: 'daily', name: 'daily', amount: 0, currency: 'EUR', gameIds: [] },
    ]);
    const query = new URL(calls.find((call) => call.url.startsWith('/v1/casino/jackpots'))!.url, 'http://localhost').searchParams;
    assert.deepEqual([query.get('expand'), query.get('pagination')], ['game', 'limit=1000']);
    const favourites = await everyWay((platform) => platform.getFavourites!());
    assert.deepEqual(favourites, [{ gameId: '301', tableIds: [] }, { gameId: 'blackjack', tableIds: ['7', 'vip-2'] }]);
    calls.length = 0;
    await everyWay(async (platform) => {
      await platform.addFavourite!('301', 'vip-2');
      await platform.removeFavourite!('301');
      return null;
    });
    assert.deepEqual(calls.slice(0, 2).map((call) => [call.method, call.url, call.sessionId, call.body]), [
      ['PUT', '/v1/player/1042/favorites', 'cms-public-client', { items: [{ gameId: '301', tableId: 'vip-2' }] }],
      ['DELETE', '/v1/player/1042/favorites/301', 'cms-public-client', undefined],
    ]);
  });
});
