// Shared by the sandbox tests: one real sandbox per test file, talked to over HTTP with fetch,
// the way the library and the e2e tests will.
import { after, before, beforeEach } from 'node:test';
import { type RunningSandbox, startSandbox } from '../../../sandbox/server.ts';

export const PASSWORD = 'Secret123!';

export interface Harness {
  readonly sandbox: RunningSandbox;
  api(path: string, init?: { method?: string; body?: unknown; session?: string; headers?: Record<string, string> }): Promise<Response>;
  control(path: string, body?: unknown, method?: string): Promise<Response>;
  signIn(username: string, password?: string): Promise<Response>;
  /** Signs in and returns the session id, failing the test if sign-in does not succeed. */
  session(username: string): Promise<string>;
}

export function useSandbox(options: { root?: string; cashier?: boolean } = {}): Harness {
  let sandbox: RunningSandbox | undefined;
  before(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true, root: options.root, oauthPort: 0, ...(options.cashier ? { cashierPort: 0 } : {}) });
  });
  after(async () => {
    await sandbox?.close();
  });
  beforeEach(() => sandbox?.app.reset());

  const running = () => {
    if (!sandbox) throw new Error('The sandbox has not started.');
    return sandbox;
  };

  const harness: Harness = {
    get sandbox() {
      return running();
    },
    api(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (init.session) headers['X-Player-Session-Id'] = init.session;
      return fetch(`${running().url}/api${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
    control(path, body, method) {
      return fetch(`${running().url}/__sandbox${path}`, {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    signIn(username, password = PASSWORD) {
      return harness.api('/player/signin/v2', { body: { Username: username, Password: password, Platform: 'desktop' } });
    },
    async session(username) {
      const response = await harness.signIn(username);
      if (response.status !== 200) throw new Error(`Sign-in of ${username} answered ${response.status}`);
      const { SessionId } = (await response.json()) as { SessionId: string };
      return SessionId;
    },
  };
  return harness;
}
