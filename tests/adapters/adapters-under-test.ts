// The adapters every conformance suite runs against the sandbox. Each row says how a page configures
// the adapter and which backend requests its operations make, so a suite can inject faults and count
// requests without knowing the platform. A new adapter (realtime, ...) is one row here.
import assert from 'node:assert/strict';
import { after, before, beforeEach } from 'node:test';
import { WebSocket } from 'ws';
import { type Capabilities, type OperationName, type Platform, type PlatformConfig, type PlatformName, type SessionStore, isPlatformError } from '../../adapters/contract.ts';
import { runningSandbox, startSandbox } from '../../sandbox/server.ts';
import { SEEDED_BONUS_CODE } from '../../sandbox/account/seed.ts';
import { requireOperation } from '../../adapters/operations.ts';
import { createProviderStandIn } from './fixtures/provider-framework.ts';

export interface Endpoint {
  method: string;
  path: string;
}

export interface AdapterUnderTest {
  name: PlatformName;
  /** The configuration of a page on the sandbox at this address. */
  config(sandboxUrl: string): PlatformConfig;
  /** The sandbox requests behind the operations the suites fault and count. */
  endpoints: { signIn: Endpoint; playerInfo: Endpoint; signUp: Endpoint };
  /**
   * The request behind each operation the call-policy suite probes (the one its faults hit and its counts
   * read): an operation left out is not probed on this adapter.
   */
  calls: Partial<Record<OperationName, Endpoint>>;
  /**
   * Where backends legitimately differ in what they do (not in what they can: that is `lacks`), as data the
   * suites skip and branch by, so a shared suite never names an adapter.
   */
  traits: Traits;
  /** Signs a seeded player in on a platform built for this adapter: how each suite gets a session. */
  getSession(platform: Platform, player?: { email: string; password: string }): Promise<void>;
  /** The platform tells how long to wait (HTTP Retry-After): the WAMP platform's errors carry no such hint. */
  tellsWait: boolean;
  /**
   * The capabilities this adapter does not have: the suites skip their tests, and conformance.test.ts checks
   * that the built platform says so too (and lacks their operations), so the list cannot drift.
   */
  lacks: readonly (keyof Capabilities)[];
}

export interface Traits {
  /** History pages say whether another page follows but not how many there are; game rounds and payment totals are there. */
  historyPagesWithoutTotal: boolean;
  /** A granted bonus in the list is claimed by its id (elsewhere bonus codes are applied, and nothing else claims). */
  claimsListedBonuses: boolean;
  /** An expired bonus stays in the list as expired (elsewhere it is dropped, spec 002 §4.4). */
  keepsExpiredBonuses: boolean;
  /** A profile change asks for the current password outside SGA. */
  profileChangeNeedsPassword: boolean;
  /** The reset e-mail carries a token that resets the password with the e-mail address, with no captcha. */
  resetsWithEmailedToken: boolean;
  /** The phone can be checked for an existing account at sign-up (besides e-mail and username). */
  validatesPhones: boolean;
  /** The activation code can be sent again, and the sign-up journey is covered here (else by its e2e journey). */
  resendsActivationCode: boolean;
  /** A refused sign-up names the invalid field (elsewhere the platform's text is shown). */
  namesInvalidFields: boolean;
  /** The platform session the HTTP API beside the router needs, read once per session: its request, if any. */
  httpApiSession: Endpoint | null;
  /** The favourites list names the tables of a game the player marked (elsewhere only the games). */
  favouriteTables: boolean;
  /** The query the jackpots read sends (the HTTP API pages its list: one page of up to 1000). */
  jackpotQuery: Record<string, string | null>;
  /** Jackpots come in the currency asked for (SkillOnNet's come in the visitor's country's, asked by country). */
  jackpotsInAskedCurrency: boolean;
  /** Games open in the provider's own framework (no launch address to frame), and its list names no tables. */
  gamesInProvider?: boolean;
}

/** node:test's `skip` option for a test of what the adapter's backend does not do: the reason, or false to run it. */
export function unlessTrait(adapter: AdapterUnderTest, trait: Exclude<keyof Traits, 'httpApiSession' | 'jackpotQuery'>, reason: string): string | false {
  return adapter.traits[trait] ? false : `${adapter.name}: ${reason}`;
}

