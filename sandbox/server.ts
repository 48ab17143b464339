// Starts the sandbox on its own HTTP server. Tests use port 0 and get a free port back.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type SandboxApp, createSandboxApp } from './app.ts';
import { createCashierHandler } from './payments/cashier.ts';
import { createOAuthHandler } from './oauth/provider.ts';
import { createGamesHandler } from './games/page.ts';
import { createSkillOnNetHandler } from './skillonnet/service.ts';
import { createProviderHandler } from './provider/routes.ts';

export { createSandboxApp } from './app.ts';
export type { SandboxApp, SandboxAppOptions } from './app.ts';

export interface SandboxOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. `localhost` listens on both 127.0.0.1 and ::1 (see below). */
  host?: string;
  /** Repository root for examples/ and dist/; default: the folder above sandbox/. */
  root?: string;
  /** No request log on stdout. */
  quiet?: boolean;
  /** Also serve the sandbox cashier on its own origin at this port (0 picks a free one; `npm start`: 5000). */
  cashierPort?: number;
  /** Also serve the sandbox identity provider (bank-ID) on its own origin at this port (0: a free one; `npm start`: 5100). */
  oauthPort?: number;
  /** Also serve the game pages on their own origin at this port (0: a free one; `npm start`: 5200). */
  gamesPort?: number;
  /**
   * The SkillOnNet service on its own origin at this port (`npm start`: 5300). Default 0, a free one, so every
   * sandbox a test starts has it (`runningSandbox(url).skillonnetUrl`); null: not served.
   */
  skillonnetPort?: number | null;
  /** Also serve the casino provider (framework script, footer icons, info pages) on its own origin at this port (0: a free one; `npm start`: 5400). */
  providerPort?: number;
}

export interface RunningSandbox {
  url: string;
  port: number;
  /** The sandbox cashier's origin, when `cashierPort` was given. */
  cashierUrl?: string;
  /** The sandbox identity provider's origin, when `oauthPort` was given. */
  oauthUrl?: string;
  /** The games origin, when `gamesPort` was given. */
  gamesUrl?: string;
  /** The SkillOnNet service's origin, unless `skillonnetPort` was null. */
  skillonnetUrl?: string;
  /** The casino provider's origin, when `providerPort` was given. */
  providerUrl?: string;
  close(): Promise<void>;
  app: SandboxApp;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function shut(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive sockets (fetch keeps them) would otherwise hold close() open.
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const app = createSandboxApp({
    root: options.root,
    log: options.quiet ? undefined : (line) => console.log(line),
  });
  const handler = (req: IncomingMessage, res: ServerResponse) => app.handle(req, res);
  // The realtime router (`/wamp`) shares the port: the HTTP server hands it its upgrades.
  const serve = () => createServer(handler).on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => app.upgrade(req, socket, head));
  const servers = [serve()];
  let port: number;
  if (host === 'localhost') {
    // Node binds "localhost" to one address only (often ::1), while browsers and fetch may pick
    // either; listening on both loopbacks makes http://localhost:PORT work for every client.
    port = await listen(servers[0]!, options.port ?? 8080, '127.0.0.1');
    const v6 = serve();
    try {
      await listen(v6, port, '::1');
      servers.push(v6);
    } catch {
      // No IPv6 loopback on this machine: 127.0.0.1 alone will do.
    }
  } else {
    port = await listen(servers[0]!, options.port ?? 8080, host);
  }
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const cashier = options.cashierPort === undefined ? undefined : await startOrigin(createCashierHandler(() => app), options.cashierPort, host);
  const oauth = options.oauthPort === undefined ? undefined : await startOrigin(createOAuthHandler(() => app), options.oauthPort, host);
  const games = options.gamesPort === undefined ? undefined : await startOrigin(createGamesHandler(() => app), options.gamesPort, host);
  const skillonnetPort = options.skillonnetPort === undefined ? 0 : options.skillonnetPort;
  const skillonnet = skillonnetPort === null ? undefined : await startOrigin(createSkillOnNetHandler(() => ({ world: app.world, gamesUrl: app.gamesUrl })), skillonnetPort, host);
  const provider = options.providerPort === undefined ? undefined : await startOrigin(createProviderHandler(() => app), options.providerPort, host);
  if (provider) app.providerUrl = `http://${urlHost}:${provider.port}`;
  if (oauth) app.oauthUrl = `http://${urlHost}:${oauth.port}`;
  if (games) app.gamesUrl = `http://${urlHost}:${games.port}`;
  if (cashier) app.cashierUrl = `http://${urlHost}:${cashier.port}`;
  if (skillonnet) app.skillonnetUrl = `http://${urlHost}:${skillonnet.port}`;
  const running: RunningSandbox = {
    url: `http://${urlHost}:${port}`,
    port,
    ...(cashier ? { cashierUrl: `http://${urlHost}:${cashier.port}` } : {}),
    ...(oauth ? { oauthUrl: app.oauthUrl } : {}),
    ...(games ? { gamesUrl: app.gamesUrl } : {}),
    ...(skillonnet ? { skillonnetUrl: app.skillonnetUrl } : {}),
    ...(provider && app.providerUrl ? { providerUrl: app.providerUrl } : {}),
    app,
    close: async () => {
      RUNNING.delete(running.url);
      app.closeRealtime();
      await Promise.all([...servers, ...(cashier?.servers ?? []), ...(oauth?.servers ?? []), ...(games?.servers ?? []), ...(skillonnet?.servers ?? []), ...(provider?.servers ?? [])].map(shut));
    },
  };
  RUNNING.set(running.url, running);
  return running;
}

/** The sandboxes this process runs, by address: a suite configured with one address finds its other origins. */
const RUNNING = new Map<string, RunningSandbox>();

/** The running sandbox at this address (its other origins: the SkillOnNet service's), if this process started it. */
export function runningSandbox(url: string): RunningSandbox | undefined {
  return RUNNING.get(url);
}

/** A second origin (the cashier, the identity provider), on the same loopback addresses as the sandbox. */
async function startOrigin(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  wanted: number,
  host: string,
): Promise<{ port: number; servers: Server[] }> {
  const first = createServer(handler);
  const port = await listen(first, wanted, host === 'localhost' ? '127.0.0.1' : host);
  const servers = [first];
  if (host === 'localhost') {
    const v6 = createServer(handler);
    try {
      await listen(v6, port, '::1');
      servers.push(v6);
    } catch {
      // No IPv6 loopback: 127.0.0.1 alone will do.
    }
  }
  return { port, servers };
}
