import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CALLBACK_SOURCE, checkCallback, checkInbound, collectOutcome, INBOUND, newState, providerOriginOf, redirectAllowed, safeAppLink, safeCancelLink,
} from '../../../features/signin-oauth/protocol.ts';

const frame = { name: 'the hidden iframe' };
const other = { name: 'another window' };
const expected = { providerOrigin: 'https://idp.example', callbackOrigin: 'https://casino.example', source: frame };
const collect = { type: 'collect', isAppOpened: false, isError: false, isComplete: false, qrCode: 'bankid.abc.0.def' };
const success = { type: 'success', source: CALLBACK_SOURCE, query: '?code=abc&state=s1' };

describe('bank-ID protocol: inbound messages', () => {
  it('accepts each message only from its own origin and the hidden iframe', () => {
    assert.equal(checkInbound({ origin: 'https://idp.example', source: frame, data: collect }, expected).ok, true);
    assert.equal(checkInbound({ origin: 'https://casino.example', source: frame, data: success }, expected).ok, true);
    // The provider's messages never from the callback's origin, the callback's never from the provider's.
    assert.equal(checkInbound({ origin: 'https://casino.example', source: frame, data: collect }, expected).ok, false);
    assert.equal(checkInbound({ origin: 'https://idp.example', source: frame, data: success }, expected).ok, false);
    // A look-alike origin, another window, no window.
    assert.equal(checkInbound({ origin: 'https://idp.example.evil', source: frame, data: collect }, expected).ok, false);
    assert.equal(checkInbound({ origin: 'https://idp.example', source: other, data: collect }, expected).ok, false);
    assert.equal(checkInbound({ origin: 'https://idp.example', source: null, data: collect }, expected).ok, false);
  });

  it('has a schema for every message: extra fields, wrong types and unknown types are refused', () => {
    const check = (data: unknown) => checkInbound({ origin: 'https://idp.example', source: frame, data }, expected).ok;
    assert.equal(check({ ...collect, isError: 'no' }), false);
    assert.equal(check({ ...collect, extra: 1 }), false);
    assert.equal(check({ ...collect, qrCode: 'x'.repeat(513) }), false);
    assert.equal(check({ ...collect, qrCode: 'has space' }), false);
    assert.equal(check({ type: 'location' }), false);
    assert.equal(check({ type: 'location', href: 'bankid:///?autostarttoken=1' }), true);
    assert.equal(check({ type: 'cancel', href: 'https://idp.example/cancel' }), true);
    assert.equal(check({ type: 'redirect', href: 'https://evil.example' }), false);
    assert.equal(check('{"type":"collect"}'), false);
    assert.equal(check([collect]), false);
    const fromCallback = (data: unknown) => checkInbound({ origin: 'https://casino.example', source: frame, data }, expected).ok;
    assert.equal(fromCallback({ ...success, source: 'someone-else' }), false);
    assert.equal(fromCallback({ type: 'success', source: CALLBACK_SOURCE }), false);
    assert.deepEqual(Object.keys(INBOUND).sort(), ['cancel', 'collect', 'location', 'success']);
  });

  it('reads a collect status as waiting, app opened, completing or failed', () => {
    assert.equal(collectOutcome({ isAppOpened: false, isError: false, isComplete: false }), 'waiting');
    assert.equal(collectOutcome({ isAppOpened: true, isError: false, isComplete: false }), 'app-opened');
    assert.equal(collectOutcome({ isAppOpened: true, isError: false, isComplete: true }), 'completing');
    assert.equal(collectOutcome({ isAppOpened: true, isError: true, isComplete: true }), 'failed');
  });
});

describe('bank-ID protocol: the state and the callback', () => {
  it('takes a code only with exactly the state the widget issued', () => {
    assert.deepEqual(checkCallback('?code=abc&state=s1', 's1'), { ok: true, code: 'abc' });
    assert.equal(checkCallback('?code=abc&state=s2', 's1').ok, false);
    assert.deepEqual(checkCallback('?code=abc', 's1'), { ok: false, reason: 'foreign-state' });
    assert.deepEqual(checkCallback('?code=abc&state=s1&state=s2', 's1'), { ok: false, reason: 'foreign-state' });
    assert.deepEqual(checkCallback('?code=abc&state=', ''), { ok: false, reason: 'foreign-state' });
    assert.deepEqual(checkCallback('?error=access_denied&state=s1', 's1'), { ok: false, reason: 'provider-error', error: 'access_denied' });
    assert.deepEqual(checkCallback('?code=a%20b&state=s1', 's1'), { ok: false, reason: 'malformed' });
    assert.deepEqual(checkCallback('?code=a&code=b&state=s1', 's1'), { ok: false, reason: 'malformed' });
  });

  it('makes a new, unguessable state each time', () => {
    const a = newState();
    const b = newState();
    assert.notEqual(a, b);
    assert.match(a, /^[\w-]{43}$/);
    assert.equal(newState((bytes) => bytes.fill(255)), '_'.repeat(42) + '8');
  });
});

describe('bank-ID protocol: origins and links', () => {
  it('takes the provider origin from the launch address, or requires the configured one', () => {
    assert.equal(providerOriginOf('https://idp.example/authorize?x=1'), 'https://idp.example');
    assert.equal(providerOriginOf('https://idp.example/authorize', 'https://idp.example/'), 'https://idp.example');
    assert.equal(providerOriginOf('https://idp.example.evil/authorize', 'https://idp.example'), null);
    assert.equal(providerOriginOf('javascript:alert(1)'), null);
    assert.equal(providerOriginOf('not a url'), null);
  });

  it('sends the code only to a callback on the page\'s origin, the page the library ships, or an origin allowed in code', () => {
    const where = { pageOrigin: 'https://casino.example', builtIn: 'https://cdn.example/casino-elements/oauth-callback.html' };
    assert.equal(redirectAllowed('https://casino.example/cb.html', where), true);
    assert.equal(redirectAllowed('https://cdn.example/casino-elements/oauth-callback.html', where), true);
    assert.equal(redirectAllowed('https://cdn.example/someone-else/cb.html', where), false, 'only the shipped page of the library\'s origin');
    assert.equal(redirectAllowed('https://evil.example/cb.html', where), false);
    assert.equal(redirectAllowed('https://casino.example.evil.example/cb.html', where), false);
    assert.equal(redirectAllowed('https://user@casino.example/cb.html', where), false);
    assert.equal(redirectAllowed('javascript:alert(1)', where), false);
    assert.equal(redirectAllowed('https://login.casino.example/cb', { ...where, allowedOrigins: ['https://login.casino.example'] }), true);
    assert.equal(redirectAllowed('https://login.casino.example:8443/cb', { ...where, allowedOrigins: ['https://login.casino.example'] }), false);
  });

  it('calls only a cancel link on the provider origin, and follows only bankid: or https app links', () => {
    assert.equal(safeCancelLink('https://idp.example/orders/1/cancel', 'https://idp.example'), 'https://idp.example/orders/1/cancel');
    assert.equal(safeCancelLink('https://tracker.example/c', 'https://idp.example'), null);
    assert.equal(safeAppLink('bankid:///?autostarttoken=1&redirect=null'), 'bankid:///?autostarttoken=1&redirect=null');
    assert.equal(safeAppLink('https://app.bankid.com/?autostarttoken=1'), 'https://app.bankid.com/?autostarttoken=1');
    assert.equal(safeAppLink('javascript:alert(1)'), null);
    assert.equal(safeAppLink('data:text/html,x'), null);
  });
});
