/**
 * The widgets, one row each: the element (its definition holds the tag, the loader of its feature's chunk and
 * the texts of custom-elements.json), its feature's folder, the space casino-elements.css holds for it while it
 * loads, the address parameters that open it and its gallery states. Element registration (elements/index.ts),
 * the query-string triggers (elements/runtime/query-trigger-table.ts) and the reserved-space test
 * (tests/unit/build/reserved-space.test.ts) read it, and features/toolkit/host's WidgetName is its rows' names;
 * the build reads its build-time columns (reserved: dist/casino-elements.css; gallery:
 * examples/build/gallery-widgets.js). Each widget's tag is casino-<its name> (the compiler holds each row to it),
 * so window.casino opens a widget by name. A new widget is a row here and its element file.
 *
 * Importing it defines nothing: the element modules build their classes only, so elements/runtime/address-tokens.ts
 * can read the triggers (and take tokens out of the address) before any element is defined.
 */
import type { PageNeed } from '../adapters/operations.ts';
import type { WidgetDefinition } from './runtime/element-definition.ts';
import { CasinoAboutUsElement } from './casino-about-us.ts';
import { CasinoAccountElement } from './casino-account.ts';
import { CasinoActivationElement } from './casino-activation.ts';
import { CasinoBonusPolicyElement } from './casino-bonus-policy.ts';
import { CasinoBonusSelectorElement } from './casino-bonus-selector.ts';
import { CasinoCashierElement } from './casino-cashier.ts';
import { CasinoChatElement } from './casino-chat.ts';
import { CasinoDepositElement } from './casino-deposit.ts';
import { CasinoDocumentElement } from './casino-document.ts';
import { CasinoExternalElement } from './casino-external.ts';
import { CasinoFavouritesElement } from './casino-favourites.ts';
import { CasinoForgotPasswordElement } from './casino-forgot-password.ts';
import { CasinoGameElement } from './casino-game.ts';
import { CasinoGetStartedElement } from './casino-get-started.ts';
import { CasinoJackpotTotalElement } from './casino-jackpot-total.ts';
import { CasinoJackpotsElement } from './casino-jackpots.ts';
import { CasinoLeaderboardElement } from './casino-leaderboard.ts';
import { CasinoLastPlayedElement } from './casino-last-played.ts';
import { CasinoLicenseLogosElement } from './casino-license-logos.ts';
import { CasinoMessageNoticeElement } from './casino-message-notice.ts';
import { CasinoMessageElement } from './casino-message.ts';
import { CasinoPayAndPlayElement } from './casino-pay-and-play.ts';
import { CasinoRealityCheckElement } from './casino-reality-check.ts';
import { CasinoResetPasswordElement } from './casino-reset-password.ts';
import { CasinoResponsibleGamingTestElement } from './casino-responsible-gaming-test.ts';
import { CasinoRgHeaderElement } from './casino-rg-header.ts';
import { CasinoSelfExcludeElement } from './casino-self-exclude.ts';
import { CasinoSessionSummaryElement } from './casino-session-summary.ts';
import { CasinoSignInOAuthElement } from './casino-signin-oauth.ts';
import { CasinoSignInElement } from './casino-signin.ts';
import { CasinoSignUpTokenElement } from './casino-signup-token.ts';
import { CasinoSignUpElement } from './casino-signup.ts';
import { CasinoSourceOfWealthElement } from './casino-source-of-wealth.ts';
import { CasinoSubscriptionsElement } from './casino-subscriptions.ts';
import { CasinoTermsElement } from './casino-terms.ts';
import { CasinoUnsubscribeElement } from './casino-unsubscribe.ts';
import { CasinoWithdrawElement } from './casino-withdraw.ts';

/**
 * A query-string trigger (spec 002 section 2.1): a page opened with these parameters (say, from an email link)
 * opens the row's widget prefilled. A row whose widget this version lacks opens nothing (openWidget says so).
 */
