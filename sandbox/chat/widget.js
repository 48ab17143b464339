// The sandbox's support chat: a small third-party widget that behaves like a hosted chat (Intercom's command
// shape). The page loads it by script; it draws its own launcher panel in the page's light DOM and knows only what
// it is booted with. window.__sandboxChat keeps what it was told, for the tests.
(function () {
  if (typeof window.Intercom === 'function') return;
  var state = { loads: (window.__sandboxChat && window.__sandboxChat.loads) || 0, boots: [], shown: false, user: null };
  state.loads += 1;
  window.__sandboxChat = state;
  var panel = null;

  function draw() {
    if (!state.shown || !state.user) {
      if (panel) panel.remove();
      panel = null;
      return;
    }
    if (!panel) {
      panel = document.createElement('aside');
      panel.className = 'sandbox-chat';
      panel.setAttribute('aria-label', 'Support chat');
      panel.style.position = 'fixed';
      panel.style.right = '16px';
      panel.style.bottom = '16px';
      panel.style.padding = '12px 16px';
      panel.style.background = '#123';
      panel.style.color = '#fff';
      panel.style.borderRadius = '8px';
      document.body.append(panel);
    }
    panel.textContent = state.user.name ? 'Hello ' + state.user.name + ', how can we help?' : 'Hello, how can we help?';
  }

  window.Intercom = function (command, settings) {
    if (command === 'boot') {
      state.user = { app_id: (settings && settings.app_id) || '', name: (settings && settings.name) || '', user_id: (settings && settings.user_id) || '' };
      state.boots.push(state.user);
    } else if (command === 'show') {
      state.shown = true;
    } else if (command === 'shutdown') {
      state.user = null;
    }
    draw();
  };
})();
