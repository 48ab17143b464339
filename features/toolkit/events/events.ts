import type { KycDocumentType, LimitPeriod, LimitType } from '../../../adapters/contract.ts';

/**
 * Every event the elements emit, in one map: `casino-<name>`, a CustomEvent that bubbles out of the
 * shadow root (composed), its detail typed here. `GlobalEventHandlersEventMap` is built from this map,
 * and the elements' manifest (custom-elements.json) takes each event's description and detail type from
 * it, so an event is added here once. r2wc-style `events` options are not used: they lower-case names
 * and do not bubble.
 */
export interface CasinoEventDetails extends CashierEvents {
  /** A widget rendered and is ready for input (not with `no-ready`). */
  'casino-ready': { widget: string };
  /** The widget asked to be closed: its close button inline; in a modal, also Escape, the backdrop or the browser's back. */
  'casino-close': { widget: string };
  /** A player signed in (password, SMS code, activation, sign-up's automatic sign-in or a token); on document when the player signed in in the provider's own view. */
  'casino-signed-in': { userId: string };
  /** On the element that signed out, or on document when no element did (another tab, expiry, window.casino). */
  'casino-signed-out': { reason: SignOutReason };
  /** The player accepted new terms and conditions (their version, where the platform numbers them). */
  'casino-terms-accepted': { version?: number };
  /** Every error a widget shows is also emitted: the catalogue key (null for a non-platform error) and the text. */
  'casino-error': { key: string | null; message: string };
  /** A sign-up succeeded (the account exists; activation and sign-in may follow). */
  'casino-signed-up': { userId: string };
  /** Sign-up found an account with this email or phone (no message is shown for it by the platform). */
  'casino-account-exists': { field: 'email' | 'phone' | 'username' };
  /** A sign-up submit failed: the catalogue key and the text shown. */
  'casino-sign-up-error': { key: string | null; message: string };
  /** The account was activated; signedIn: the activation also signed the player in. */
  'casino-account-activated': { signedIn: boolean };
  /** An inbox message's call to action that is not a link: the host page acts on it. */
  'casino-message-action': { messageId: string; action: string };
  /** The player picked another tab of the account (also reflected to the `tab` attribute), so a framework can keep it in its state. */
  'casino-tab-change': { tab: string };
  /** A deposit went through; the wallet is refreshed on every element of the page. */
  'casino-deposit-success': DepositSuccessDetail;
  /** A withdrawal was completed or is pending. */
  'casino-withdraw-success': DepositSuccessDetail;
  /** A limit was set, changed or removed in the account's responsible-gaming tab (a raise may still wait for its cool-down). */
  'casino-limits-changed': { type: LimitType; period: LimitPeriod };
  /** The bonus chosen in the bonus selector (null: without a bonus). */
  'casino-bonus-selected': { code: string | null };
  /** A game opened in <casino-game>'s overlay: its id and the play mode (real or demo). */
  'casino-game-opened': { gameId: string; mode: 'real' | 'demo' };
  /** The game overlay closed (its close button, Escape, the browser's Back or casino.closeGame()). */
  'casino-game-closed': { gameId: string; mode: 'real' | 'demo' };
  /** A favourite toggle went through (on: now a favourite); a failed one is rolled back and emits casino-error. */
  'casino-favourite-changed': { gameId: string; on: boolean };
  /** A verification document was uploaded from the account's Verify tab (its review follows); type as uploaded. */
  'casino-document-uploaded': { type: KycDocumentType };
  /** The player submitted the source-of-wealth declaration. */
  'casino-source-of-wealth-submitted': { currency: string };
  /** The player opted in to a tournament from its leaderboard. */
  'casino-tournament-joined': { tournamentId: string };
  /**
   * A step of the player's funnel (docs/integration.md, "Analytics"): sign-up step shown or completed, deposit opened,
   * succeeded or failed, a limit set, a dialog opened. No personal data; `<casino-platform analytics="datalayer">` pushes each to window.dataLayer.
   */
  'casino-funnel': FunnelDetail;
  /** The responsible gaming test's score was sent: the points and their band (no-issue, some-risk, elevated-risk, problem-gambling). */
  'casino-test-submitted': { score: number; band: string };
}

/**
 * The detail of `casino-funnel`: the step's name, the widget it happened in (the dialog's own widget for
 * dialog-opened) and the step's own fields. No personal data by construction: names, counts, an amount and its
 * currency, a limit's kind; never an email, a name, a player id, a session id or a transaction reference.
 * The sign-up's step: its id, its place and the count of steps planned.
 */
