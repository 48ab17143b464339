// The payment side of the sandbox: its REST endpoints, the cashier origin and what a completed cashier
// transaction does; and the REST adapter's payment operations against it (the same shapes both ways).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { isPlatformError, type Platform } from '../../../adapters/contract.ts';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';
import { memorySession, restContext } from '../adapters/local-server.ts';

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true, cashierPort: 0 });
});
after(async () => {
  await sandbox.close();
});
beforeEach(() => sandbox.app.reset());

async function session(login: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/api/player/signin/v2`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Username: login, Password: 'Secret123!', Platform: 'desktop' }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { SessionId: string }).SessionId;
}

async function api(path: string, sessionId: string, method = 'GET'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.url}/api${path}`, { method, headers: { 'X-Player-Session-Id': sessionId } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function cashier(body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.cashierUrl}/paymentiq/api/transactions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function platformFor(login: string): Promise<Platform> {
  const sessionId = await session(login);
  return createRestPlatform(restContext(sandbox.url, { merchantId: '100000001', cashierEnvironment: 'development' }, memorySession(sessionId)));
}

describe('sandbox: payment endpoints', () => {
  it('needs a session', async () => {
    for (const path of ['/bonus', '/bonus/offers?type=Deposit', '/responsiblegaming/limit', '/responsiblegaming/product-blocks', '/transaction/payments']) {
      assert.equal((await api(path, 'nope')).status, 401, path);
    }
  });

  it('gives limit@ a daily deposit limit with 5 percent left beside a looser weekly one', async () => {
    const { body } = await api('/responsiblegaming/limit', await session('limit@example.com'));
    assert.deepEqual(
      (body as Array<Record<string, unknown>>).map((row) => [row.Type, row.Timespan, row.Amount, row.RemainingAmount, row.Status]),
      [['Deposit', 1, 1000, 50, 'Active'], ['Deposit', 7, 5000, 4050, 'Active']],
    );
  });

  it('gives paymentblock@ an active payment block', async () => {
    const { body } = await api('/responsiblegaming/product-blocks', await session('paymentblock@example.com'));
    assert.deepEqual((body as Array<Record<string, unknown>>).map((row) => [row.Product, row.Status]), [['Payment', 'Active']]);
  });

  it('answers 1 for an offer the player may take and 0 otherwise', async () => {
    const id = await session('bonus@example.com');
    assert.deepEqual(await api('/bonus/trigger/WELCOME100', id, 'POST'), { status: 200, body: 1 });
    assert.deepEqual(await api('/bonus/trigger/VIPONLY', id, 'POST'), { status: 200, body: 0 });
    assert.deepEqual(await api('/bonus/trigger/NOSUCH', id, 'POST'), { status: 200, body: 0 });
    assert.deepEqual(await api('/bonus/trigger/WELCOME100', await session('player@example.com'), 'POST'), { status: 200, body: 0 });
  });

  it('refuses offers of another type', async () => {
    assert.equal((await api('/bonus/offers?type=Casino', await session('bonus@example.com'))).status, 400);
  });
});

describe('sandbox: the cashier origin', () => {
  it('serves the cashier page on its own origin with a strict policy, local framing only', async () => {
    assert.notEqual(new URL(sandbox.cashierUrl!).origin, new URL(sandbox.url).origin);
    const response = await fetch(`${sandbox.cashierUrl}/paymentiq/cashier?merchantId=1`);
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*/);
    const script = await (await fetch(`${sandbox.cashierUrl}/paymentiq/cashier.js`)).text();
    assert.ok(!/postMessage\([^)]*['"]\*['"]/.test(script), 'the cashier page names its target origin');
    assert.equal((await fetch(`${sandbox.cashierUrl}/api/player/user-info`)).status, 404, 'the cashier origin is not the platform');
  });

  it('books a deposit into the wallet, the limits and the payment history, once per reference', async () => {
    const id = await session('player@example.com');
    const tx = { sessionId: id, userId: '1001', kind: 'deposit', method: 'Trustly', amount: 50, outcome: 'success', reference: 'r-1' };
    const first = await cashier(tx);
    assert.equal(first.status, 200);
    assert.equal(first.body.status, 'success');
    const again = await cashier(tx);
    assert.equal(again.body.txRefId, first.body.txRefId, 'the same reference is the same transaction');
    const wallets = (await api('/wallets', id)).body as { Balances: { EUR: { Real: { Balance: number } } } };
    assert.equal(wallets.Balances.EUR.Real.Balance, 300);
    const history = (await api('/transaction/payments?type=deposit', id)).body as Array<Record<string, unknown>>;
    assert.deepEqual([history[0]?.Amount, history[0]?.Status, history[0]?.TransactionType, history[0]?.Method], [50, 'Completed', 'Deposit', 'Trustly']);
    assert.equal(history.filter((row) => row.RemoteTransactionId === 'r-1').length, 1);
  });

  it('refuses a deposit over the deposit limit, a blocked player and a withdrawal over the balance', async () => {
    const limited = await session('limit@example.com');
    const over = await cashier({ sessionId: limited, userId: '1101', kind: 'deposit', method: 'Trustly', amount: 60, outcome: 'success', reference: 'r-2' });
    assert.deepEqual([over.body.status, over.body.reason], ['failure', 'The amount exceeds your deposit limit.']);
    const blocked = await session('paymentblock@example.com');
    const refused = await cashier({ sessionId: blocked, userId: '1103', kind: 'deposit', method: 'Trustly', amount: 5, outcome: 'success', reference: 'r-3' });
    assert.equal(refused.body.status, 'failure');
    const broke = await session('maxed@example.com');
    const withdrawal = await cashier({ sessionId: broke, userId: '1102', kind: 'withdrawal', method: 'Trustly', amount: 5, outcome: 'success', reference: 'r-4' });
    assert.equal(withdrawal.body.status, 'failure');
  });

  it('refuses a transaction for a session that is not the user\'s', async () => {
    const id = await session('player@example.com');
    const forged = await cashier({ sessionId: id, userId: '1104', kind: 'deposit', method: 'Trustly', amount: 5, outcome: 'success', reference: 'r-5' });
    assert.equal(forged.status, 400);
  });
});

describe('REST adapter: payment operations against the sandbox', () => {
  it('maps the limits, the blocks and the bonuses to the domain', async () => {
    const limited = await platformFor('limit@example.com');
    const limits = await limited.getLimits!();
    assert.deepEqual(limits.map((row) => [row.type, row.period, row.amount, row.remainingAmount, row.status]), [
      ['deposit', 'daily', 1000, 50, 'active'],
      ['deposit', 'weekly', 5000, 4050, 'active'],
    ]);
    const blocked = await platformFor('paymentblock@example.com');
    assert.deepEqual((await blocked.getProductBlocks!()).map((row) => [row.product, row.status]), [['payment', 'active']]);
    const bonused = await platformFor('bonus@example.com');
    assert.deepEqual((await bonused.getBonuses!()).map((row) => [row.status, row.withdrawPolicy]), [['active', 'cancel-monetary']]);
    const offers = await bonused.getDepositBonuses!();
    assert.deepEqual(offers.map((row) => row.code), ['WELCOME100', 'SPINS50', 'VIPONLY']);
    assert.equal(offers[0]?.assets?.image, '/examples/bonus-welcome.svg');
    assert.ok(offers[1]?.html?.includes('50 free spins</strong>'), 'the offer html comes as the operator wrote it; the widget sanitizes it');
  });

  it('turns a 0 from the bonus trigger into invalid-bonus', async () => {
    const platform = await platformFor('bonus@example.com');
    await platform.triggerBonus!('WELCOME100');
    await assert.rejects(platform.triggerBonus!('VIPONLY'), (error: unknown) => isPlatformError(error, 'bonus.invalid-bonus'));
  });

  it('gives the cashier set-up: merchant, user, session, channel, provider type', async () => {
    const platform = await platformFor('player@example.com');
    const setup = await platform.getCashierSetup!({ kind: 'deposit', method: 'CreditCard', amount: 25, bonusCode: 'X' });
    assert.equal(setup.merchantId, '100000001');
    assert.equal(setup.userId, '1001');
    assert.ok(setup.sessionId.length > 10);
    assert.equal(setup.environment, 'development');
    assert.equal(setup.channelId, 'desktop');
    assert.equal(setup.providerType, 'CreditCard');
    assert.equal(setup.method, 'deposit');
    assert.deepEqual([setup.amount, setup.bonusCode], [25, 'X']);
    assert.equal((await platform.getCashierSetup!({ kind: 'withdraw' })).method, 'withdrawal');
  });

  it('needs a merchant id for the cashier', async () => {
    const sessionId = await session('player@example.com');
    const platform = createRestPlatform(restContext(sandbox.url, {}, memorySession(sessionId)));
    await assert.rejects(platform.getCashierSetup!({ kind: 'deposit' }), (error: unknown) => isPlatformError(error, 'cashier.not-configured'));
  });
});
