// The adapter conformance suite: every adapter, built through createPlatform as a page builds it,
// against the sandbox's independent implementation of its backend. One list of adapters; each
// entry says how to configure it and which backend requests its operations make, so faults can
// be injected and requests counted (tests/adapters/adapters-under-test.ts). A new adapter is a new
// entry, not a new suite.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { type Capabilities, type OptionalOperation, type PlatformConfig, type SessionStore, hasOperation } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { ADAPTERS, type Endpoint, memorySession, rejection, unless, unlessSessions } from './adapters-under-test.ts';
import { requireOperation } from '../../adapters/operations.ts';

const PASSWORD = 'Secret123!';

for (const adapter of ADAPTERS) {
  describe(`${adapter.name} adapter against the sandbox`, () => {
    let sandbox: Awaited<ReturnType<typeof startSandbox>>;

    before(async () => {
      sandbox = await startSandbox({ port: 0, quiet: true });
    });
    after(() => sandbox.close());
    beforeEach(() => control('POST', '/reset'));

    async function control(method: string, path: string, body?: unknown): Promise<unknown> {
      const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      assert.ok(response.ok, `control ${method} ${path}: ${response.status} ${await response.clone().text()}`);
      return response.json();
    }

    function fault(endpoint: Endpoint, spec: Record<string, unknown>): Promise<unknown> {
      return control('POST', '/faults', { path: endpoint.path, method: endpoint.method, ...spec });
    }

    async function requestCount(endpoint: Endpoint): Promise<number> {
      const query = new URLSearchParams({ path: endpoint.path, method: endpoint.method });
      const answer = await control('GET', `/requests?${query}`);
      const list = Array.isArray(answer) ? answer : (answer as { requests?: unknown[] }).requests;
      assert.ok(Array.isArray(list), 'the request log is a list');
      return list.length;
    }

    async function build(config: Partial<PlatformConfig> = {}, session: SessionStore = memorySession()) {
      const platform = await createPlatform({ config: { ...adapter.config(sandbox.url), ...config }, session });
      return { platform, session };
    }

    it('says which features it lacks, and has none of their operations (no stubs)', async () => {
      const { platform } = await build();
      const operations: Partial<Record<keyof Capabilities, readonly OptionalOperation[]>> = {
        oauthSignIn: ['getOAuthSignInUrl', 'signInWithCode'], smsOtp: ['requestOtp', 'signInWithOtp'], tokenSignUp: ['signUpWithToken'],
        terms: ['getTerms'], inbox: ['getMessages', 'markMessage'], subscriptions: ['getSubscriptions', 'updateSubscriptions'],
        blocks: ['block'], selfExclusion: ['selfExclude'], productBlocks: ['getProductBlocks'], realityCheck: ['getRealityCheck'],
        responsibleGamingTest: ['submitTestScore'], kyc: ['getKycDocuments', 'uploadKycDocument'], sourceOfWealth: ['submitSourceOfWealth'],
        balancePush: ['onBalanceChange'], games: ['getGames'], tournaments: ['joinTournament'],
      };
      for (const capability of adapter.lacks) {
        assert.equal(platform.capabilities[capability], false, capability);
        for (const operation of operations[capability] ?? []) assert.equal(hasOperation(platform, operation), false, `${capability}: ${operation}`);
      }
      await platform.dispose?.();
    });

    describe('sign-in outcomes of the seeded players', { skip: unless(adapter, 'passwordSignIn') }, () => {
      it('signs in player@example.com: verified, terms accepted, session stored', async () => {
        const { platform, session } = await build();
        const result = await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: PASSWORD });
        assert.equal(result.hasToAcceptTerms, false);
        assert.equal(result.isEmailVerified, true);
        assert.ok(result.sessionId);
        assert.equal(session.get(), result.sessionId);
        assert.equal(result.profile.sessionId, result.sessionId);
        assert.equal(result.profile.firstName, 'Alex');
      });

      it('signs in sga@example.com under SGA, in SEK', async () => {
        const { platform } = await build({ jurisdiction: 'sga' });
        const result = await requireOperation(platform, 'signIn')({ email: 'sga@example.com', password: PASSWORD });
        assert.equal(result.hasToAcceptTerms, false);
        assert.equal(result.profile.currency, 'SEK');
        assert.equal(result.profile.jurisdiction, 'sga');
        assert.equal((await requireOperation(platform, 'getWallet')()).currency.code, 'SEK');
      });

      it('tells that new@example.com has not verified the e-mail address', async () => {
        const { platform } = await build();
        const result = await requireOperation(platform, 'signIn')({ email: 'new@example.com', password: PASSWORD });
        assert.equal(result.isEmailVerified, false);
        assert.equal(result.profile.isActivated, false);
        assert.equal(result.hasToAcceptTerms, false);
      });

      it('tells that terms@example.com must accept terms version 3', async () => {
        const { platform } = await build();
        const result = await requireOperation(platform, 'signIn')({ email: 'terms@example.com', password: PASSWORD });
        assert.equal(result.hasToAcceptTerms, true);
        // Only a platform that serves its terms numbers them (one that only flags them gives no version).
        if (hasOperation(platform, 'getTerms')) assert.equal(result.termsVersion, 3);
        assert.equal(result.isEmailVerified, true);
      });

      it('refuses a wrong password with sign-in.incorrect-credentials, storing no session', async () => {
        const { platform, session } = await build();
        const error = await rejection(requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Wrong123!' }));
        assert.equal(error.key, 'sign-in.incorrect-credentials');
        assert.equal(session.get(), null);
      });

      it('refuses a self-blocked player with sign-in.player-self-blocked', async () => {
        const { platform, session } = await build();
        const error = await rejection(requireOperation(platform, 'signIn')({ email: 'blocked@example.com', password: PASSWORD }));
        assert.equal(error.key, 'sign-in.player-self-blocked');
        assert.equal(session.get(), null);
      });

      it('rate-limits after 5 failures with sign-in.rate-limit, each attempt sent once', async () => {
        const { platform } = await build();
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const error = await rejection(requireOperation(platform, 'signIn')({ email: 'player@example.com', password: 'Wrong123!' }));
          assert.equal(error.key, 'sign-in.incorrect-credentials');
        }
        const limited = await rejection(requireOperation(platform, 'signIn')({ email: 'player@example.com', password: PASSWORD }));
        assert.equal(limited.key, 'sign-in.rate-limit');
        if (adapter.tellsWait) assert.ok((limited.retryAfterSeconds ?? 0) > 0, 'tells how long to wait');
        assert.equal(await requestCount(adapter.endpoints.signIn), 6);
      });
    });

    describe('profile and wallet', { skip: unlessSessions(adapter) }, () => {
      it('maps the profile of player@example.com', { skip: unless(adapter, 'profileEditing') }, async () => {
        const { platform, session } = await build();
        await adapter.getSession(platform, { email: 'player@example.com', password: PASSWORD });
        const profile = await requireOperation(platform, 'getProfile')();
        assert.ok(profile.userId);
        assert.equal(profile.sessionId, session.get());
        assert.equal(profile.email, 'player@example.com');
        assert.equal(profile.firstName, 'Alex');
        assert.ok(profile.lastName);
        assert.match(profile.dateOfBirth, /^\d{4}-\d{2}-\d{2}$/);
        assert.equal(profile.currency, 'EUR');
        assert.equal(profile.isActivated, true);
        assert.equal(profile.jurisdiction, 'mga');
        assert.ok(profile.country);
        assert.ok(Array.isArray(profile.playerGroups));
      });

      it("maps the wallet in the player's currency", async () => {
        const { platform } = await build();
        await adapter.getSession(platform, { email: 'player@example.com', password: PASSWORD });
        const wallet = await requireOperation(platform, 'getWallet')();
        assert.equal(wallet.currency.code, 'EUR');
        // The sandbox seeds this player with 250.00 real and 20.00 bonus money.
        assert.deepEqual([wallet.realBalance, wallet.bonusBalance, wallet.totalBalance], [250, 20, 270]);
        for (const amount of [wallet.realBalance, wallet.bonusBalance, wallet.totalBalance]) {
          assert.ok(Number.isFinite(amount) && amount >= 0, `amount ${amount}`);
        }
        assert.ok(Math.abs(wallet.totalBalance - (wallet.realBalance + wallet.bonusBalance)) < 1e-9, 'total = real + bonus');
      });
    });

    describe('sessions', { skip: unless(adapter, 'passwordSignIn') }, () => {
      it('clears the session on sign-out, and a later session call gives session-expired', async () => {
        const { platform, session } = await build();
        const { sessionId } = await requireOperation(platform, 'signIn')({ email: 'player@example.com', password: PASSWORD });
        await requireOperation(platform, 'signOut')();
        assert.equal(session.get(), null);
        assert.equal((await rejection(requireOperation(platform, 'getProfile')())).key, 'player.session-expired');

        // The same session id kept elsewhere (another tab, a stale copy) is dead on the platform too.
        const stale = memorySession(sessionId);
        const { platform: other } = await build({}, stale);
        assert.equal((await rejection(requireOperation(other, 'getWallet')())).key, 'player.session-expired');
        assert.equal(stale.get(), null, 'the dead session is cleared');
      });
    });

    describe('terms', () => {
      it('fetches the current terms and accepts them', async (t) => {
        const { platform } = await build();
        if (!hasOperation(platform, 'getTerms') || !hasOperation(platform, 'acceptTerms')) return t.skip('no terms operations');
        const { termsVersion } = await requireOperation(platform, 'signIn')({ email: 'terms@example.com', password: PASSWORD });
        const terms = await platform.getTerms('en');
        assert.equal(terms.version, 3);
        assert.equal(termsVersion, terms.version);
        assert.ok(terms.content.length > 0);
        await platform.acceptTerms(terms.version);
        const profile = await requireOperation(platform, 'getProfile')();
        assert.ok('acceptedTermsVersion' in profile, 'the profile tells which terms were accepted');
        assert.equal(profile.acceptedTermsVersion, 3);
        const again = await requireOperation(platform, 'signIn')({ email: 'terms@example.com', password: PASSWORD });
        assert.equal(again.hasToAcceptTerms, false);
      });
    });

    describe('IP country', () => {
      it('tells the IP country, or null when it is not found', async (t) => {
        const { platform } = await build();
        if (!hasOperation(platform, 'getIpCountry')) return t.skip('no getIpCountry');
        await control('POST', '/ip-country', { country: 'se' });
        assert.equal(await platform.getIpCountry(), 'SE');
        await control('POST', '/ip-country', { country: null });
        assert.equal(await platform.getIpCountry(), null);
      });
    });

    describe('faults: writes are sent once, reads are retried', { skip: unless(adapter, 'passwordSignIn') }, () => {
      const credentials = { email: 'player@example.com', password: PASSWORD };

      it('answers a 500 on sign-in with sign-in.unknown-error after one request', async () => {
        await fault(adapter.endpoints.signIn, { status: 500, times: 0 });
        const { platform, session } = await build();
        assert.equal((await rejection(requireOperation(platform, 'signIn')(credentials))).key, 'sign-in.unknown-error');
        assert.equal(await requestCount(adapter.endpoints.signIn), 1);
        assert.equal(session.get(), null);
      });

      it('answers a 503 on sign-in with one request too: a write is never retried', async () => {
        await fault(adapter.endpoints.signIn, { status: 503, times: 0 });
        const { platform } = await build();
        await rejection(requireOperation(platform, 'signIn')(credentials));
        assert.equal(await requestCount(adapter.endpoints.signIn), 1);
      });

      it('answers a malformed sign-in answer with sign-in.unknown-error after one request', async () => {
        await fault(adapter.endpoints.signIn, { malformed: true, times: 0 });
        const { platform, session } = await build();
        assert.equal((await rejection(requireOperation(platform, 'signIn')(credentials))).key, 'sign-in.unknown-error');
        assert.equal(await requestCount(adapter.endpoints.signIn), 1);
        assert.equal(session.get(), null);
      });

      it('answers a sign-in that times out with sign-in.network-error after one request', async () => {
        await fault(adapter.endpoints.signIn, { delayMs: 2000, times: 0 });
        const { platform, session } = await build({ timeoutMs: 300 });
        const started = Date.now();
        assert.equal((await rejection(requireOperation(platform, 'signIn')(credentials))).key, 'sign-in.network-error');
        assert.ok(Date.now() - started < 2000, 'gave up at its own time-out');
        assert.equal(await requestCount(adapter.endpoints.signIn), 1);
        assert.equal(session.get(), null);
      });

      it('answers a dropped sign-in with sign-in.network-error after one request', async () => {
        await fault(adapter.endpoints.signIn, { drop: true, times: 0 });
        const { platform } = await build();
        assert.equal((await rejection(requireOperation(platform, 'signIn')(credentials))).key, 'sign-in.network-error');
        assert.equal(await requestCount(adapter.endpoints.signIn), 1);
      });

      it('retries a read answered 503 and gets the answer', async () => {
        const { platform } = await build();
        await requireOperation(platform, 'signIn')(credentials);
        const before = await requestCount(adapter.endpoints.playerInfo);
        await fault(adapter.endpoints.playerInfo, { status: 503, times: 2 });
        assert.equal((await requireOperation(platform, 'getProfile')()).firstName, 'Alex');
        assert.equal((await requestCount(adapter.endpoints.playerInfo)) - before, 3);
      });

      it('retries a read at most 3 times, then gives player.unknown-error', async () => {
        const { platform } = await build();
        await requireOperation(platform, 'signIn')(credentials);
        const before = await requestCount(adapter.endpoints.playerInfo);
        await fault(adapter.endpoints.playerInfo, { status: 503, times: 0 });
        assert.equal((await rejection(requireOperation(platform, 'getProfile')())).key, 'player.unknown-error');
        assert.equal((await requestCount(adapter.endpoints.playerInfo)) - before, 4);
      });

      it("honours a read's Retry-After", async (t) => {
        if (!adapter.tellsWait) return t.skip('the platform sends no Retry-After');
        const { platform } = await build();
        await requireOperation(platform, 'signIn')(credentials);
        await fault(adapter.endpoints.playerInfo, { status: 503, retryAfter: 1, times: 1 });
        const started = Date.now();
        await requireOperation(platform, 'getProfile')();
        assert.ok(Date.now() - started >= 950, `retried after ${Date.now() - started} ms`);
      });
    });
  });
}
