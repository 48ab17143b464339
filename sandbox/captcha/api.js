// The sandbox's stand-in for reCAPTCHA v2's api.js (explicit render), served at /captcha/api.js: the same
// browser interface (window.grecaptcha.ready/render/getResponse/reset, ?onload=<name>&render=explicit), a
// checkbox instead of Google's puzzle, and tokens from the sandbox (POST /captcha/token) so nothing leaves
// the machine. A classic script that a CSP of `script-src 'self'` allows: no eval, no inline handlers,
// styles set through the CSSOM (element.style), never through a style attribute.
(function () {
  'use strict';
  var script = document.currentScript;
  var source = new URL(script && script.src ? script.src : '/captcha/api.js', document.baseURI);
  var tokenUrl = new URL('/captcha/token', source).href;
  // The token's lifetime on the sandbox: after it the box unticks and expired-callback runs, as reCAPTCHA's does.
  var LIFETIME_MS = 2 * 60 * 1000;
  var widgets = [];

  function styleOf(element, rules) {
    for (var name in rules) element.style.setProperty(name, rules[name]);
  }

  function call(fn, value) {
    if (typeof fn === 'function') fn(value);
    else if (typeof fn === 'string' && typeof window[fn] === 'function') window[fn](value);
  }

  function widgetOf(id) {
    var widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return widget;
  }

  function clear(widget) {
    widget.token = '';
    widget.box.checked = false;
    widget.box.disabled = false;
    if (widget.timer) clearTimeout(widget.timer);
    widget.timer = null;
  }

  function solve(widget) {
    widget.box.disabled = true;
    widget.status.textContent = 'Verifying…';
    fetch(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sitekey: widget.sitekey }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok || typeof body.token !== 'string') throw new Error(body.Message || 'The captcha could not be verified.');
          return body.token;
        });
      })
      .then(function (token) {
        widget.token = token;
        widget.box.disabled = false;
        widget.box.checked = true;
        widget.status.textContent = 'Verified';
        widget.timer = setTimeout(function () {
          clear(widget);
          widget.status.textContent = 'Verification expired. Check the checkbox again.';
          call(widget.params['expired-callback']);
        }, LIFETIME_MS);
        call(widget.params.callback, token);
      })
      .catch(function (error) {
        clear(widget);
        widget.status.textContent = error && error.message ? error.message : 'The captcha could not be verified.';
        call(widget.params['error-callback']);
      });
  }

  function render(container, params) {
    var host = typeof container === 'string' ? document.getElementById(container) : container;
    if (!host || typeof host.appendChild !== 'function') throw new Error('reCAPTCHA placeholder element must be an element or id');
    params = params || {};
    var dark = params.theme === 'dark';
    var id = widgets.length;
    var frame = document.createElement('div');
    frame.className = 'sandbox-captcha';
    styleOf(frame, {
      display: 'inline-flex', 'align-items': 'center', gap: '0.75em', padding: '0.75em 1em',
      border: '1px solid ' + (dark ? '#5f6368' : '#d3d3d3'), 'border-radius': '3px',
      background: dark ? '#222' : '#f9f9f9', color: dark ? '#fff' : '#000', font: '14px/1.4 system-ui, sans-serif',
    });
    var label = document.createElement('label');
    styleOf(label, { display: 'inline-flex', 'align-items': 'center', gap: '0.5em', cursor: 'pointer' });
    var box = document.createElement('input');
    box.type = 'checkbox';
    styleOf(box, { width: '1.5em', height: '1.5em', margin: '0' });
    label.appendChild(box);
    label.appendChild(document.createTextNode("I'm not a robot"));
    var status = document.createElement('span');
    status.setAttribute('role', 'status');
    styleOf(status, { 'font-size': '0.85em' });
    var mark = document.createElement('span');
    mark.textContent = 'sandbox captcha';
    styleOf(mark, { 'font-size': '0.7em', opacity: '0.7' });
    frame.appendChild(label);
    frame.appendChild(status);
    frame.appendChild(mark);
    host.appendChild(frame);
    var widget = { id: id, params: params, sitekey: String(params.sitekey || ''), box: box, status: status, token: '', timer: null };
    widgets.push(widget);
    box.addEventListener('change', function () {
      if (box.checked) {
        // Ticked: it stays ticked (and disabled) while the sandbox answers, and unticks if that fails.
        solve(widget);
      } else {
        clear(widget);
        status.textContent = '';
      }
    });
    return id;
  }

  window.grecaptcha = {
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    render: render,
    getResponse: function (id) {
      return widgetOf(id).token;
    },
    reset: function (id) {
      var widget = widgetOf(id);
      clear(widget);
      widget.status.textContent = '';
    },
  };

  var onload = source.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
