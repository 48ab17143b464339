// The provider framework-script adapter (adapters/framework/) with a provider of the test's own: the script loaded
// once with a time-out and a clear error, init's options, the views, the session and balance it reports, the games
// list and launches, what spec 002 §4.6 leaves unimplemented, and the content services over a real local server.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { FrameworkPlatformConfig, Platform, PlatformContext, SessionChange } from '../../../adapters/contract.ts';
import { isPlatformError } from '../../../adapters/contract.ts';
import { createPlatform } from '../../../adapters/create-platform.ts';
import { requireOperation } from '../../../adapters/operations.ts';
import { rewriteInfoLinks } from '../../../adapters/framework/content.ts';
import { type LocalServer, reply, startLocalServer } from './local-server.ts';

type Listener = (value: unknown) => void;

/** A provider as a script would define it, recording its calls; `status` and `games` play its pushes. */
function fakeProvider(options: { loggedIn?: boolean; balance?: unknown } = {}) {
  const calls: unknown[][] = [];
  let onStatus: Listener = () => undefined;
  let onGames: Listener = () => undefined;
  let loggedIn = options.loggedIn ?? false;
  const record = (name: string) => (...args: unknown[]) => void calls.push([name, ...args]);
  const provider = {
    calls,
    init: (init: unknown) => {
      calls.push(['init', init]);
      setTimeout(() => onStatus({ status: 'ready' }), 5);
    },
    showLogin: record('showLogin'), showRegistration: record('showRegistration'), showMyAccount: record('showMyAccount'),
    showDeposit: record('showDeposit'), showWithdraw: record('showWithdraw'), showContactUs: record('showContactUs'),
    logout: () => {
      calls.push(['logout']);
      loggedIn = false;
      return Promise.resolve(true);
    },
    isLoggedIn: () => loggedIn,
    getDisplayBalance: () => Promise.resolve(options.balance ?? { amount: '270.50', bonusAmount: 20, currency: 'eur' }),
    loadGame: record('loadGame'),
    setLoadGameClosed: record('setLoadGameClosed'),
    setOnSessionStatusUpdate: (listener: Listener) => void (onStatus = listener),
    setOnGamesListUpdated: (listener: Listener) => void (onGames = listener),
    status(update: unknown) {
      if (typeof update === 'object' && update && (update as { status?: string }).status === 'signed-in') loggedIn = true;
      onStatus(update);
    },
    games: (list: unknown) => onGames(list),
  };
  return provider;
}

const scope = globalThis as { AsgFramework?: unknown };

function memory(initial: string | null = null) {
  let current = initial;
  return { get: () => current, set: (value: string | null) => void (current = value) };
}

async function build(config: Partial<FrameworkPlatformConfig> = {}, extra: Partial<PlatformContext> = {}) {
  const session = memory();
  const context = {
    config: { platform: 'framework', jurisdiction: 'mga', locale: 'en', providerHost: 'https://provider.example', brandId: 'b1', brandDomain: 'casino.example', timeoutMs: 300, ...config },
    session,
    ...extra,
  } as PlatformContext;
  return { platform: await createPlatform(context), session };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  delete scope.AsgFramework;
});

