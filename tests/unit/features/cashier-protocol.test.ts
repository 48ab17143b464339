import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOOTSTRAP_VERSION, buildCashierUrl, cashierBase, checkInbound, codeChallenge, flattenCashierConfig, heightOf, hostUriOf,
  IFRAME_ALLOW, INBOUND, INVALID_ORIGIN_LOG, loadErrorText, lookupUrl, safeRedirect, allowedOrigin, mayCome, CASHIER_ONLY,
} from '../../../features/cashier/protocol.ts';

const HOST = 'https://casino.example/deposit?x=1';

describe('cashier address: environments', () => {
  it('maps each environment to its base, production by default, development to http://localhost:5000', () => {
    assert.equal(cashierBase('production').origin, 'https://api.paymentiq.io');
    assert.equal(cashierBase(undefined).origin, 'https://api.paymentiq.io');
    assert.equal(cashierBase('no-such-env').origin, 'https://api.paymentiq.io');
    assert.equal(cashierBase('test').origin, 'https://test-api.paymentiq.io');
    assert.equal(cashierBase('mrgreen').origin, 'https://mrgreen-api.paymentiq.io');
    assert.equal(cashierBase('casumo').origin, 'https://casumo-api.paymentiq.io');
    assert.equal(cashierBase('development').origin, 'http://localhost:5000');
  });

  it('takes a configured base instead, and refuses a base that is not http(s)', () => {
    assert.equal(cashierBase('development', 'http://127.0.0.1:5123').origin, 'http://127.0.0.1:5123');
    assert.throws(() => cashierBase('development', 'javascript:alert(1)'));
  });

  it('builds {base}/paymentiq/cashier?{query} without a double slash', () => {
    const { url } = buildCashierUrl(cashierBase('development'), { merchantId: 'm1' }, HOST);
    assert.ok(url.startsWith('http://localhost:5000/paymentiq/cashier?merchantId=m1&'), url);
  });

  it('loads the lookup from the pay host, versioned or master', () => {
    assert.equal(lookupUrl('production', undefined).href, 'https://pay.paymentiq.io/checkout-client/master');
    assert.equal(lookupUrl('test', '1.2.3').href, 'https://pay.paymentiq.io/checkout-client/1.2.3');
    assert.equal(lookupUrl('development', undefined).href, 'http://localhost:5000/checkout-client/master');
  });

  it('grants the iframes the documented permissions', () => {
    for (const permission of ['geolocation', 'camera', 'payment', 'clipboard-read', 'clipboard-write', 'autoplay', 'microphone', 'fullscreen', 'accelerometer', 'gyroscope', 'picture-in-picture', 'otp-credentials']) {
      assert.ok(IFRAME_ALLOW.split('; ').includes(permission), permission);
    }
  });
});

describe('cashier address: flattening the configuration', () => {
  it('follows the documented rules and drops empty values', () => {
    const pairs = flattenCashierConfig(
      {
        merchantId: '100', userId: 'u1', sessionId: 's1', locale: 'en', amount: 50, autoProcess: true,
        bonusCode: '', method: null, providerType: undefined,
        theme: { input: { color: 'red', fontSize: '14px' }, loader: { color: '' } },
        attributes: { hostUri: 'https://evil.example', currency: 'EUR', nested: { a: 1 }, none: null },
        user: { firstName: 'Alex' },
        predefinedAmounts: [10, 20],
        containerMinHeight: '300px', initLoadErrorTimeout: 3000, lookupConfig: { environment: 'test' }, css: 'body{}',
      },
      HOST,
    );
    assert.deepEqual(pairs, [
      ['merchantId', '100'], ['userId', 'u1'], ['sessionId', 's1'], ['locale', 'en'], ['amount', '50'], ['autoProcess', 'true'],
      ['theme_input_color', 'red'], ['theme_input_fontSize', '14px'],
      ['attributes.currency', 'EUR'], ['attributes.nested.a', '1'],
      ['user.firstName', 'Alex'],
      ['predefinedAmounts.0', '10'], ['predefinedAmounts.1', '20'],
      ['attributes.hostUri', HOST],
      ['attributes.bootstrapVersion', BOOTSTRAP_VERSION],
    ]);
    assert.ok(!pairs.some(([, value]) => value === 'undefined' || value === 'null' || value.includes('[object Object]')));
  });

  it('flags a query over 2000 characters', () => {
    assert.equal(buildCashierUrl(cashierBase(undefined), { a: 'x'.repeat(100) }, HOST).long, false);
    const long = buildCashierUrl(cashierBase(undefined), { a: 'x'.repeat(2100) }, HOST);
    assert.equal(long.long, true);
    assert.ok(long.queryLength > 2000);
  });

  it('sends the host page address without its fragment', () => {
    assert.equal(hostUriOf({ href: 'https://casino.example/a?b=1#secret' }), 'https://casino.example/a?b=1');
  });
});

