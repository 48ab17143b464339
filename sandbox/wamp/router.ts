// The realtime router on the sandbox's own HTTP port: `ws` takes the upgrade of `/wamp`, and each socket
// runs one WAMP session (HELLO, then CALLs and SUBSCRIBEs, then GOODBYE) against the sandbox's world.
// Every CALL goes through the same fault store and request log as the REST platform (method `WAMP`, path =
// the procedure URI), so one conformance suite can fault and count either platform's calls.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { isLocalOrigin } from '../cors.ts';
import { MALFORMED_BODY } from '../faults.ts';
import { ApiError } from '../http.ts';
import { isLocalHost } from '../host-check.ts';
import { SANDBOX_SITE_KEY } from '../captcha/store.ts';
import { CAPTCHA_MESSAGE } from '../captcha/routes.ts';
import type { SandboxWorld } from '../world.ts';
import { idempotencyScope, rememberAnswer, rememberedAnswer } from '../idempotency.ts';
import {
  type ClientMessage, Code, Errors, type Frame, SUBPROTOCOL, WAMP_PATH, abort, error, goodbye, parseFrame, randomId, result,
  subscribed, unsubscribed, welcome,
} from './protocol.ts';
import { INCREASE_QUOTA, PROCEDURES, WampError, fromApiError, newClientId } from './procedures.ts';
import type { Connection } from './realtime.ts';
import { subscribe, unsubscribe } from './topics.ts';

/** The CALL option of a write's idempotency key: a WAMP custom option (`_` and lower case). */
const IDEMPOTENCY_OPTION = '_idempotency_key';

/** The realm names an operator's site, as the platform's do (`http://www.example.com`). */
const REALM = /^https?:\/\/[^\s/]+\/?$/i;