describe('framework adapter: loading the provider', () => {
  it('adds the script once, calls init with host, brand id, brand domain and language, and waits for ready', async () => {
    const provider = fakeProvider();
    let added = 0;
    const addScript = (address: string) => {
      added += 1;
      assert.equal(address, 'https://provider.example/framework.js');
      const script = new EventTarget() as unknown as HTMLScriptElement;
      (script as unknown as { remove: () => void }).remove = () => undefined;
      setTimeout(() => {
        scope.AsgFramework = provider;
        script.dispatchEvent(new Event('load'));
      }, 10);
      return Promise.resolve(script);
    };
    const { platform } = await build({ providerScriptUrl: 'https://provider.example/framework.js', locale: 'sv' }, { addScript });
    await Promise.all([requireOperation(platform, 'openProviderView')('sign-in'), requireOperation(platform, 'getSessionState')()]);
    await requireOperation(platform, 'openProviderView')('deposit');
    assert.equal(added, 1);
    assert.deepEqual(provider.calls[0], ['init', { host: 'https://provider.example', brandId: 'b1', brandDomain: 'casino.example', language: 'swe' }]);
    assert.deepEqual(provider.calls.slice(1).map((call) => call[0]), ['showLogin', 'showDeposit']);
  });

  it('gives up on a script that does not load within the time-out, with a clear network error, and tries again next time', async () => {
    let added = 0;
    const addScript = () => {
      added += 1;
      const script = new EventTarget() as unknown as HTMLScriptElement;
      (script as unknown as { remove: () => void }).remove = () => undefined;
      return Promise.resolve(script);
    };
    const { platform } = await build({ providerScriptUrl: 'https://provider.example/framework.js', timeoutMs: 50 }, { addScript });
    const error = await requireOperation(platform, 'openProviderView')('sign-in').catch((reason: unknown) => reason);
    assert.ok(isPlatformError(error, 'player.network-error'));
    assert.match(error.message, /framework script did not load within 50 ms/);
    const out = await requireOperation(platform, 'signOut')().catch((reason: unknown) => reason);
    assert.ok(isPlatformError(out, 'sign-out.network-error'), 'told in the area of the call that needed it');
    assert.equal(added, 2);
  });

  it('says so when the script fails to load, or loads without the framework', async () => {
    const failing = () => {
      const script = new EventTarget() as unknown as HTMLScriptElement;
      (script as unknown as { remove: () => void }).remove = () => undefined;
      setTimeout(() => script.dispatchEvent(new Event('error')), 5);
      return Promise.resolve(script);
    };
    const { platform } = await build({ providerScriptUrl: 'https://provider.example/framework.js' }, { addScript: failing });
    const error = await requireOperation(platform, 'getWallet')().catch((reason: unknown) => reason);
    assert.ok(isPlatformError(error, 'player.network-error'));
    assert.match(error.message, /could not be loaded/);
    const empty = () => {
      const script = new EventTarget() as unknown as HTMLScriptElement;
      setTimeout(() => script.dispatchEvent(new Event('load')), 5);
      return Promise.resolve(script);
    };
    const other = await build({ providerScriptUrl: 'https://provider.example/framework.js' }, { addScript: empty });
    const wrong = await requireOperation(other.platform, 'getWallet')().catch((reason: unknown) => reason);
    assert.ok(isPlatformError(wrong, 'player.unknown-error'));
    assert.match(wrong.message, /defined no AsgFramework/);
  });
});

