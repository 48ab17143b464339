// WAMP v2 (basic profile, JSON serializer) as the sandbox router speaks it: the message codes, reading a
// text frame into a checked message, and the frames the router sends. Nothing here knows the platform:
// a second WAMP client (autobahn) must be able to talk to the router, so the framing follows the
// specification (wamp-proto.org, "basic profile") and not the library's client.

export const SUBPROTOCOL = 'wamp.2.json';
export const WAMP_PATH = '/wamp';

export const Code = {
  HELLO: 1,
  WELCOME: 2,
  ABORT: 3,
  GOODBYE: 6,
  ERROR: 8,
  PUBLISH: 16,
  PUBLISHED: 17,
  SUBSCRIBE: 32,
  SUBSCRIBED: 33,
  UNSUBSCRIBE: 34,
  UNSUBSCRIBED: 35,
  EVENT: 36,
  CALL: 48,
  RESULT: 50,
  REGISTER: 64,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

export type Dict = Record<string, unknown>;
/** One WAMP message as it goes over the wire: a JSON array whose first element is its code. */
export type Frame = unknown[];

export type ClientMessage =
  | { type: 'hello'; realm: unknown; details: Dict }
  | { type: 'goodbye'; reason: string }
  | { type: 'call'; request: number; procedure: string; args: unknown[]; kwargs: Dict; options: Dict }
  | { type: 'subscribe'; request: number; topic: string }
  | { type: 'unsubscribe'; request: number; subscription: number }
  | { type: 'publish'; request: number; topic: string; acknowledge: boolean }
  | { type: 'register'; request: number }
  | { type: 'abort' };

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);
// WAMP ids are integers in [1, 2^53]; a client's request id must be one.
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
const isUri = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A text frame read as a WAMP message; null when it is not one (the router then aborts: a protocol violation). */
export function parseFrame(text: string): ClientMessage | null {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(frame) || typeof frame[0] !== 'number') return null;
  const [code, a, b, c, d, e] = frame as unknown[];
  switch (code) {
    case Code.HELLO:
      return isDict(b) ? { type: 'hello', realm: a, details: b } : null;
    case Code.GOODBYE:
      return isDict(a) && isUri(b) ? { type: 'goodbye', reason: b } : null;
    case Code.ABORT:
      return { type: 'abort' };
    case Code.CALL:
      if (!isId(a) || !isDict(b) || !isUri(c)) return null;
      if (d !== undefined && !Array.isArray(d)) return null;
      if (e !== undefined && !isDict(e)) return null;
      return { type: 'call', request: a, procedure: c, args: d ?? [], kwargs: e ?? {}, options: b };
    case Code.SUBSCRIBE:
      return isId(a) && isDict(b) && isUri(c) ? { type: 'subscribe', request: a, topic: c } : null;
    case Code.UNSUBSCRIBE:
      return isId(a) && isId(b) ? { type: 'unsubscribe', request: a, subscription: b } : null;
    case Code.PUBLISH:
      return isId(a) && isDict(b) && isUri(c) ? { type: 'publish', request: a, topic: c, acknowledge: b.acknowledge === true } : null;
    case Code.REGISTER:
      return isId(a) ? { type: 'register', request: a } : null;
    default:
      return null;
  }
}

/** The roles the router plays: it brokers the platform's topics and deals the platform's procedures. */
export function welcome(session: number): Frame {
  return [Code.WELCOME, session, { roles: { broker: { features: {} }, dealer: { features: {} } }, authid: 'anonymous', authrole: 'anonymous' }];
}

export function abort(reason: string, message: string): Frame {
  return [Code.ABORT, { message }, reason];
}

export function goodbye(reason: string): Frame {
  return [Code.GOODBYE, {}, reason];
}

/**
 * A call's answer. The platform answers in kwargs (args `[]`); a plain answer (logout's boolean) comes as
 * `args: [value]` with no kwargs, as the real one sends it. A RESULT with no payload is `[50, id, {}]`.
 */
export function result(request: number, answer: { args?: unknown[]; kwargs?: Dict }): Frame {
  if (answer.kwargs !== undefined) return [Code.RESULT, request, {}, answer.args ?? [], answer.kwargs];
  if (answer.args !== undefined) return [Code.RESULT, request, {}, answer.args];
  return [Code.RESULT, request, {}];
}

/** An ERROR for a request of `requestType` (CALL, SUBSCRIBE, ...): the URI, args `[]`, kwargs with `desc`. */
export function error(requestType: Code, request: number, uri: string, kwargs: Dict): Frame {
  return [Code.ERROR, requestType, request, {}, uri, [], kwargs];
}

export function subscribed(request: number, subscription: number): Frame {
  return [Code.SUBSCRIBED, request, subscription];
}

export function unsubscribed(request: number): Frame {
  return [Code.UNSUBSCRIBED, request];
}

export function event(subscription: number, publication: number, kwargs: Dict): Frame {
  return [Code.EVENT, subscription, publication, {}, [], kwargs];
}

/** Router-chosen ids (sessions, publications): random in WAMP's id range, as the specification asks for global scope. */
export function randomId(): number {
  return Math.floor(Math.random() * 2 ** 53) + 1;
}

/** Error URIs the router uses. */
export const Errors = {
  noSuchRealm: 'wamp.error.no_such_realm',
  noSuchProcedure: 'wamp.error.no_such_procedure',
  noSuchSubscription: 'wamp.error.no_such_subscription',
  notAuthorized: 'wamp.error.not_authorized',
  invalidArgument: 'wamp.error.invalid_argument',
  runtime: 'wamp.error.runtime_error',
  protocolViolation: 'wamp.error.protocol_violation',
  quotaExhausted: 'wamp.quota_exhausted',
  goodbyeAndOut: 'wamp.close.goodbye_and_out',
  closeRealm: 'wamp.close.close_realm',
} as const;
