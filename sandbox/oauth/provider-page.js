// The identity provider's page in the operator's hidden iframe. Every second it reads its order and posts
// to the operator's page (only to the origin of the redirect URI the order was started with):
//   { type: 'location', href }  the link that opens the app on this device (once)
//   { type: 'cancel', href }    the link the operator calls (a beacon) to cancel the order (once)
//   { type: 'collect', isAppOpened, isError, isComplete, qrCode?, hintCode? }  the order's status
// When the order is approved it goes to the redirect URI with ?code=&state= (the operator's callback page).
const order = new URLSearchParams(location.search).get('order') ?? '';
const status = document.getElementById('status');
let linksSent = false;

function post(operator, message) {
  if (window.parent !== window) window.parent.postMessage(message, operator);
}

function say(text) {
  if (status && status.textContent !== text) status.textContent = text;
}

async function poll() {
  let view;
  try {
    const response = await fetch(`/oauth/api/orders/${encodeURIComponent(order)}`, { cache: 'no-store' });
    if (!response.ok) {
      say('This order is unknown.');
      return;
    }
    view = await response.json();
  } catch {
    setTimeout(poll, 1000);
    return;
  }
  const operator = view.operator;
  if (!linksSent) {
    post(operator, { type: 'location', href: view.links.location });
    post(operator, { type: 'cancel', href: view.links.cancel });
    linksSent = true;
  }
  post(operator, {
    type: 'collect',
    isAppOpened: view.isAppOpened,
    isError: view.isError,
    isComplete: view.isComplete,
    ...(view.qrCode ? { qrCode: view.qrCode } : {}),
    ...(view.isError ? { hintCode: view.status === 'cancelled' ? 'cancelled' : view.reason ?? 'failed' } : {}),
  });
  if (view.callback) {
    say('Approved. Signing in…');
    location.replace(view.callback);
    return;
  }
  if (view.isError) {
    say(`The order ended: ${view.status}${view.reason ? ` (${view.reason})` : ''}.`);
    return;
  }
  say(view.isAppOpened ? 'The app is open: approve there.' : 'Waiting for the app…');
  setTimeout(poll, 1000);
}

void poll();
