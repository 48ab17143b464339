/**
 * The OAuth redirect URI's page (dist/oauth-callback.html + dist/oauth-callback.js). The identity provider
 * sends the hidden iframe here with `?code=…&state=…`; this page hands that query to the widget and does
 * nothing else: no request, no storage. It posts to the window that framed it (or opened it) with its own
 * origin as the target, so the message reaches only a page of the operator's own origin, and the widget
 * accepts it only from its own iframe with the state it issued.
 *
 * Why postMessage and not a BroadcastChannel: a channel would hand the code to every tab of the origin,
 * could not be tied to the one iframe that started the sign-in, and is partitioned away from a framed
 * page in browsers that partition storage by top-level site; postMessage goes to exactly one window, whose
 * receiver checks the sending window and origin.
 */
import { CALLBACK_SOURCE, type CallbackMessage } from './callback-message.ts';

const query = location.search;
// The code is for the widget alone: off the address (and the history entry) at once.
history.replaceState(null, '', location.pathname);
const target: Window | null = window.parent !== window ? window.parent : (window.opener as Window | null);
if (target) {
  const message: CallbackMessage = { type: 'success', source: CALLBACK_SOURCE, query };
  target.postMessage(message, location.origin);
}
const status = document.getElementById('status');
if (status) status.textContent = target ? 'Signing in…' : 'Please go back to the page where you started the sign-in.';
