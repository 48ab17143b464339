import { Wampy } from 'wampy';
import type { ConnectionState, Unsubscribe } from '../contract.ts';

/** What a procedure answered: positional results (a plain answer such as logout's boolean) and keyword results. */
export interface WampResult {
  args: readonly unknown[];
  kwargs: Readonly<Record<string, unknown>>;
}

/** An ERROR the router answered to a call: its URI and its keyword details (`desc`, and the sandbox's `code`). */
export class WampCallError extends Error {
  override readonly name = 'WampCallError';
  constructor(
    readonly procedure: string,
    readonly uri: string,
    readonly kwargs: Readonly<Record<string, unknown>>,
  ) {
    super(typeof kwargs['desc'] === 'string' && kwargs['desc'] ? kwargs['desc'] : uri);
  }
}

/** The call got no answer: the socket closed, could not open, or the time-out passed. The call may have been done. */
export class WampTransportError extends Error {
  override readonly name = 'WampTransportError';
  constructor(
    message: string,
    readonly kind: 'closed' | 'timeout' | 'offline',
  ) {
    super(message);
  }
}

/** The CALL option that carries a write's idempotency key: a WAMP custom option (`_` and lower case, as wampy passes them on). */
export const IDEMPOTENCY_OPTION = '_idempotency_key';

/** Reconnect attempts after a drop (spec 002 §7.3: the websocket retries at most 3 times). */
export const MAX_RECONNECT_ATTEMPTS = 3;

/** The wait before reconnect attempt `attempt` (1-based): 0.5 s, 1 s, 2 s, with a little jitter. */
export function reconnectDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = baseMs * 2 ** (attempt - 1);
  return Math.round(ceiling * (0.75 + random() * 0.25));
}

/**
 * The router's address for a configured `wamp-url`: a relative one resolves against the page, its scheme
 * turned into `ws:` or `wss:`; the client identity goes in the query so the router reattaches its session.
 */
export function routerUrl(wampUrl: string, pageUrl: string | undefined, cid: string | null): string {
  const url = new URL(wampUrl, pageUrl ?? 'http://localhost/');
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`The WAMP router address must be ws:, wss:, http: or https: (got ${url.protocol}).`);
  if (cid) url.searchParams.set('cid', cid);
  else url.searchParams.delete('cid');
  return url.href;
}

export interface ConnectionOptions {
  /** The router's address, as configured (absolute, or relative to the page). */
  wampUrl: string;
  realm: string;
  /** The client identity to present on the next connection, and where a new one is kept. */
  cid: { get(): string | null; set(cid: string): void };
  timeoutMs: number;
  reconnectBaseDelayMs: number;
  /** Runs on every (re)opened connection before calls go out: subscriptions are renewed by the connection itself. */
  onOpen(reconnected: boolean): void;
  /** The WebSocket class (the page's; a test in node passes one). */
  WebSocket?: unknown;
}

type Topic = { topic: string; handlers: Set<(kwargs: Record<string, unknown>) => void> };

interface ErrorLike {
  name?: unknown;
  errorUri?: unknown;
  argsDict?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One WAMP session to the router: opened on first use, reopened (at most MAX_RECONNECT_ATTEMPTS times, with
 * back-off) when it drops, with the same client identity so the server keeps the player's session; its
 * subscriptions are renewed on every new session. When the attempts run out it is `offline` until `retry()`.
 */
export class RealtimeConnection {
  private client: Wampy | null = null;
  private ready: Promise<Wampy> | null = null;
  private state: ConnectionState = 'connecting';
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly topics = new Map<string, Topic>();
  private opened = false;
  private disposed = false;
  private generation = 0;

  constructor(private readonly options: ConnectionOptions) {}

  get current(): ConnectionState {
    return this.state;
  }

