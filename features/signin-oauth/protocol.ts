/**
 * The bank-ID (OAuth code) sign-in protocol (spec 002 §7.6) as data and pure checks: the messages the
 * identity provider's page (in the widget's hidden iframe) and the operator's callback page may post, a
 * schema for each, where each may come from, and the state the widget generates and checks. No DOM here
 * beyond URL, so the rules are unit-tested in node.
 */
import * as v from 'valibot';
import { CALLBACK_SOURCE } from './callback-message.ts';

export { CALLBACK_SOURCE };

/** How long an order may wait for the player before the widget gives up (the provider's own limit is 3 minutes). */
export const DEFAULT_TIMEOUT_MS = 180_000;

const flag = v.boolean();
/** The animated QR payload changes every second; anything long or with control characters is not one. */
const qrPayload = v.pipe(v.string(), v.minLength(1), v.maxLength(512), v.regex(/^[\x21-\x7e]+$/));
const link = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));

/**
 * Every message the widget accepts, by `type`: who sends it (the provider's page, or the operator's
 * callback page after the provider sent the player's browser there) and its schema. Nothing else is read.
 */
export const INBOUND = {
  /** The order's status while the player confirms in the app. */
  collect: {
    from: 'provider',
    schema: v.strictObject({
      type: v.literal('collect'),
      isAppOpened: flag,
      isError: flag,
      isComplete: flag,
      qrCode: v.optional(qrPayload),
      /** Why an order failed, when the provider says (cancelled, expired, declined). */
      hintCode: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{1,32}$/))),
    }),
  },
  /** The link that opens the app on this device (a phone). */
  location: { from: 'provider', schema: v.strictObject({ type: v.literal('location'), href: link }) },
  /** The link that cancels the order: the widget sends it a beacon on Cancel and on closing. */
  cancel: { from: 'provider', schema: v.strictObject({ type: v.literal('cancel'), href: link }) },
  /** The callback page: the provider's answer, as the query it received (`?code=…&state=…`). */
  success: {
    from: 'callback',
    schema: v.strictObject({ type: v.literal('success'), source: v.literal(CALLBACK_SOURCE), query: v.pipe(v.string(), v.maxLength(4096)) }),
  },
} as const;

export type InboundType = keyof typeof INBOUND;
export type InboundMessage = { [T in InboundType]: v.InferOutput<(typeof INBOUND)[T]['schema']> }[InboundType];
export type CollectMessage = v.InferOutput<(typeof INBOUND)['collect']['schema']>;

export type Verdict = { ok: true; message: InboundMessage } | { ok: false; reason: string };

export interface Expected {
  /** The identity provider's exact origin. */
  providerOrigin: string;
  /** The callback page's exact origin (the redirect URI's). */
  callbackOrigin: string;
  /** The hidden iframe's window: the only window either may post from. */
  source: unknown;
}

/**
 * Checks one `message` event: the very window (the hidden iframe), the envelope, the schema of its type,
 * and the exact origin that type must come from (the provider's, or the callback page's).
 */
export function checkInbound(event: { origin: string; source: unknown; data: unknown }, expected: Expected): Verdict {
  if (!event.source || event.source !== expected.source) return { ok: false, reason: 'a message from a window that is not the sign-in frame' };
  const data = event.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'a message that is not an object' };
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(INBOUND, type)) {
    return { ok: false, reason: `an unknown message type ${JSON.stringify(String(type)).slice(0, 40)}` };
  }
  const rule = INBOUND[type as InboundType];
  const origin = rule.from === 'provider' ? expected.providerOrigin : expected.callbackOrigin;
  if (event.origin !== origin) return { ok: false, reason: `a ${type} message from ${event.origin || 'no origin'}, not ${origin}` };
  const parsed = v.safeParse(rule.schema, data);
  if (!parsed.success) return { ok: false, reason: `a malformed ${type} message` };
  return { ok: true, message: parsed.output };
}

/**
 * The provider's origin: the configured one (`oauth-origin`), which the launch address must then have, or
 * else the launch address's own. Null when the launch address is not http(s) or not on the configured origin.
 */
export function providerOriginOf(launch: string, configured?: string): string | null {
  let url: URL;
  try {
    url = new URL(launch);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (configured?.trim()) {
    let wanted: string;
    try {
      wanted = new URL(configured.trim()).origin;
    } catch {
      return null;
    }
    return url.origin === wanted ? wanted : null;
  }
  return url.origin;
}

/**
 * Whether the callback page may be at `redirectUrl`: the provider sends the code and the state there, so it is
 * the page's own origin, the very page the library ships (`builtIn`, beside its script, wherever that is served
 * from), or an origin the operator allowed in code (`oauthRedirectOrigins`); an attribute alone never sends the
 * code to another origin.
 */
export function redirectAllowed(redirectUrl: string, where: { pageOrigin: string; builtIn: string; allowedOrigins?: readonly string[] | undefined }): boolean {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  if (url.origin === where.pageOrigin) return true;
  if (url.href === new URL(where.builtIn).href) return true;
  return (where.allowedOrigins ?? []).some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/** The cancel link is called by the widget: only an http(s) address on the provider's own origin. */
export function safeCancelLink(href: string, providerOrigin: string): string | null {
  try {
    const url = new URL(href);
    return url.origin === providerOrigin && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
  } catch {
    return null;
  }
}

/** The app link is followed by the player: the bank-ID app's own scheme, or https. Never javascript: or data:. */
export function safeAppLink(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'bankid:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A new state for one sign-in: 32 random bytes, base64url. */
export function newState(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const CODE = /^[\w.~+/=-]{1,2048}$/;

export type CallbackVerdict =
  | { ok: true; code: string }
  | { ok: false; reason: 'foreign-state' | 'provider-error' | 'malformed'; error?: string };

/**
 * The callback's query against the state this widget issued: a code is taken only with exactly that state
 * (no sign-in from a code the widget did not ask for). An OAuth error with our state is the provider's error.
 */
export function checkCallback(query: string, issuedState: string): CallbackVerdict {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = params.get('state');
  if (!issuedState || state === null || state !== issuedState || params.getAll('state').length !== 1) return { ok: false, reason: 'foreign-state' };
  const error = params.get('error');
  if (error !== null) return { ok: false, reason: 'provider-error', error: error.slice(0, 64) };
  const code = params.get('code');
  if (code === null || params.getAll('code').length !== 1 || !CODE.test(code)) return { ok: false, reason: 'malformed' };
  return { ok: true, code };
}

/** What a collect status means for the widget. */
export type CollectOutcome = 'waiting' | 'app-opened' | 'completing' | 'failed';

export function collectOutcome(status: Pick<CollectMessage, 'isAppOpened' | 'isError' | 'isComplete'>): CollectOutcome {
  if (status.isError) return 'failed';
  if (status.isComplete) return 'completing';
  return status.isAppOpened ? 'app-opened' : 'waiting';
}
