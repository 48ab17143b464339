// Two independent ways to talk to the sandbox's realtime router in tests: raw `ws` frames (to check the
// wire itself) and autobahn, a second WAMP implementation (so the router speaks WAMP, not our dialect).
import autobahn from 'autobahn';
import { WebSocket } from 'ws';
import { textOf } from '../../../sandbox/wamp/router.ts';

export const REALM = 'http://localhost';

export function wampUrl(sandboxUrl: string, cid?: string): string {
  const url = new URL('/wamp', sandboxUrl.replace(/^http/, 'ws'));
  if (cid) url.searchParams.set('cid', cid);
  return url.href;
}

/** A socket that queues every frame it receives, for tests that read the wire message by message. */
export class RawWamp {
  private readonly frames: unknown[][] = [];
  private waiters: Array<() => void> = [];
  closed: { code: number } | null = null;
  private nextRequest = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(textOf(data)) as unknown[]);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closed = { code };
      this.wake();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  static connect(url: string, options: { protocols?: string[]; headers?: Record<string, string> } = {}): Promise<RawWamp> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, options.protocols ?? ['wamp.2.json'], { headers: options.headers });
      socket.once('open', () => resolve(new RawWamp(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  /** Connects and says HELLO; resolves once WELCOMEd. */
  static async session(url: string, realm = REALM): Promise<{ wamp: RawWamp; welcome: unknown[] }> {
    const wamp = await RawWamp.connect(url);
    wamp.send([1, realm, { roles: { caller: {}, subscriber: {} } }]);
    const welcome = await wamp.next();
    return { wamp, welcome };
  }

  send(frame: unknown[]): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame (matching `test`, skipping others), or an error when the socket closes or 2 s pass. */
  async next(test: (frame: unknown[]) => boolean = () => true): Promise<unknown[]> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const index = this.frames.findIndex(test);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      if (this.closed) throw new Error(`The socket closed (${this.closed.code}) before the frame came.`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No such frame within 2 s.');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames received so far and not yet read. */
  pending(): unknown[][] {
    return [...this.frames];
  }

  /** CALLs a procedure (args [], parameters in kwargs) and resolves with its RESULT or ERROR frame. */
  async call(procedure: string, kwargs: Record<string, unknown> = {}): Promise<unknown[]> {
    const request = this.nextRequest++;
    this.send([48, request, {}, procedure, [], kwargs]);
    return this.next((frame) => (frame[0] === 50 && frame[1] === request) || (frame[0] === 8 && frame[1] === 48 && frame[2] === request));
  }

  async subscribe(topic: string): Promise<number> {
    const request = this.nextRequest++;
    this.send([32, request, {}, topic]);
    const frame = await this.next((candidate) => candidate[0] === 33 && candidate[1] === request);
    return frame[2] as number;
  }

  /** Waits for the socket to close, or returns at once when it has. */
  async whenClosed(): Promise<{ code: number }> {
    const deadline = Date.now() + 2000;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    if (!this.closed) throw new Error('The socket did not close.');
    return this.closed;
  }

  close(): void {
    this.socket.terminate();
  }
}

/** An autobahn session on the router (no retries: a test decides when to reconnect). */
export function autobahnSession(url: string, realm = REALM): Promise<{ session: autobahn.Session; connection: autobahn.Connection }> {
  return new Promise((resolve, reject) => {
    const connection = new autobahn.Connection({ url, realm, max_retries: 0, use_es6_promises: true });
    connection.onopen = (session) => resolve({ session, connection });
    connection.onclose = (reason, details) => {
      reject(new Error(`autobahn closed: ${reason} ${JSON.stringify(details)}`));
      return false;
    };
    connection.open();
  });
}

export function closeAutobahn(connection: autobahn.Connection): Promise<void> {
  return new Promise((resolve) => {
    if (!connection.isOpen) return resolve();
    connection.onclose = () => {
      resolve();
      return false;
    };
    connection.close();
  });
}
