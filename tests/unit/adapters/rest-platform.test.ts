import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { type Platform, type RestPlatformConfig, isPlatformError } from '../../../adapters/contract.ts';
import { createRestPlatform } from '../../../adapters/rest/index.ts';
import { detectDevice } from '../../../adapters/device.ts';
import { type LocalServer, type RecordedRequest, memorySession, reply, restContext, startLocalServer } from './local-server.ts';
import { requireOperation } from '../../../adapters/operations.ts';

const SESSION = 'x-player-session-id';

const PLAYER_INFO = {
  Id: 1042,
  BirthDate: '1990-04-30T00:00:00',
  IsComplete: true,
  IsVerified: true,
  DepositCount: 2,
  WithdrawalCount: 0,
  Level: 'Standard',
  SowStatus: 'Unverified',
  Email: 'player@example.com',
  FirstName: 'Alex',
  LastName: 'Andersson',
  Address1: 'Main Street 1',
  Address2: null,
  City: 'Valletta',
  Zip: 'VLT 1000',
  Country: 'MT',
  PhoneNumber: null,
  MobilePhoneNumber: '+35699123456',
  Language: 'en',
  Gender: 'Female',
  Currency: 'EUR',
  Jurisdiction: 'MGA',
  TacVersionAccepted: 3,
};

/** A minimal REST platform: enough to check what the adapter sends and how it maps the answers. */
function fakePlatform(server: LocalServer, overrides: Partial<Record<string, (request: RecordedRequest, response: Parameters<typeof reply>[0]) => void>> = {}) {
  const state = { info: { ...PLAYER_INFO } as Record<string, unknown>, termsVersion: 3, sessions: new Set<string>() };
  server.handle((request, response) => {
    const route = `${request.method} ${request.path}`;
    const override = overrides[route];
    if (override) return override(request, response);
    const session = request.headers[SESSION];
    const signedIn = typeof session === 'string' && state.sessions.has(session);
    switch (route) {
      case 'POST /api/player/signin/v2': {
        const body = JSON.parse(request.body) as { Username: string; Password: string };
        if (body.Password !== 'Secret123!') return reply(response, 400, { Code: 'IncorrectCredentials', Message: 'x' });
        const id = `s-${state.sessions.size + 1}`;
        state.sessions.add(id);
        return reply(response, 200, { SessionId: id });
      }
      case 'POST /api/player/signout':
        if (typeof session === 'string') state.sessions.delete(session);
        return reply(response, 200);
      case 'GET /api/content/getdocument':
        return reply(response, 200, { Version: state.termsVersion, Content: '<p>Terms</p>', Language: 'en', State: 'Published', Jurisdiction: 'MGA' });
      case 'GET /api/bootstrap':
        return reply(response, 200, { IpCountry: 'mt' });
    }
    if (!signedIn) return reply(response, 401, { Code: 'SessionExpired', Message: 'x' });
    switch (route) {
      case 'GET /api/player/user-info':
        return reply(response, 200, state.info);
      case 'GET /api/player-groups':
        return reply(response, 200, ['VIP']);
      case 'GET /api/wallets':
        return reply(response, 200, {
          Balances: {
            SEK: { Total: { Balance: 999, ReservedBalance: 0 }, Real: { Balance: 999, ReservedBalance: 0 }, Bonus: { Balance: 0, ReservedBalance: 0 } },
            EUR: { Total: { Balance: 15.5, ReservedBalance: 5 }, Real: { Balance: 10.5, ReservedBalance: 5 }, Bonus: { Balance: 5, ReservedBalance: 0 } },
          },
        });
      case 'GET /api/player/update-player-tac':
        state.info['TacVersionAccepted'] = Number(request.query.get('tacVersionAccepted'));
        return reply(response, 200);
    }
    return reply(response, 404, { Code: 'NotFound', Message: route });
  });
  return state;
}