describe('framework adapter: session, balance, views', () => {
  it('follows the provider: signed-in sets the session and tells the page who; signed-out tells, then clears', async () => {
    const provider = fakeProvider();
    scope.AsgFramework = provider;
    const { platform, session } = await build();
    const changes: SessionChange[] = [];
    platform.onSessionChange!((change) => changes.push({ ...change, sessionWas: session.get() } as SessionChange));
    await tick();
    provider.status({ status: 'signed-in', playerId: 1001 });
    assert.equal(session.get(), 'framework:1001');
    provider.status('signed-out');
    assert.equal(session.get(), null);
    assert.deepEqual(changes, [
      { signedIn: true, reason: 'signed-in', userId: '1001', sessionWas: 'framework:1001' },
      { signedIn: false, reason: 'signed-out', sessionWas: 'framework:1001' },
    ]);
    provider.status({ status: 'bored' });
    assert.equal(changes.length, 2, 'a status it does not know is ignored');
  });

  it('ends a session the page kept when the provider, once ready, has no player', async () => {
    scope.AsgFramework = fakeProvider({ loggedIn: false });
    const { platform, session } = await build();
    session.set('framework:7');
    assert.deepEqual(await platform.getSessionState!(), { signedIn: false, reason: 'signed-out' });
    assert.equal(session.get(), null);
  });

  it('maps getDisplayBalance to the wallet: bonus included in the total, the currency upper-cased', async () => {
    scope.AsgFramework = fakeProvider({ loggedIn: true });
    const { platform } = await build();
    assert.deepEqual(await platform.getWallet!(), { realBalance: 250.5, bonusBalance: 20, totalBalance: 270.5, currency: { code: 'EUR' } });
    const profile = await platform.getProfile!();
    assert.equal(profile.currency, 'EUR');
    assert.equal(profile.disabled, true);
  });

  it('refuses a balance of an unexpected shape with player.unknown-error, and a signed-out one with player.session-expired', async () => {
    scope.AsgFramework = fakeProvider({ loggedIn: true, balance: { amount: 'lots', currency: 'EUR' } });
    assert.equal(((await (await build()).platform.getWallet!().catch((error: unknown) => error)) as { key: string }).key, 'player.unknown-error');
    delete scope.AsgFramework;
    scope.AsgFramework = fakeProvider({ loggedIn: false });
    assert.equal(((await (await build()).platform.getWallet!().catch((error: unknown) => error)) as { key: string }).key, 'player.session-expired');
  });

  it('opens each of the product\'s pages in the provider\'s view, and signs out through logout', async () => {
    const provider = fakeProvider({ loggedIn: true });
    scope.AsgFramework = provider;
    const { platform, session } = await build();
    for (const view of ['sign-in', 'sign-up', 'account', 'deposit', 'withdraw', 'contact-us'] as const) await platform.openProviderView!(view);
    session.set('framework:1');
    await platform.signOut!();
    assert.equal(session.get(), null);
    assert.deepEqual(provider.calls.slice(1).map((call) => call[0]), ['showLogin', 'showRegistration', 'showMyAccount', 'showDeposit', 'showWithdraw', 'showContactUs', 'logout']);
  });
});

describe('framework adapter: games', () => {
  it('maps the games list: demo when the modes include Demo, childish when flagged; rows of another shape are left out', async () => {
    const provider = fakeProvider();
    scope.AsgFramework = provider;
    const { platform } = await build();
    const list = platform.getGames!();
    await tick();
    provider.games([
      { gameId: 11, title: 'Starburst', identifier: 'starburst', playModes: ['Real', 'Demo'] },
      { gameId: '12', title: 'Candy Castle', playModes: ['Real'], childish: true },
      { title: 'No id' },
    ]);
    assert.deepEqual(await list, [
      { gameId: '11', identifier: 'starburst', title: 'Starburst', demo: true, childish: false },
      { gameId: '12', identifier: '12', title: 'Candy Castle', demo: false, childish: true },
    ]);
  });

  it('launches by the identifier with the mode letter (d demo, m real) in the provider, and tells it when the game closed', async () => {
    const provider = fakeProvider();
    scope.AsgFramework = provider;
    const { platform } = await build();
    await platform.getSessionState!();
    provider.games([{ gameId: 11, title: 'Starburst', identifier: 'starburst', playModes: ['Demo'] }]);
    assert.deepEqual(await platform.launchGame!({ gameId: '11', mode: 'demo' }), { kind: 'provider' });
    await platform.launchGame!({ gameId: '11', identifier: 'starburst', mode: 'real' });
    await platform.closeGame!();
    assert.deepEqual(provider.calls.filter((call) => call[0] !== 'init'), [['loadGame', 'starburst', 'd'], ['loadGame', 'starburst', 'm'], ['setLoadGameClosed']]);
  });
});

describe('framework adapter: what spec 002 §4.6 leaves unimplemented', () => {
  it('is absent, and a direct call is the typed not-implemented error "Method not implemented"', async () => {
    scope.AsgFramework = fakeProvider();
    const { platform } = await build();
    const absent = ['signIn', 'getFavourites', 'getJackpots', 'getTotalJackpot', 'getMessages', 'activateAccount', 'getHistory', 'getBonuses', 'triggerBonus',
      'getTerms', 'getLimits', 'getCountries', 'getIpCountry', 'getCallingCodes', 'getCurrencies', 'getCashierSetup'] as const;
    for (const name of absent) {
      assert.equal(typeof (platform as unknown as Record<string, unknown>)[name], 'undefined', name);
      assert.throws(() => requireOperation(platform, name), (error: unknown) => isPlatformError(error) && error.code === 'not-implemented' && error.message.startsWith('Method not implemented'));
    }
  });
});

