// The realtime adapter's pure parts: session codes, error mapping, result readers, the router address and the
// reconnect back-off. The calls themselves run against the sandbox's router in tests/adapters/.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WampCallError, WampTransportError, reconnectDelayMs, routerUrl } from '../../../adapters/realtime/connection.ts';
import { PLATFORM_TEXT_MAX_LENGTH } from '../../../adapters/contract.ts';
import { realtimeError } from '../../../adapters/realtime/errors.ts';
import {
  readProfileFields, sessionChangeOf, toCallingCodes, toAvailability, toCountries, toCurrencies, toHistory, toLimits, toProfile, toWallet,
} from '../../../adapters/realtime/mappings.ts';
import { toBonuses } from '../../../adapters/realtime/bonus-mappings.ts';

describe('realtime session codes (spec 002 §4.2)', () => {
  it('reads 0 as signed in and 1, 2, 3, 5, 6 as signed out with their reasons', () => {
    assert.deepEqual(sessionChangeOf({ code: 0 }), { signedIn: true, reason: 'signed-in' });
    const reasons = [1, 2, 3, 5, 6].map((code) => sessionChangeOf({ code, desc: 'x' }));
    assert.deepEqual(reasons.map((change) => change?.signedIn), [false, false, false, false, false]);
    assert.deepEqual(reasons.map((change) => change?.reason), ['expired', 'signed-out', 'elsewhere', 'session-limit', 'self-excluded']);
  });

  it('ignores other codes, numeric strings aside', () => {
    assert.equal(sessionChangeOf({ code: 4 }), null);
    assert.equal(sessionChangeOf({ code: 7 }), null);
    assert.equal(sessionChangeOf({}), null);
    assert.equal(sessionChangeOf({ code: 'x' }), null);
    assert.equal(sessionChangeOf({ code: '1' })?.signedIn, false);
  });
});

describe('realtime errors (spec 002 §8.2)', () => {
  it('maps the code word to the catalogue key and keeps desc as the message for players', () => {
    const error = realtimeError('sign-in', new WampCallError('/user#login', 'wamp.error.runtime_error', { code: 'IncorrectCredentials', desc: 'The login failed. Please check your username and password.' }));
    assert.equal(error.key, 'sign-in.incorrect-credentials');
    assert.equal(error.platformMessage, 'The login failed. Please check your username and password.');
  });

  it('works with desc alone: known texts map, others are unknown-error with desc', () => {
    assert.equal(realtimeError('sign-in', new WampCallError('/user#login', 'wamp.error.runtime_error', { desc: 'The login failed. Please check your username and password.' })).key, 'sign-in.incorrect-credentials');
    assert.equal(realtimeError('player', new WampCallError('/user/account#getProfile', 'wamp.error.runtime_error', { desc: 'User is not logged in' })).key, 'player.session-expired');
    const other = realtimeError('sign-up', new WampCallError('/user/account#register', 'wamp.error.runtime_error', { desc: 'The alias is not allowed.' }));
    assert.equal(other.key, 'sign-up.unknown-error');
    assert.equal(other.platformMessage, 'The alias is not allowed.');
  });

  // No timing is asserted (the machines are noisy): a reading that walked the whole 5 MB with a costly pattern
  // would outlast the test's time-out, which is its bound.
  it('shows at most a short plain text of what the router says, however long (a 5 MB desc froze the tab)', { timeout: 10_000 }, () => {
    const huge = `<b>Account\u202e locked</b>\n\n${'x'.repeat(5 * 1024 * 1024)}`;
    const error = realtimeError('sign-up', new WampCallError('/user/account#register', 'wamp.error.runtime_error', { desc: huge }));
    assert.equal(error.key, 'sign-up.unknown-error');
    assert.ok(error.platformMessage!.length <= PLATFORM_TEXT_MAX_LENGTH, `${error.platformMessage!.length} characters`);
    assert.match(error.platformMessage!, /^Account locked x+…$/);
    assert.ok(error.message.length <= 1001, 'the developer message is kept short too');
    const marked = realtimeError('sign-up', new WampCallError('/user/account#register', 'wamp.error.runtime_error', { desc: 'Call <a href="https://evil.example">support</a>\u0007 now' }));
    assert.equal(marked.platformMessage, 'Call support now');
  });

  it('asks for the captcha again when the platform refuses the reset request without one', () => {
    assert.equal(realtimeError('reset-password', new WampCallError('/user/pwd#sendResetPwdEmail', 'wamp.error.runtime_error', { desc: 'Let us know that you are a human.' })).key, 'reset-password.captcha-required');
  });

  it('never reads a code word from the prototype', () => {
    assert.equal(realtimeError('sign-in', new WampCallError('/user#login', 'wamp.error.runtime_error', { code: 'constructor' })).key, 'sign-in.unknown-error');
  });

  it('turns no answer into network-error and a missing procedure into not-implemented', () => {
    assert.equal(realtimeError('player', new WampTransportError('closed', 'closed')).key, 'player.network-error');
    assert.equal(realtimeError('player', new WampTransportError('late', 'timeout')).key, 'player.network-error');
    assert.equal(realtimeError('bonus', new WampCallError('/user/bonus#x', 'wamp.error.no_such_procedure', {})).key, 'bonus.not-implemented');
  });
});

