// The account operations of every adapter against the sandbox: inbox, profile, passwords, history,
// bonuses, subscriptions. Same rules as conformance.test.ts: built through createPlatform, checked
// against the sandbox's independent implementation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Platform, PlatformConfig } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { ADAPTERS, memorySession, rejection, unless, unlessSessions, unlessTrait, suiteSandbox } from './adapters-under-test.ts';
import { requireOperation } from '../../adapters/operations.ts';

const PASSWORD = 'Secret123!';
const HOUR = 3_600_000;

for (const adapter of ADAPTERS) describe(`${adapter.name} adapter: account operations against the sandbox`, () => {
  const sandbox = suiteSandbox();
  const { control } = sandbox;

  async function signedIn(email = 'player@example.com', config: Partial<PlatformConfig> = {}): Promise<Platform> {
    const platform = await createPlatform({
      config: { ...adapter.config(sandbox.url), ...config },
      session: memorySession(),
    });
    await adapter.getSession(platform, { email, password: PASSWORD });
    return platform;
  }

  it('lists messages, marks one read, and the mark lasts', { skip: unless(adapter, 'inbox') }, async () => {
    const platform = await signedIn();
    const messages = await platform.getMessages!();
    assert.equal(messages.length, 12);
    const unread = messages.find((message) => message.status !== 'read');
    assert.ok(unread);
    await platform.markMessage!(unread.id, 'read');
    const again = await platform.getMessages!();
    assert.equal(again.find((message) => message.id === unread.id)?.status, 'read');
    const withCta = messages.find((message) => message.ctaText);
    assert.deepEqual([withCta?.ctaText, withCta?.ctaAction], ['Play now', '/casino']);
  });

  it('pages the history without knowing the total: 23 deposits are pages of 10, 10 and 3', { skip: unless(adapter, 'history') || unlessTrait(adapter, 'historyPagesWithoutTotal', 'tells the total pages, and has no game rounds nor payment totals') }, async () => {
    const platform = await signedIn();
    const first = await platform.getHistory!({ kind: 'deposit', page: 1 });
    assert.equal(first.transactions.length, 10);
    assert.equal(first.hasNextPage, true);
    assert.equal(first.totalPageCount, undefined);
    const third = await platform.getHistory!({ kind: 'deposit', page: 3 });
    assert.equal(third.transactions.length, 3);
    assert.equal(third.hasNextPage, false);
    assert.equal(third.totalPageCount, 3);
    // The 2019 deposit is before the history's start: never shown.
    assert.ok(third.transactions.every((row) => row.date >= '2020-01-01'));
    const withdrawals = await platform.getHistory!({ kind: 'withdraw', page: 2 });
    assert.equal(withdrawals.transactions.length, 2);
    assert.ok(withdrawals.transactions.every((row) => row.transactionType === 'withdraw'));
    const rounds = await platform.getHistory!({ kind: 'gambling', page: 1 });
    assert.equal(rounds.transactions.length, 10);
    assert.ok(rounds.transactions.every((row) => ['bet', 'win'].includes(row.transactionType) && row.method === 'Casino'));
    const statuses = new Set(first.transactions.concat(third.transactions).map((row) => row.status));
    assert.ok(statuses.has('completed') && statuses.has('pending') && statuses.has('failed'), [...statuses].join());
    const stats = await platform.getPaymentStats!();
    // The sandbox's completed payments of this player: 633.00 in, 650.00 out.
    assert.deepEqual(stats, { netGrossRevenue: -17, totalDeposit: 633, totalWithdraw: 650 });
  });

  it('claims an initiated bonus, cancels a cancelable one, refuses the rest with bonus.invalid-bonus', { skip: unless(adapter, 'bonuses') || unlessTrait(adapter, 'claimsListedBonuses', 'applies bonus codes; it has no claim of a granted bonus') }, async () => {
    const platform = await signedIn();
    const bonuses = await platform.getBonuses!();
    assert.deepEqual(new Set(bonuses.map((bonus) => bonus.status)), new Set(['initiated', 'active', 'expired', 'canceled', 'finished']));
    const welcome = bonuses.find((bonus) => bonus.code === 'WELCOME100')!;
    await platform.claimBonus!(welcome.id);
    assert.equal((await platform.getBonuses!()).find((bonus) => bonus.id === welcome.id)?.status, 'active');
    const cashback = bonuses.find((bonus) => bonus.canBeCanceled)!;
    await platform.cancelBonus!(cashback.id);
    assert.equal((await platform.getBonuses!()).find((bonus) => bonus.id === cashback.id)?.status, 'canceled');
    const future = bonuses.find((bonus) => bonus.code === 'WEEKEND')!;
    assert.equal((await rejection(platform.claimBonus!(future.id))).key, 'bonus.invalid-bonus');
    const spins = bonuses.find((bonus) => bonus.html)!;
    assert.match(spins.html!, /20 free spins/);
    assert.equal(spins.type, 'freespins');
  });

  it('moves bonuses to expired when the sandbox clock passes their end', { skip: unless(adapter, 'bonuses') }, async () => {
    const platform = await signedIn();
    await control('POST', '/clock', { advanceMs: 3 * HOUR });
    const cashback = (await platform.getBonuses!()).find((bonus) => bonus.name === 'Cash back 10%');
    // A platform either keeps an expired bonus, shown as expired, or drops it (spec 002 §4.4): the row's trait says which.
    if (adapter.traits.keepsExpiredBonuses) assert.equal(cashback?.status, 'expired');
    else assert.equal(cashback, undefined);
  });

  it('triggers a bonus code; an unknown code is bonus.invalid-bonus', { skip: unless(adapter, 'bonuses') }, async () => {
    const platform = await signedIn();
    await platform.triggerBonus!('SPINS50');
    assert.ok((await platform.getBonuses!()).some((bonus) => bonus.code === 'SPINS50' && bonus.status === 'active'));
    assert.equal((await rejection(platform.triggerBonus!('NOPE'))).key, 'bonus.invalid-bonus');
  });

  it('changes the password; a wrong old one is player.incorrect-credentials', { skip: unlessSessions(adapter) || unless(adapter, 'profileEditing') }, async () => {
    const platform = await signedIn();
    assert.equal((await rejection(platform.changePassword!({ oldPassword: 'wrong', newPassword: 'Another1!x' }))).key, 'player.incorrect-credentials');
    assert.equal((await rejection(platform.changePassword!({ oldPassword: PASSWORD, newPassword: 'weak' }))).key, 'player.invalid-field-password');
    await platform.changePassword!({ oldPassword: PASSWORD, newPassword: 'Another1!x' });
    await requireOperation(platform, 'signOut')();
    await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Another1!x' });
  });

  it('updates the profile with the current password; SGA needs none', { skip: unless(adapter, 'profileEditing') || unlessTrait(adapter, 'profileChangeNeedsPassword', 'saves the profile without the password') }, async () => {
    const platform = await signedIn();
    assert.equal((await rejection(platform.updateProfile!({ address: 'New 1', password: 'wrong' }))).key, 'player.incorrect-credentials');
    await platform.updateProfile!({ address: 'Triq il-Merkanti 1', phone: '+35679000000', password: PASSWORD });
    const profile = await requireOperation(platform, 'getProfile')();
    assert.equal(profile.address, 'Triq il-Merkanti 1');
    assert.equal(profile.phone, '+35679000000');
    const sga = await signedIn('sga@example.com', { jurisdiction: 'sga' });
    await sga.updateProfile!({ phone: '+46700000000' });
    assert.equal((await requireOperation(sga, 'getProfile')()).phone, '+46700000000');
  });

  it('resets a password with the e-mailed token once; a used or unknown token is refused', { skip: unless(adapter, 'passwordReset') || unlessTrait(adapter, 'resetsWithEmailedToken', 'its reset needs a captcha, and its key comes in the link') }, async () => {
    const platform = await createPlatform({ config: adapter.config(sandbox.url), session: memorySession() });
    await platform.forgotPassword!({ email: 'player@example.com' });
    await platform.forgotPassword!({ email: 'nobody@example.com' }); // same answer: nothing to learn
    const { emails } = await control<{ emails: Array<{ token: string }> }>('GET', '/outbox?to=player@example.com');
    assert.equal(emails.length, 1);
    const token = emails[0]!.token;
    await platform.resetPassword!({ token, email: 'player@example.com', password: 'Fresh123!x' });
    assert.equal((await rejection(platform.resetPassword!({ token, email: 'player@example.com', password: 'Fresh123!y' }))).key, 'reset-password.invalid-reset-pw-token');
    assert.equal((await rejection(platform.resetPassword!({ token: 'reset-expired-0001', email: 'player@example.com', password: 'Fresh123!y' }))).key, 'reset-password.link-expired');
    await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Fresh123!x' });
  });

  it('reads and updates subscriptions, and unsubscribes with a token', { skip: unless(adapter, 'subscriptions') }, async () => {
    const platform = await signedIn();
    assert.deepEqual(await platform.getSubscriptions!(), [
      { type: 'sms', active: true }, { type: 'email', active: true }, { type: 'phone', active: false },
    ]);
    await platform.updateSubscriptions!([{ type: 'sms', active: false }, { type: 'email', active: true }, { type: 'phone', active: true }]);
    assert.deepEqual((await platform.getSubscriptions!()).map((row) => row.active), [false, true, true]);
    assert.deepEqual((await platform.getSubscriptionsByToken!('unsub-player-0001')).map((row) => row.active), [false, true, true]);
    await platform.unsubscribe!('unsub-player-0001', ['phone']);
    assert.deepEqual((await platform.getSubscriptions!()).map((row) => row.active), [false, false, true]);
    assert.equal((await rejection(platform.getSubscriptionsByToken!('nope'))).key, 'unsubscribe.link-expired');
  });
});

// The sandbox's REST platform itself (not an adapter): it also answers the public client's paths.
describe('the sandbox REST platform', () => {
  const sandbox = suiteSandbox();

  it("accepts the public client's bonus paths too (/bonus/{id}/claim, /bonus/{id}/cancel)", async () => {
    const login = await fetch(`${sandbox.url}/api/player/signin/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'player@example.com', Password: PASSWORD, Platform: 'desktop' }),
    });
    const { SessionId } = (await login.json()) as { SessionId: string };
    const post = (path: string) => fetch(`${sandbox.url}/api${path}`, { method: 'POST', headers: { 'X-Player-Session-Id': SessionId } });
    assert.equal((await post('/bonus/601/claim')).status, 200);
    assert.equal((await post('/bonus/602/cancel')).status, 200);
    assert.equal((await post('/bonus/601/claim')).status, 400);
  });
});
