// The REST adapter's responsible-gaming session calls against answers in the public client's types: numbers
// as numeric strings, absent optionals as null, the older WagerWins field, and the bodies it sends.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import { memorySession, reply, restContext, startLocalServer, type LocalServer } from './local-server.ts';

describe('REST responsible gaming around the session, against real-backend answers', () => {
  let server: LocalServer;
  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());

  const platform = () => createRestPlatform(restContext(server.url, {}, memorySession('session-1')));

  it('reads SessionInfo with numeric strings, nulls and the misspelt SessionLenght', async () => {
    server.handle((_request, response) =>
      reply(response, 200, {
        TimeUntilRealityCheck: '15', SessionLength: null, SessionLenght: '42', CurrentUnixStarted: 1_800_000_000,
        LastUnixStarted: '1799900000', LastUnixEnded: 1_799_903_600, LastWager: '12.5', LastWon: null, LastLoginIp: null, LastLoginDevice: 'mobile',
      }),
    );
    const info = await platform().getSessionInfo!();
    assert.deepEqual(info, {
      nextRealityCheck: 15,
      length: 42,
      started: new Date(1_800_000_000_000).toISOString(),
      prevSession: { won: 0, wager: 12.5, device: 'mobile', started: new Date(1_799_900_000_000).toISOString(), ended: new Date(1_799_903_600_000).toISOString(), length: 60 },
    });
    assert.equal(server.requests[0]?.headers['x-player-session-id'], 'session-1');
  });

  it('has no reality check when the platform sends none', async () => {
    server.handle((_request, response) => reply(response, 200, { TimeUntilRealityCheck: null, SessionLength: 3 }));
    assert.equal((await platform().getSessionInfo!()).nextRealityCheck, undefined);
  });

  it('reads the older WagerWins field of the reality-check data', async () => {
    server.handle((request, response) =>
      request.path.includes('realitycheck-data')
        ? reply(response, 200, { WagerWins: [{ Product: null, Wager: 10, Win: 2 }] })
        : request.path.includes('session')
          ? reply(response, 200, { SessionLength: 9 })
          : reply(response, 200, { Id: 1, IsVerified: true, Currency: 'SEK' }),
    );
    assert.deepEqual(await platform().getRealityCheck!(), { minutes: 9, wagers: [{ product: '', wager: 10, win: 2 }], currency: 'SEK' });
  });

  it('sends the panic choice and the PGSI score in the platform words, once each', async () => {
    server.handle((_request, response) => reply(response, 200));
    const rest = platform();
    await rest.sendPanicChoice!('pause');
    await rest.submitTestScore!({ score: 9, version: 'spain-limit' });
    assert.deepEqual(server.requests.map((request) => [request.method, request.path, request.body]), [
      ['POST', '/api/responsiblegaming/panic', JSON.stringify({ PanicChoice: 'Pause' })],
      ['POST', '/api/responsiblegaming/pgsi-score', JSON.stringify({ Score: 9, Version: 'SpainLimit' })],
    ]);
  });

  it('sends a panic choice that met a transient failure again, with the same key, until it is answered (it protects the player)', async () => {
    let calls = 0;
    server.handle((_request, response) => (calls++ < 2 ? reply(response, 503, { Code: 'Unavailable', Message: 'x' }) : reply(response, 200, {})));
    await platform().sendPanicChoice!('pause');
    assert.equal(server.requests.length, 3);
    const keys = new Set(server.requests.map((request) => request.headers['idempotency-key']));
    assert.equal(keys.size, 1);
    assert.ok([...keys][0]);
  });

  it('never sends again a panic choice the platform refused', async () => {
    server.handle((_request, response) => reply(response, 400, { Code: 'Unavailable', Message: 'x' }));
    await assert.rejects(platform().sendPanicChoice!('pause'), (error: { key?: string }) => error.key === 'responsible-gaming.unknown-error');
    assert.equal(server.requests.length, 1);
  });

  it('keeps the display pages it knows, in order, with string or number ids', async () => {
    server.handle((_request, response) =>
      reply(response, 200, [
        { Id: '7', PageType: 'KycProvideDocuments', ForceAction: false },
        { Id: 8, PageType: 'NoPageRequired', ForceAction: false },
        { Id: 9, PageType: 'DepositLimitsRequired', ForceAction: true },
        { Id: null, PageType: 'ResponsibleGamingTest', ForceAction: null },
      ]),
    );
    assert.deepEqual(await platform().getPlayerActions!(), [
      { id: '7', page: 'kyc-provide-documents', force: false },
      { id: '9', page: 'deposit-limits-required', force: true },
      { page: 'responsible-gaming-test', force: false },
    ]);
  });
});