export interface TriggerRow {
  /** Every one of these must be present for the trigger to fire, with a value unless the row is `bare`. */
  readonly requires: readonly string[];
  /** Its parameters are flags: `?deposit` fires it as `?deposit=1` does (spec 002 section 2.1). */
  readonly bare?: boolean;
  /** Optional parameters it also reads (and removes from the address). */
  readonly optional?: readonly string[];
  readonly props: (params: URLSearchParams) => Record<string, unknown>;
}

export interface WidgetRow {
  /** The element class: `definition` is its tag, its loader and its manifest texts. */
  readonly element: CustomElementConstructor & { readonly definition: WidgetDefinition };
  /** Its feature's folder under features/, the one its loader renders. */
  readonly feature: string;
  /**
   * The height casino-elements.css holds for it until it has rendered, in px: its first view on a phone (360 px
   * wide); `variants` are the other first views the stylesheet knows (a message kind, a jurisdiction).
   */
  readonly reserved?: { readonly height: number; readonly variants?: Readonly<Record<string, number>> };
  /**
   * What it uses of the platform (capabilities, or operations it cannot do without), or how its attributes
   * say so: collected for the tags on the page (elements/runtime/page-needs.ts), they are what createPlatform requires.
   */
  readonly needs: readonly PageNeed[] | ((element: Element) => readonly PageNeed[]);
  /** The address parameters that open it; of all rows' triggers, in table order, the first the address matches wins. */
  readonly triggers?: readonly TriggerRow[];
  /**
   * Its states in the gallery (examples/gallery.html, and the axe run over it): without them, and with no state of
   * examples/gallery-states.js showing it, its bare tag signed out. Read by the build only (scripts/gallery-widgets.mjs).
   */
  readonly gallery?: readonly GalleryState[];
}

/**
 * A state of the gallery, set up from the sandbox's seed (docs/sandbox.md): its faults, then its player signed in,
 * then its markup placed.
 */
export interface GalleryState {
  readonly id: string;
  readonly group: string;
  readonly title: string;
  /** A seeded player (password Secret123!); signed out without. */
  readonly player?: string;
  /** The sandbox's fault injection, as its control API takes them. */
  readonly faults?: readonly object[];
  readonly markup: string;
}

/** The deposit's props from the REST platform's link: each of method, amount and bonus code when it has a usable value. */
function depositPrefill(params: URLSearchParams): Record<string, unknown> {
  const method = params.get('method')?.trim();
  const amount = Number(params.get('amount'));
  const bonusCode = params.get('bonusCode')?.trim();
  return {
    ...(method ? { method } : {}),
    ...(params.get('amount') && Number.isFinite(amount) && amount > 0 ? { amount } : {}),
    ...(bonusCode ? { bonusCode } : {}),
  };
}

/** The account's tab (the `tab` attribute, the inbox when absent) and what it uses. */
const ACCOUNT_TAB_NEEDS: Readonly<Record<string, readonly PageNeed[]>> = {
  inbox: ['inbox'],
  profile: ['profileEditing'],
  history: ['history'],
  'responsible-gaming': ['limits', 'blocks', 'selfExclusion'],
  bonuses: ['bonuses'],
  'bonus-code': ['bonuses'],
  subscriptions: ['subscriptions'],
  verify: ['kyc'],
};

function accountNeeds(element: Element): readonly PageNeed[] {
  const tab = (element.getAttribute('tab') ?? '').trim().toLowerCase() || 'inbox';
  return ACCOUNT_TAB_NEEDS[tab] ?? [];
}

// The cashier's first view: its loading line, then the iframe's own.
const CASHIER_SPACE = { height: 187 };