describe('REST platform', () => {
  let server: LocalServer;
  let session: ReturnType<typeof memorySession>;
  let platform: Platform;
  const build = (config: Partial<RestPlatformConfig> = {}) => createRestPlatform(restContext(server.url, config, session));

  before(async () => {
    server = await startLocalServer();
  });
  after(() => server.close());
  beforeEach(() => {
    session = memorySession();
    platform = build();
  });

  describe('signIn', () => {
    it('posts the credentials with the device and the jurisdiction, without a session header', async () => {
      fakePlatform(server);
      await requireOperation(build({ jurisdiction: 'ukgc' }), 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      const [signIn] = server.to('/api/player/signin/v2');
      assert.equal(signIn?.method, 'POST');
      assert.equal(signIn?.headers[SESSION], undefined);
      // node has no navigator, so no OperatingSystem or Browser: they are optional.
      assert.deepEqual(JSON.parse(signIn?.body ?? ''), {
        Username: 'player@example.com',
        Password: 'Secret123!',
        Platform: 'desktop',
        Jurisdiction: 'UK',
      });
    });

    it('reads the player and the terms with the new session, then stores it', async () => {
      fakePlatform(server);
      const result = await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      assert.equal(result.sessionId, 's-1');
      assert.equal(session.get(), 's-1');
      assert.deepEqual(session.writes, ['s-1'], 'stored once, at the end');
      assert.equal(server.to('/api/player/user-info')[0]?.headers[SESSION], 's-1');
      const document = server.to('/api/content/getdocument')[0];
      assert.deepEqual(Object.fromEntries(document?.query ?? []), { type: 'TermsAndConditions', jurisdiction: 'MGA', language: 'en' });
      assert.equal(document?.headers[SESSION], undefined);
      assert.deepEqual(
        { hasToAcceptTerms: result.hasToAcceptTerms, termsVersion: result.termsVersion, isEmailVerified: result.isEmailVerified },
        { hasToAcceptTerms: false, termsVersion: 3, isEmailVerified: true },
      );
      assert.equal(result.profile.firstName, 'Alex');
    });

    it('asks for the terms when the accepted version is older, or none was accepted', async () => {
      const state = fakePlatform(server);
      state.info['TacVersionAccepted'] = 2;
      state.info['IsVerified'] = false;
      const older = await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      assert.deepEqual([older.hasToAcceptTerms, older.termsVersion, older.isEmailVerified], [true, 3, false]);
      delete state.info['TacVersionAccepted'];
      const never = await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      assert.equal(never.hasToAcceptTerms, true);
    });

    it('rejects a wrong password with sign-in.incorrect-credentials after one request, storing nothing', async () => {
      fakePlatform(server);
      await assert.rejects(requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'wrong' }), { key: 'sign-in.incorrect-credentials', status: 400 });
      assert.equal(server.requests.length, 1);
      assert.equal(session.get(), null);
    });

    it('fails the sign-in, and closes the new session, when the player cannot be read', async () => {
      fakePlatform(server, {
        'GET /api/player/user-info': (_request, response) => reply(response, 200, { Id: 'x', IsVerified: 'yes' }),
      });
      await assert.rejects(requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' }), { key: 'sign-in.unknown-error' });
      assert.equal(session.get(), null);
      assert.deepEqual(session.writes, []);
      assert.equal(server.to('/api/player/signout')[0]?.headers[SESSION], 's-1');
    });

    it('fails the sign-in when the terms cannot be read: a player must not skip newer terms', async () => {
      fakePlatform(server, { 'GET /api/content/getdocument': (_request, response) => response.socket?.destroy() });
      await assert.rejects(requireOperation(build({ retries: 1 }), 'signIn')({ email: 'player@example.com', password: 'Secret123!' }), {
        key: 'sign-in.network-error',
      });
      assert.equal(session.get(), null);
    });

    it('rejects a sign-in answer without a session id as unknown-error', async () => {
      fakePlatform(server, { 'POST /api/player/signin/v2': (_request, response) => reply(response, 200, { SessionId: '' }) });
      await assert.rejects(requireOperation(platform, 'signIn')({ email: 'a@b.c', password: 'x' }), { key: 'sign-in.unknown-error' });
    });
  });

  describe('profile and wallet', () => {
    it('maps PlayerInfo to the profile', async () => {
      fakePlatform(server);
      const { profile } = await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      assert.deepEqual(await requireOperation(platform, 'getProfile')(), profile);
      assert.deepEqual(profile, {
        userId: '1042',
        sessionId: 's-1',
        email: 'player@example.com',
        firstName: 'Alex',
        lastName: 'Andersson',
        dateOfBirth: '1990-04-30',
        address: 'Main Street 1',
        city: 'Valletta',
        zip: 'VLT 1000',
        callingCode: '',
        phone: '+35699123456',
        country: 'MT',
        language: 'en',
        currency: 'EUR',
        gender: 'female',
        title: '',
        isActivated: true,
        disabled: false,
        disabledFields: { email: false, names: false, dateOfBirth: false, country: false, currency: false },
        playerGroups: ['VIP'],
        jurisdiction: 'mga',
        acceptedTermsVersion: 3,
      });
    });

    it('leaves out what PlayerInfo does not know (Unknown gender, other jurisdictions)', async () => {
      const state = fakePlatform(server);
      Object.assign(state.info, { Gender: 'Unknown', Jurisdiction: 'Curacao', FirstName: null, BirthDate: '' });
      await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      const profile = await requireOperation(platform, 'getProfile')();
      assert.equal('gender' in profile, false);
      assert.equal('jurisdiction' in profile, false);
      assert.equal(profile.firstName, '');
      assert.equal(profile.dateOfBirth, '');
    });

    it("gives the balances of the player's currency, without reading the player again", async () => {
      fakePlatform(server);
      await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      server.requests.length = 0;
      assert.deepEqual(await requireOperation(platform, 'getWallet')(), { realBalance: 10.5, bonusBalance: 5, totalBalance: 15.5, currency: { code: 'EUR' } });
      assert.equal(server.to('/api/player/user-info').length, 0);
      assert.equal(server.to('/api/wallets')[0]?.headers[SESSION], 's-1');
    });

    it('reads the currency when it does not know it, and gives zero when the currency has no balance yet', async () => {
      const state = fakePlatform(server);
      state.info['Currency'] = 'NOK';
      state.sessions.add('restored');
      session.set('restored'); // a reload: the session came from sessionStorage
      assert.deepEqual(await requireOperation(platform, 'getWallet')(), { realBalance: 0, bonusBalance: 0, totalBalance: 0, currency: { code: 'NOK' } });
      assert.equal(server.to('/api/player/user-info').length, 1);
    });

    it('rejects a malformed wallet as player.unknown-error', async () => {
      const state = fakePlatform(server, { 'GET /api/wallets': (_request, response) => reply(response, 200, { Balances: { EUR: { Total: 1 } } }) });
      state.sessions.add('s');
      session.set('s');
      await assert.rejects(requireOperation(platform, 'getWallet')(), { key: 'player.unknown-error' });
    });
  });

  describe('signOut and expired sessions', () => {
    it('signs out with the session and clears it', async () => {
      fakePlatform(server);
      await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      await requireOperation(platform, 'signOut')();
      assert.equal(server.to('/api/player/signout')[0]?.headers[SESSION], 's-1');
      assert.equal(session.get(), null);
    });

    it('clears the session even when the platform cannot be reached, and sends nothing without one', async () => {
      fakePlatform(server, { 'POST /api/player/signout': (_request, response) => response.socket?.destroy() });
      session.set('s-9');
      await requireOperation(platform, 'signOut')();
      assert.equal(session.get(), null);
      assert.equal(server.requests.length, 1, 'a write: not retried');
      server.requests.length = 0;
      await requireOperation(platform, 'signOut')();
      assert.equal(server.requests.length, 0);
    });

    it('turns a dead session into session-expired and clears it', async () => {
      fakePlatform(server);
      session.set('dead');
      await assert.rejects(requireOperation(platform, 'getProfile')(), { key: 'player.session-expired', status: 401 });
      assert.equal(session.get(), null);
    });
  });

  describe('terms and IP country', () => {
    it('fetches the terms in a locale for the configured jurisdiction', async () => {
      fakePlatform(server);
      assert.deepEqual(await build({ jurisdiction: 'sga' }).getTerms?.('sv'), { version: 3, content: '<p>Terms</p>' });
      assert.deepEqual(Object.fromEntries(server.to('/api/content/getdocument')[0]?.query ?? []), { type: 'TermsAndConditions', jurisdiction: 'SGA', language: 'sv' });
    });

    it('accepts a version of the terms with the session', async () => {
      const state = fakePlatform(server);
      state.info['TacVersionAccepted'] = 1;
      await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      await platform.acceptTerms?.(3);
      const [accept] = server.to('/api/player/update-player-tac');
      assert.equal(accept?.query.get('tacVersionAccepted'), '3');
      assert.equal(accept?.headers[SESSION], 's-1');
      assert.equal(state.info['TacVersionAccepted'], 3);
    });

    it('gives the IP country upper-cased, or null when it is not found', async () => {
      fakePlatform(server);
      assert.equal(await platform.getIpCountry?.(), 'MT');
      for (const IpCountry of [null, '', '  ']) {
        fakePlatform(server, { 'GET /api/bootstrap': (_request, response) => reply(response, 200, { IpCountry }) });
        assert.equal(await platform.getIpCountry?.(), null);
      }
    });
  });

  describe('retries go by the operation, not the verb', () => {
    it('sends the SMS code request (a GET) once, even when the platform answers 503', async () => {
      fakePlatform(server, { 'GET /api/player/request-otp': (_request, response) => reply(response, 503, { Code: 'Unavailable', Message: 'x' }) });
      const error = await platform.requestOtp?.({ country: 'SE', callingCode: '+46', phone: '701234567' }).catch((reason: unknown) => reason);
      assert.ok(isPlatformError(error, 'sign-up.unknown-error'));
      assert.equal(server.to('/api/player/request-otp').length, 1);
    });

    it('accepts the terms (a GET) once, even when the platform answers 503', async () => {
      fakePlatform(server, { 'GET /api/player/update-player-tac': (_request, response) => reply(response, 503, { Code: 'Unavailable', Message: 'x' }) });
      await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      await platform.acceptTerms?.(3).catch(() => undefined);
      assert.equal(server.to('/api/player/update-player-tac').length, 1);
    });
  });

  it('rejects only with PlatformErrors, even when something unexpected breaks', async () => {
    const broken = createRestPlatform({
      config: restContext(server.url).config,
      session: {
        get: () => {
          throw new TypeError('storage exploded');
        },
        set: () => undefined,
      },
    });
    const error = await requireOperation(broken, 'getProfile')().catch((reason: unknown) => reason);
    assert.ok(isPlatformError(error, 'player.unknown-error'));
    assert.ok(error.cause instanceof TypeError);
  });

  it('keeps that promise for every operation it offers, whatever it is called with', async () => {
    fakePlatform(server);
    const broken = createRestPlatform({
      config: restContext(server.url, { retries: 0 }).config,
      session: {
        get: () => {
          throw new TypeError('storage exploded');
        },
        set: () => undefined,
      },
    });
    const operations = Object.entries(broken).filter(([name, value]) => typeof value === 'function' && !/^on[A-Z]/.test(name));
    assert.ok(operations.length > 30, `only ${operations.length} operations`);
    const raw: string[] = [];
    for (const [name, operation] of operations) {
      const outcome = await (async () => (operation as (...args: unknown[]) => unknown)())().then(() => null, (reason: unknown) => reason);
      if (outcome !== null && !isPlatformError(outcome)) raw.push(`${name}: ${outcome instanceof Error ? `${outcome.name}: ${outcome.message}` : JSON.stringify(outcome)}`);
    }
    assert.deepEqual(raw, []);
  });
});

describe('detectDevice', () => {
  it('tells mobile from desktop and names the system and browser', () => {
    assert.deepEqual(detectDevice(undefined), { platform: 'desktop' });
    assert.deepEqual(
      detectDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' }),
      { platform: 'mobile', operatingSystem: 'iOS', browser: 'Safari' },
    );
    assert.deepEqual(
      detectDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36' }),
      { platform: 'mobile', operatingSystem: 'Android', browser: 'Chrome' },
    );
    assert.deepEqual(
      detectDevice({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0' }),
      { platform: 'desktop', operatingSystem: 'Windows', browser: 'Edge' },
    );
    assert.deepEqual(
      detectDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', userAgentData: { mobile: false } }),
      { platform: 'desktop', operatingSystem: 'Linux', browser: 'Firefox' },
    );
    assert.equal(detectDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: true } }).platform, 'mobile');
  });
});
