// The bench's sandbox, run in a process of its own (scripts/bench.mjs starts it): one sandbox, so one set of
// players and sessions, served twice. Over HTTP/1.1 without TLS, as `npm start` serves it; and over HTTP/2
// with TLS, as a CDN serves the library to a player's browser: there the page, the entry and every chunk
// share one connection, where over HTTP/1.1 each file fetched beside another waits for a connection of its
// own. The certificate (made for this run, for 127.0.0.1) comes in BENCH_TLS_KEY and BENCH_TLS_CERT; prints
// both origins as one line of JSON.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { type Http2ServerRequest, type Http2ServerResponse, createSecureServer } from 'node:http2';
import type { AddressInfo, Server } from 'node:net';
import { createSandboxApp } from '../../sandbox/server.ts';

const app = createSandboxApp({});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const http1 = createServer((req, res) => app.handle(req, res));
const http2 = createSecureServer(
  { key: process.env.BENCH_TLS_KEY, cert: process.env.BENCH_TLS_CERT, allowHTTP1: true },
  (req: Http2ServerRequest, res: Http2ServerResponse) => {
    // HTTP/2 names the host in `:authority`; the sandbox reads `Host` (it answers loopback names only).
    req.headers.host ??= req.headers[':authority'];
    // The compatibility API's request and response answer the calls the sandbox's static files and REST
    // platform make (headers, status, body); the realtime router, which needs an HTTP/1.1 upgrade, is not
    // served here.
    app.handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  },
);
const [http1Port, http2Port] = await Promise.all([listen(http1), listen(http2)]);
console.log(JSON.stringify({ http1: `http://127.0.0.1:${http1Port}`, http2: `https://127.0.0.1:${http2Port}` }));
