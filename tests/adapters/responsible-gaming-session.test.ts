// The responsible-gaming session operations of every adapter against the sandbox: the panic button's
// choice (Pause ends the session and refuses sign-in), the self-test's score, the session's timing and
// its reality check, and the display pages. Built through createPlatform, checked against the sandbox.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Platform } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { ADAPTERS, memorySession, rejection, unless, suiteSandbox } from './adapters-under-test.ts';
import { requireOperation } from '../../adapters/operations.ts';

const PASSWORD = 'Secret123!';
const MINUTE = 60_000;

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: responsible gaming around the session, against the sandbox`, { skip: unless(adapter, 'realityCheck', 'responsibleGamingTest', 'sessionSummary') }, () => {
  const sandbox = suiteSandbox();
  const { control } = sandbox;

  async function signedIn(email: string): Promise<Platform> {
    const platform = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
    await adapter.getSession(platform, { email, password: PASSWORD });
    return platform;
  }

  interface Recorded {
    panicChoices: { choice: string }[];
    testScores: { score: number; version: string }[];
  }

  it('offers the reality check, the test and the session summary', async () => {
    const platform = await signedIn('player@example.com');
    assert.equal(platform.capabilities.realityCheck, true);
    assert.equal(platform.capabilities.responsibleGamingTest, true);
    assert.equal(platform.capabilities.sessionSummary, true);
  });

  it('records the panic choices in their order; Pause ends the session and refuses the next sign-in', async () => {
    const platform = await signedIn('reality@example.com');
    await platform.sendPanicChoice!('open');
    await platform.sendPanicChoice!('pause');
    const recorded = await control<Recorded>('GET', '/responsible-gaming?player=reality@example.com');
    assert.deepEqual(recorded.panicChoices.map((row) => row.choice), ['Open', 'Pause']);
    assert.equal((await rejection(requireOperation(platform, 'getProfile')())).key, 'player.session-expired');
    const again = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
    assert.equal((await rejection(requireOperation(again, 'signIn')({ email: 'reality@example.com', password: PASSWORD }))).key, 'sign-in.player-self-blocked');
    // A day later the break is over.
    await control('POST', '/clock', { advanceMs: 24 * 60 * MINUTE + MINUTE });
    await requireOperation(again, 'signIn')({ email: 'reality@example.com', password: PASSWORD });
  });

  it('None keeps the player signed in', async () => {
    const platform = await signedIn('reality@example.com');
    await platform.sendPanicChoice!('open');
    await platform.sendPanicChoice!('none');
    assert.equal((await requireOperation(platform, 'getProfile')()).email, 'reality@example.com');
  });

  it('sends the test score with its version, and the forced test page is then done', async () => {
    const platform = await signedIn('rgtest@example.com');
    assert.deepEqual(await platform.getPlayerActions!(), [{ id: '140201', page: 'responsible-gaming-test', force: true }]);
    await platform.submitTestScore!({ score: 8, version: 'full' });
    const recorded = await control<Recorded>('GET', '/responsible-gaming?player=rgtest@example.com');
    assert.deepEqual(recorded.testScores.map(({ score, version }) => ({ score, version })), [{ score: 8, version: 'Full' }]);
    assert.deepEqual(await platform.getPlayerActions!(), []);
  });

  it('reads the display pages per player: a forced DepositLimitsRequired for the SGA player, none for others', async () => {
    const sga = await signedIn('sgalimits@example.com');
    assert.deepEqual((await sga.getPlayerActions!()).map(({ page, force }) => ({ page, force })), [{ page: 'deposit-limits-required', force: true }]);
    const other = await signedIn('player@example.com');
    assert.deepEqual(await other.getPlayerActions!(), []);
  });

  it('tells when the next reality check is due, every interval from the session start', async () => {
    const platform = await signedIn('reality@example.com');
    const first = await platform.getSessionInfo!();
    assert.ok(first.nextRealityCheck !== undefined && first.nextRealityCheck > 1.9 && first.nextRealityCheck <= 2, `due in ${first.nextRealityCheck}`);
    await control('POST', '/clock', { advanceMs: 2.5 * MINUTE });
    const later = await platform.getSessionInfo!();
    assert.ok(later.nextRealityCheck! > 1.4 && later.nextRealityCheck! <= 1.5, `due in ${later.nextRealityCheck}`);
    assert.equal(later.length, 2);
    // A player with no reality check is never told one is due.
    const none = await signedIn('player@example.com');
    assert.equal((await none.getSessionInfo!()).nextRealityCheck, undefined);
  });

  it('gives the previous session as the last login, and the reality check its minutes, wagers and currency', async () => {
    const platform = await signedIn('reality@example.com');
    const info = await platform.getSessionInfo!();
    assert.ok(info.prevSession && Date.parse(info.prevSession.started) < Date.now() - 30 * 60 * MINUTE);
    await control('POST', '/clock', { advanceMs: 7 * MINUTE });
    const check = await platform.getRealityCheck!();
    assert.equal(check.minutes, 7);
    assert.equal(check.currency, 'EUR');
    assert.deepEqual(check.wagers, [
      { product: 'Casino', wager: 120, win: 45.5 },
      { product: 'Sportsbook', wager: 50, win: 0 },
      { product: 'Bingo', wager: 0, win: 10 },
      { product: 'Poker', wager: 20, win: 26 },
    ]);
  });
});
