import { expect } from '@esm-bundle/chai';
import { button, field, inShadow, place, resetAll, sandbox, signInWith, text, type, until } from './support/page.ts';

/** Everything reachable from a value: own properties (hidden ones and getters too), causes, headers, messages, stacks. */
function everythingIn(value: unknown, seen = new Set<unknown>(), depth = 0): string {
  if (typeof value === 'string') return value;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return String(value);
  if (seen.has(value) || depth > 12) return '';
  seen.add(value);
  const parts: string[] = [];
  if (value instanceof Error) parts.push(value.message, value.stack ?? '');
  if (value instanceof Headers) value.forEach((item, name) => parts.push(name, item));
  if (value instanceof Request) parts.push(value.url);
  if (value instanceof Node) return parts.join('\n'); // an element in a log line says nothing secret, and it is huge
  for (const key of Reflect.ownKeys(value)) {
    let item: unknown;
    try {
      item = (value as Record<PropertyKey, unknown>)[key];
    } catch {
      continue;
    }
    parts.push(String(key), everythingIn(item, seen, depth + 1));
  }
  return parts.join('\n');
}

const CONSOLE = ['log', 'info', 'warn', 'error', 'debug'] as const;

/** Records every console call and every casino-* event (its detail), as text, until stopped. */
function watch(): { seen: () => string; lines: string[]; stop(): void } {
  const lines: string[] = [];
  const originals = CONSOLE.map((name) => console[name]);
  for (const name of CONSOLE) {
    const original = console[name];
    console[name] = (...args: unknown[]) => {
      lines.push(`console.${name}: ${args.map((arg) => everythingIn(arg)).join(' ')}`);
      original.apply(console, args);
    };
  }
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event.type.startsWith('casino-')) lines.push(`${event.type}: ${everythingIn((event as CustomEvent).detail)}`);
    return dispatch.call(this, event);
  };
  return {
    lines,
    seen: () => lines.join('\n'),
    stop() {
      CONSOLE.forEach((name, index) => (console[name] = originals[index]!));
      EventTarget.prototype.dispatchEvent = dispatch;
    },
  };
}

function expectNone(seen: string, secrets: readonly string[]): void {
  for (const secret of secrets) expect(seen.includes(secret), `"${secret}" appears in:\n${seen}`).to.equal(false);
}

describe('no secrets in logs, events or errors', () => {
  let watcher: ReturnType<typeof watch>;
  beforeEach(async () => {
    await resetAll();
    watcher = watch();
  });
  afterEach(async () => {
    watcher.stop();
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  });

  it('sign-in that gets no answer, and a signed-in page whose reads fail: no password, no session id', async () => {
    const password = 'Pw-7f3a9c-Secret!';
    await sandbox('faults', { path: '/api/player/signin/v2', drop: true, times: 1 });
    const host = await place('casino-signin');
    type(field(host, 'Email'), 'player@example.com');
    type(field(host, 'Password'), password);
    button(host, 'Sign in').click();
    await until(() => inShadow(host, '[role=alert]'), 'the network error');
    expectNone(watcher.seen(), [password]);

    // Every session read fails from now on, and the widgets log why.
    await sandbox('faults', { path: '/api/wallets', drop: true, times: 0 });
    type(field(host, 'Password'), '');
    await signInWith(host, 'player@example.com');
    const sessionId = sessionStorage.getItem('casino-elements.session');
    expect(Boolean(sessionId)).to.equal(true);
    await until(() => watcher.lines.some((line) => line.includes('could not load the balance')), 'the balance failure in the log');
    expectNone(watcher.seen(), [password, 'Secret123!', sessionId!]);
  });

  it('reset-password that gets no answer: neither the token nor the new password', async () => {
    const token = 'reset-token-c41d77';
    const password = 'New-9d2e4b-Secret!';
    await sandbox('faults', { path: '/api/player/reset-password', drop: true, times: 1 });
    const host = document.createElement('casino-reset-password');
    Object.assign(host, { token, username: 'player@example.com' });
    document.body.append(host);
    await until(() => field(host, 'New password'), 'the form');
    type(field(host, 'New password'), password);
    type(field(host, 'Confirm new password'), password);
    button(host, 'Reset password').click();
    await until(() => inShadow(host, '[role=alert]'), 'the network error');
    expect(watcher.lines.some((line) => line.startsWith('casino-error'))).to.equal(true);
    expectNone(watcher.seen(), [token, password]);
  });

  it('unsubscribe whose link cannot be read: not the token', async () => {
    const token = 'unsub-token-e92a10';
    await sandbox('faults', { path: '/api/player/opt-out-ins', drop: true, times: 0 });
    const host = document.createElement('casino-unsubscribe');
    Object.assign(host, { token });
    document.body.append(host);
    await until(() => inShadow(host, '[role=alert]'), 'the network error', 10_000);
    expect(text(host)).not.to.contain(token);
    expectNone(watcher.seen(), [token]);
  });
});
