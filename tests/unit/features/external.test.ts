import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EXTERNAL_SANDBOX, checkExternal, externalPermissions, originOf } from '../../../features/external/external-rules.ts';

const PAGE = 'https://casino.example/help/';
const LIST = ['https://help.provider.example/', 'http://localhost:5300'];

test('an address is shown only when its origin is on the operator\'s list', () => {
  const allowed = checkExternal('https://help.provider.example/faq?x=1', LIST, PAGE);
  assert.equal(allowed.ok && allowed.url.href, 'https://help.provider.example/faq?x=1');
  assert.equal(checkExternal('http://localhost:5300/page', LIST, PAGE).ok, true);
  assert.deepEqual(checkExternal('https://evil.example/faq', LIST, PAGE), { ok: false, reason: 'not-allowed', origin: 'https://evil.example' });
  // Another port, another scheme, a look-alike host: other origins.
  for (const address of ['https://help.provider.example:8443/', 'http://help.provider.example/', 'https://help.provider.example.evil.example/']) {
    assert.equal(checkExternal(address, LIST, PAGE).ok, false, address);
  }
  // The page's own origin is not allowed unless listed; no list allows nothing.
  assert.equal(checkExternal('/terms', LIST, PAGE).ok, false);
  assert.equal(checkExternal('https://help.provider.example/', undefined, PAGE).ok, false);
});

test('script and data addresses are refused whatever the list says', () => {
  for (const address of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://[::1']) {
    const check = checkExternal(address, [...LIST, 'javascript:alert(1)', 'data:text/html,x'], PAGE);
    assert.equal(check.ok, false, address);
    assert.equal(!check.ok && check.reason, 'invalid', address);
  }
  assert.equal(originOf('javascript:alert(1)'), null);
  assert.equal(originOf('not an address'), null);
});

test('the frame gets the smallest sandbox that works, and full screen only in its full-screen mode', () => {
  assert.deepEqual(EXTERNAL_SANDBOX.split(' ').sort(), ['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);
  assert.equal(externalPermissions(false), '');
  assert.equal(externalPermissions(true), 'fullscreen');
});
