// The REST cashier set-up names the player's id and currency. A session that has read its player already (the
// page's first reads do) sets the cashier up without asking /player/user-info again: one round trip fewer
// between the deposit's gate and its frame. A session that has not reads it, and a new session reads again.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import { memorySession, reply, restContext, startLocalServer, type LocalServer } from './local-server.ts';

describe('REST cashier set-up and the player it names', () => {
  let server: LocalServer;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());

  const answerPlayer = (id: number, currency: string) =>
    server.handle((request, response) =>
      request.path.endsWith('/player/user-info')
        ? reply(response, 200, { Id: id, IsVerified: true, Currency: currency })
        : request.path.endsWith('/wallets')
          ? reply(response, 200, { Balances: { [currency]: { Total: { Balance: 12 }, Real: { Balance: 10 }, Bonus: { Balance: 2 } } } })
          : reply(response, 200, []),
    );
  const userInfoReads = () => server.requests.filter((request) => request.path.endsWith('/player/user-info')).length;

  it('reads the player when the session has not, then reuses that read', async () => {
    answerPlayer(1042, 'SEK');
    const session = memorySession('session-1');
    const rest = createRestPlatform(restContext(server.url, { merchantId: '100000001' }, session));
    const first = await rest.getCashierSetup!({ kind: 'deposit' });
    assert.deepEqual([first.userId, first.sessionId, first.attributes?.currency], ['1042', 'session-1', 'SEK']);
    assert.equal(userInfoReads(), 1);
    await rest.getProfile!();
    const second = await rest.getCashierSetup!({ kind: 'deposit' });
    assert.deepEqual([second.userId, second.sessionId, second.attributes?.currency], ['1042', 'session-1', 'SEK']);
    assert.equal(userInfoReads(), 2, 'the profile read once more; the second set-up asked nothing');
  });

  it('shares the player read on its way with the balance and the set-up asked at the same moment', async () => {
    answerPlayer(1042, 'SEK');
    const before = userInfoReads();
    const rest = createRestPlatform(restContext(server.url, { merchantId: '100000001' }, memorySession('session-3')));
    const [profile, wallet, setup] = await Promise.all([rest.getProfile!(), rest.getWallet!(), rest.getCashierSetup!({ kind: 'deposit' })]);
    assert.deepEqual([profile.userId, wallet.currency.code, setup.userId, setup.attributes?.currency], ['1042', 'SEK', '1042', 'SEK']);
    assert.equal(userInfoReads() - before, 1);
  });

  it('reads again for another session, never naming the previous player', async () => {
    answerPlayer(1042, 'SEK');
    const session = memorySession('session-1');
    const rest = createRestPlatform(restContext(server.url, { merchantId: '100000001' }, session));
    await rest.getProfile!();
    answerPlayer(2077, 'EUR');
    session.set('session-2');
    const setup = await rest.getCashierSetup!({ kind: 'deposit' });
    assert.deepEqual([setup.userId, setup.sessionId, setup.attributes?.currency], ['2077', 'session-2', 'EUR']);
  });
});