/** node:test's `skip` option for a test of features the adapter lacks: the reason, or false to run it. */
export function unless(adapter: AdapterUnderTest, ...needed: (keyof Capabilities)[]): string | false {
  const missing = needed.filter((capability) => adapter.lacks.includes(capability));
  return missing.length > 0 ? `the ${adapter.name} platform has no ${missing.join(', ')}` : false;
}

/**
 * node:test's `skip` option for a test that needs a signed-in player: the reason, or false to run it. A platform with
 * no way to sign a player in (neither a password nor the provider's own view) serves anonymous visitors only.
 */
export function unlessSessions(adapter: AdapterUnderTest): string | false {
  return adapter.lacks.includes('passwordSignIn') && adapter.lacks.includes('providerViews') ? `the ${adapter.name} platform signs no one in` : false;
}

/** The seeded player (sandbox README), signed in with a password. */
export const SEEDED_PLAYER = { email: 'player@example.com', password: 'Secret123!' } as const;

async function passwordSession(platform: Platform, player: { email: string; password: string } = SEEDED_PLAYER): Promise<void> {
  await requireOperation(platform, 'signIn')(player);
}

/**
 * The provider framework's script is the page's: in node the suites give the global one, shaped as the adapter
 * reads it, answering from the sandbox's provider service (tests/adapters/fixtures/provider-framework.ts).
 */
export const PROVIDER = createProviderStandIn();
(globalThis as { AsgFramework?: unknown }).AsgFramework ??= PROVIDER;

/** Signs in through the provider's own view, as a player does there: the provider reports it and the adapter follows. */
async function providerSession(platform: Platform, player: { email: string; password: string } = SEEDED_PLAYER): Promise<void> {
  // Started (loaded, initialised, ready) first, so its status updates reach this platform.
  await requireOperation(platform, 'getSessionState')();
  await PROVIDER.logIn(player.email, player.password);
}

