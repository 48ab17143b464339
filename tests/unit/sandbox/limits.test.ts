// The responsible-gaming limits and blocks of the sandbox (its REST endpoints and its clock), and the REST
// adapter's operations against it: the same shapes both ways.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { isPlatformError, type Limit, type Platform } from '../../../adapters/contract.ts';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import * as v from 'valibot';
import { LIMIT_ROWS, readLimits } from '../../../adapters/rest/responsible-gaming-limits.ts';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';
import { memorySession, restContext } from '../adapters/local-server.ts';

const HOUR_MS = 3_600_000;

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, cashierPort: 0 });
});
after(async () => {
  await sandbox.close();
});
beforeEach(() => sandbox.app.reset());

async function signIn(login: string): Promise<Response> {
  return fetch(`${sandbox.url}/api/player/signin/v2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Username: login, Password: 'Secret123!', Platform: 'desktop' }),
  });
}

async function session(login: string): Promise<string> {
  const response = await signIn(login);
  assert.equal(response.status, 200);
  return ((await response.json()) as { SessionId: string }).SessionId;
}

async function api(path: string, sessionId: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.url}/api${path}`, {
    method: body === undefined && !path.includes('/cancel/') && !/\/(block|self-exclude)\//.test(path) ? 'GET' : 'POST',
    headers: { 'X-Player-Session-Id': sessionId, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function platformFor(login: string): Promise<Platform> {
  return createRestPlatform(restContext(sandbox.url, {}, memorySession(await session(login))));
}

/** The sandbox's clock is real time plus an offset; the adapter reads `Activates` against the page's clock. */
function advance(ms: number): void {
  sandbox.app.clock.advance(ms);
}

function daily(limits: readonly Limit[], type: Limit['type'] = 'deposit'): Limit | undefined {
  return limits.find((limit) => limit.status === 'active' && limit.type === type && limit.period === 'daily');
}

describe('sandbox and REST adapter: limits', () => {
  it('a lower limit applies at once; a higher one is incoming until the cool-down has passed on the sandbox clock', async () => {
    const platform = await platformFor('rg@example.com');
    assert.equal(daily(await platform.getLimits!())?.amount, 100);

    await platform.setLimit!({ type: 'deposit', period: 'daily', amount: 50, currency: 'EUR' });
    const lowered = daily(await platform.getLimits!());
    assert.equal(lowered?.amount, 50);
    assert.equal(lowered?.queued, undefined);
    // What was deposited today still counts against the new limit.
    assert.equal(lowered?.remainingAmount, 30);

    await platform.setLimit!({ type: 'deposit', period: 'daily', amount: 300, currency: 'EUR' });
    const raised = daily(await platform.getLimits!());
    assert.equal(raised?.amount, 50);
    assert.equal(raised?.queued?.amount, 300);
    const activates = Date.parse(raised?.queued?.activates ?? '');
    assert.ok(Math.abs(activates - (sandbox.app.clock.nowMs() + 72 * HOUR_MS)) < 5_000, 'the raise applies 72 hours later');

    advance(71 * HOUR_MS);
    assert.equal(daily(await platform.getLimits!())?.amount, 50);
    advance(2 * HOUR_MS);
    const applied = daily(await platform.getLimits!());
    assert.equal(applied?.amount, 300);
    assert.equal(applied?.queued, undefined);
    assert.equal(applied?.remainingAmount, 280);
  });

  it('keeps every change as history: cancelled rows stay in the platform\'s list', async () => {
    const sessionId = await session('rg@example.com');
    const platform = createRestPlatform(restContext(sandbox.url, {}, memorySession(sessionId)));
    await platform.setLimit!({ type: 'deposit', period: 'daily', amount: 40, currency: 'EUR' });
    const rows = (await api('/responsiblegaming/limit', sessionId)).body as Array<{ Type: string; Timespan: number; Status: string; Amount: number }>;
    const dailyRows = rows.filter((row) => row.Type === 'Deposit' && row.Timespan === 1);
    assert.deepEqual(dailyRows.map((row) => [row.Amount, row.Status]), [[100, 'Canceled'], [200, 'Canceled'], [40, 'Active']]);
  });

  it('a lower limit replaces a raise that was waiting', async () => {
    const platform = await platformFor('queued@example.com');
    assert.equal(daily(await platform.getLimits!())?.queued?.amount, 300);
    await platform.setLimit!({ type: 'deposit', period: 'daily', amount: 80, currency: 'EUR' });
    const limit = daily(await platform.getLimits!());
    assert.equal(limit?.amount, 80);
    assert.equal(limit?.queued, undefined);
  });

  it('time limits go in minutes; a product session limit names its product', async () => {
    const platform = await platformFor('rg@example.com');
    assert.equal(daily(await platform.getLimits!(), 'session')?.amount, 360);
    await platform.setLimit!({ type: 'session', period: 'daily', amount: 120 });
    await platform.setLimit!({ type: 'product-session', period: 'weekly', amount: 2880, product: 'sport' });
    const limits = await platform.getLimits!();
    assert.equal(daily(limits, 'session')?.amount, 120);
    const product = limits.find((limit) => limit.type === 'product-session' && limit.status === 'active');
    assert.deepEqual([product?.product, product?.period, product?.amount], ['sport', 'weekly', 2880]);
    // A day has no more than 1440 minutes.
    await assert.rejects(platform.setLimit!({ type: 'session', period: 'daily', amount: 1441 }), (error) => isPlatformError(error, 'responsible-gaming.invalid-field-amount'));
  });

  it('an operator\'s limit is locked: it reads as locked and the platform refuses to change or remove it', async () => {
    const platform = await platformFor('locked@example.com');
    const limit = daily(await platform.getLimits!());
    assert.equal(limit?.locked, true);
    await assert.rejects(platform.setLimit!({ type: 'deposit', period: 'daily', amount: 10, currency: 'EUR' }), (error) => isPlatformError(error, 'responsible-gaming.limit-locked'));
    await assert.rejects(platform.removeLimit!(limit), (error) => isPlatformError(error, 'responsible-gaming.limit-locked'));
    const weekly = (await platform.getLimits!()).find((row) => row.period === 'weekly' && row.status === 'active');
    assert.equal(weekly?.locked, false);
  });

  it('a removal waits for the cool-down (else it would be a raise without one); an SGA deposit limit cannot be removed', async () => {
    const platform = await platformFor('rg@example.com');
    const weekly = (await platform.getLimits!()).find((limit) => limit.type === 'deposit' && limit.period === 'weekly' && limit.status === 'active')!;
    await platform.removeLimit!(weekly);
    const ending = (await platform.getLimits!()).find((limit) => limit.id === weekly.id && limit.status === 'active');
    assert.ok(ending?.expiryDate, 'still in force, with the date it ends');
    advance(73 * HOUR_MS);
    assert.equal((await platform.getLimits!()).find((limit) => limit.id === weekly.id)?.status, 'canceled');

    const swedish = await platformFor('sga-limits@example.com');
    const deposit = daily(await swedish.getLimits!())!;
    await assert.rejects(swedish.removeLimit!(deposit), (error) => isPlatformError(error, 'responsible-gaming.limit-locked'));
  });
});

describe('sandbox and REST adapter: blocks and self-exclusion', () => {
  for (const operation of ['block', 'selfExclude'] as const) {
    it(`${operation} ends every session of the player and refuses sign-in (Self blocked) until it ends`, async () => {
      const other = await session('rg@example.com');
      const platform = await platformFor('rg@example.com');
      await platform[operation]!(7);
      assert.equal((await api('/player/user-info', other)).status, 401, 'the other session ended too');
      const refused = await signIn('rg@example.com');
      assert.equal(refused.status, 403);
      const body = (await refused.json()) as { Code: string; Details?: { Expires?: string } };
      assert.equal(body.Code, 'PlayerSelfBlocked');
      // When it ends, for the refusal to tell the player.
      const ends = Date.parse(body.Details?.Expires ?? '') - sandbox.app.clock.nowMs();
      assert.ok(Math.abs(ends - 7 * 24 * HOUR_MS) < 60_000, `Expires ${body.Details?.Expires}`);
      advance(7 * 24 * HOUR_MS + HOUR_MS);
      assert.equal((await signIn('rg@example.com')).status, 200);
    });
  }

  it('refuses a period that is not a whole number of days', async () => {
    const sessionId = await session('rg@example.com');
    assert.equal((await api('/responsiblegaming/block/0', sessionId)).status, 400);
    assert.equal((await api('/responsiblegaming/self-exclude/seven', sessionId)).status, 400);
    assert.equal((await signIn('rg@example.com')).status, 200);
  });
});

describe('REST adapter: how a platform\'s Limit rows are read', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const row = (fields: Record<string, unknown>) => ({
    Id: 1, Amount: 100, Timespan: 1, RemainingAmount: 60, Created: '2026-05-01T00:00:00Z', IsAdmin: false, Type: 'Deposit',
    Product: null, Status: 'Active', Currency: 'EUR', Expires: null, Activates: null, ...fields,
  });
  // Through the adapter's own schema, as an answer is read.
  const read = (rows: unknown[]) => readLimits(v.parse(LIMIT_ROWS, rows), now);

  it('a row that activates later is the incoming limit of the one in force; IsAdmin is locked', () => {
    const [limit] = read([
      row({ Id: 1, Expires: '2026-06-03T12:00:00Z', IsAdmin: true }),
      row({ Id: 2, Amount: 300, Created: '2026-05-31T12:00:00Z', Activates: '2026-06-03T12:00:00Z' }),
    ]);
    assert.deepEqual(limit, {
      id: '1', type: 'deposit', period: 'daily', status: 'active', amount: 100, remainingAmount: 60, locked: true,
      expiryDate: '2026-06-03T12:00:00Z', currency: 'EUR', queued: { amount: 300, activates: '2026-06-03T12:00:00Z' },
    });
  });

  it('once its date has passed, the later row is the one in force; cancelled rows are history', () => {
    const limits = read([
      row({ Id: 1, Expires: '2026-05-30T12:00:00Z' }),
      row({ Id: 2, Amount: 300, Activates: '2026-05-30T12:00:00Z' }),
      row({ Id: 3, Amount: 20, Status: 'Canceled' }),
    ]);
    assert.deepEqual(limits.map((limit) => [limit.id, limit.status, limit.amount, limit.queued?.amount]), [['2', 'active', 300, undefined], ['3', 'canceled', 20, undefined]]);
  });

  it('a lone row is in force whatever its Activates says (the platform\'s clock may run ahead); numbers may come as strings', () => {
    const [limit] = read([row({ Id: '9', Amount: '250.5', Timespan: '7', Activates: '2026-06-05T00:00:00Z', Type: 'LoginTime', Currency: null })]);
    assert.deepEqual([limit?.id, limit?.type, limit?.period, limit?.amount, limit?.queued], ['9', 'session', 'weekly', 250.5, undefined]);
  });
});
