/**
 * What the cashier's frame needs once it is created, to read what its iframes send: the channel, each message's
 * check and what the frame does with it (a height, a transaction's result, a customer identified, the opt-in calls
 * on the page). A chunk of its own, which the frame starts loading when it mounts (beside the cashier's set-up
 * read) rather than before the widget shows; a message that comes before it is here is kept and read then
 * (cashier-frame.tsx).
 */
export { openCashierChannel } from './channel.ts';
export { codeChallenge, deviceId, heightOf, INBOUND, safeRedirect } from './protocol.ts';
export { executeAuthorizeMethod, setUpAuthorizeScript } from './authorize.ts';
export { handleFrameMessage } from './frame-handler.ts';
