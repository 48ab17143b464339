// Shared by the example pages: buttons that call window.casino, and a log of every casino-* event.
const EVENTS = ['casino-ready', 'casino-close', 'casino-signed-in', 'casino-signed-out', 'casino-error', 'casino-terms-accepted', 'casino-message-action'];
const log = document.querySelector('[data-event-log]');
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const line = `${new Date().toLocaleTimeString()} ${name} ${JSON.stringify(event.detail)}\n`;
    log.textContent = line + log.textContent;
  });
}
for (const button of document.querySelectorAll('[data-open]')) {
  button.addEventListener('click', () => {
    const props = button.dataset.props ? JSON.parse(button.dataset.props) : {};
    window.casino.open(button.dataset.open, props);
  });
}
for (const button of document.querySelectorAll('[data-sign-out]')) {
  button.addEventListener('click', () => window.casino.signOut());
}
