// The sandbox casino provider's framework script: a third party the page loads, with its own dialogs, its own
// timing and its own session (a token in the page's sessionStorage, sent to its own origin). It defines
// window.AsgFramework with the calls the product uses and reports to the listeners the page sets.
(function () {
  'use strict';
  if (window.AsgFramework) return;

  var TOKEN_KEY = 'asg-framework.token';
  var config = null;
  var player = null; // { id, name }
  var onStatus = null;
  var onGames = null;
  var gameDialog = null;
  var sheet = null;

  function token() {
    try { return sessionStorage.getItem(TOKEN_KEY); } catch (e) { return null; }
  }
  function keep(value) {
    try { if (value) sessionStorage.setItem(TOKEN_KEY, value); else sessionStorage.removeItem(TOKEN_KEY); } catch (e) { /* private mode */ }
  }

  function api(method, path, body) {
    var headers = { 'Content-Type': 'application/json' };
    var held = token();
    if (held) headers['X-Asg-Token'] = held;
    return fetch(config.host + path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (json) {
          if (!response.ok) throw new Error((json && json.Message) || 'The provider could not do that.');
          return json;
        });
      });
  }

  function report(status, extra) {
    if (!onStatus) return;
    var update = { status: status };
    if (extra) for (var key in extra) update[key] = extra[key];
    try { onStatus(update); } catch (error) { console.error('[AsgFramework] status listener failed', error); }
  }

  function sendGames() {
    return api('GET', '/games').then(function (games) {
      if (onGames) try { onGames(games); } catch (error) { console.error('[AsgFramework] games listener failed', error); }
    }).catch(function () { /* no list this time */ });
  }

  // Its own look: a stylesheet adopted by the document (no inline style, so a strict page policy holds).
  function styles() {
    if (sheet || !('adoptedStyleSheets' in document)) return;
    sheet = new CSSStyleSheet();
    sheet.replaceSync([
      '.asg-dialog{border:3px solid #c9a227;border-radius:2px;padding:0;width:min(22rem,90vw);font:15px Georgia,serif;background:#1d1a14;color:#f5ecd0}',
      '.asg-dialog::backdrop{background:rgba(10,8,2,.7)}',
      '.asg-dialog header{display:flex;justify-content:space-between;align-items:center;background:#c9a227;color:#1d1a14;padding:.4rem .8rem}',
      '.asg-dialog h2{margin:0;font-size:1.05rem;text-transform:uppercase;letter-spacing:.06em}',
      '.asg-dialog .asg-body{padding:1rem .8rem;display:grid;gap:.6rem}',
      '.asg-dialog label{display:grid;gap:.2rem}',
      '.asg-dialog input{font:inherit;padding:.3rem;border:1px solid #c9a227;background:#fffbea;color:#1d1a14}',
      '.asg-dialog button{font:inherit;cursor:pointer;border:1px solid #c9a227;background:#c9a227;color:#1d1a14;padding:.35rem .8rem}',
      '.asg-dialog .asg-close{background:transparent;border:0;font-size:1.3rem;line-height:1;padding:0 .2rem}',
      '.asg-dialog .asg-error{color:#ff8a80;margin:0}',
    ].join('\n'));
    document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
  }

  var count = 0;
  function dialog(title, fill) {
    styles();
    var element = document.createElement('dialog');
    element.className = 'asg-dialog';
    var id = 'asg-title-' + (++count);
    element.setAttribute('aria-labelledby', id);
    var header = document.createElement('header');
    var heading = document.createElement('h2');
    heading.id = id;
    heading.textContent = title;
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'asg-close';
    close.setAttribute('aria-label', 'Close');
    close.textContent = '\u00d7';
    close.addEventListener('click', function () { element.close(); });
    header.append(heading, close);
    var body = document.createElement('div');
    body.className = 'asg-body';
    element.append(header, body);
    element.addEventListener('close', function () { element.remove(); });
    fill(body, element);
    document.body.append(element);
    element.showModal();
    return element;
  }

  function paragraph(text) {
    var p = document.createElement('p');
    p.textContent = text;
    return p;
  }

  function field(label, name, type, autocomplete) {
    var wrap = document.createElement('label');
    var input = document.createElement('input');
    input.name = name;
    input.type = type;
    input.autocomplete = autocomplete;
    input.required = true;
    wrap.append(label, input);
    return wrap;
  }

  function info(title, text) {
    return function () {
      dialog(title, function (body, element) {
        body.append(paragraph(text));
        var ok = document.createElement('button');
        ok.type = 'button';
        ok.textContent = 'OK';
        ok.addEventListener('click', function () { element.close(); });
        body.append(ok);
      });
    };
  }

  window.AsgFramework = Object.freeze({
    init: function (options) {
      config = { host: String(options.host || '').replace(/\/+$/, ''), brandId: options.brandId, brandDomain: options.brandDomain, language: options.language };
      // Its own pace: it looks up its session, then says it is ready.
      setTimeout(function () {
        var check = token() ? api('GET', '/session') : Promise.resolve({ signedIn: false });
        check.catch(function () { return { signedIn: false }; }).then(function (session) {
          player = session.signedIn ? { id: session.playerId, name: session.name } : null;
          if (!player) keep(null);
          report('ready', player ? { playerId: player.id } : null);
          if (player) report('signed-in', { playerId: player.id });
          sendGames();
        });
      }, 150);
    },
    showLogin: function () {
      dialog('Log in', function (body, element) {
        var form = document.createElement('form');
        form.className = 'asg-body';
        var error = document.createElement('p');
        error.className = 'asg-error';
        error.setAttribute('role', 'alert');
        var submit = document.createElement('button');
        submit.type = 'submit';
        submit.textContent = 'Log in';
        form.append(field('Username or e-mail', 'login', 'text', 'username'), field('Password', 'password', 'password', 'current-password'), error, submit);
        form.addEventListener('submit', function (event) {
          event.preventDefault();
          submit.disabled = true;
          submit.textContent = 'Logging in\u2026';
          error.textContent = '';
          api('POST', '/login', { login: form.elements.login.value, password: form.elements.password.value })
            .then(function (answer) {
              keep(answer.token);
              player = { id: answer.playerId };
              // It closes its dialog, then tells.
              setTimeout(function () {
                element.close();
                report('signed-in', { playerId: answer.playerId });
              }, 250);
            })
            .catch(function (failure) {
              error.textContent = failure.message;
              submit.disabled = false;
              submit.textContent = 'Log in';
            });
        });
        body.replaceWith(form);
      });
    },
    showRegistration: info('Open an account', 'Accounts are opened at Sandbox Provider\u2019s registration desk.'),
    showMyAccount: function () {
      if (!player) return window.AsgFramework.showLogin();
      dialog('My account', function (body) {
        body.append(paragraph('Player ' + player.id));
        api('GET', '/balance').then(function (balance) {
          body.append(paragraph('Balance ' + balance.amount.toFixed(2) + ' ' + balance.currency));
        }).catch(function () { /* shown without */ });
      });
    },
    showDeposit: info('Deposit', 'The provider\u2019s cashier takes deposits.'),
    showWithdraw: info('Withdraw', 'The provider\u2019s cashier pays withdrawals.'),
    showContactUs: info('Contact us', 'Write to support@provider.example.'),
    logout: function () {
      return api('POST', '/logout').catch(function () { return null; }).then(function () {
        keep(null);
        var was = player;
        player = null;
        if (was) setTimeout(function () { report('signed-out'); }, 100);
        return true;
      });
    },
    isLoggedIn: function () {
      return player !== null;
    },
    getDisplayBalance: function () {
      return api('GET', '/balance');
    },
    loadGame: function (identifier, mode) {
      if (gameDialog) gameDialog.close();
      gameDialog = dialog('Playing', function (body) {
        body.append(paragraph(identifier + ' (' + (mode === 'd' ? 'demo' : 'real') + ')'));
      });
      gameDialog.addEventListener('close', function () { gameDialog = null; });
    },
    setLoadGameClosed: function () {
      if (gameDialog) gameDialog.close();
    },
    setOnSessionStatusUpdate: function (listener) {
      onStatus = typeof listener === 'function' ? listener : null;
    },
    setOnGamesListUpdated: function (listener) {
      onGames = typeof listener === 'function' ? listener : null;
    },
  });
})();
