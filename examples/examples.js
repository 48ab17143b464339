// Shared by the example pages: buttons that call window.casino, and a log of every casino-* event.
// The captcha stand-in is served from this origin (/captcha/api.js): an operator trusts its provider's script origin in
// code, never by attribute, so it may carry a nonce and the library's Trusted Types signature (docs/security.md).
window.casino?.configure({ trustedScriptOrigins: [window.location.origin] });
const EVENTS = ['casino-ready', 'casino-close', 'casino-signed-in', 'casino-signed-out', 'casino-error', 'casino-terms-accepted',
  'casino-signed-up', 'casino-account-exists', 'casino-sign-up-error', 'casino-account-activated', 'casino-message-action'];
// The account's tab and limit changes.
EVENTS.push('casino-limits-changed', 'casino-tab-change');
// The payment widgets' events, the cashier's messages among them.
EVENTS.push('casino-deposit-success', 'casino-withdraw-success', 'casino-bonus-selected', 'casino-cashier-init-load', 'casino-cashier-success',
  'casino-cashier-failure', 'casino-cashier-pending', 'casino-cashier-cancelled', 'casino-cashier-load-error', 'casino-cashier-transaction-init');
EVENTS.push('casino-document-uploaded', 'casino-source-of-wealth-submitted');
// Responsible gaming.
EVENTS.push('casino-test-submitted');
const log = document.querySelector('[data-event-log]');
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const from = event.target instanceof Element && event.target.id ? ` #${event.target.id}` : '';
    const line = `${new Date().toLocaleTimeString()} ${name}${from} ${JSON.stringify(event.detail)}\n`;
    log.textContent = line + log.textContent;
  });
}
for (const button of document.querySelectorAll('[data-open]')) {
  button.addEventListener('click', () => {
    const props = button.dataset.props ? JSON.parse(button.dataset.props) : {};
    window.casino.open(button.dataset.open, props);
  });
}
for (const button of document.querySelectorAll('[data-demo]')) {
  button.addEventListener('click', () => window.casino.openGame(button.dataset.demo, { mode: 'demo' }));
}
for (const button of document.querySelectorAll('[data-sign-out]')) {
  button.addEventListener('click', () => window.casino.signOut());
}
