import { expect } from '@esm-bundle/chai';
import { axeViolations, nextEvent, place, resetAll, text, until } from './support/page.ts';
import { CASHIER_EVENTS, cashierOrigin, forge, iframeOf, record, signInAs, useSandboxCashier, watchWarnings } from './support/payments.ts';

describe('<casino-cashier>', () => {
  let origin: string;
  beforeEach(async () => {
    await resetAll();
    origin = await useSandboxCashier();
  });

  it('asks a visitor to sign in first', async () => {
    const host = await place('casino-cashier');
    await until(() => text(host).includes('Sign in to deposit or withdraw.'), 'the sign-in notice');
    expect(iframeOf(host)).to.equal(null);
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('loads the cashier on its own origin with the flattened configuration, and follows its height', async () => {
    await signInAs('player@example.com');
    const loaded = nextEvent(document, 'casino-cashier-init-load'); // heard from before the element is placed
    const host = await place('casino-cashier', { kind: 'deposit', method: 'CreditCard', amount: '25' });
    const frame = await until(() => iframeOf(host), 'the cashier iframe');
    const src = new URL(frame.src);
    expect(src.origin).to.equal(origin);
    expect(src.pathname).to.equal('/paymentiq/cashier');
    expect(src.searchParams.get('merchantId')).to.equal('100000001');
    expect(src.searchParams.get('userId')).to.equal('1001');
    expect(src.searchParams.get('providerType')).to.equal('CreditCard');
    expect(src.searchParams.get('amount')).to.equal('25');
    expect(src.searchParams.get('method')).to.equal('deposit');
    expect(src.searchParams.get('attributes.hostUri')).to.equal(location.href.split('#')[0]);
    expect([...src.searchParams.keys()].at(-1)).to.equal('attributes.bootstrapVersion');
    expect(frame.getAttribute('allow')).to.contain('payment');
    expect(frame.title).to.equal('Payment cashier');
    expect((await loaded).detail).to.deep.equal({ eventType: 'CASHIER_INIT_LOAD' });
    await until(() => frame.getAttribute('height') !== '420', 'the reported height');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('pauses and resumes: the iframe leaves and rejoins the tab order', async () => {
    await signInAs('player@example.com');
    const loaded = nextEvent(document, 'casino-cashier-init-load'); // heard from before the element is placed
    const host = await place('casino-cashier');
    await loaded;
    host.pause();
    await until(() => iframeOf(host)?.tabIndex === -1, 'tab index -1');
    host.resume();
    await until(() => iframeOf(host)?.tabIndex === 0, 'tab index 0');
  });

  it('ignores every forged message: no event, no effect, no navigation, each logged', async () => {
    await signInAs('player@example.com');
    const loaded = nextEvent(document, 'casino-cashier-init-load'); // heard from before the element is placed
    const host = await place('casino-cashier');
    await loaded;
    const frame = iframeOf(host)!;
    await until(() => frame.getAttribute('height') !== '420', 'the first height');
    // The genuine cashier reports its height as it lays out: wait until it has settled.
    let last = '';
    let stableSince = performance.now();
    await until(() => {
      const now = frame.getAttribute('height') ?? '';
      if (now !== last) {
        last = now;
        stableSince = performance.now();
      }
      return performance.now() - stableSince > 400;
    }, 'a settled height');
    const height = frame.getAttribute('height');
    const seen = record(document, CASHIER_EVENTS);
    const warnings = watchWarnings();
    const page = location.href;
    const cases: Array<[string, () => void | Promise<void>]> = [
      ['wrong origin (this page itself)', () => window.postMessage({ eventType: 'TX_SUCCESS', payload: { txRefId: 'x' } }, location.origin)],
      ['look-alike origin', () => forge(`${origin}.evil.example`, frame.contentWindow, { eventType: 'APP_SET_HEIGHT', payload: 9 })],
      ['another port', () => forge(origin.replace(/:(\d+)$/, (_m, port) => `:${Number(port) + 1}`), frame.contentWindow, { eventType: 'TX_SUCCESS' })],
      ['"null" origin (a sandboxed frame)', async () => {
        const sandboxed = document.createElement('iframe');
        sandboxed.setAttribute('sandbox', 'allow-scripts');
        sandboxed.srcdoc = `<script>parent.postMessage({ eventType: 'TX_SUCCESS', payload: {} }, '*')</scr` + `ipt>`;
        document.body.append(sandboxed);
        await until(() => warnings.lines.some((line) => line.includes('(null)')), 'the null-origin drop');
        sandboxed.remove();
      }],
      ['right origin, another window (a second cashier page)', async () => {
        const other = document.createElement('iframe');
        other.title = 'another cashier page';
        other.src = `${origin}/paymentiq/cashier?attributes.hostUri=${encodeURIComponent(location.href)}`;
        document.body.append(other);
        await until(() => warnings.lines.some((line) => line.includes('not this cashier')), 'the other-window drop');
        other.remove();
      }],
      ['right origin, no window', () => forge(origin, null, { eventType: 'TX_SUCCESS' })],
      ['malformed payload', () => forge(origin, frame.contentWindow, { eventType: 'APP_SET_HEIGHT', payload: '100vh' })],
      ['not an envelope', () => forge(origin, frame.contentWindow, ['TX_SUCCESS'])],
      ['unknown type', () => forge(origin, frame.contentWindow, { eventType: 'RUN_SCRIPT', payload: 'alert(1)' })],
      ['TOP_URL_REPLACE to javascript:', () => forge(origin, frame.contentWindow, { eventType: 'TOP_URL_REPLACE', payload: { url: 'javascript:alert(1)' } })],
      ['TOP_URL_REPLACE to another host', () => forge(origin, frame.contentWindow, { eventType: 'TOP_URL_REPLACE', payload: { url: 'https://evil.example/phish' } })],
      ['TOP_URL_REPLACE to a look-alike of this host', () => forge(origin, frame.contentWindow, { eventType: 'TOP_URL_REPLACE', payload: { url: `${location.protocol}//${location.host}.evil.example/` } })],
      ['authorize method without the opt-in', () => forge(origin, frame.contentWindow, { eventType: 'EXECUTE_AUTHORIZE_METHOD', payload: { method: 'alert', parameters: 1 } })],
    ];
    try {
      for (const [what, run] of cases) {
        const before = warnings.lines.length;
        await run();
        await new Promise((resolve) => setTimeout(resolve, 30));
        expect(warnings.lines.length, `${what} is logged`).to.be.greaterThan(before);
        expect(seen, `${what} emits nothing`).to.deep.equal([]);
        expect(location.href, `${what} does not navigate`).to.equal(page);
        expect(frame.getAttribute('height'), `${what} changes nothing`).to.equal(height);
      }
    } finally {
      warnings.stop();
    }
    // The very same channel still reads what is genuine.
    const genuine = nextEvent(host, 'casino-cashier-set-height');
    forge(origin, frame.contentWindow, { eventType: 'APP_SET_HEIGHT', payload: 777 });
    expect((await genuine).detail).to.deep.equal({ eventType: 'APP_SET_HEIGHT', payload: 777 });
    await until(() => frame.getAttribute('height') === '777', 'the genuine height applied');
  });

  it('keeps two cashiers on one page apart: each reads only its own iframe', async () => {
    await signInAs('player@example.com');
    // Each heard from before it is on the page: placed one after the other, the first cashier's frame could load (on
    // a busy machine) while the second was still rendering, before anything listened to the first.
    const [first, second] = (['deposit', 'withdraw'] as const).map((kind) => {
      const element = document.createElement('casino-cashier');
      element.setAttribute('kind', kind);
      return element;
    }) as [HTMLElementTagNameMap['casino-cashier'], HTMLElementTagNameMap['casino-cashier']];
    const firstSeen = record(first, ['casino-cashier-init-load', 'casino-cashier-success']);
    const secondSeen = record(second, ['casino-cashier-init-load', 'casino-cashier-success']);
    document.body.append(first, second);
    await until(() => firstSeen.length === 1 && secondSeen.length === 1, 'both cashiers loaded');
    const warnings = watchWarnings();
    forge(origin, iframeOf(first)!.contentWindow, { eventType: 'TX_SUCCESS', payload: { txRefId: 'a1' } });
    warnings.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstSeen).to.deep.equal(['casino-cashier-init-load', 'casino-cashier-success']);
    expect(secondSeen).to.deep.equal(['casino-cashier-init-load']);
    expect(warnings.lines, 'a sibling\'s message is not taken for a forgery').to.deep.equal([]);
    expect(new URL(iframeOf(second)!.src).searchParams.get('method')).to.equal('withdrawal');
  });

  it('refuses a cashier address that is not http(s), with an error and no iframe', async () => {
    // Configured before the sign-in: a cashier moved to another origin afterwards takes the session with it.
    window.casino.configure({ cashierUrl: 'javascript:alert(1)' });
    await signInAs('player@example.com');
    const host = await place('casino-cashier');
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the error');
    expect(alert.textContent).to.equal('Something went wrong.');
    expect(host.shadowRoot!.querySelector('iframe')).to.equal(null);
  });

  it('raises the load error within the time-out plus 1 s when the cashier cannot be reached, as a notice and an event', async () => {
    // Configured before the sign-in: a cashier moved to another origin afterwards takes the session with it.
    window.casino.configure({ cashierUrl: 'http://127.0.0.1:9' });
    await signInAs('player@example.com');
    const host = document.createElement('casino-cashier');
    host.setAttribute('timeout-ms', '1500');
    // Timed from the frame's creation, when the time-out starts, not from the element's placing: its chunks and its
    // set-up come first, and on a loaded machine they can take the second of margin themselves. An observer sees
    // the frame as it is added.
    let framedAt = 0;
    const framing = new MutationObserver(() => {
      if (!framedAt && iframeOf(host)) framedAt = performance.now();
    });
    framing.observe(host.shadowRoot!, { childList: true, subtree: true });
    const failed = nextEvent(host, 'casino-cashier-load-error', 8000);
    document.body.append(host);
    const event = await failed;
    framing.disconnect();
    const alert = await until(() => host.shadowRoot!.querySelector('[role=alert]'), 'the error notice', 3000);
    expect(framedAt, 'a frame was created').to.be.greaterThan(0);
    const elapsed = performance.now() - framedAt;
    expect(elapsed).to.be.lessThan(2500);
    expect(event.detail).to.deep.equal({
      eventType: 'ONLOAD_ERROR',
      payload: { message: 'Could not load cashier iframe. Execution time limit was exceeded: 1500 milliseconds', timeoutMs: 1500 },
    });
    expect(alert.textContent).to.contain('Could not load cashier iframe. Execution time limit was exceeded: 1500 milliseconds');
    expect(text(host)).to.contain('Try again');
    expect(await axeViolations(host)).to.deep.equal([]);
  });
});

describe('<casino-cashier> with a lookup and opt-ins', () => {
  let origin: string;
  beforeEach(async () => {
    await resetAll();
    origin = await useSandboxCashier();
    await signInAs('player@example.com');
  });

  it('loads the lookup first, the cashier for the identified customer, and removes it on a reset', async () => {
    const lookupLoaded = nextEvent(document, 'casino-cashier-lookup-init-load'); // heard from before the element is placed
    const host = await place('casino-cashier', { lookup: '{"environment":"development"}' });
    const lookup = await until(() => host.shadowRoot!.querySelector<HTMLIFrameElement>('iframe.lookup-frame'), 'the lookup iframe');
    expect(new URL(lookup.src).pathname).to.equal('/checkout-client/master');
    await lookupLoaded;
    expect(iframeOf(host)).to.equal(null);
    const loaded = nextEvent(host, 'casino-cashier-init-load');
    forge(origin, lookup.contentWindow, { eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED', payload: { userId: '1001', sessionId: 'looked-up', user: { firstName: 'Alex' } } });
    const frame = await until(() => iframeOf(host), 'the cashier for the customer');
    const src = new URL(frame.src);
    expect([src.searchParams.get('userId'), src.searchParams.get('sessionId'), src.searchParams.get('user.firstName')]).to.deep.equal(['1001', 'looked-up', 'Alex']);
    await loaded;
    forge(origin, lookup.contentWindow, { eventType: 'PIQ_LOOKUP_CUSTOMER_RESET' });
    await until(() => !iframeOf(host), 'the cashier removed');
    expect(await axeViolations(host)).to.deep.equal([]);
  });

  it('calls an authorize method only when the element opts in, and only the listed ones', async () => {
    const calls: unknown[] = [];
    const page = window as unknown as Record<string, unknown>;
    page.piqAuthorize = (value: unknown) => calls.push(value);
    page.notListed = (value: unknown) => calls.push(['not listed', value]);
    try {
      const loaded = nextEvent(document, 'casino-cashier-init-load'); // heard from before the element is placed
      const host = await place('casino-cashier', { 'authorize-methods': 'piqAuthorize' });
      await loaded;
      const frame = iframeOf(host)!;
      const warnings = watchWarnings();
      forge(origin, frame.contentWindow, { eventType: 'EXECUTE_AUTHORIZE_METHOD', payload: { method: 'piqAuthorize', parameters: { token: 't' } } });
      forge(origin, frame.contentWindow, { eventType: 'EXECUTE_AUTHORIZE_METHOD', payload: { method: 'notListed', parameters: 1 } });
      warnings.stop();
      expect(calls).to.deep.equal([{ token: 't' }]);
      expect(warnings.lines.some((line) => line.includes('notListed'))).to.equal(true);
    } finally {
      delete page.piqAuthorize;
      delete page.notListed;
    }
  });
});

describe('<casino-cashier> and a compromised cashier page (the forged-message matrix, from the real origin and window)', () => {
  const HOST_EVENTS = ['casino-cashier-setup-authorize-script', 'casino-cashier-execute-authorize-method', 'casino-cashier-top-url-replace'];
  const page = window as unknown as Record<string, unknown>;
  let calls: unknown[];
  beforeEach(async () => {
    await resetAll();
    // The sandbox cashier origin serves a compromised cashier under /compromised: same origin, its own window.
    await useSandboxCashier({ cashierUrl: `${await cashierOrigin()}/compromised` });
    await signInAs('player@example.com');
    calls = [];
    page.piqAuthorize = (value: unknown) => calls.push(value);
  });
  afterEach(() => {
    delete page.piqAuthorize;
    document.getElementById('Authenticate_trustly')?.remove();
    document.documentElement.removeAttribute('data-compromised');
  });

  /** Places the cashier and waits until the compromised page says it has tried everything. */
  async function attacked(attributes: Record<string, string>, nonce?: string) {
    const host = document.createElement('casino-cashier');
    for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
    if (nonce) host.nonce = nonce;
    const done = nextEvent(host, 'casino-cashier-change', 8000);
    document.body.append(host);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return host;
  }

  it('without the opt-ins: no script, no page-function call, no navigation, no event; each attempt logged without its secrets', async () => {
    const warnings = watchWarnings();
    const seen = record(document, HOST_EVENTS);
    const before = location.href;
    try {
      await attacked({});
    } finally {
      warnings.stop();
    }
    expect(document.documentElement.hasAttribute('data-compromised'), 'the script ran').to.equal(false);
    expect(document.getElementById('Authenticate_trustly'), 'a script was added').to.equal(null);
    expect(calls).to.deep.equal([]);
    expect(location.href).to.equal(before);
    expect(seen).to.deep.equal([]);
    const log = warnings.lines.join('\n');
    expect(warnings.lines.some((line) => line.includes('SETUP_AUTHORIZE_SCRIPT') && line.includes('authorize-scripts')), 'the script set-up is logged').to.equal(true);
    expect(warnings.lines.some((line) => line.includes('EXECUTE_AUTHORIZE_METHOD') && line.includes('piqAuthorize')), 'the call is logged').to.equal(true);
    expect(warnings.lines.filter((line) => line.includes('TOP_URL_REPLACE')).length, 'both navigations are logged').to.equal(2);
    expect(log, 'the script text is not logged').to.not.contain('data-compromised');
    expect(log, 'the address\'s token is not logged').to.not.contain('taken-from-the-page');
  });

  it('authorize-methods opts in to calls only: no script set-up, nor for a provider the page did not name', async () => {
    await attacked({ 'authorize-methods': 'piqAuthorize', 'authorize-scripts': 'applepay' });
    expect(calls).to.deep.equal([{ from: 'the compromised cashier' }]);
    expect(document.documentElement.hasAttribute('data-compromised')).to.equal(false);
    expect(document.getElementById('Authenticate_trustly')).to.equal(null);
  });

  it('with authorize-scripts naming the provider: its script is added once, with the element\'s nonce', async () => {
    const before = location.href;
    const setUp = record(document, ['casino-cashier-setup-authorize-script']);
    await attacked({ 'authorize-scripts': 'Trustly' }, 'n0nce-for-the-cashier');
    const script = document.getElementById('Authenticate_trustly') as HTMLScriptElement | null;
    expect(script !== null, 'the script element').to.equal(true);
    expect(script!.nonce).to.equal('n0nce-for-the-cashier');
    expect(document.documentElement.getAttribute('data-compromised')).to.equal('script ran');
    expect(setUp).to.deep.equal(['casino-cashier-setup-authorize-script']);
    expect(calls, 'no call without authorize-methods').to.deep.equal([]);
    expect(location.href).to.equal(before);
  });

  it('from the lookup iframe nothing acts on the page, whatever the opt-ins', async () => {
    const warnings = watchWarnings();
    try {
      const host = await attacked({ lookup: '{"environment":"development"}', 'authorize-scripts': 'trustly', 'authorize-methods': 'piqAuthorize' });
      expect(host.shadowRoot!.querySelector('iframe.lookup-frame') !== null, 'the lookup iframe').to.equal(true);
    } finally {
      warnings.stop();
    }
    expect(document.documentElement.hasAttribute('data-compromised')).to.equal(false);
    expect(calls).to.deep.equal([]);
    expect(warnings.lines.filter((line) => line.includes('from the lookup iframe')).length).to.equal(4);
  });
});
