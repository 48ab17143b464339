// The realtime platform's HTTP API beside the router: jackpots, and favourites under the router's session id.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD, type Harness, useSandbox } from './harness.ts';
import { RawWamp, wampUrl } from './wamp-clients.ts';

async function cmsSession(t: Harness, login: string): Promise<string> {
  const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
  await wamp.call('/user#login', { usernameOrEmail: login, password: PASSWORD });
  const { cmsSessionID } = (await wamp.call('/user#getCmsSessionID'))[4] as { cmsSessionID: string };
  wamp.close();
  return cmsSessionID;
}

describe('sandbox: the HTTP API beside the router', () => {
  const t = useSandbox();
  const v1 = (path: string, init: RequestInit = {}) => fetch(`${t.sandbox.url}/v1${path}`, init);

  it('lists the jackpots, with their games in full under expand=game', async () => {
    const response = await v1('/casino/jackpots?expand=game&pagination=limit=1000');
    assert.equal(response.status, 200);
    const body = (await response.json()) as { count: number; items: Array<{ id: string; amount: number; currency: string; games: Array<{ id: string; name?: string }> }> };
    assert.equal(body.count, 3);
    assert.deepEqual(body.items[0]!.games[0], { id: 'mega-fortune', name: 'Mega Fortune' });
    const bare = (await (await v1('/casino/jackpots')).json()) as typeof body;
    assert.deepEqual(bare.items[0]!.games[0], { id: 'mega-fortune' });
    const log = (await (await t.control('/requests?path=/v1/casino/jackpots')).json()) as { requests: unknown[] };
    assert.equal(log.requests.length, 2, 'the HTTP API is in the request log');
  });

  it('keeps a player\'s favourites under their session id, and only theirs', async () => {
    const session = await cmsSession(t, 'alex');
    const headers = { 'X-SessionId': session, 'Content-Type': 'application/json' };
    assert.deepEqual(await (await v1('/player/1001/favorites', { headers })).json(), { count: 0, items: [] });
    const put = await v1('/player/1001/favorites', { method: 'PUT', headers, body: JSON.stringify({ items: [{ gameId: 'hall-of-gods' }, { gameId: 'roulette', tableId: 't1' }, { gameId: 'roulette', tableId: 't2' }] }) });
    assert.equal(put.status, 200);
    assert.deepEqual(((await put.json()) as { items: unknown[] }).items, [
      { id: 'hall-of-gods', gameId: 'hall-of-gods', tableIds: [] },
      { id: 'roulette', gameId: 'roulette', tableIds: ['t1', 't2'] },
    ]);
    assert.equal((await v1('/player/1001/favorites/roulette?tableId=t1', { method: 'DELETE', headers })).status, 204);
    assert.equal((await v1('/player/1001/favorites/hall-of-gods', { method: 'DELETE', headers })).status, 204);
    assert.deepEqual(await (await v1('/player/1001/favorites', { headers })).json(), { count: 1, items: [{ id: 'roulette', gameId: 'roulette', tableIds: ['t2'] }] });
    assert.equal((await v1('/player/1001/favorites/nothing', { method: 'DELETE', headers })).status, 404);
    assert.equal((await v1('/player/1002/favorites', { headers })).status, 403, 'another player\'s list');
    assert.equal((await v1('/player/1001/favorites')).status, 401, 'no session id');
    assert.equal((await v1('/player/1001/favorites', { method: 'PUT', headers, body: '{"items":[]}' })).status, 400);
  });
});
