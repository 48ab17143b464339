// The realtime platform's procedures over the REST sandbox's world: what one platform changes, the other
// sees (terms, profile, passwords, limits, bonuses, history, balance).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD, type Harness, useSandbox } from './harness.ts';
import { RawWamp, wampUrl } from './wamp-clients.ts';

type Dict = Record<string, unknown>;

/** A raw session signed in as `login`. */
async function signedIn(t: Harness, login: string): Promise<RawWamp> {
  const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
  const answer = await wamp.call('/user#login', { usernameOrEmail: login, password: PASSWORD });
  assert.equal(answer[0], 50, `sign-in of ${login}: ${JSON.stringify(answer)}`);
  return wamp;
}

const kwargs = (frame: unknown[]): Dict => {
  assert.equal(frame[0], 50, `a RESULT, got ${JSON.stringify(frame)}`);
  return frame[4] as Dict;
};
const refusal = (frame: unknown[]): Dict => {
  assert.equal(frame[0], 8, `an ERROR, got ${JSON.stringify(frame)}`);
  return frame[6] as Dict;
};

async function captchaToken(t: Harness): Promise<string> {
  const response = await fetch(`${t.sandbox.url}/captcha/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sitekey: 'sandbox-captcha-site-key' }) });
  return ((await response.json()) as { token: string }).token;
}

async function userInfo(t: Harness, login: string): Promise<Dict> {
  return (await (await t.api('/player/user-info', { session: await t.session(login) })).json()) as Dict;
}

describe('sandbox router: procedures over the shared world', () => {
  const t = useSandbox({ cashier: true });

  it('answers every procedure of the agreed table (none is missing)', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const table = [
      '/user#login', '/user#logout', '/user#getSessionInfo', '/user#getCmsSessionID', '/user#acceptTC', '/user#getTransactionHistory',
      '/user#getApplicableBonuses', '/user/account#register', '/user/account#validateUsername', '/user/account#validateEmail',
      '/user/account#getCountries', '/user/account#getCurrencies', '/user/account#getProfile', '/user/account#updateProfile',
      '/user/account#getGamingAccounts', '/user/account#watchBalance', '/user/account#unwatchBalance', '/user/account#activate',
      '/user/pwd#sendResetPwdEmail', '/user/pwd#isResetPwdKeyAvailable', '/user/pwd#reset', '/user/pwd#change', '/user/pwd#getPolicy',
      '/user/limit#getLimits', '/user/limit#setDepositLimit', '/user/limit#setLossLimit', '/user/limit#setWageringLimit',
      '/user/limit#setSessionLimit', '/user/limit#removeDepositLimit', '/user/limit#removeLossLimit', '/user/limit#removeWageringLimit',
      '/user/limit#removeSessionLimit', '/user/bonus#getGrantedBonuses', '/user/bonus#getClaimableBonuses', '/user/bonus#apply',
      '/user/bonus#forfeit', '/connection#getClientIdentity', '/connection#increaseRequestQuota',
    ];
    for (const procedure of table) {
      const answer = await wamp.call(procedure);
      assert.notEqual(answer[4], 'wamp.error.no_such_procedure', procedure);
    }
    wamp.close();
  });

  it('accepts the terms for the REST platform too', async () => {
    const wamp = await signedIn(t, 'terms');
    assert.deepEqual((await wamp.call('/user#acceptTC')).slice(2), [{}]);
    assert.equal(kwargs(await wamp.call('/user#login', { usernameOrEmail: 'terms', password: PASSWORD })).hasToAcceptTC, false);
    assert.equal((await userInfo(t, 'terms')).TacVersionAccepted, 3);
    wamp.close();
  });

  it('reads and updates the profile, with the REST rules', async () => {
    const wamp = await signedIn(t, 'alex');
    const profile = kwargs(await wamp.call('/user/account#getProfile'));
    assert.deepEqual((profile.fields as Dict).email, 'player@example.com');
    assert.equal((profile.fields as Dict).currency, 'EUR');
    const updated = kwargs(await wamp.call('/user/account#updateProfile', { fields: { city: 'Sliema', postalCode: 'SLM 1000' } }));
    assert.equal((updated.fields as Dict).city, 'Sliema');
    assert.equal((await userInfo(t, 'alex')).City, 'Sliema');
    const refused = refusal(await wamp.call('/user/account#updateProfile', { city: 'City 17' }));
    assert.equal(refused.code, 'InvalidField');
    wamp.close();
  });

  it('gives the wallet as gaming accounts', async () => {
    const wamp = await signedIn(t, 'alex');
    const { accounts } = kwargs(await wamp.call('/user/account#getGamingAccounts', { expectBalance: true, expectBonus: true })) as { accounts: Dict[] };
    assert.deepEqual(accounts.map((account) => [account.amount, account.currency, account.isBonusAccount]), [[250, 'EUR', false], [20, 'EUR', true]]);
    wamp.close();
  });

  it('hands out the session id for the HTTP beside it, valid on the REST platform', async () => {
    const wamp = await signedIn(t, 'alex');
    const { cmsSessionID } = kwargs(await wamp.call('/user#getCmsSessionID')) as { cmsSessionID: string };
    assert.equal((await t.api('/player/user-info', { session: cmsSessionID })).status, 200);
    wamp.close();
  });

  it('serves the sign-up reference data and the availability checks', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const countries = kwargs(await wamp.call('/user/account#getCountries', { excludeDenyRegistrationCountry: true }));
    assert.equal(countries.currentIPCountry, 'MT');
    assert.deepEqual((countries.countries as Dict[]).find((row) => row.code === 'SE'), {
      code: 'SE', name: 'Sweden', nationality: 'Swedish', currency: 'SEK', phonePrefix: '+46', jurisdiction: 'SGA',
    });
    const currencies = await wamp.call('/user/account#getCurrencies');
    assert.ok(Array.isArray((currencies[3] as unknown[])[0]) && ((currencies[3] as string[][])[0]!).includes('EUR'));
    assert.deepEqual(kwargs(await wamp.call('/user/account#validateUsername', { username: 'alex' })).isAvailable, false);
    assert.deepEqual(kwargs(await wamp.call('/user/account#validateUsername', { username: 'someone-new' })).isAvailable, true);
    assert.deepEqual(kwargs(await wamp.call('/user/account#validateEmail', { email: 'player@example.com' })).isAvailable, false);
    assert.equal(kwargs(await wamp.call('/user/pwd#getPolicy')).regularExpression, '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,}$');
    wamp.close();
  });

  it('asks for a solved captcha before a reset e-mail, then resets the password with the key', async () => {
    const { wamp } = await RawWamp.session(wampUrl(t.sandbox.url));
    const withoutCaptcha = refusal(await wamp.call('/user/pwd#sendResetPwdEmail', { email: 'player@example.com', changePwdURL: 'http://localhost:8080/reset?key=' }));
    assert.deepEqual(withoutCaptcha, { desc: 'Let us know that you are a human.', code: 'CaptchaInvalid' });
    const token = await captchaToken(t);
    const sent = await wamp.call('/user/pwd#sendResetPwdEmail', {
      email: 'player@example.com', changePwdURL: 'http://localhost:8080/reset?key=', captchaPublicKey: 'sandbox-captcha-site-key', captchaResponse: token,
    });
    assert.deepEqual(sent.slice(2), [{}]);
    const replayed = refusal(await wamp.call('/user/pwd#sendResetPwdEmail', { email: 'player@example.com', captchaPublicKey: 'sandbox-captcha-site-key', captchaResponse: token }));
    assert.equal(replayed.code, 'CaptchaInvalid', 'a captcha token works once');
    const { emails } = (await (await t.control('/outbox?to=player@example.com')).json()) as { emails: Array<{ token: string; link: string }> };
    assert.equal(emails.length, 1);
    const key = emails[0]!.token;
    assert.equal(emails[0]!.link, `http://localhost:8080/reset?key=${key}`);
    assert.deepEqual((await wamp.call('/user/pwd#isResetPwdKeyAvailable', { key })).slice(3), [[true]]);
    assert.equal(refusal(await wamp.call('/user/pwd#reset', { key, password: 'weak' })).code, 'WeakPassword');
    assert.deepEqual((await wamp.call('/user/pwd#reset', { key, password: 'Another456!' })).slice(2), [{}]);
    assert.deepEqual((await wamp.call('/user/pwd#isResetPwdKeyAvailable', { key })).slice(3), [[false]]);
    assert.equal((await t.signIn('alex', 'Another456!')).status, 200);
    wamp.close();
  });

  it('changes the password for both platforms', async () => {
    const wamp = await signedIn(t, 'alex');
    assert.equal(refusal(await wamp.call('/user/pwd#change', { oldPassword: 'wrong', newPassword: 'Another456!' })).code, 'IncorrectCredentials');
    assert.deepEqual(kwargs(await wamp.call('/user/pwd#change', { oldPassword: PASSWORD, newPassword: 'Another456!' })), { isCaptchaEnabled: false });
    assert.equal((await t.signIn('alex', 'Another456!')).status, 200);
    wamp.close();
  });

  it('reads, sets and removes limits on the REST limit rows', async () => {
    const wamp = await signedIn(t, 'limit@example.com');
    const limits = kwargs(await wamp.call('/user/limit#getLimits'));
    assert.deepEqual((limits.deposit as Dict).current, { amount: 1000, currency: 'EUR', period: 'daily', remaining: 50 });
    assert.equal((limits.loss as Dict).current, null);
    assert.deepEqual((await wamp.call('/user/limit#setLossLimit', { period: 'weekly', amount: 300, currency: 'EUR' })).slice(2), [{}]);
    assert.deepEqual((await wamp.call('/user/limit#setSessionLimit', { minutes: 120 })).slice(2), [{}]);
    const after = kwargs(await wamp.call('/user/limit#getLimits'));
    assert.deepEqual((after.loss as Dict).current, { amount: 300, currency: 'EUR', period: 'weekly', remaining: 300 });
    assert.deepEqual(((after.session as Dict).current as Dict).minute, 120);
    const rows = (await (await t.api('/responsiblegaming/limit', { session: await t.session('limit') })).json()) as Dict[];
    assert.ok(rows.some((row) => row.Type === 'NetLoss' && row.Amount === 300 && row.Timespan === 7 && row.Status === 'Active'));
    assert.equal(refusal(await wamp.call('/user/limit#setWageringLimit', { period: 'yearly', amount: 10 })).code, 'InvalidField');
    // A removal is a raise to no limit: it waits for the cool-down, as on the REST platform.
    assert.deepEqual((await wamp.call('/user/limit#removeLossLimit')).slice(2), [{}]);
    assert.match(String(((kwargs(await wamp.call('/user/limit#getLimits')).loss as Dict).current as Dict).expires), /^\d{4}-/);
    assert.equal(refusal(await wamp.call('/user/limit#removeWageringLimit')).code, 'NotFound');
    wamp.close();
  });

  it('lists, applies and forfeits bonuses', async () => {
    const wamp = await signedIn(t, 'alex');
    const before = (kwargs(await wamp.call('/user/bonus#getGrantedBonuses')).bonuses as Dict[]).length;
    assert.equal(refusal(await wamp.call('/user/bonus#apply', { bonusCode: 'NOSUCHCODE' })).code, 'InvalidBonus');
    assert.deepEqual((await wamp.call('/user/bonus#apply', { bonusCode: 'SPINS50' })).slice(2), [{}]);
    const bonuses = kwargs(await wamp.call('/user/bonus#getGrantedBonuses')).bonuses as Dict[];
    assert.equal(bonuses.length, before + 1);
    const granted = bonuses.find((row) => row.code === 'SPINS50');
    assert.equal(granted?.status, 'Active');
    const cancelable = bonuses.find((row) => row.canForfeit === true);
    assert.ok(cancelable, 'the seed gives the player a bonus that can be forfeited');
    assert.deepEqual((await wamp.call('/user/bonus#forfeit', { bonusID: cancelable.id })).slice(2), [{}]);
    const after = kwargs(await wamp.call('/user/bonus#getGrantedBonuses')).bonuses as Dict[];
    assert.equal(after.find((row) => row.id === cancelable.id)?.status, 'Canceled');
    const offers = kwargs(await (await signedIn(t, 'bonus')).call('/user/bonus#getClaimableBonuses')).bonuses as Dict[];
    assert.ok(offers.some((row) => row.code === 'WELCOME100'));
    wamp.close();
  });

  it('pushes a cashier deposit to watching connections of the player, and lists it in the history', async () => {
    const watcher = await signedIn(t, 'alex');
    const other = await signedIn(t, 'alex');
    const subscription = await watcher.subscribe('/account/balanceChanged');
    await other.subscribe('/account/balanceChanged');
    assert.deepEqual((await watcher.call('/user/account#watchBalance')).slice(2), [{}]);
    const { cmsSessionID } = kwargs(await watcher.call('/user#getCmsSessionID')) as { cmsSessionID: string };
    const booked = await fetch(`${t.sandbox.cashierUrl}/paymentiq/api/transactions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId: cmsSessionID, userId: '1001', kind: 'deposit', outcome: 'success', amount: 25, method: 'Card', reference: 'wamp-1' }),
    });
    assert.equal(booked.status, 200);
    const pushed = await watcher.next((frame) => frame[0] === 36);
    assert.equal(pushed[1], subscription);
    assert.deepEqual(pushed[5], { id: 10011, vendor: 'CasinoWallet', type: 'Deposit', amount: 275, bonusAmount: 20, currency: 'EUR' });
    assert.equal(other.pending().filter((frame) => frame[0] === 36).length, 0, 'a connection that did not call watchBalance hears nothing');
    const { accounts } = kwargs(await other.call('/user/account#getGamingAccounts')) as { accounts: Dict[] };
    assert.equal(accounts[0]!.amount, 275);
    const wallets = (await (await t.api('/wallets', { session: cmsSessionID })).json()) as { Balances: { EUR: { Real: { Balance: number } } } };
    assert.equal(wallets.Balances.EUR.Real.Balance, 275);
    const history = kwargs(await watcher.call('/user#getTransactionHistory', {
      type: 'Deposit', startTime: new Date(Date.now() - 60_000).toISOString(), endTime: new Date(Date.now() + 60_000).toISOString(), pageIndex: 1, pageSize: 10,
    }));
    assert.equal(history.totalRecordCount, 1);
    assert.deepEqual((history.transactions as Dict[]).map((row) => [row.amount, row.status, row.reference]), [[25, 'Completed', 'wamp-1']]);
    assert.deepEqual((await watcher.call('/user/account#unwatchBalance')).slice(2), [{}]);
    watcher.close();
    other.close();
  });
});
