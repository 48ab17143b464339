// The sandbox's captcha stand-in: one-time tokens for the test site key, the REST platform's
// X-Captcha-Token check, and the widget script's reCAPTCHA v2 interface (run in a tiny DOM stand-in).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { createClock } from '../../../sandbox/clock.ts';
import { SANDBOX_SITE_KEY, TOKEN_LIFETIME_MS, createCaptchaStore } from '../../../sandbox/captcha/store.ts';
import { useSandbox } from './harness.ts';

async function token(url: string, sitekey = SANDBOX_SITE_KEY): Promise<Response> {
  return fetch(`${url}/captcha/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sitekey }) });
}

describe('sandbox: captcha store', () => {
  it('issues tokens for the sandbox site key only, each valid once and for two minutes', () => {
    const clock = createClock();
    const store = createCaptchaStore(clock);
    assert.equal(store.issue('someone-elses-key'), null);
    const first = store.issue(SANDBOX_SITE_KEY);
    const second = store.issue(SANDBOX_SITE_KEY);
    assert.ok(first && second && first !== second);
    assert.equal(store.verify(first), true);
    assert.equal(store.verify(first), false, 'a token is spent by its first check');
    clock.advance(TOKEN_LIFETIME_MS);
    assert.equal(store.verify(second), false, 'a token two minutes old has expired');
    assert.equal(store.verify('made-up'), false);
    assert.equal(store.verify(undefined), false);
  });

  it('forgets its tokens and the requirement on clear', () => {
    const store = createCaptchaStore(createClock());
    const issued = store.issue(SANDBOX_SITE_KEY);
    store.required = true;
    store.clear();
    assert.equal(store.required, false);
    assert.equal(store.verify(issued), false);
  });
});

describe('sandbox: captcha over HTTP', () => {
  const t = useSandbox();
  const forgot = (headers: Record<string, string> = {}) =>
    t.api('/player/request-password-reset', { body: { UsernameOrEmail: 'player@example.com' }, headers });
  const outbox = async () => ((await (await t.control('/outbox?to=player@example.com')).json()) as { emails: unknown[] }).emails.length;

  it('serves the widget script as a classic script', async () => {
    const response = await fetch(`${t.sandbox.url}/captcha/api.js?onload=ready&render=explicit`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    const text = await response.text();
    assert.match(text, /window\.grecaptcha = /);
    assert.doesNotMatch(text, /\beval\(|new Function|setAttribute\('style'/);
  });

  it('answers a token for the test key and refuses another key', async () => {
    const good = await token(t.sandbox.url);
    assert.equal(good.status, 200);
    assert.match(((await good.json()) as { token: string }).token, /^sandbox-captcha\./);
    const bad = await token(t.sandbox.url, 'production-key');
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { Code: string }).Code, 'InvalidSiteKey');
  });

  it('takes a valid X-Captcha-Token once and refuses a replayed or made-up one with CaptchaInvalid', async () => {
    const { token: solved } = (await (await token(t.sandbox.url)).json()) as { token: string };
    assert.equal((await forgot({ 'X-Captcha-Token': solved })).status, 200);
    assert.equal(await outbox(), 1);
    for (const value of [solved, 'made-up']) {
      const refused = await forgot({ 'X-Captcha-Token': value });
      assert.equal(refused.status, 400);
      assert.deepEqual(await refused.json(), { Code: 'CaptchaInvalid', Message: 'Let us know that you are a human.' });
    }
    assert.equal(await outbox(), 1, 'a refused request e-mails nothing');
  });

  it('refuses a token older than two minutes on the sandbox clock', async () => {
    const { token: solved } = (await (await token(t.sandbox.url)).json()) as { token: string };
    await t.control('/clock', { advanceMs: TOKEN_LIFETIME_MS + 1 });
    assert.equal((await forgot({ 'X-Captcha-Token': solved })).status, 400);
  });

  it('requires a token on forgot password only while the control API says so', async () => {
    assert.equal((await forgot()).status, 200);
    assert.deepEqual(await (await t.control('/captcha/require', { on: true })).json(), { on: true, paths: [] });
    const refused = await forgot();
    assert.equal(refused.status, 400);
    assert.equal(((await refused.json()) as { Code: string }).Code, 'CaptchaInvalid');
    // Other calls do not need one.
    assert.equal((await t.signIn('alex')).status, 200);
    const { token: solved } = (await (await token(t.sandbox.url)).json()) as { token: string };
    assert.equal((await forgot({ 'X-Captcha-Token': solved })).status, 200);
    assert.equal((await t.control('/captcha/require', { on: 'yes' })).status, 400);
    await t.control('/reset', {});
    assert.deepEqual(await (await t.control('/captcha/require')).json(), { on: false, paths: [] });
  });

  it('requires a token on the further sensitive calls the control API marks', async () => {
    assert.deepEqual(await (await t.control('/captcha/require', { on: true, paths: ['/player/signin/v2'] })).json(), { on: true, paths: ['/player/signin/v2'] });
    const refused = await t.signIn('alex');
    assert.equal(refused.status, 400);
    assert.equal(((await refused.json()) as { Code: string }).Code, 'CaptchaInvalid');
    assert.equal((await t.control('/captcha/require', { on: true, paths: [1] })).status, 400);
    await t.control('/captcha/require', { on: false });
    assert.equal((await t.signIn('alex')).status, 200);
  });

  it('lets a cross-origin page send the header', async () => {
    const response = await fetch(`${t.sandbox.url}/api/player/request-password-reset`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:9999', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-captcha-token' },
    });
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /X-Captcha-Token/);
  });

  it("gives the widget reCAPTCHA v2's explicit-render interface: render, tick, callback, getResponse, reset", async () => {
    const script = await readFile(new URL('../../../sandbox/captcha/api.js', import.meta.url), 'utf8');
    const dom = fakeDom();
    const calls: string[] = [];
    const window: Record<string, unknown> = {
      onCaptchaLoad: () => calls.push('onload'),
    };
    const context = {
      window,
      document: dom.document,
      URL,
      JSON,
      Error,
      setTimeout,
      clearTimeout,
      fetch: (url: string, init: RequestInit) => fetch(url, init),
    };
    dom.document.currentScript = { src: `${t.sandbox.url}/captcha/api.js?onload=onCaptchaLoad&render=explicit` };
    runInNewContext(script, context);
    assert.deepEqual(calls, ['onload']);
    const grecaptcha = window.grecaptcha as {
      render(container: unknown, params: Record<string, unknown>): number;
      getResponse(id?: number): string;
      reset(id?: number): void;
      ready(callback: () => void): void;
    };
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const container = dom.element('div');
    let solved = '';
    const id = grecaptcha.render(container, { sitekey: SANDBOX_SITE_KEY, callback: (value: string) => (solved = value), theme: 'dark' });
    assert.equal(id, 0);
    const box = dom.find(container, (element) => element.type === 'checkbox');
    assert.ok(box, 'the widget renders a checkbox');
    assert.match(dom.text(container), /I'm not a robot/);
    assert.equal(grecaptcha.getResponse(id), '');
    box.checked = true;
    box.dispatch('change');
    await waitFor(() => solved !== '');
    assert.equal(grecaptcha.getResponse(id), solved);
    assert.equal(box.checked, true);
    // The token it got is one the platform takes, once.
    assert.equal((await forgot({ 'X-Captcha-Token': solved })).status, 200);
    grecaptcha.reset(id);
    assert.equal(grecaptcha.getResponse(id), '');
    assert.equal(box.checked, false);

    let failed = false;
    const other = grecaptcha.render(dom.element('div'), { sitekey: 'production-key', callback: () => assert.fail('no token for a foreign key'), 'error-callback': () => (failed = true) });
    const otherBox = dom.find(dom.last(), (element) => element.type === 'checkbox');
    otherBox!.checked = true;
    otherBox!.dispatch('change');
    await waitFor(() => failed);
    assert.equal(grecaptcha.getResponse(other), '');
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(condition(), 'the condition did not come true in time');
}

interface FakeElement {
  tag: string;
  type?: string;
  checked: boolean;
  disabled: boolean;
  className: string;
  textContent: string;
  children: FakeElement[];
  style: { setProperty(name: string, value: string): void };
  appendChild(child: FakeElement): FakeElement;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: () => void): void;
  dispatch(type: string): void;
}

/** Just the DOM the widget script touches, so its interface is tested without a browser. */
function fakeDom() {
  let lastRendered: FakeElement | undefined;
  const element = (tag: string): FakeElement => {
    const listeners = new Map<string, Array<() => void>>();
    const node: FakeElement = {
      tag,
      checked: false,
      disabled: false,
      className: '',
      textContent: '',
      children: [],
      style: { setProperty: () => undefined },
      appendChild(child) {
        node.children.push(child);
        lastRendered = node;
        return child;
      },
      setAttribute: () => undefined,
      addEventListener(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      dispatch(type) {
        for (const listener of listeners.get(type) ?? []) listener();
      },
    };
    return node;
  };
  const document = {
    currentScript: null as { src: string } | null,
    baseURI: 'http://localhost/',
    createElement: element,
    createTextNode: (text: string) => ({ ...element('#text'), textContent: text }),
    getElementById: () => null,
  };
  const all = (root: FakeElement): FakeElement[] => [root, ...root.children.flatMap(all)];
  return {
    document,
    element,
    last: () => lastRendered!,
    find: (root: FakeElement, test: (element: FakeElement) => boolean) => all(root).find(test),
    text: (root: FakeElement) => all(root).map((node) => node.textContent).join(' '),
  };
}