describe('cashier messages: what is read', () => {
  const cashierWindow = { name: 'cashier' };
  const otherWindow = { name: 'other' };
  const expected = { origin: 'http://localhost:5000', sources: [cashierWindow] };
  const check = (origin: string, source: unknown, data: unknown) => checkInbound({ origin, source, data }, expected);

  it('reads a well-formed message from the cashier window and origin', () => {
    const verdict = check('http://localhost:5000', cashierWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: '1' } });
    assert.deepEqual(verdict, { ok: true, message: { eventType: 'TX_SUCCESS', payload: { txRefId: '1' } } });
    assert.equal(check('http://localhost:5000', cashierWindow, JSON.stringify({ eventType: 'APP_SET_HEIGHT', payload: 600 })).ok, true);
  });

  const forged: Array<[string, string, unknown, unknown, RegExp]> = [
    ['a wrong origin', 'https://evil.example', cashierWindow, { eventType: 'TX_SUCCESS' }, /invalid origin/],
    ['a look-alike origin', 'http://localhost:5000.evil.example', cashierWindow, { eventType: 'TX_SUCCESS' }, /invalid origin/],
    ['another port', 'http://localhost:50000', cashierWindow, { eventType: 'TX_SUCCESS' }, /invalid origin/],
    ['the "null" origin', 'null', cashierWindow, { eventType: 'CASHIER_INIT_LOAD' }, /invalid origin/],
    ['an exempt type of the reference from another origin', 'https://evil.example', cashierWindow, { eventType: 'IS_LOADING' }, /invalid origin/],
    ['the right origin but another window', 'http://localhost:5000', otherWindow, { eventType: 'TX_SUCCESS' }, /window/],
    ['the right origin and no window', 'http://localhost:5000', null, { eventType: 'TX_SUCCESS' }, /window/],
    ['a payload that is not an envelope', 'http://localhost:5000', cashierWindow, ['TX_SUCCESS'], /not an/],
    ['text that is not JSON', 'http://localhost:5000', cashierWindow, 'TX_SUCCESS', /neither/],
    ['an unknown type', 'http://localhost:5000', cashierWindow, { eventType: 'DROP_TABLES' }, /unknown message type/],
    ['a prototype key as type', 'http://localhost:5000', cashierWindow, { eventType: 'constructor' }, /unknown message type/],
    ['a malformed height', 'http://localhost:5000', cashierWindow, { eventType: 'APP_SET_HEIGHT', payload: '100vh; x' }, /malformed/],
    ['a malformed transaction payload', 'http://localhost:5000', cashierWindow, { eventType: 'TX_SUCCESS', payload: 'paid' }, /malformed/],
    ['a redirect without an address', 'http://localhost:5000', cashierWindow, { eventType: 'TOP_URL_REPLACE', payload: {} }, /malformed/],
    ['a method page event without payload', 'http://localhost:5000', cashierWindow, { eventType: 'SELECTED_TX_METHOD' }, /malformed/],
    ['an authorize call of no function name', 'http://localhost:5000', cashierWindow, { eventType: 'EXECUTE_AUTHORIZE_METHOD', payload: { method: 'alert(1)' } }, /malformed/],
  ];
  for (const [what, origin, source, data, reason] of forged) {
    it(`drops ${what}`, () => {
      const verdict = check(origin, source, data);
      assert.equal(verdict.ok, false);
      if (!verdict.ok) assert.match(verdict.reason, reason);
    });
  }

  it('uses the spec\'s log text for a wrong origin', () => {
    const verdict = check('https://evil.example', cashierWindow, { eventType: 'TX_SUCCESS' });
    assert.ok(!verdict.ok && verdict.reason.startsWith(INVALID_ORIGIN_LOG));
  });

  it('forwards every message type under a kebab-case name of the spec\'s list', () => {
    const names = Object.values(INBOUND).map((rule) => rule.name);
    for (const name of ['init-load', 'success', 'update', 'failure', 'loading', 'done-loading', 'new-provider-window', 'payment-method-select', 'page-entered', 'navigate', 'cancelled', 'pending-withdrawal-cancelled', 'change', 'hidden', 'visible', 'lookup-init-load', 'load-error', 'pause', 'resume', 'pending', 'transaction-init', 'unresolved', 'validation-failed']) {
      assert.ok(names.includes(name as never), name);
    }
    for (const name of names) assert.match(name, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('cashier messages: what they may do', () => {
  const page = { href: 'https://casino.example/deposit', origin: 'https://casino.example' };

  it('follows TOP_URL_REPLACE only to this site or an allowed https host', () => {
    assert.equal(safeRedirect('/account?tab=history', page, [])?.href, 'https://casino.example/account?tab=history');
    assert.equal(safeRedirect('https://casino.example/x', page, [])?.href, 'https://casino.example/x');
    assert.equal(safeRedirect('https://bank.example/pay', page, ['bank.example'])?.href, 'https://bank.example/pay');
    for (const forged of [
      'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>',
      'https://evil.example/', '//evil.example/', 'https://casino.example.evil.example/', 'https://bank.example.evil.example/',
      'http://bank.example/pay', 'https://user:pass@bank.example/', 'http://casino.example:8080/', 'vbscript:x',
    ]) {
      assert.equal(safeRedirect(forged, page, ['bank.example']), null, forged);
    }
  });

  it('compares whole origins (scheme, host and port), not host names', () => {
    // A bare host is https on its default port: another port of that host is another origin.
    for (const forged of ['https://bank.example:8443/pay', 'https://bank.example:80/pay', 'http://bank.example:443/pay']) {
      assert.equal(safeRedirect(forged, page, ['bank.example']), null, forged);
    }
    assert.equal(safeRedirect('https://bank.example:443/pay', page, ['bank.example'])?.href, 'https://bank.example/pay');
    // An entry with a scheme names its whole origin, port included.
    assert.equal(safeRedirect('https://bank.example:8443/pay', page, ['https://bank.example:8443'])?.href, 'https://bank.example:8443/pay');
    assert.equal(safeRedirect('https://bank.example/pay', page, ['https://bank.example:8443']), null);
    assert.equal(safeRedirect('http://localhost:5000/return', page, ['http://localhost:5000'])?.href, 'http://localhost:5000/return');
    assert.equal(safeRedirect('http://localhost:5001/return', page, ['http://localhost:5000']), null);
    assert.equal(safeRedirect('https://localhost:5000/return', page, ['http://localhost:5000']), null);
    // This site is its own origin too: the same host on another port or scheme is not this site.
    assert.equal(safeRedirect('https://casino.example:8443/x', page, []), null);
    assert.equal(safeRedirect('http://casino.example/x', page, []), null);
  });

  it('reads redirect-hosts entries as origins and refuses what is not one', () => {
    assert.equal(allowedOrigin('bank.example'), 'https://bank.example');
    assert.equal(allowedOrigin(' https://Bank.Example:8443 '), 'https://bank.example:8443');
    assert.equal(allowedOrigin('https://bank.example:443'), 'https://bank.example');
    for (const refused of ['', 'javascript:alert(1)', 'https://user@bank.example', 'https://bank.example/path', 'https://bank.example?x', 'ftp://bank.example']) {
      assert.equal(allowedOrigin(refused), null, refused);
    }
  });

  it('reads messages that act on the page only from the cashier iframe, never the lookup', () => {
    for (const type of ['SETUP_AUTHORIZE_SCRIPT', 'EXECUTE_AUTHORIZE_METHOD', 'TOP_URL_REPLACE'] as const) {
      assert.equal(CASHIER_ONLY.has(type), true, type);
      assert.equal(mayCome(type, 'lookup'), false, type);
      assert.equal(mayCome(type, 'cashier'), true, type);
    }
    for (const type of ['LOOKUP_INIT_LOAD', 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', 'PIQ_LOOKUP_REPORT_HEIGHT', 'PIQ_LOOKUP_SHA_256'] as const) {
      assert.equal(mayCome(type, 'lookup'), true, type);
    }
  });

  it('reads the height in pixels', () => {
    assert.equal(heightOf(640), 640);
    assert.equal(heightOf('512px'), 512);
    assert.equal(heightOf({ height: 300.4 }), 300);
    assert.equal(heightOf('x'), null);
  });

  it('computes the lookup challenge as PKCE S256 (RFC 7636 example)', async () => {
    assert.equal(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('words the load error as the spec does', () => {
    assert.equal(loadErrorText(10000), 'Could not load cashier iframe. Execution time limit was exceeded: 10000 milliseconds');
  });
});