export const WIDGET_TABLE = deepFreeze({
  signin: { element: CasinoSignInElement, feature: 'signin', needs: ['signIn', 'oauthSignIn'], reserved: { height: 385 } },
  message: {
    element: CasinoMessageElement,
    feature: 'message',
    needs: [],
    reserved: { height: 211, variants: { 'kind="restricted-access"': 261 } },
    // The payment provider's return (spec 002 §2.1): the message widget reads the status (an unknown one says so).
    triggers: [{ requires: ['payment-status'], props: (params) => ({ kind: `payment-${params.get('payment-status')}` }) }],
  },
  terms: { element: CasinoTermsElement, feature: 'terms', needs: ['terms', 'termsAcceptance'] },
  cashier: { element: CasinoCashierElement, feature: 'cashier', needs: ['cashier'], reserved: CASHIER_SPACE },
  deposit: {
    element: CasinoDepositElement,
    feature: 'deposit',
    needs: ['cashier'],
    reserved: CASHIER_SPACE,
    triggers: [
      // The realtime platform's link (spec 002 §2.1): `?deposit` or `?deposit=1`.
      { requires: ['deposit'], bare: true, props: () => ({}) },
      // The REST platform's (spec 002 §2.1): ?method=&amount=&bonusCode= opens the deposit prefilled; an amount
      // or a bonus code alone opens it too, the player then picks the method.
      { requires: ['method'], optional: ['amount', 'bonusCode'], props: depositPrefill },
      { requires: ['amount'], optional: ['bonusCode'], props: depositPrefill },
      { requires: ['bonusCode'], props: depositPrefill },
    ],
  },
  withdraw: {
    element: CasinoWithdrawElement,
    feature: 'withdraw',
    needs: ['cashier'],
    reserved: CASHIER_SPACE,
    triggers: [{ requires: ['withdraw'], bare: true, props: () => ({}) }],
  },
  'pay-and-play': { element: CasinoPayAndPlayElement, feature: 'pay-and-play', needs: ['payAndPlay'], reserved: CASHIER_SPACE },
  'bonus-selector': { element: CasinoBonusSelectorElement, feature: 'bonus-selector', needs: ['bonuses'] },
  // Sweden (SGA): the sign-up opens on the bank-ID identification step, shorter than the form.
  signup: { element: CasinoSignUpElement, feature: 'signup', needs: ['signUp'], reserved: { height: 649, variants: { 'jurisdiction sga': 380 } } },
  activation: {
    element: CasinoActivationElement,
    feature: 'activation',
    needs: ['activation'],
    reserved: { height: 362 },
    triggers: [
      // An activation link: ?email=...&code=... opens the activation form prefilled.
      { requires: ['email', 'code'], props: (params) => ({ email: params.get('email'), code: params.get('code') }) },
      // The realtime platform's: its e-mails append the key to the address the adapter gives.
      { requires: ['activation-key'], props: (params) => ({ code: params.get('activation-key') }) },
    ],
  },
  'get-started': { element: CasinoGetStartedElement, feature: 'get-started', needs: ['smsOtp'], reserved: { height: 281 } },
  account: { element: CasinoAccountElement, feature: 'account', needs: accountNeeds, reserved: { height: 385 } },
  'jackpot-total': { element: CasinoJackpotTotalElement, feature: 'jackpot-total', needs: ['jackpots'], reserved: { height: 140 } },
  jackpots: { element: CasinoJackpotsElement, feature: 'jackpots', needs: ['jackpots'], reserved: { height: 250 } },
  leaderboard: {
    element: CasinoLeaderboardElement,
    feature: 'leaderboard',
    needs: ['tournaments'],
    reserved: { height: 200 },
    gallery: [{ id: 'tournaments', group: 'Game floor', title: 'Leaderboards: the open tournament (Join) and the finished one (player@example.com)', player: 'player@example.com', markup: '<casino-leaderboard tournament="spring-spins"></casino-leaderboard><casino-leaderboard tournament="winter-wheels"></casino-leaderboard>' }],
  },
  'message-notice': { element: CasinoMessageNoticeElement, feature: 'inbox', needs: ['inbox'] },
  'forgot-password': { element: CasinoForgotPasswordElement, feature: 'forgot-password', needs: ['passwordReset'], reserved: { height: 377 } },
  'reset-password': {
    element: CasinoResetPasswordElement,
    feature: 'reset-password',
    needs: ['passwordReset'],
    reserved: { height: 272 },
    triggers: [
      // The reset-password e-mail's link: ?token=...&username=...
      { requires: ['token', 'username'], props: (params) => ({ token: params.get('token'), username: params.get('username') }) },
      // The realtime platform's.
      { requires: ['reset-pw-key'], props: (params) => ({ token: params.get('reset-pw-key') }) },
    ],
  },
  subscriptions: { element: CasinoSubscriptionsElement, feature: 'subscriptions', needs: ['subscriptions'], reserved: { height: 137 } },
  unsubscribe: {
    element: CasinoUnsubscribeElement,
    feature: 'unsubscribe',
    needs: [],
    reserved: { height: 124 },
    // An unsubscribe link: ?unsubToken=...
    triggers: [{ requires: ['unsubToken'], props: (params) => ({ token: params.get('unsubToken') }) }],
  },
  'signup-token': { element: CasinoSignUpTokenElement, feature: 'signup-token', needs: ['tokenSignUp'], reserved: { height: 497 } },
  'source-of-wealth': { element: CasinoSourceOfWealthElement, feature: 'source-of-wealth', needs: ['sourceOfWealth'] },
  'signin-oauth': { element: CasinoSignInOAuthElement, feature: 'signin-oauth', needs: ['oauthSignIn'] },
  'self-exclude': { element: CasinoSelfExcludeElement, feature: 'self-exclude', needs: ['selfExclusion'] },
  'responsible-gaming-test': { element: CasinoResponsibleGamingTestElement, feature: 'responsible-gaming-test', needs: ['responsibleGamingTest'] },
  // The game overlay: no space on the page (a full-screen dialog once a game opens).
  game: { element: CasinoGameElement, feature: 'game', needs: ['games'] },
  favourites: { element: CasinoFavouritesElement, feature: 'favourites', needs: ['favourites'], reserved: { height: 137 } },
  'last-played': { element: CasinoLastPlayedElement, feature: 'last-played', needs: ['lastPlayed'], reserved: { height: 137 } },
  'reality-check': { element: CasinoRealityCheckElement, feature: 'reality-check', needs: ['realityCheck'] },
  'session-summary': { element: CasinoSessionSummaryElement, feature: 'session-summary', needs: ['sessionSummary'] },
  // The responsible gaming links (Spelpaus, Spelgränser, Självtest): one row, at the top of the page.
  'rg-header': { element: CasinoRgHeaderElement, feature: 'rg-header', needs: [], reserved: { height: 44 } },
  // The content elements: the platform's license logos, info pages and documents (nothing where it has none).
  'about-us': { element: CasinoAboutUsElement, feature: 'document', needs: ['infoPages'] },
  'bonus-policy': { element: CasinoBonusPolicyElement, feature: 'document', needs: ['infoPages'] },
  document: { element: CasinoDocumentElement, feature: 'document', needs: ['documents'] },
  'license-logos': { element: CasinoLicenseLogosElement, feature: 'document', needs: ['licenseLogos'] },
  // Another site's page, framed or linked: nothing of the platform.
  external: { element: CasinoExternalElement, feature: 'external', needs: [] },
  // The operator's support chat, loaded on demand: a third party's script, nothing of the platform.
  chat: { element: CasinoChatElement, feature: 'chat', needs: [] },
} satisfies Readonly<Record<string, WidgetRow>>);

/** The widgets' names: features/toolkit/host's WidgetName is these (declaration merging below). */
export type WidgetTableName = keyof typeof WIDGET_TABLE;

declare module '../features/toolkit/host/host-context.tsx' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the table's rows
  interface WidgetNames extends Record<WidgetTableName, true> {}
}

/** Each row's tag is casino-<its name>, so window.casino opens a widget by name: the compiler refuses another tag. */
export type TagsFollowNames = AssertAll<{ [N in WidgetTableName]: (typeof WIDGET_TABLE)[N]['element']['definition']['tag'] extends `casino-${N}` ? true : false }>;
type AssertAll<T extends Record<string, true>> = T;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) {
      // Element classes stay as they are: freezing one would stop its static fields.
      if (typeof inner !== 'function') deepFreeze(inner);
    }
  }
  return value;
}