describe('realtime readers', () => {
  it('reads the profile from fields and session info, numbers as strings and missing optionals', () => {
    const fields = readProfileFields({ fields: { email: 'a@b.c', firstname: 'Alex', surname: 'Lee', birthDate: '1990-04-01T00:00:00', mobilePrefix: '46', mobile: 701234567, gender: 'F', currency: null } });
    const profile = toProfile(fields, { userID: '42', currency: 'EUR', userCountry: 'MT', firstname: undefined, surname: undefined, email: undefined, isAuthenticated: true, isEmailVerified: false }, 'cid-1');
    assert.deepEqual(
      [profile.userId, profile.sessionId, profile.firstName, profile.dateOfBirth, profile.callingCode, profile.phone, profile.gender, profile.currency, profile.country, profile.isActivated],
      ['42', 'cid-1', 'Alex', '1990-04-01', '+46', '701234567', 'female', 'EUR', 'MT', false],
    );
  });

  it('sums cash and bonus accounts into the wallet', () => {
    const wallet = toWallet({ accounts: [{ id: 1, amount: '250.00', currency: 'EUR', isBonusAccount: false }, { id: 2, amount: 20, currency: 'EUR', isBonusAccount: 'true' }] }, 'USD');
    assert.deepEqual([wallet.realBalance, wallet.bonusBalance, wallet.totalBalance, wallet.currency.code], [250, 20, 270, 'EUR']);
    assert.equal(toWallet({ accounts: [] }, 'SEK').currency.code, 'SEK');
  });

  it('drops expired bonuses (status or end time) and marks claimable ones initiated', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const granted = toBonuses([
      { bonusID: 1, name: 'A', status: 'Active', expiryDate: '2026-02-01T00:00:00Z' },
      { bonusID: 2, name: 'B', status: 'Active', expiryDate: '2025-12-01T00:00:00Z' },
      { bonusID: 3, name: 'C', status: 'Expired' },
      { bonusID: 4, name: 'D', status: 'FinishedNoGains' },
    ], { claimable: false, deposit: false, now });
    assert.deepEqual(granted.map((bonus) => [bonus.id, bonus.status, bonus.canBeCanceled]), [['1', 'active', true], ['4', 'finished', false]]);
    const claimable = toBonuses([{ code: 'WELCOME', name: 'Welcome' }], { claimable: true, deposit: false, now });
    assert.deepEqual(claimable.map((bonus) => [bonus.id, bonus.code, bonus.status]), [['WELCOME', 'WELCOME', 'initiated']]);
  });

  it('drops deny-registration countries and prefixes phone codes', () => {
    const countries = toCountries({ countries: [{ code: 'mt', name: 'Malta', phonePrefix: '356', jurisdiction: 'MGA' }, { code: 'US', name: 'USA', isDenyRegistration: true }, { code: 'SE', name: 'Sweden', jurisdiction: 'SGA' }, { code: 'CA', name: 'Canada' }] }, 'mga');
    assert.deepEqual(countries.map((country) => [country.code, country.phonePrefix]), [['MT', '+356']]);
  });

  it('gives the countries\' phone prefixes as calling codes, once each', () => {
    assert.deepEqual(toCallingCodes({ countries: [{ code: 'SE', phonePrefix: '+46' }, { code: 'MT', phonePrefix: '356' }, { code: 'AX', phonePrefix: '46' }, { code: 'XX', phonePrefix: '' }] }), [{ code: '+46' }, { code: '+356' }]);
  });

  it('reads currencies as codes or objects, in kwargs or as the plain answer', () => {
    assert.deepEqual(toCurrencies({ args: [], kwargs: { currencies: ['eur', { code: 'SEK' }] } }), [{ code: 'EUR' }, { code: 'SEK' }]);
    assert.deepEqual(toCurrencies({ args: [['NOK']], kwargs: {} }), [{ code: 'NOK' }]);
    assert.equal(toAvailability({ args: [], kwargs: { isAvailable: false } }), 'taken');
  });

  it('reads limits: money per period, session in minutes, locked when not updatable', () => {
    const limits = toLimits({
      deposit: { current: { amount: '100', period: 'Weekly', currency: 'EUR' }, updatable: true },
      wagering: { current: null },
      session: { current: { minute: 120, period: 'daily' }, updatable: false },
    });
    assert.deepEqual(limits.map((limit) => [limit.type, limit.period, limit.amount, limit.locked]), [['deposit', 'weekly', 100, false], ['session', 'daily', 120, true]]);
  });

  it('reads a history page', () => {
    const page = toHistory({ transactions: [{ transactionID: 7, time: '2024-01-01T10:00:00Z', status: 'Success', credit: { amount: '25', currency: 'EUR', name: 'Visa' } }], totalPageCount: '3' }, 'deposit');
    assert.deepEqual(page, { transactions: [{ id: '7', transactionType: 'deposit', amount: 25, currency: 'EUR', status: 'completed', method: 'Visa', description: '', date: '2024-01-01T10:00:00Z' }], totalPageCount: 3 });
  });
});

describe('realtime connection helpers', () => {
  it('resolves a relative router address against the page as ws: or wss:, with the cid', () => {
    assert.equal(routerUrl('/wamp', 'http://localhost:8330/examples/x.html', null), 'ws://localhost:8330/wamp');
    assert.equal(routerUrl('/wamp', 'https://casino.example/', 'abc'), 'wss://casino.example/wamp?cid=abc');
    assert.equal(routerUrl('wss://api.example.com/v2?cid=old', undefined, 'new'), 'wss://api.example.com/v2?cid=new');
    assert.throws(() => routerUrl('ftp://x/', undefined, null));
  });

  it('backs off 0.5 s, 1 s, 2 s (less at most a quarter of jitter)', () => {
    assert.deepEqual([1, 2, 3].map((attempt) => reconnectDelayMs(attempt, 500, () => 1)), [500, 1000, 2000]);
    assert.deepEqual([1, 2, 3].map((attempt) => reconnectDelayMs(attempt, 500, () => 0)), [375, 750, 1500]);
  });
});
