/**
 * The PaymentIQ-style cashier protocol (shared/reference/cashier-protocol.md, spec 002 §2.3, 3.1, 5.1,
 * 7.1, 8.1, 9) as data and pure functions: where the cashier comes from, how its configuration is
 * flattened into its address (address.ts, re-exported here), which messages it may send and what each is
 * forwarded as. No DOM here beyond URL, so the rules are unit-tested in node.
 */
import * as v from 'valibot';
import type { CashierMessages } from '../toolkit/events/index.ts';

// The cashier's address and set-up (what its frame needs before it is created): address.ts, here too.
export { BOOTSTRAP_VERSION, DEFAULT_LOAD_TIMEOUT_MS, QUERY_WARNING_LENGTH, LOOKUP_HEIGHT, CASHIER_ENVIRONMENTS, IFRAME_ALLOW, resolveEnvironment, cashierBase, baseText, lookupUrl, flattenCashierConfig, cashierConfigOf, buildCashierUrl, hostUriOf, loadErrorText } from './address.ts';
export type { CashierEnvironment, CashierConfigValue, CashierConfig, CashierCustomer } from './address.ts';

// --- Messages --------------------------------------------------------------------------------------

const optionalRecord = v.optional(v.nullable(v.record(v.string(), v.unknown())));
const anyPayload = v.optional(v.unknown());
const requiredPayload = v.pipe(v.unknown(), v.check((value) => value !== undefined && value !== null, 'a payload is required'));
const height = v.union([
  v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000)),
  v.pipe(v.string(), v.regex(/^\d{1,6}(px)?$/)),
  v.object({ height: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000)) }),
]);
const identified = v.object({
  userId: v.union([v.pipe(v.string(), v.minLength(1)), v.number()]),
  sessionId: v.pipe(v.string(), v.minLength(1)),
  user: optionalRecord,
  attributes: optionalRecord,
  didToken: v.optional(v.nullable(v.string())),
});

/**
 * Every message the cashier or the lookup iframe may send, the payload it must have, and the name it
 * is forwarded as (`casino-cashier-<name>`, the kebab-case of spec 001 §4 / 002 §4.1's event list).
 */