export interface WampRouter {
  /** Takes an HTTP upgrade; answers it with an HTTP error when it is not for the router. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\nCache-Control: no-store\r\n\r\n`);
}

function offersWamp(req: IncomingMessage): boolean {
  const header = req.headers['sec-websocket-protocol'];
  return typeof header === 'string' && header.split(',').some((name) => name.trim() === SUBPROTOCOL);
}

/** A frame's bytes as text (ws hands a Buffer, or fragments of one). */
export function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createWampRouter(world: SandboxWorld): WampRouter {
  // noServer: the sandbox's HTTP server keeps its port and its other routes; only /wamp upgrades come here.
  const server = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false) });

  function open(socket: WebSocket, requestedCid: string | null): void {
    const realtime = world.realtime;
    // A known cid is reattached to its platform session: a reload or a reconnect stays signed in.
    const cid = requestedCid && realtime.clients.has(requestedCid) ? requestedCid : newClientId();
    if (!realtime.clients.has(cid)) realtime.clients.set(cid, { sessionId: null });
    const connection: Connection = {
      cid,
      wampSession: null,
      subscriptions: new Map(),
      watchingBalance: false,
      send(frame: Frame) {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
      },
      drop() {
        socket.terminate();
      },
    };
    realtime.connections.add(connection);
    socket.on('close', () => realtime.connections.delete(connection));
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      const message = isBinary ? null : parseFrame(textOf(data));
      if (!message) return violation(socket, connection, 'The router reads WAMP messages in JSON text frames.');
      handle(socket, connection, message);
    });
  }

  function violation(socket: WebSocket, connection: Connection, text: string): void {
    connection.send(abort(Errors.protocolViolation, text));
    socket.close(1000);
  }

  function handle(socket: WebSocket, connection: Connection, message: ClientMessage): void {
    if (connection.wampSession === null) {
      if (message.type === 'abort') return void socket.close(1000);
      if (message.type !== 'hello') return violation(socket, connection, 'The first message must be HELLO.');
      if (typeof message.realm !== 'string' || !REALM.test(message.realm)) {
        connection.send(abort(Errors.noSuchRealm, 'The realm must name the operator\'s site, for example http://localhost.'));
        return void socket.close(1000);
      }
      connection.wampSession = randomId();
      return connection.send(welcome(connection.wampSession));
    }
    switch (message.type) {
      case 'hello':
        return violation(socket, connection, 'HELLO in an established session.');
      case 'abort':
        return void socket.close(1000);
      case 'goodbye':
        // The session ends; the transport stays for the client to close (or to say HELLO again).
        connection.wampSession = null;
        connection.subscriptions.clear();
        connection.watchingBalance = false;
        return connection.send(goodbye(Errors.goodbyeAndOut));
      case 'call':
        return void call(connection, message.request, message.procedure, message.kwargs, message.options).catch(() => socket.terminate());
      case 'subscribe':
        return connection.send(subscribed(message.request, subscribe(connection, message.topic)));
      case 'unsubscribe':
        return connection.send(
          unsubscribe(connection, message.subscription)
            ? unsubscribed(message.request)
            : error(Code.UNSUBSCRIBE, message.request, Errors.noSuchSubscription, { desc: 'No such subscription.' }),
        );
      case 'publish':
        // The topics are the platform's: clients listen, they do not publish.
        if (message.acknowledge) connection.send(error(Code.PUBLISH, message.request, Errors.notAuthorized, { desc: 'Clients may not publish here.' }));
        return;
      case 'register':
        return connection.send(error(Code.REGISTER, message.request, Errors.notAuthorized, { desc: 'The procedures are the platform\'s; clients may not register any.' }));
    }
  }

  async function call(connection: Connection, request: number, uri: string, kwargs: Record<string, unknown>, options: Record<string, unknown>): Promise<void> {
    const key = options[IDEMPOTENCY_OPTION];
    world.requests.add({ method: 'WAMP', path: uri, query: '', time: world.clock.now().toISOString(), ...(typeof key === 'string' ? { idempotencyKey: key } : {}) });
    const fail = (failure: WampError, retryAfter?: number | null) => {
      const details: Record<string, unknown> = { desc: failure.desc };
      if (failure.code) details.code = failure.code;
      // The HTTP faults' Retry-After, as the router's ERROR details carry it.
      if (retryAfter !== null && retryAfter !== undefined) details.retryAfter = retryAfter;
      connection.send(error(Code.CALL, request, failure.uri, details));
    };
    const fault = world.faults.take('WAMP', uri);
    if (fault) {
      if (fault.delayMs > 0) await sleep(fault.delayMs);
      if (!world.realtime.connections.has(connection)) return;
      if (fault.drop) return connection.drop();
      if (fault.malformed) {
        // A frame that stops mid-message, as the REST fault's truncated body does.
        return connection.send([Code.RESULT, request, {}, [], MALFORMED_BODY]);
      }
      if (fault.status !== null || fault.code !== null) {
        return fail(new WampError(Errors.runtime, `Fault injected by the sandbox (fault ${fault.id}).`, fault.code ?? 'InternalError'), fault.retryAfter);
      }
    }
    if (uri !== INCREASE_QUOTA && world.realtime.quotaCalls > 0) {
      world.realtime.quotaCalls -= 1;
      return connection.send(error(Code.CALL, request, Errors.quotaExhausted, { type: 'GoogleRecaptchaV2', key: SANDBOX_SITE_KEY, desc: CAPTCHA_MESSAGE }));
    }
    const procedure = PROCEDURES[uri];
    if (!procedure) return fail(new WampError(Errors.noSuchProcedure, `No such procedure: ${uri}.`));
    // A write sent again with its key (the client's identity scopes it): the first answer, nothing done twice.
    const scope = idempotencyScope(key, connection.cid, uri);
    const state = world.state;
    const first = rememberedAnswer<Awaited<ReturnType<typeof procedure>> | WampError>(state, scope);
    if (first instanceof WampError) return fail(first);
    if (first) return connection.send(result(request, first));
    try {
      const answer = await procedure({ world, connection, kwargs });
      rememberAnswer(state, scope, answer);
      connection.send(result(request, answer));
    } catch (failure) {
      const refusal = failure instanceof WampError ? failure : failure instanceof ApiError ? fromApiError(failure) : null;
      if (refusal) {
        rememberAnswer(state, scope, refusal);
        return fail(refusal);
      }
      const message = failure instanceof Error ? failure.message : String(failure);
      fail(new WampError(Errors.runtime, `The sandbox failed: ${message}`, 'InternalError'));
    }
  }

  return {
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      // The same DNS-rebinding guard as the HTTP side, and the same origins as its CORS grant: a page
      // elsewhere cannot drive a player's session through their browser.
      if (!isLocalHost(req.headers.host)) return refuse(socket, 421, 'Misdirected Request');
      if (url.pathname !== WAMP_PATH) return refuse(socket, 404, 'Not Found');
      const origin = req.headers.origin;
      if (origin !== undefined && !isLocalOrigin(origin)) return refuse(socket, 403, 'Forbidden');
      // The control API's outage: the upgrade fails as an unreachable router's does.
      if (Date.now() < world.realtime.refuseUntilMs) return refuse(socket, 503, 'Service Unavailable');
      if (!offersWamp(req)) return refuse(socket, 400, 'Bad Request');
      server.handleUpgrade(req, socket, head, (ws) => open(ws, url.searchParams.get('cid')));
    },
    close() {
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
