import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useSandbox } from './harness.ts';

describe('sandbox: sessions, user-info and wallets', () => {
  const t = useSandbox();

  it('answers 401 SessionExpired to every session call without a valid session', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/player/user-info'],
      ['GET', '/wallets'],
      ['POST', '/player/signout'],
      ['GET', '/player/update-player-tac?tacVersionAccepted=3'],
    ];
    for (const [method, path] of calls) {
      for (const session of [undefined, 'not-a-session']) {
        const response = await t.api(path, { method, session });
        assert.equal(response.status, 401, `${method} ${path} with ${session}`);
        assert.equal(((await response.json()) as { Code: string }).Code, 'SessionExpired');
      }
    }
  });

  it('signs out: 200 with an empty body, and the session is dead afterwards', async () => {
    const session = await t.session('player@example.com');
    assert.equal((await t.api('/player/user-info', { session })).status, 200);
    const out = await t.api('/player/signout', { method: 'POST', session });
    assert.equal(out.status, 200);
    assert.equal(await out.text(), '');
    assert.equal((await t.api('/player/user-info', { session })).status, 401);
    assert.equal((await t.api('/player/signout', { method: 'POST', session })).status, 401);
  });

  it('keeps other sessions alive when one signs out', async () => {
    const first = await t.session('player@example.com');
    const second = await t.session('player@example.com');
    await t.api('/player/signout', { method: 'POST', session: first });
    assert.equal((await t.api('/player/user-info', { session: second })).status, 200);
  });

  it('answers PlayerInfo with the reference fields', async () => {
    const session = await t.session('player@example.com');
    const info = (await (await t.api('/player/user-info', { session })).json()) as Record<string, unknown>;
    assert.deepEqual(info, {
      Id: 1001,
      Email: 'player@example.com',
      FirstName: 'Alex',
      LastName: 'Morgan',
      BirthDate: '1990-04-12',
      Gender: 'Male',
      Address1: '12 Republic Street',
      City: 'Valletta',
      Zip: 'VLT 1117',
      Country: 'MT',
      MobilePhoneNumber: '+35679123456',
      Currency: 'EUR',
      Language: 'en',
      Jurisdiction: 'MGA',
      IsComplete: true,
      IsVerified: true,
      DepositCount: 3,
      WithdrawalCount: 1,
      Level: 'Standard',
      SowStatus: 'Verified',
      TacVersionAccepted: 3,
    });
  });

  it('tells the seeded players apart', async () => {
    const info = async (login: string) =>
      (await (await t.api('/player/user-info', { session: await t.session(login) })).json()) as Record<string, unknown>;
    const sga = await info('sga@example.com');
    assert.equal(sga.Jurisdiction, 'SGA');
    assert.equal(sga.Currency, 'SEK');
    assert.equal(sga.Country, 'SE');
    assert.equal(sga.FirstName, 'Sara');
    const fresh = await info('new@example.com');
    assert.equal(fresh.IsVerified, false);
    assert.equal(fresh.Jurisdiction, 'MGA');
    assert.equal(fresh.Currency, 'EUR');
    assert.equal((await info('terms@example.com')).TacVersionAccepted, 2);
  });

  it('answers wallets as Balances per currency with Total, Real and Bonus sheets', async () => {
    const player = await (await t.api('/wallets', { session: await t.session('player@example.com') })).json();
    assert.deepEqual(player, {
      Balances: {
        EUR: {
          Total: { Balance: 270, ReservedBalance: 0 },
          Real: { Balance: 250, ReservedBalance: 0 },
          Bonus: { Balance: 20, ReservedBalance: 0 },
        },
      },
    });
    const sga = (await (await t.api('/wallets', { session: await t.session('sga@example.com') })).json()) as {
      Balances: Record<string, { Real: { Balance: number } }>;
    };
    assert.deepEqual(Object.keys(sga.Balances), ['SEK']);
    assert.equal(sga.Balances.SEK?.Real.Balance, 1500);
  });

  it('answers 404 NotFound to an unknown /api path and 405 to a wrong method', async () => {
    const missing = await t.api('/player/nothing-here');
    assert.equal(missing.status, 404);
    assert.equal(((await missing.json()) as { Code: string }).Code, 'NotFound');
    const wrongMethod = await t.api('/player/signin/v2');
    assert.equal(wrongMethod.status, 405);
    assert.equal(wrongMethod.headers.get('Allow'), 'POST');
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${t.sandbox.url}/api/player/signin/v2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"Username":',
    });
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { Code: string }).Code, 'BadRequest');
  });
});