describe('framework adapter: content from the provider', () => {
  let server: LocalServer;
  let platform: Platform;
  before(async () => {
    server = await startLocalServer();
    platform = (await build({ providerHost: server.url, timeoutMs: 2000, retryBaseDelayMs: 5 })).platform;
  });
  after(() => server.close());

  it('license logos: POST form-encoded country uk, the brand and language ENG; the answer\'s data.html as it came', async () => {
    server.handle((_request, response) => reply(response, 200, { data: { html: '<img alt="UKGC"><script>x()</script>' } }));
    assert.equal(await platform.getLicenseLogos!(), '<img alt="UKGC"><script>x()</script>');
    const [request] = server.to('/footer-icons');
    assert.equal(request?.method, 'POST');
    assert.match(String(request?.headers['content-type']), /application\/x-www-form-urlencoded/);
    assert.deepEqual(Object.fromEntries(new URLSearchParams(request?.body)), { country: 'uk', brand: 'b1', language: 'ENG' });
  });

  it('license logos: an answer without data.html is content.unknown-error; a read is retried after a 503', async () => {
    server.handle((_request, response) => reply(response, 200, { data: {} }));
    assert.equal(((await platform.getLicenseLogos!().catch((error: unknown) => error)) as { key: string }).key, 'content.unknown-error');
    let calls = 0;
    server.handle((_request, response) => (calls++ === 0 ? reply(response, 503, {}) : reply(response, 200, { data: { html: '<b>ok</b>' } })));
    assert.equal(await platform.getLicenseLogos!(), '<b>ok</b>');
    assert.equal(calls, 2);
  });

  it('info pages: GET AboutUs.aspx and BonusPolicy.aspx with language eng, the provider\'s help, privacy and contact links rewritten', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p><a href="/help-deposit">d</a> <a href="/contact-us">c</a> <a href="https://elsewhere.example/x">x</a></p>');
    });
    const html = await platform.getInfoPage!('about-us');
    assert.equal(html, `<p><a href="${server.url}/HelpDeposit.aspx?language=eng">d</a> <a href="/support">c</a> <a href="https://elsewhere.example/x">x</a></p>`);
    await platform.getInfoPage!('bonus-policy');
    assert.deepEqual(server.requests.map((request) => [request.path, request.query.get('language')]), [['/AboutUs.aspx', 'eng'], ['/BonusPolicy.aspx', 'eng']]);
  });

  it('content in the element\'s language: an info page in swe and the logos in FIN when the element asks for sv and fi', async () => {
    server.handle((request, response) => {
      if (request.path === '/footer-icons') return reply(response, 200, { data: { html: '<b>fi</b>' } });
      response.writeHead(200);
      response.end('<p>sv</p>');
    });
    await platform.getInfoPage!('about-us', 'sv');
    await platform.getLicenseLogos!('fi');
    assert.equal(server.to('/AboutUs.aspx')[0]?.query.get('language'), 'swe');
    assert.equal(new URLSearchParams(server.to('/footer-icons')[0]?.body).get('language'), 'FIN');
  });

  it('rewrites each of the five links, whatever their form; other links stay', () => {
    const html = ['/help-deposit', 'help-deposit-account.aspx', '/en/help-deposit-banking', "/privacy-policy", '/contact-us', '/games'].map((href) => `<a href='${href}'>x</a>`).join('');
    assert.equal(
      rewriteInfoLinks(html, 'https://p.example', 'eng', '/support'),
      '<a href="https://p.example/HelpDeposit.aspx?language=eng">x</a><a href="https://p.example/HelpDepositAccount.aspx?language=eng">x</a>'
        + '<a href="https://p.example/HelpDepositBanking.aspx?language=eng">x</a><a href="https://p.example/PrivacyPolicy.aspx?language=eng">x</a>'
        + '<a href="/support">x</a><a href=\'/games\'>x</a>',
    );
  });
});
