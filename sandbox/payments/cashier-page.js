// The sandbox cashier's page script. It speaks the PaymentIQ-style protocol to its parent: messages
// `{ eventType, payload }`, always posted to the host page's exact origin (from attributes.hostUri), and
// it reads only messages from that origin and from its parent window.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var config = {
    merchantId: params.get('merchantId') || '',
    userId: params.get('userId') || '',
    sessionId: params.get('sessionId') || '',
    method: params.get('method') === 'withdrawal' ? 'withdrawal' : 'deposit',
    amount: params.get('amount') || '',
    providerType: params.get('providerType') || '',
    bonusCode: params.get('bonusCode') || params.get('attributes.bonusCode') || '',
    currency: params.get('user.currency') || params.get('attributes.currency') || 'EUR',
  };
  var hostOrigin = null;
  try {
    var origin = new URL(params.get('attributes.hostUri') || '').origin;
    if (origin && origin !== 'null') hostOrigin = origin;
  } catch {
    hostOrigin = null;
  }
  var paused = false;
  var busy = false;
  var completed = false;

  var form = document.getElementById('cashier');
  var amount = document.getElementById('amount');
  var amountError = document.getElementById('amount-error');
  var status = document.getElementById('status');
  var submit = document.getElementById('submit');
  var cancel = document.getElementById('cancel');
  document.getElementById('heading').textContent = config.method === 'withdrawal' ? 'Withdrawal' : 'Deposit';
  document.getElementById('currency').textContent = config.currency;
  submit.textContent = config.method === 'withdrawal' ? 'Withdraw' : 'Pay';
  amount.value = config.amount;
  if (config.providerType) {
    var preset = form.querySelector('input[name=method][value="' + CSS.escape(config.providerType) + '"]');
    if (preset) preset.checked = true;
  }

  function post(eventType, payload) {
    if (!hostOrigin || window.parent === window) return;
    window.parent.postMessage(payload === undefined ? { eventType: eventType } : { eventType: eventType, payload: payload }, hostOrigin);
  }

  function setEnabled() {
    var disabled = paused || busy;
    for (var element of form.querySelectorAll('input, select, button')) element.disabled = disabled;
  }

  var lastHeight = 0;
  function reportHeight() {
    // The content's own height: the document's would never shrink below the iframe's current height.
    var height = Math.ceil(document.getElementById('app-container').getBoundingClientRect().height + 32);
    if (height !== lastHeight) {
      lastHeight = height;
      post('APP_SET_HEIGHT', { height: height });
    }
  }

  function selectedMethod() {
    var checked = form.querySelector('input[name=method]:checked');
    return checked ? checked.value : 'Trustly';
  }

  function parseAmount(text) {
    var normalised = String(text).trim().replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return NaN;
    return Number(normalised);
  }

  function reference() {
    var bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }

  var EVENTS = { success: 'TX_SUCCESS', failure: 'TX_FAILED', pending: 'TX_PENDING', cancel: 'TX_CANCELLED' };

  form.addEventListener('change', function (event) {
    if (event.target && event.target.name === 'method') post('SELECTED_TX_METHOD', { txType: selectedMethod() });
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy || paused) return;
    var value = parseAmount(amount.value);
    if (!(value > 0)) {
      amountError.hidden = false;
      amount.setAttribute('aria-invalid', 'true');
      amount.focus();
      post('TX_VALIDATION_FAILED', { field: 'amount' });
      reportHeight();
      return;
    }
    amountError.hidden = true;
    amount.removeAttribute('aria-invalid');
    busy = true;
    setEnabled();
    var ref = reference();
    var method = selectedMethod();
    post('TRANSACTION_INIT', { method: config.method, txType: method, amount: value });
    post('IS_LOADING');
    status.textContent = 'Processing…';
    fetch('/paymentiq/api/transactions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId: config.sessionId, userId: config.userId, kind: config.method, method: method,
        amount: value, outcome: document.getElementById('outcome').value, reference: ref, bonusCode: config.bonusCode,
      }),
    })
      .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
      .then(function (answer) {
        if (!answer.ok) throw new Error(answer.body && answer.body.Message ? answer.body.Message : 'The transaction failed.');
        var result = answer.body;
        var payload = { txRefId: result.txRefId, amount: value, currency: result.currency, method: config.method, txType: method, status: result.status };
        if (result.reason) payload.message = result.reason;
        status.textContent = result.status === 'success' ? 'Done: ' + value + ' ' + result.currency + '.' :
          result.status === 'pending' ? 'Pending: we will let you know.' : 'Failed: ' + (result.reason || 'the payment did not go through') + '.';
        // A completed payment ends the form, as a real cashier's receipt does: a second press (a double click whose
        // second half comes once the first payment has been answered) pays nothing more.
        if (result.status === 'success') completed = true;
        post(EVENTS[result.status] || 'TX_FAILED', payload);
      })
      .catch(function (error) {
        status.textContent = 'Failed: ' + error.message;
        post('TX_FAILED', { message: error.message, amount: value, method: config.method });
      })
      .finally(function () {
        busy = completed;
        setEnabled();
        post('DONE_LOADING');
        reportHeight();
      });
  });

  cancel.addEventListener('click', function () {
    if (busy) return;
    status.textContent = 'Cancelled.';
    post('TX_CANCELLED', { method: config.method });
  });

  window.addEventListener('message', function (event) {
    if (!hostOrigin || event.origin !== hostOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || typeof data.eventType !== 'string') return;
    switch (data.eventType) {
      case 'CASHIER_PAUSE': paused = true; setEnabled(); break;
      case 'CASHIER_RESUME': paused = false; setEnabled(); break;
      case 'UPDATE_DATA':
        if (data.payload && typeof data.payload === 'object') {
          var next = data.payload.config || data.payload;
          if (next.amount != null) amount.value = String(next.amount);
        }
        break;
      case 'SET_CSS':
        if (typeof data.payload === 'string' || (data.payload && typeof data.payload.css === 'string')) {
          var sheet = new CSSStyleSheet();
          sheet.replaceSync(typeof data.payload === 'string' ? data.payload : data.payload.css);
          document.adoptedStyleSheets = [sheet];
          reportHeight();
        }
        break;
      default:
        break;
    }
  });

  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.getElementById('app-container'));
  // Keys pressed here never reach the host page: Escape is told, so a dialog around the cashier closes.
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') post('APP_KEY_ESCAPE');
  });
  // The form shows once this script has filled it in and listens, as a real cashier renders its form from its
  // script: a player (or a test) cannot type an amount that the set-up above would then overwrite.
  form.hidden = false;
  post('CASHIER_INIT_LOAD');
  post('APP_VISIBLE');
  reportHeight();
})();
