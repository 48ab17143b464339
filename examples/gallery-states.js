// The gallery's states (examples/gallery.html): every element in each of its main states, set up from the
// sandbox's seed (its seeded players, docs/sandbox.md) and its fault injection. Each state starts from the seed,
// then applies its faults, then signs its player in (as the guide says the library keeps a session: the id in
// the tab's sessionStorage), then loads the library and places its markup. tests/e2e/gallery.spec.ts runs axe
// over every state of this list. The widget table's states follow this list's (examples/build/gallery-widgets.js,
// written by the build): those a row's `gallery` column gives, and a widget neither gives nor this list shows in
// its bare tag, signed out.
import { GALLERY_WIDGETS } from './build/gallery-widgets.js';

const SGA = 'jurisdiction="sga"';

/** @typedef {{ id: string, group: string, title: string, player?: string, faults?: object[], markup: string }} GalleryState */

/** @type {GalleryState[]} */
const LISTED = [
  // Signed out.
  { id: 'signin', group: 'Sign-in', title: 'Sign-in, signed out', markup: '<casino-signin hide-close></casino-signin>' },
  { id: 'signin-sga', group: 'Sign-in', title: 'Bank-ID sign-in (SGA)', markup: `<casino-signin hide-close ${SGA}></casino-signin>` },
  { id: 'signin-oauth', group: 'Sign-in', title: 'Bank-ID sign-in element', markup: `<casino-signin-oauth hide-close ${SGA}></casino-signin-oauth>` },
  { id: 'signin-signed-in', group: 'Sign-in', title: 'Sign-in, signed in (player@example.com)', player: 'player@example.com', markup: '<casino-signin hide-close></casino-signin>' },
  { id: 'get-started', group: 'Sign-up', title: 'Get started', markup: '<casino-get-started hide-close></casino-get-started>' },
  { id: 'signup-mga', group: 'Sign-up', title: 'Sign-up wizard, MGA', markup: '<casino-signup hide-close></casino-signup>' },
  { id: 'signup-sga', group: 'Sign-up', title: 'Sign-up wizard, SGA', markup: `<casino-signup hide-close ${SGA}></casino-signup>` },
  { id: 'signup-token', group: 'Sign-up', title: 'Token sign-up without a token', markup: '<casino-signup-token hide-close></casino-signup-token>' },
  { id: 'activation', group: 'Sign-up', title: 'Account activation', markup: '<casino-activation hide-close></casino-activation>' },
  { id: 'passwords', group: 'Password', title: 'Forgot password and reset password (no token)', markup: '<casino-forgot-password hide-close></casino-forgot-password><casino-reset-password hide-close></casino-reset-password>' },
  { id: 'unsubscribe', group: 'Subscriptions', title: 'Unsubscribe without a token', markup: '<casino-unsubscribe hide-close></casino-unsubscribe>' },
  { id: 'messages', group: 'Messages', title: 'Messages: welcome, activation required, restricted access', markup: '<casino-message hide-close kind="welcome"></casino-message><casino-message hide-close kind="activation-required"></casino-message><casino-message hide-close kind="restricted-access"></casino-message>' },
  { id: 'rg-header', group: 'Responsible gaming', title: 'The SGA links header', markup: `<casino-rg-header ${SGA}></casino-rg-header>` },
  { id: 'jackpots', group: 'Game floor', title: 'Jackpot total and jackpots in the page\'s currency (SEK), and a leaderboard, signed out', markup: '<casino-jackpot-total currency="SEK"></casino-jackpot-total><casino-jackpots currency="SEK"></casino-jackpots><casino-leaderboard tournament="spring-spins"></casino-leaderboard>' },
  { id: 'content', group: 'Content', title: 'The privacy policy; license logos, About us and the bonus policy render nothing on a platform without them (REST)', markup: '<casino-document name="privacy"></casino-document><casino-license-logos></casino-license-logos><casino-about-us></casino-about-us><casino-bonus-policy></casino-bonus-policy>' },
  { id: 'external', group: 'Content', title: 'External content: an address outside the operator\'s list, refused', markup: '<casino-external src="https://elsewhere.example/page"></casino-external>' },
  { id: 'chat', group: 'Content', title: 'Support chat: its button (the script loads on the first click)', markup: '<casino-chat script-url="/chat/widget.js" app-id="sandbox-app"></casino-chat>' },
  { id: 'pay-and-play', group: 'Payments', title: 'Pay and play, signed out (SGA)', markup: `<casino-pay-and-play hide-close ${SGA}></casino-pay-and-play>` },
  { id: 'account-signed-out', group: 'Account', title: 'Account, signed out (the sign-in instead)', markup: '<casino-account hide-close></casino-account>' },
  // Signed in.
  { id: 'account-inbox', group: 'Account', title: 'Account: inbox, and the message notice', player: 'player@example.com', markup: '<casino-message-notice></casino-message-notice><casino-account hide-close tab="inbox"></casino-account>' },
  { id: 'account-profile', group: 'Account', title: 'Account: profile', player: 'player@example.com', markup: '<casino-account hide-close tab="profile"></casino-account>' },
  { id: 'account-history', group: 'Account', title: 'Account: history', player: 'player@example.com', markup: '<casino-account hide-close tab="history"></casino-account>' },
  { id: 'account-bonuses', group: 'Account', title: 'Account: bonuses (bonus@example.com)', player: 'bonus@example.com', markup: '<casino-account hide-close tab="bonuses"></casino-account>' },
  { id: 'account-limits', group: 'Account', title: 'Account: responsible gaming limits (rg@example.com)', player: 'rg@example.com', markup: '<casino-account hide-close tab="responsible-gaming"></casino-account>' },
  { id: 'account-verify', group: 'Account', title: 'Account: verification with reviewed documents (kyc@example.com)', player: 'kyc@example.com', markup: '<casino-account hide-close tab="verify"></casino-account>' },
  { id: 'account-load-error', group: 'Account', title: 'Account: the platform down (503 on the inbox)', player: 'player@example.com', faults: [{ path: '/api/internalmessages', status: 503, code: 'Maintenance', times: 0 }], markup: '<casino-account hide-close tab="inbox"></casino-account>' },
  { id: 'subscriptions', group: 'Subscriptions', title: 'Subscriptions', player: 'player@example.com', markup: '<casino-subscriptions hide-close></casino-subscriptions>' },
  { id: 'terms-outdated', group: 'Terms', title: 'New terms to accept (terms@example.com)', player: 'terms@example.com', markup: '<casino-terms hide-close></casino-terms>' },
  { id: 'terms-error', group: 'Terms', title: 'Terms: the document does not load', player: 'terms@example.com', faults: [{ path: '/api/content/getdocument', status: 503, code: 'Maintenance', times: 0 }], markup: '<casino-terms hide-close></casino-terms>' },
  { id: 'deposit', group: 'Payments', title: 'Deposit with the bonus selector (bonus@example.com)', player: 'bonus@example.com', markup: '<casino-bonus-selector hide-close></casino-bonus-selector><casino-deposit hide-close></casino-deposit>' },
  { id: 'deposit-limit-used', group: 'Payments', title: 'Deposit with the limit used up (maxed@example.com)', player: 'maxed@example.com', markup: '<casino-deposit hide-close></casino-deposit>' },
  { id: 'deposit-blocked', group: 'Payments', title: 'Deposit with a payment block (paymentblock@example.com)', player: 'paymentblock@example.com', markup: '<casino-deposit hide-close></casino-deposit>' },
  { id: 'withdraw', group: 'Payments', title: 'Withdraw with bonuses that cancel (nowithdraw@example.com), and the bare cashier', player: 'nowithdraw@example.com', markup: '<casino-withdraw hide-close></casino-withdraw><casino-cashier hide-close kind="withdrawal"></casino-cashier>' },
  { id: 'games-signed-out', group: 'Games', title: 'Favourites and last played, signed out', markup: '<casino-game></casino-game><casino-favourites hide-close></casino-favourites><casino-last-played hide-close></casino-last-played>' },
  { id: 'games-empty', group: 'Games', title: 'Favourites and last played, none yet (player@example.com)', player: 'player@example.com', markup: '<casino-favourites hide-close></casino-favourites><casino-last-played hide-close></casino-last-played>' },
  { id: 'games-error', group: 'Games', title: 'Favourites: the platform down (503)', player: 'player@example.com', faults: [{ path: '/api/casino/favorites', status: 503, code: 'Maintenance', times: 0 }], markup: '<casino-favourites hide-close></casino-favourites>' },
  { id: 'source-of-wealth', group: 'Verification', title: 'Source-of-wealth declaration (sga@example.com)', player: 'sga@example.com', markup: `<casino-source-of-wealth hide-close ${SGA}></casino-source-of-wealth>` },
  { id: 'responsible-gaming', group: 'Responsible gaming', title: 'Self-test, panic button and session summary (sga@example.com)', player: 'sga@example.com', markup: `<casino-responsible-gaming-test hide-close ${SGA}></casino-responsible-gaming-test><casino-self-exclude hide-close ${SGA}></casino-self-exclude><casino-session-summary hide-close ${SGA}></casino-session-summary>` },
  { id: 'reality-check', group: 'Responsible gaming', title: 'Reality check (reality@example.com)', player: 'reality@example.com', markup: '<casino-reality-check hide-close></casino-reality-check>' },
];

/**
 * This list, then the states of the widget table's rows: those a row gives, else its bare tag signed out when this
 * list does not show it.
 * @param {Array<{ name: string, tag: string, states?: GalleryState[] }>} widgets
 * @returns {GalleryState[]}
 */
export function galleryStates(widgets) {
  const shown = new Set(LISTED.flatMap((state) => [...state.markup.matchAll(/<(casino-[\w-]+)/g)].map((match) => match[1])));
  return [
    ...LISTED,
    ...widgets.flatMap(({ name, tag, states }) => states ?? (shown.has(tag) ? [] : [
      { id: name, group: 'Widgets', title: `<${tag}>, signed out`, markup: `<${tag} hide-close></${tag}>` },
    ])),
  ];
}

export const GALLERY_STATES = galleryStates(GALLERY_WIDGETS);