export type FunnelDetail = { name: 'sign-up-step-shown' | 'sign-up-step-completed'; widget: string; step: string; stepNumber: number; stepCount: number }
  | { name: 'deposit-opened' | 'deposit-failed'; widget: string }
  | { name: 'deposit-succeeded'; widget: string; amount?: number; currency?: string }
  | { name: 'limit-set'; widget: string; limitType: LimitType; period: LimitPeriod }
  | { name: 'dialog-opened'; widget: string; forced: boolean };

export type SignOutReason = 'player' | 'session-expired' | 'other-tab' | 'terms-declined' | 'self-excluded' | 'take-a-break';

export interface DepositSuccessDetail {
  amount?: number;
  currency?: string;
  txRefId?: string;
  /** The cashier's TX_SUCCESS payload as it came. */
  payload?: unknown;
}

/** A cashier message's payload that is an object of the cashier's own fields, or nothing. */
type CashierRecord = { readonly [field: string]: unknown } | null | undefined;
type CashierHeight = number | string | { readonly height: number };

/**
 * Every message the cashier or its lookup iframe may send (shared/reference/cashier-protocol.md), the
 * name it is forwarded under (`casino-cashier-<name>`) and its checked payload. features/cashier/protocol.ts
 * holds a schema per message and the compiler proves both tables have the same rows.
 */
export interface CashierMessages {
  /** A transaction succeeded. */
  TX_SUCCESS: { name: 'success'; payload: CashierRecord };
  /** A transaction failed. */
  TX_FAILED: { name: 'failure'; payload: CashierRecord };
  /** A transaction is pending. */
  TX_PENDING: { name: 'pending'; payload: CashierRecord };
  /** A transaction's outcome is unknown. */
  TX_UNRESOLVED: { name: 'unresolved'; payload: CashierRecord };
  /** The player cancelled. */
  TX_CANCELLED: { name: 'cancelled'; payload: CashierRecord };
  /** The cashier refused the input. */
  TX_VALIDATION_FAILED: { name: 'validation-failed'; payload: CashierRecord };
  /** A transaction started. */
  TRANSACTION_INIT: { name: 'transaction-init'; payload: CashierRecord };
  /** The cashier loaded. */
  CASHIER_INIT_LOAD: { name: 'init-load'; payload: unknown };
  /** The lookup (checkout client) loaded. */
  LOOKUP_INIT_LOAD: { name: 'lookup-init-load'; payload: unknown };
  /** The cashier is busy. */
  IS_LOADING: { name: 'loading'; payload: unknown };
  /** The cashier is no longer busy. */
  DONE_LOADING: { name: 'done-loading'; payload: unknown };
  /** The cashier became visible. */
  APP_VISIBLE: { name: 'visible'; payload: unknown };
  /** The cashier was hidden. */
  APP_HIDDEN: { name: 'hidden'; payload: unknown };
  /**
   * The player pressed Escape inside the cashier (whose keys never reach the page): a dialog holding it closes,
   * as it does on Escape anywhere else. Our addition to the protocol, sent by the sandbox cashier.
   */
  APP_KEY_ESCAPE: { name: 'escape'; payload: unknown };
  /** The cashier reported its height. */
  APP_SET_HEIGHT: { name: 'set-height'; payload: CashierHeight };
  /** The cashier paused. */
  CASHIER_PAUSE: { name: 'pause'; payload: unknown };
  /** The cashier resumed. */
  CASHIER_RESUME: { name: 'resume'; payload: unknown };
  /** The cashier did not load in time (payload { message, timeoutMs } when the element's own time-out fired). */
  ONLOAD_ERROR: { name: 'load-error'; payload: unknown };
  /** The cashier changed. */
  CHANGE: { name: 'change'; payload: unknown };
  /** The cashier updated its data. */
  UPDATE_DATA: { name: 'update'; payload: unknown };
  /** A payment method was chosen. */
  SELECTED_TX_METHOD: { name: 'payment-method-select'; payload: unknown };
  /** A payment method's page was entered. */
  ENTERED_TX_METHOD_PAGE: { name: 'page-entered'; payload: unknown };
  /** The cashier changed route. */
  APP_ROUTE_CHANGE: { name: 'navigate'; payload: unknown };
  /** The cashier opened an iframe of a provider. */
  NEW_IFRAME: { name: 'new-iframe'; payload: unknown };
  /** The cashier opened a provider window. */
  NEW_WINDOW: { name: 'new-provider-window'; payload: unknown };
  /** A pending withdrawal was cancelled. */
  CANCEL_PENDING_WITHDRAWAL: { name: 'pending-withdrawal-cancelled'; payload: CashierRecord };
  /** The lookup identified the customer. */
  PIQ_LOOKUP_CUSTOMER_IDENTIFIED: {
    name: 'lookup-customer-identified';
    payload: { userId: string | number; sessionId: string; user?: CashierRecord; attributes?: CashierRecord; didToken?: string | null };
  };
  /** The lookup sent the customer's data. */
  PIQ_CUSTOMER_DATA: { name: 'lookup-customer-data'; payload: unknown };
  /** The lookup asked to edit the customer. */
  PIQ_LOOKUP_EDIT_USER: { name: 'lookup-edit-user'; payload: unknown };
  /** The lookup reset the customer. */
  PIQ_LOOKUP_CUSTOMER_RESET: { name: 'lookup-customer-reset'; payload: unknown };
  /** The lookup reported its height. */
  PIQ_LOOKUP_REPORT_HEIGHT: { name: 'lookup-report-height'; payload: CashierHeight };
  /** The lookup asked for a PKCE code challenge. */
  PIQ_LOOKUP_SHA_256: { name: 'lookup-sha-256'; payload: { codeVerifier: string } };
  /** The cashier published configuration to the page. */
  ADD_CONFIG_TO_WINDOW: { name: 'add-config-to-window'; payload: unknown };
  /** The cashier asked to set up a provider's authorize script (only for `authorize-methods`). */
  SETUP_AUTHORIZE_SCRIPT: { name: 'setup-authorize-script'; payload: { provider: string; authorizeScript: string } };
  /** The cashier asked to run an authorize method (only those `authorize-methods` names). */
  EXECUTE_AUTHORIZE_METHOD: { name: 'execute-authorize-method'; payload: { method: string; parameters?: unknown } };
  /** The cashier asked for an integration script's address. */
  GET_INTEGRATIONS_SCRIPT_URL: { name: 'get-integrations-script-url'; payload: { txRefId: string | number } };
  /** The cashier asked to move the page (followed only to this site or the `redirect-hosts`). */
  TOP_URL_REPLACE: { name: 'top-url-replace'; payload: { url: string } };
  /** The cashier initiated a native payment (answer with processNativePayment()). */
  PIQ_INITIATE_NATIVE_PAYMENT: { name: 'initiate-native-payment'; payload: unknown };
  /** The status of a native payment. */
  PIQ_STATUS_NATIVE_PAYMENT: { name: 'native-payment-status'; payload: unknown };
  /** The cashier redirected the application. */
  APPLICATION_REDIRECT: { name: 'application-redirect'; payload: unknown };
}