export const INBOUND = {
  TX_SUCCESS: { name: 'success', payload: optionalRecord },
  TX_FAILED: { name: 'failure', payload: optionalRecord },
  TX_PENDING: { name: 'pending', payload: optionalRecord },
  TX_UNRESOLVED: { name: 'unresolved', payload: optionalRecord },
  TX_CANCELLED: { name: 'cancelled', payload: optionalRecord },
  TX_VALIDATION_FAILED: { name: 'validation-failed', payload: optionalRecord },
  TRANSACTION_INIT: { name: 'transaction-init', payload: optionalRecord },
  CASHIER_INIT_LOAD: { name: 'init-load', payload: anyPayload },
  LOOKUP_INIT_LOAD: { name: 'lookup-init-load', payload: anyPayload },
  IS_LOADING: { name: 'loading', payload: anyPayload },
  DONE_LOADING: { name: 'done-loading', payload: anyPayload },
  APP_VISIBLE: { name: 'visible', payload: anyPayload },
  APP_HIDDEN: { name: 'hidden', payload: anyPayload },
  // Not in the reference bootstrapper: a key pressed inside the cross-origin cashier never reaches the page,
  // so the cashier tells the host that Escape was pressed (the dialog closes, as everywhere else).
  APP_KEY_ESCAPE: { name: 'escape', payload: anyPayload },
  APP_SET_HEIGHT: { name: 'set-height', payload: height },
  CASHIER_PAUSE: { name: 'pause', payload: anyPayload },
  CASHIER_RESUME: { name: 'resume', payload: anyPayload },
  ONLOAD_ERROR: { name: 'load-error', payload: anyPayload },
  CHANGE: { name: 'change', payload: anyPayload },
  UPDATE_DATA: { name: 'update', payload: anyPayload },
  SELECTED_TX_METHOD: { name: 'payment-method-select', payload: requiredPayload },
  ENTERED_TX_METHOD_PAGE: { name: 'page-entered', payload: requiredPayload },
  APP_ROUTE_CHANGE: { name: 'navigate', payload: requiredPayload },
  NEW_IFRAME: { name: 'new-iframe', payload: anyPayload },
  NEW_WINDOW: { name: 'new-provider-window', payload: anyPayload },
  CANCEL_PENDING_WITHDRAWAL: { name: 'pending-withdrawal-cancelled', payload: optionalRecord },
  PIQ_LOOKUP_CUSTOMER_IDENTIFIED: { name: 'lookup-customer-identified', payload: identified },
  PIQ_CUSTOMER_DATA: { name: 'lookup-customer-data', payload: anyPayload },
  PIQ_LOOKUP_EDIT_USER: { name: 'lookup-edit-user', payload: anyPayload },
  PIQ_LOOKUP_CUSTOMER_RESET: { name: 'lookup-customer-reset', payload: anyPayload },
  PIQ_LOOKUP_REPORT_HEIGHT: { name: 'lookup-report-height', payload: height },
  PIQ_LOOKUP_SHA_256: { name: 'lookup-sha-256', payload: v.object({ codeVerifier: v.pipe(v.string(), v.minLength(43), v.maxLength(128), v.regex(/^[A-Za-z0-9._~-]+$/)) }) },
  ADD_CONFIG_TO_WINDOW: { name: 'add-config-to-window', payload: anyPayload },
  SETUP_AUTHORIZE_SCRIPT: { name: 'setup-authorize-script', payload: v.object({ provider: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)), authorizeScript: v.string() }) },
  EXECUTE_AUTHORIZE_METHOD: { name: 'execute-authorize-method', payload: v.object({ method: v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]{0,63}$/)), parameters: v.optional(v.unknown()) }) },
  GET_INTEGRATIONS_SCRIPT_URL: { name: 'get-integrations-script-url', payload: v.object({ txRefId: v.union([v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)), v.pipe(v.number(), v.integer())]) }) },
  TOP_URL_REPLACE: { name: 'top-url-replace', payload: v.object({ url: v.pipe(v.string(), v.maxLength(4000)) }) },
  PIQ_INITIATE_NATIVE_PAYMENT: { name: 'initiate-native-payment', payload: anyPayload },
  PIQ_STATUS_NATIVE_PAYMENT: { name: 'native-payment-status', payload: anyPayload },
  APPLICATION_REDIRECT: { name: 'application-redirect', payload: anyPayload },
} as const satisfies {
  // The event map (features/toolkit/events) names every message and its payload type; each schema must produce it.
  readonly [T in keyof CashierMessages]: { readonly name: CashierMessages[T]['name']; readonly payload: v.GenericSchema<unknown, CashierMessages[T]['payload']> };
};

export type InboundType = keyof typeof INBOUND;
export type CashierEventName = (typeof INBOUND)[InboundType]['name'];
/** The events `<casino-cashier>` emits: every inbound message's name, and the host's own load error. */
export type CashierEventSuffix = CashierEventName;

/** Messages the host sends to the iframes. */
export type OutboundType =
  | 'UPDATE_DATA' | 'SET_CSS' | 'CASHIER_PAUSE' | 'CASHIER_RESUME' | 'IS_LOADING' | 'POST_INTEGRATION_URL'
  | 'PIQ_DEVICE_ID' | 'PIQ_PROCESS_NATIVE_PAYMENT' | 'PIQ_LOOKUP_SHA_256';

export interface InboundMessage {
  eventType: InboundType;
  payload: unknown;
}

export type Verdict = { ok: true; message: InboundMessage } | { ok: false; reason: string };

/** The spec's log text for a message from a wrong origin (spec 002 §8.1). */
export const INVALID_ORIGIN_LOG = 'Integration: Failed to read post message - invalid origin';