export const ADAPTERS: readonly AdapterUnderTest[] = [
  {
    name: 'framework',
    config: (url) => ({
      platform: 'framework',
      providerScriptUrl: `${url}/provider/framework.js`,
      providerHost: `${url}/provider`,
      brandId: 'sandbox-casino',
      brandDomain: 'casino.example',
      jurisdiction: 'mga',
      locale: 'en',
      retryBaseDelayMs: 20,
    }),
    // It signs in and up in the provider's own views: the sandbox requests behind them are the provider's.
    endpoints: {
      signIn: { method: 'POST', path: '/provider/login' },
      playerInfo: { method: 'GET', path: '/provider/balance' },
      signUp: { method: 'POST', path: '/provider/login' },
    },
    calls: {},
    traits: {
      historyPagesWithoutTotal: false, claimsListedBonuses: false, keepsExpiredBonuses: false, profileChangeNeedsPassword: false,
      resetsWithEmailedToken: false, validatesPhones: false, resendsActivationCode: false, namesInvalidFields: false, httpApiSession: null,
      favouriteTables: false, jackpotQuery: {}, jackpotsInAskedCurrency: false, gamesInProvider: true,
    },
    getSession: providerSession,
    tellsWait: false,
    // Spec 002 §4.6: what the framework-script adapter does not implement.
    lacks: [
      'passwordSignIn', 'oauthSignIn', 'qrSignIn', 'smsOtp', 'signUp', 'tokenSignUp', 'activation', 'passwordReset', 'terms', 'termsAcceptance',
      'profileEditing', 'bonuses', 'inbox', 'history', 'subscriptions', 'limits', 'blocks', 'selfExclusion', 'productBlocks', 'realityCheck',
      'responsibleGamingTest', 'sessionSummary', 'kyc', 'sourceOfWealth', 'cashier', 'payAndPlay', 'balancePush', 'favourites', 'lastPlayed',
      'jackpots', 'tournaments', 'chat', 'documents', 'sportsHistory', 'playerData',
    ],
  },
  {
    name: 'rest',
    config: (url) => ({
      platform: 'rest',
      apiUrl: `${url}/api`,
      jurisdiction: 'mga',
      locale: 'en',
      // Short back-off: the suites check how often reads are retried, not how long it takes.
      retryBaseDelayMs: 20,
    }),
    endpoints: {
      signIn: { method: 'POST', path: '/api/player/signin/v2' },
      playerInfo: { method: 'GET', path: '/api/player/user-info' },
      signUp: { method: 'POST', path: '/api/player/signup/v2' },
    },
    calls: {
      getProfile: { method: 'GET', path: '/api/player/user-info' },
      getLimits: { method: 'GET', path: '/api/responsiblegaming/limit' },
      triggerBonus: { method: 'POST', path: `/api/bonus/trigger/${SEEDED_BONUS_CODE}` },
      getJackpots: { method: 'GET', path: '/api/event-feed/jackpots' },
      getFavourites: { method: 'GET', path: '/api/casino/favorites' },
      addFavourite: { method: 'POST', path: '/api/casino/set-favorite/mega-fortune' },
      getGames: { method: 'GET', path: '/api/casino' },
      launchGame: { method: 'GET', path: '/api/casino/gameinfo/starburst' },
      setLastPlayedGame: { method: 'POST', path: '/api/casino/set-last-played-game' },
      joinTournament: { method: 'POST', path: '/api/player/tournament-opt-in' },
      sendPanicChoice: { method: 'POST', path: '/api/responsiblegaming/panic' },
    },
    traits: {
      historyPagesWithoutTotal: true, claimsListedBonuses: true, keepsExpiredBonuses: true, profileChangeNeedsPassword: true,
      resetsWithEmailedToken: true, validatesPhones: true, resendsActivationCode: true, namesInvalidFields: true, httpApiSession: null,
      favouriteTables: false, jackpotQuery: {}, jackpotsInAskedCurrency: true,
    },
    getSession: passwordSession,
    tellsWait: true,
    lacks: ['balancePush', 'providerViews', 'chat', 'licenseLogos', 'infoPages'],
  },
  {
    name: 'realtime',
    config: (url) => ({
      platform: 'realtime',
      wampUrl: `${url.replace(/^http/, 'ws')}/wamp`,
      realm: 'http://localhost',
      // The HTTP API beside the router (jackpots, favourites) is served at the sandbox's origin, under /v1.
      apiUrl: url,
      jurisdiction: 'mga',
      locale: 'en',
      retryBaseDelayMs: 20,
    }),
    // Every call is a WAMP CALL, logged and faulted by its procedure URI.
    endpoints: {
      signIn: { method: 'WAMP', path: '/user#login' },
      playerInfo: { method: 'WAMP', path: '/user/account#getProfile' },
      signUp: { method: 'WAMP', path: '/user/account#register' },
    },
    calls: {
      getProfile: { method: 'WAMP', path: '/user/account#getProfile' },
      getLimits: { method: 'WAMP', path: '/user/limit#getLimits' },
      triggerBonus: { method: 'WAMP', path: '/user/bonus#apply' },
      // The HTTP API beside the router; the seeded player's id is 1001.
      getJackpots: { method: 'GET', path: '/v1/casino/jackpots' },
      getFavourites: { method: 'GET', path: '/v1/player/1001/favorites' },
      addFavourite: { method: 'PUT', path: '/v1/player/1001/favorites' },
      getGames: { method: 'WAMP', path: '/casino#getGames' },
      launchGame: { method: 'WAMP', path: '/casino#getLaunchUrl' },
      joinTournament: { method: 'WAMP', path: '/casino/tournament#optIn' },
    },
    traits: {
      // It tells the total pages, and has no game rounds nor payment totals.
      historyPagesWithoutTotal: false,
      // It applies bonus codes; it has no claim of a granted bonus.
      claimsListedBonuses: false,
      keepsExpiredBonuses: false,
      // It saves the profile without the password.
      profileChangeNeedsPassword: false,
      // Its reset request needs a captcha, and its key comes in the link.
      resetsWithEmailedToken: false,
      // It validates e-mails and usernames only.
      validatesPhones: false,
      // No resend of the code: its sign-up journey is tests/e2e/realtime.spec.ts.
      resendsActivationCode: false,
      // It names no invalid field: its text is shown.
      namesInvalidFields: false,
      httpApiSession: { method: 'WAMP', path: '/user#getCmsSessionID' },
      favouriteTables: true,
      jackpotQuery: { expand: 'game', pagination: 'limit=1000' }, jackpotsInAskedCurrency: true,
    },
    getSession: passwordSession,
    tellsWait: false,
    lacks: [
      'oauthSignIn', 'qrSignIn', 'smsOtp', 'tokenSignUp', 'terms', 'inbox', 'subscriptions', 'blocks', 'selfExclusion', 'productBlocks',
      'realityCheck', 'responsibleGamingTest', 'sessionSummary', 'kyc', 'sourceOfWealth', 'payAndPlay',
      'providerViews', 'chat', 'licenseLogos', 'infoPages', 'documents', 'sportsHistory', 'playerData',
    ],
  },
  {
    name: 'skillonnet',
    config: (url) => ({
      platform: 'skillonnet',
      skin: 'TestCasino',
      // The SkillOnNet service is on an origin of its own (another port of the same sandbox).
      serviceUrl: runningSandbox(url)?.skillonnetUrl ?? 'http://127.0.0.1:9',
      jurisdiction: 'mga',
      locale: 'en',
      retryBaseDelayMs: 20,
    }),
    // It signs no one in: no request is behind these (the suites that use them skip by capability).
    endpoints: {
      signIn: { method: 'NONE', path: '' },
      playerInfo: { method: 'NONE', path: '' },
      signUp: { method: 'NONE', path: '' },
    },
    calls: {
      getJackpots: { method: 'GET', path: '/jackpots' },
    },
    traits: {
      historyPagesWithoutTotal: false, claimsListedBonuses: false, keepsExpiredBonuses: false, profileChangeNeedsPassword: false,
      resetsWithEmailedToken: false, validatesPhones: false, resendsActivationCode: false, namesInvalidFields: false, httpApiSession: null,
      favouriteTables: false, jackpotQuery: { skin: 'TestCasino' }, jackpotsInAskedCurrency: false,
    },
    getSession: () => Promise.reject(new Error('the skillonnet platform signs no one in')),
    tellsWait: true,
    lacks: [
      'passwordSignIn', 'oauthSignIn', 'qrSignIn', 'smsOtp', 'signUp', 'tokenSignUp', 'activation', 'passwordReset', 'terms',
      'termsAcceptance', 'profileEditing', 'bonuses', 'inbox', 'history', 'subscriptions', 'limits', 'blocks', 'selfExclusion',
      'productBlocks', 'realityCheck', 'responsibleGamingTest', 'sessionSummary', 'kyc', 'sourceOfWealth', 'cashier',
      'balancePush', 'games', 'favourites', 'lastPlayed', 'tournaments', 'providerViews', 'chat', 'licenseLogos', 'infoPages', 'documents', 'sportsHistory', 'playerData',
    ],
  },
];