export type CashierMessageType = keyof CashierMessages;

/** The detail of `casino-cashier-<name>`: the message's type and its checked payload (absent when it had none). */
export type CashierEventDetail<T extends CashierMessageType = CashierMessageType> = T extends CashierMessageType
  ? { eventType: T; payload?: CashierMessages[T]['payload'] }
  : never;

/** One event per cashier message, named after it. */
export type CashierEvents = {
  [T in CashierMessageType as `casino-cashier-${CashierMessages[T]['name']}`]: CashierEventDetail<T>;
};

export type CasinoEventName = keyof CasinoEventDetails;

/**
 * The events also dispatched on `document`, when no element caused them (another tab signed out, the session
 * expired, `window.casino.signOut()`, a sign-in or sign-out in the provider's own view). Every other event is dispatched on its element only. docs/integration.md's
 * event table reads this list (scripts/docs-tables.mjs), and a unit test checks it against the code's
 * `emitCasinoEvent(document, ...)` calls.
 */
export const DOCUMENT_EVENTS = ['casino-signed-in', 'casino-signed-out'] as const satisfies readonly CasinoEventName[];
export type CashierEventName = keyof CashierEvents;

/** The map's events as DOM events, for typed addEventListener on elements, document and window. */
export type CasinoEventMap = { [K in CasinoEventName]: CustomEvent<CasinoEventDetails[K]> };

declare global {
  // Built from the one map above; nothing is listed twice.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends CasinoEventMap {}
}

export function emitCasinoEvent<K extends CasinoEventName>(target: EventTarget, name: K, detail: CasinoEventDetails[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