/**
 * Checks one `message` event against this cashier: the exact origin, the very window, the envelope and
 * the payload of its type. No type is exempt (the reference lets three through from any origin).
 */
export function checkInbound(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; sources: readonly unknown[] },
): Verdict {
  if (event.origin !== expected.origin) return { ok: false, reason: `${INVALID_ORIGIN_LOG} (${event.origin || 'no origin'})` };
  if (!event.source || !expected.sources.includes(event.source)) return { ok: false, reason: 'a message from a window that is not this cashier' };
  let data = event.data;
  if (typeof data === 'string') {
    // The reference cashier posts some events as JSON text; the same envelope is accepted.
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return { ok: false, reason: 'a message that is neither an object nor JSON' };
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'a message that is not an { eventType, payload } object' };
  const { eventType, payload } = data as { eventType?: unknown; payload?: unknown };
  if (typeof eventType !== 'string' || !Object.hasOwn(INBOUND, eventType)) {
    return { ok: false, reason: `an unknown message type ${JSON.stringify(String(eventType)).slice(0, 80)}` };
  }
  const rule = INBOUND[eventType as InboundType];
  const parsed = v.safeParse(rule.payload, payload);
  if (!parsed.success) return { ok: false, reason: `a malformed ${eventType} payload` };
  return { ok: true, message: { eventType: eventType as InboundType, payload: parsed.output } };
}

/** APP_SET_HEIGHT's payload in pixels. */
export function heightOf(payload: unknown): number | null {
  const raw = typeof payload === 'object' && payload !== null ? (payload as { height?: unknown }).height : payload;
  const value = typeof raw === 'string' ? Number.parseInt(raw, 10) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/**
 * The origin an entry of `redirect-hosts` allows: a bare host name means https on its default port
 * (`bank.example` is `https://bank.example`); an entry with a scheme names its whole origin
 * (`https://bank.example:8443`, or `http://localhost:5000` for development). Null for anything else.
 */
export function allowedOrigin(entry: string): string | null {
  const text = entry.trim();
  if (!text) return null;
  try {
    const url = new URL(text.includes('://') ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Where a TOP_URL_REPLACE may send the page: a same-origin address, or an address whose whole origin
 * (scheme, host and port) is one the page allowed. Anything else, `javascript:` first, is null.
 */
export function safeRedirect(raw: string, page: { href: string; origin: string }, allowed: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw, page.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === page.origin) return url;
  return allowed.some((entry) => allowedOrigin(entry) === url.origin) ? url : null;
}

/**
 * Messages that act on the host page (add a script, call a page function, navigate, hand out the page's
 * address): only the cashier iframe may send them, never the lookup iframe, whatever the page opted in to.
 */
export const CASHIER_ONLY: ReadonlySet<InboundType> = new Set<InboundType>([
  'SETUP_AUTHORIZE_SCRIPT', 'EXECUTE_AUTHORIZE_METHOD', 'TOP_URL_REPLACE', 'GET_INTEGRATIONS_SCRIPT_URL', 'ADD_CONFIG_TO_WINDOW', 'APPLICATION_REDIRECT',
]);

/** Whether a message of this type is read from this iframe. */
export function mayCome(type: InboundType, from: 'cashier' | 'lookup'): boolean {
  return from === 'cashier' || !CASHIER_ONLY.has(type);
}

/** PKCE: the base64url SHA-256 of a code verifier. */
export async function codeChallenge(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A device id for the cashier's fraud checks: a hash of what every page can read, nothing stored. */
export async function deviceId(nav: { userAgent?: string; language?: string; hardwareConcurrency?: number } = globalThis.navigator ?? {}): Promise<string> {
  const parts = [
    nav.userAgent ?? '', nav.language ?? '', String(nav.hardwareConcurrency ?? ''),
    String(globalThis.screen?.width ?? ''), String(globalThis.screen?.height ?? ''), String(globalThis.screen?.colorDepth ?? ''),
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  ];
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('|')));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