// Node 20 has no WebSocket of its own: the realtime adapter uses the page's, so the tests give it one.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

/** A session store in memory, as a test page has. */
export function memorySession(initial: string | null = null): SessionStore {
  let current = initial;
  return {
    get: () => current,
    set: (sessionId) => {
      current = sessionId;
    },
  };
}

/** The PlatformError a call rejects with (the contract's only kind of rejection). */
export async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (reason: unknown) => reason,
  );
  assert.ok(isPlatformError(error), `not a PlatformError: ${String(error)}`);
  return error;
}

/** A sandbox of the suite's own: started before its tests, reset before each one, closed after them all. */
export interface SuiteSandbox {
  /** The sandbox's address (once the suite has started). */
  readonly url: string;
  /** A call of the sandbox's control API (`/__sandbox…`): reset, faults, the request log, clocks. */
  control<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** The sandbox game pages' origin (another port). */
  readonly gamesUrl: string;
}

export function suiteSandbox(): SuiteSandbox {
  let running: Awaited<ReturnType<typeof startSandbox>> | null = null;
  const url = () => {
    assert.ok(running, 'the suite\'s sandbox is not started yet');
    return running.url;
  };
  const control = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url()}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    assert.ok(response.ok, `control ${method} ${path}: ${response.status}`);
    return response.json() as Promise<T>;
  };
  before(async () => {
    running = await startSandbox({ port: 0, quiet: true, gamesPort: 0 });
  });
  after(() => running?.close());
  beforeEach(() => control('POST', '/reset'));
  return {
    get url() {
      return url();
    },
    get gamesUrl() {
      assert.ok(running?.gamesUrl, 'the suite\'s sandbox serves no game pages');
      return running.gamesUrl;
    },
    control,
  };
}