  onStateChange(listener: (state: ConnectionState) => void): Unsubscribe {
    this.stateListeners.add(listener);
    listener(this.state);
    return () => this.stateListeners.delete(listener);
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  /** The open session, opening (or reopening) it when there is none; rejects when offline. */
  private connection(): Promise<Wampy> {
    if (this.disposed) return Promise.reject(new WampTransportError('The platform was disposed.', 'offline'));
    if (this.state === 'offline') return Promise.reject(new WampTransportError('The platform is offline.', 'offline'));
    this.ready ??= this.open(0);
    return this.ready;
  }

  private async open(attempt: number): Promise<Wampy> {
    const generation = this.generation;
    this.setState('connecting');
    try {
      const client = await this.connectOnce(generation);
      this.client = client;
      this.setState('online');
      return client;
    } catch (error) {
      if (generation !== this.generation || this.disposed) throw error;
      if (attempt >= MAX_RECONNECT_ATTEMPTS) {
        this.ready = null;
        this.setState('offline');
        throw error instanceof WampTransportError ? error : new WampTransportError(String(error), 'offline');
      }
      await sleep(reconnectDelayMs(attempt + 1, this.options.reconnectBaseDelayMs));
      if (generation !== this.generation || this.disposed) throw error;
      return this.open(attempt + 1);
    }
  }

  private async connectOnce(generation: number): Promise<Wampy> {
    const { options } = this;
    const url = routerUrl(options.wampUrl, globalThis.location?.href, options.cid.get());
    let client: Wampy | null = null;
    let closedEarly: (error: Error) => void = () => undefined;
    const early = new Promise<never>((_, reject) => {
      closedEarly = reject;
    });
    early.catch(() => undefined);
    const closed = () => {
      closedEarly(new WampTransportError('The WAMP router closed the connection.', 'closed'));
      // Only the current session's close matters: one replaced or disposed closes quietly.
      if (client && this.client === client && generation === this.generation && !this.disposed) this.dropped();
    };
    client = new Wampy(url, {
      realm: options.realm,
      autoReconnect: false,
      onClose: closed,
      onError: () => undefined,
      ...(options.WebSocket ? { ws: options.WebSocket as never } : {}),
    });
    allowPlatformUris(client);
    try {
      await withTimeout(Promise.race([client.connect(), early]), options.timeoutMs, 'The WAMP router did not answer.');
      const identity = await withTimeout(client.call('/connection#getClientIdentity', { argsList: [], argsDict: {} }), options.timeoutMs, 'No client identity.');
      const cid = isRecord(identity.argsDict) ? identity.argsDict['cid'] : undefined;
      if (typeof cid === 'string' && cid) options.cid.set(cid);
      for (const topic of this.topics.values()) await this.subscribeOn(client, topic);
    } catch (error) {
      const failed = client;
      client = null;
      try {
        failed.abort?.();
      } catch {
        // the socket may never have opened
      }
      throw error instanceof WampTransportError ? error : new WampTransportError(describe(error), 'closed');
    }
    const reconnected = this.opened;
    this.opened = true;
    options.onOpen(reconnected);
    return client;
  }

  /** The socket closed under an open session: reconnect, keeping the client identity. */
  private dropped(): void {
    this.client = null;
    this.ready = null;
    this.generation += 1;
    this.ready = this.open(0);
    this.ready.catch(() => undefined);
  }

  private async subscribeOn(client: Wampy, topic: Topic): Promise<void> {
    await withTimeout(
      client.subscribe(topic.topic, (event) => {
        const kwargs = isRecord(event.argsDict) ? event.argsDict : {};
        for (const handler of [...topic.handlers]) handler(kwargs);
      }),
      this.options.timeoutMs,
      `No subscription to ${topic.topic}.`,
    );
  }

  /**
   * Calls a procedure with keyword arguments, and the CALL's custom options (`_name`, such as a write's
   * `_idempotency_key`); an ERROR rejects with WampCallError, no answer with WampTransportError.
   */
  async call(procedure: string, kwargs: Record<string, unknown> = {}, options?: Readonly<Record<`_${string}`, string>>): Promise<WampResult> {
    const client = await this.connection();
    let result;
    try {
      result = await withTimeout(client.call(procedure, { argsList: [], argsDict: kwargs }, options ? { ...options } : undefined), this.options.timeoutMs, `${procedure} did not answer.`);
    } catch (error) {
      if (error instanceof WampTransportError) throw error;
      const { name, errorUri: uri, argsDict } = (error ?? {}) as ErrorLike;
      // Only an ERROR message is the router's answer; a closed socket rejects calls with a WebsocketError.
      if (name === 'CallError' && typeof uri === 'string' && uri) throw new WampCallError(procedure, uri, isRecord(argsDict) ? argsDict : {});
      throw new WampTransportError(describe(error), 'closed');
    }
    // An answer whose keyword results are not an object cannot be read (it is no transport failure: not retried).
    if (result.argsDict !== undefined && result.argsDict !== null && !isRecord(result.argsDict)) throw new TypeError(`${procedure} answered keyword results that are not an object.`);
    return { args: Array.isArray(result.argsList) ? result.argsList : [], kwargs: isRecord(result.argsDict) ? result.argsDict : {} };
  }

  /** Listens to a topic, on this session and every later one. */
  subscribe(topic: string, handler: (kwargs: Record<string, unknown>) => void): Unsubscribe {
    let entry = this.topics.get(topic);
    const isNew = !entry;
    entry ??= { topic, handlers: new Set() };
    this.topics.set(topic, entry);
    entry.handlers.add(handler);
    if (isNew && this.client) void this.subscribeOn(this.client, entry).catch(() => undefined);
    const subscribed = entry;
    return () => {
      subscribed.handlers.delete(handler);
      if (subscribed.handlers.size > 0) return;
      this.topics.delete(topic);
      const client = this.client;
      if (client) void client.unsubscribe(topic).catch(() => undefined);
    };
  }

  /** Opens the connection now (the platform is in use: pushes should arrive without waiting for a call). */
  start(): void {
    this.connection().catch(() => undefined);
  }

  /** After the attempts ran out: tries again (the offline notice's Retry). */
  async retry(): Promise<void> {
    if (this.disposed) return;
    if (this.state === 'offline') {
      this.generation += 1;
      this.ready = this.open(0);
    }
    await this.connection().then(() => undefined);
  }

  dispose(): void {
    this.disposed = true;
    this.generation += 1;
    const client = this.client;
    this.client = null;
    this.ready = null;
    this.topics.clear();
    this.stateListeners.clear();
    if (client) void client.disconnect().catch(() => undefined);
  }
}

/**
 * The platform's procedure and topic names (`/user#login`, `/sessionStateChange`) are not URIs in the WAMP
 * sense: wampy's strict and loose checks both refuse `/` and `#`. Its check is replaced, per client, by one
 * that accepts any name without white space, as the router does.
 */
function allowPlatformUris(client: Wampy): void {
  Object.defineProperty(client, '_validateURI', { value: (uri: unknown) => typeof uri === 'string' && /^\S+$/.test(uri) });
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WampTransportError(message, 'timeout')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
