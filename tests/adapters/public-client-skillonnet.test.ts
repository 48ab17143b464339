// The SkillOnNet adapter against answers shaped as public clients type SkillOnNet's service
// (shared/reference/realtime-and-providers.md §2): `/jackpots` answers `total: {currency, symbol, amount}` and
// perhaps nothing else, an amount may come as a numeric string, the page configuration names a country in any case.
// A small HTTP stub of this file answers them; what the adapter sends is recorded.
import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Platform, SkillOnNetPlatformConfig } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { memorySession, rejection } from './adapters-under-test.ts';

interface Answer {
  status: number;
  body: string;
}

const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) });

describe('skillonnet adapter: answers shaped as the public clients type them', () => {
  let server: Server;
  let url = '';
  let answers: Record<string, Answer> = {};
  let seen: URL[] = [];

  before(async () => {
    server = createServer((req, res) => {
      const asked = new URL(req.url ?? '/', 'http://stub.invalid');
      seen.push(asked);
      const answer = answers[asked.pathname] ?? json({ error: 'not here' }, 404);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    answers = {};
    seen = [];
  });

  function build(config: Partial<SkillOnNetPlatformConfig> = {}): Promise<Platform> {
    return createPlatform({
      config: { platform: 'skillonnet', skin: 'DrueckGlueck', serviceUrl: url, jurisdiction: 'mga', locale: 'de', retryBaseDelayMs: 1, ...config },
      session: memorySession(),
    });
  }

  it('reads the total of a skin as the client types it, with no list beside it, an amount as a numeric string', async () => {
    answers['/jackpots'] = json({ total: { currency: 'EUR', symbol: '€', amount: '1234567.891' } });
    const platform = await build();
    assert.deepEqual(await platform.getTotalJackpot!(), { amount: 1_234_567.89, currency: 'EUR' });
    assert.deepEqual(await platform.getJackpots!(), []);
    assert.equal(seen[0]?.searchParams.get('skin'), 'DrueckGlueck');
    assert.equal(seen[0]?.searchParams.has('country'), false, 'no country before the visitor\'s is known');
  });

  it('asks for the jackpots in the visitor\'s country once the platform has told it', async () => {
    answers['/config'] = json({ skin: 'DrueckGlueck', country: 'se', pnp: { enabled: true } });
    answers['/jackpots'] = json({ total: { currency: 'SEK', symbol: 'kr', amount: 10 }, jackpots: [{ id: 7, name: null, currency: 'SEK', amount: '10', games: null }] });
    const platform = await build();
    assert.equal(await platform.getIpCountry!(), 'SE');
    assert.deepEqual(await platform.getJackpots!(), [{ id: '7', name: '7', amount: 10, currency: 'SEK', gameIds: [] }]);
    assert.equal(seen.at(-1)?.searchParams.get('country'), 'SE');
  });

  it('reads the page configuration SkillOnNet renders into its pages (window.SON_CONFIG, frozen) before asking the service', async () => {
    const scope = globalThis as { SON_CONFIG?: unknown };
    scope.SON_CONFIG = Object.freeze({
      skin: 'DrueckGlueck', family: 'DrueckGlueck', license: 'MGA', lang: 'de', lang_id: 3, locale: 'de_DE',
      currency: Object.freeze({ code: 'EUR', symbol: '€', decimals: 2 }),
      pnp: Object.freeze({ enabled: true, payments: ['trustly'], pnp_payments_extra: [] }),
      country: 'nl', domain: 'drueckglueck.com', cookie_consent: 'son_consent', registration_token: 'r', isMobile: false,
    });
    try {
      const platform = await build({ merchantId: '100000001', cashierEnvironment: 'test' });
      assert.equal(await platform.getIpCountry!(), 'NL');
      const setup = await platform.getCashierSetup!({ kind: 'pay-and-play', amount: 20 });
      assert.equal(setup.attributes?.['currency'], 'EUR');
      assert.equal(seen.filter((asked) => asked.pathname === '/config').length, 0);
    } finally {
      delete scope.SON_CONFIG;
    }
  });

  it('a country it cannot read, or none, is unknown (null)', async () => {
    const platform = await build();
    answers['/config'] = json({ skin: 'DrueckGlueck', country: null });
    assert.equal(await platform.getIpCountry!(), null);
    answers['/config'] = json({ skin: 'DrueckGlueck', country: 'Finland' });
    assert.equal(await platform.getIpCountry!(), null);
  });

  it('an answer of another shape, a body that is not JSON or a refusal is game.unknown-error; a 503 is read again', async () => {
    const platform = await build();
    answers['/jackpots'] = json({ total: { amount: 5 } });
    assert.equal((await rejection(platform.getTotalJackpot!())).key, 'game.unknown-error');
    answers['/jackpots'] = { status: 200, body: '<html>' };
    assert.equal((await rejection(platform.getJackpots!())).key, 'game.unknown-error');
    answers['/jackpots'] = json({ error: 'Unknown skin' }, 404);
    assert.equal((await rejection(platform.getJackpots!())).key, 'game.unknown-error');
    seen = [];
    answers['/jackpots'] = json({ error: 'busy' }, 503);
    assert.equal((await rejection(platform.getJackpots!())).key, 'game.unknown-error');
    assert.equal(seen.length, 4, 'a read is tried once and retried 3 times');
  });

  it('builds the fun-mode address (appName the skin, langID, gameID) without a request; real play is not offered here', async () => {
    const platform = await build({ locale: 'pl-PL' });
    const launch = await platform.launchGame!({ gameId: '42', identifier: 'book-of-dead', mode: 'demo' });
    assert.equal(launch.kind, 'url');
    const address = new URL(launch.kind === 'url' ? launch.url : '');
    assert.equal(address.origin + address.pathname, `${url}/funmode.php`);
    assert.deepEqual(Object.fromEntries(address.searchParams), { appName: 'DrueckGlueck', langID: 'pl', gameID: 'book-of-dead' });
    const refused = await rejection(platform.launchGame!({ gameId: '42', mode: 'real' }));
    assert.equal(refused.key, 'game.not-implemented');
    assert.equal(seen.length, 0);
  });

  it('opens the cashier for an anonymous pay-and-play deposit only, in the currency the platform names', async () => {
    answers['/config'] = json({ skin: 'DrueckGlueck', country: 'FI', currency: { code: 'EUR', symbol: '€' }, pnp: { enabled: true } });
    const platform = await build({ merchantId: '100000001', cashierEnvironment: 'test' });
    const setup = await platform.getCashierSetup!({ kind: 'pay-and-play', amount: 20 });
    assert.deepEqual([setup.merchantId, setup.userId, setup.sessionId, setup.method, setup.amount, setup.attributes?.['currency']], ['100000001', '', '', 'deposit', 20, 'EUR']);
    assert.equal((await rejection(platform.getCashierSetup!({ kind: 'deposit' }))).key, 'cashier.not-implemented');
  });

  it('signs no one in: every player operation is absent, and a page needs none', async () => {
    const platform = await build();
    for (const operation of ['signIn', 'signOut', 'getProfile', 'getWallet', 'getGames', 'openProviderView'] as const) assert.equal(platform[operation], undefined, operation);
  });

  it('a configuration without a skin or a service address is refused when the platform is built', async () => {
    await assert.rejects(build({ serviceUrl: '' }), /needs a serviceUrl/);
    const platform = await build({ skin: '' });
    await assert.rejects(platform.getJackpots!(), (error: Error) => error.message.includes('needs a skin'));
  });
});
