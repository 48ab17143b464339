// The REST adapter against answers shaped as the platform's public client types them
// (shared/reference/rest-platform.md: TacVersionAccepted and document versions as strings, ids and amounts
// as numbers, absent optionals as null), one fixture per endpoint in fixtures/public-client/. The sandbox
// answers one way only; these answers are the other ways a real backend, or an operator's backend in front
// of it, may write the same meaning. Each operation runs three times: the fixtures as they are, with every
// number written as a numeric string, and with every null left out. The result must not change.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Platform, SignUpPayload } from '../../adapters/contract.ts';
import { createPlatform } from '../../adapters/create-platform.ts';
import { type LocalServer, memorySession, reply, startLocalServer } from '../unit/adapters/local-server.ts';
import { requireOperation } from '../../adapters/operations.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/public-client');
const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));

/** The fixture that answers a request, by its path (below /api); null: an answer with no body. */
function fixtureFor(method: string, route: string): string | null {
  if (/^\/internalmessages\/\d+$/.test(route)) return 'internalmessages-id';
  if (/^\/bonus\/trigger\/[^/]+$/.test(route)) return 'bonus-trigger';
  const name = route.slice(1).replaceAll('/', '-').toLowerCase();
  const known = readdirSync(FIXTURES).includes(`${name}.json`);
  if (known) return name;
  if (method === 'POST' || route === '/player/update-player-tac' || route === '/player/request-otp') return null;
  throw new Error(`No public-client fixture for ${method} ${route}`);
}

type Rewrite = (value: unknown) => unknown;
const asIs: Rewrite = (value) => value;
/** Every number as a numeric string (`3` → `"3"`), as a backend that types versions, ids and amounts as strings sends it. */
const numbersAsStrings: Rewrite = (value) => {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, numbersAsStrings(item)]));
  return value;
};
/** Every null key left out, as a backend that omits absent optionals sends it. */
const nullsLeftOut: Rewrite = (value) => {
  if (Array.isArray(value)) return value.map(nullsLeftOut);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null).map(([key, item]) => [key, nullsLeftOut(item)]));
  }
  return value;
};

const PAYLOAD: SignUpPayload = {
  email: 'jane@example.com', password: 'Tiger.Lily1!', firstName: 'Jane', lastName: 'Doe', dateOfBirth: '1990-04-12',
  address: '1 Main Street', city: 'Sliema', zip: 'SLM 1000', callingCode: '+356', phone: '+35679112233', country: 'MT',
  currency: 'EUR', annualActivity: 16_000, annualActivityFrom: 16_000, annualActivityTo: 25_000, acceptTermsAndMarketing: true,
};
const SESSION = '0b6d1f0e-public-client-session';

const PROFILE = {
  userId: '1042', sessionId: SESSION, email: 'player@example.com', firstName: 'Alex', lastName: 'Andersson', dateOfBirth: '1990-04-30',
  address: 'Main Street 1', city: 'Valletta', zip: 'VLT 1000', callingCode: '', phone: '+35699123456', country: 'MT', language: 'en',
  currency: 'EUR', gender: 'female', title: '', isActivated: true, disabled: false,
  disabledFields: { email: false, names: false, dateOfBirth: false, country: false, currency: false }, playerGroups: ['VIP'],
  jurisdiction: 'mga', acceptedTermsVersion: 3,
};
const SIGNED_IN = { sessionId: SESSION, profile: PROFILE, hasToAcceptTerms: false, termsVersion: 3, isEmailVerified: true };

/** Every operation of the REST adapter: how to call it, and what it must make of the fixtures. */
const OPERATIONS: Record<string, (platform: Platform) => Promise<unknown>> = {
  signIn: (p) => requireOperation(p, 'signIn')({ email: 'player@example.com', password: 'Secret123!' }),
  signOut: (p) => requireOperation(p, 'signOut')(),
  getProfile: (p) => requireOperation(p, 'getProfile')(),
  getWallet: (p) => requireOperation(p, 'getWallet')(),
  getTerms: (p) => p.getTerms!('en'),
  getDocument: (p) => p.getDocument!('privacy', 'sv'),
  acceptTerms: (p) => p.acceptTerms!(3),
  getIpCountry: (p) => p.getIpCountry!(),
  getDepositBonuses: async (p) => (await p.getDepositBonuses!()).map((bonus) => [bonus.id, bonus.code, bonus.name, bonus.endTime]),
  triggerBonus: (p) => p.triggerBonus!('WELCOME'),
  getLimits: async (p) => (await p.getLimits!()).map((limit) => [limit.id, limit.type, limit.period, limit.amount, limit.remainingAmount, limit.status]),
  getProductBlocks: (p) => p.getProductBlocks!(),
  getCashierSetup: async (p) => {
    const setup = await p.getCashierSetup!({ kind: 'deposit' });
    return [setup.userId, setup.sessionId, setup.attributes];
  },
  validateEmail: (p) => p.validateEmail!('player@example.com'),
  validatePhone: (p) => p.validatePhone!('+35699123456'),
  validateUsername: (p) => p.validateUsername!('alex'),
  requestOtp: (p) => p.requestOtp!({ country: 'MT', callingCode: '+356', phone: '99123456' }),
  signInWithOtp: (p) => p.signInWithOtp!({ code: '1234', phone: '+35699123456' }),
  signUp: (p) => p.signUp!(PAYLOAD),
  signUpWithToken: async (p) => {
    const result = await p.signUpWithToken!('header.eyJnaXZlbl9uYW1lIjoiSmFuZSJ9.signature', PAYLOAD);
    return [result.playerId, result.issues, result.signedIn?.hasToAcceptTerms, result.signedIn?.profile.acceptedTermsVersion];
  },
  describeSignUpToken: async (p) => (await p.describeSignUpToken!('header.eyJnaXZlbl9uYW1lIjoiSmFuZSJ9.signature')).firstName,
  activateAccount: (p) => p.activateAccount!({ email: 'player@example.com', code: '123456' }),
  requestActivationCode: (p) => p.requestActivationCode!('player@example.com'),
  getCountries: (p) => p.getCountries!(),
  getCurrencies: (p) => p.getCurrencies!(),
  getCallingCodes: (p) => p.getCallingCodes!(),
  getMessages: async (p) => (await p.getMessages!()).map((message) => [message.id, message.status, message.title, message.ctaText]),
  getMessage: async (p) => {
    const message = await p.getMessage!('501');
    return [message.id, message.status, message.title, message.ctaText];
  },
  markMessage: (p) => p.markMessage!('501', 'read'),
  updateProfile: (p) => p.updateProfile!({ city: 'Sliema', password: 'Secret123!' }),
  changePassword: (p) => p.changePassword!({ oldPassword: 'Secret123!', newPassword: 'Fresh123!x' }),
  forgotPassword: (p) => p.forgotPassword!({ email: 'player@example.com' }),
  resetPassword: (p) => p.resetPassword!({ token: 'reset-token', email: 'player@example.com', password: 'Fresh123!x' }),
  getHistory: async (p) => {
    const payments = await p.getHistory!({ kind: 'withdraw', page: 1 });
    const rounds = await p.getHistory!({ kind: 'gambling', page: 1 });
    const bets = await p.getHistory!({ kind: 'sports', page: 1 });
    return [...payments.transactions, ...rounds.transactions, ...bets.transactions].map((row) => [row.id, row.transactionType, row.amount, row.status]);
  },
  getPaymentStats: (p) => p.getPaymentStats!(),
  getLifetimeStats: (p) => p.getLifetimeStats!(),
  createSsoToken: (p) => p.createSsoToken!(),
  getExchangeRates: (p) => p.getExchangeRates!(),
  getPlayerProperties: (p) => p.getPlayerProperties!(),
  setPlayerProperties: (p) => p.setPlayerProperties!([{ name: 'OddsFormat', type: 'odds-format', value: 'Fractional' }]),
  getBonuses: async (p) => (await p.getBonuses!()).map((bonus) => [bonus.id, bonus.status, bonus.type, bonus.amount, bonus.wagered, bonus.withdrawPolicy, bonus.gameProps]),
  getGames: (p) => p.getGames!(),
  launchGame: (p) => p.launchGame!({ gameId: '3301', mode: 'demo' }),
  getFavourites: (p) => p.getFavourites!(),
  addFavourite: (p) => p.addFavourite!('3301'),
  removeFavourite: (p) => p.removeFavourite!('3301'),
  getLastPlayedGames: (p) => p.getLastPlayedGames!(),
  setLastPlayedGame: (p) => p.setLastPlayedGame!('3301'),
  getJackpots: (p) => p.getJackpots!(),
  getTotalJackpot: (p) => p.getTotalJackpot!(),
  joinTournament: (p) => p.joinTournament!('77'),
  getLeaderboard: async (p) => {
    const board = await p.getLeaderboard!({ tournamentId: '77' });
    return [board.startDate, board.endDate, board.players];
  },
  getRelativeLeaderboard: async (p) => (await p.getRelativeLeaderboard!({ tournamentId: '77' })).players.map((row) => row.position),
  claimBonus: (p) => p.claimBonus!('701'),
  cancelBonus: (p) => p.cancelBonus!('701'),
  getSubscriptions: (p) => p.getSubscriptions!(),
  updateSubscriptions: (p) => p.updateSubscriptions!([{ type: 'email', active: false }]),
  getSubscriptionsByToken: (p) => p.getSubscriptionsByToken!('unsub-token'),
  unsubscribe: (p) => p.unsubscribe!('unsub-token', ['sms']),
  setLimit: (p) => p.setLimit!({ type: 'deposit', period: 'weekly', amount: 100, currency: 'EUR' }),
  removeLimit: (p) => p.removeLimit!({ id: '601', type: 'deposit', period: 'weekly' }),
  block: (p) => p.block!(7),
  selfExclude: (p) => p.selfExclude!(180),
  sendPanicChoice: (p) => p.sendPanicChoice!('pause'),
  submitTestScore: (p) => p.submitTestScore!({ score: 4, version: 'short' }),
  getSessionInfo: (p) => p.getSessionInfo!(),
  getRealityCheck: (p) => p.getRealityCheck!(),
  getPlayerActions: (p) => p.getPlayerActions!(),
  getKycDocuments: (p) => p.getKycDocuments!(),
  uploadKycDocument: (p) => p.uploadKycDocument!({ type: 'proof-of-address', image: 'aGVsbG8=', onProgress: () => {} }),
  submitSourceOfWealth: (p) => p.submitSourceOfWealth!({
    sources: [{ id: 'salary', label: 'Salary' }], industry: { id: 'finance', label: 'Finance' }, occupation: 'Analyst',
    income: { from: 25_000, to: 50_000 }, confirmed: true, nationality: 'MT', birthCountry: 'MT',
  }),
  getOAuthSignInUrl: (p) => p.getOAuthSignInUrl!({ redirectUrl: 'https://casino.example/bankid/callback', state: 'a1b2c3' }),
  signInWithCode: (p) => p.signInWithCode!({ code: 'code-1', state: 'a1b2c3', redirectUrl: 'https://casino.example/bankid/callback' }),
  signUpWithCode: async (p) => {
    const result = await p.signUpWithCode!({ code: 'code-1', state: 'a1b2c3', redirectUrl: 'https://casino.example/bankid/callback' }, PAYLOAD);
    return [result.playerId, result.issues, result.signedIn?.hasToAcceptTerms, result.signedIn?.profile.acceptedTermsVersion];
  },
  // Loads the adapter's parts for those operations ahead of their first call: it answers nothing, whatever it loads.
  prefetch: async (p) => p.prefetch!(['validateEmail', 'getGames', 'getHistory']),
  // Nothing to fetch: an <img> loads it. Its path and query (the origin is the test server's, which varies).
  getQrCodeUrl: async (p) => {
    const url = new URL(p.getQrCodeUrl!('BankID:a1b2 c3'));
    return url.pathname + url.search;
  },
};

const EXPECTED: Record<keyof typeof OPERATIONS, unknown> = {
  signIn: SIGNED_IN,
  signOut: undefined,
  getProfile: PROFILE,
  getWallet: { realBalance: 10.5, bonusBalance: 5, totalBalance: 15.5, currency: { code: 'EUR' } },
  getTerms: { version: 3, content: '<p>Terms and conditions</p>' },
  getDocument: '<p>Terms and conditions</p>',
  acceptTerms: undefined,
  getIpCountry: 'MT',
  getDepositBonuses: [['801', 'MATCH100', 'Deposit match', '2030-01-01T00:00:00']],
  triggerBonus: undefined,
  getLimits: [['601', 'deposit', 'weekly', 100, 60, 'active']],
  getProductBlocks: [{ id: '401', product: 'sport', status: 'cool-down', expires: '2030-01-01T00:00:00' }],
  getCashierSetup: ['1042', SESSION, { currency: 'EUR', kind: 'deposit' }],
  validateEmail: 'available',
  validatePhone: 'taken',
  validateUsername: 'available',
  requestOtp: undefined,
  signInWithOtp: { kind: 'prefill', player: { firstName: 'Alex', lastName: 'Andersson', street: 'Main Street', houseNumber: '1', postArea: 'Valletta', postCode: 'VLT 1000' } },
  signUp: { playerId: '1043', issues: [] },
  signUpWithToken: ['1044', [], false, 3],
  describeSignUpToken: 'Jane',
  activateAccount: { signedIn: true, actions: [{ page: 'kyc-provide-documents', force: true }] },
  requestActivationCode: undefined,
  getCountries: [
    { code: 'MT', name: 'Malta', nationality: 'Maltese', currency: 'EUR', phonePrefix: '+356' },
    { code: 'SE', name: 'Sweden', nationality: '', currency: '', phonePrefix: '' },
  ],
  getCurrencies: [{ code: 'EUR' }, { code: 'SEK' }, { code: 'NOK' }],
  getCallingCodes: [{ code: '+356' }, { code: '+46' }],
  getMessages: [['501', 'notified', 'Welcome', 'Play now'], ['502', 'read', '', undefined]],
  getMessage: ['501', 'notified', 'Welcome', 'Play now'],
  markMessage: undefined,
  updateProfile: undefined,
  changePassword: undefined,
  forgotPassword: undefined,
  resetPassword: undefined,
  getHistory: [['9001', 'withdraw', 20, 'completed'], ['r-77', 'win', 2.5, 'completed'], ['5501', 'win', 21, 'completed']],
  getPaymentStats: { netGrossRevenue: 130, totalDeposit: 150, totalWithdraw: 20 },
  getLifetimeStats: { netGamingRevenue: 42.5 },
  createSsoToken: 'sso-0b6d1f0e',
  getExchangeRates: { EUR: 1, SEK: 11.2, USD: 1.08 },
  getPlayerProperties: [{ name: 'OddsFormat', type: 'odds-format', value: 'Decimal' }],
  setPlayerProperties: undefined,
  getBonuses: [['701', 'active', 'monetary', 10, 25, 'deny-withdraw', [{ id: '3301', name: 'Book of Sandbox' }]]],
  claimBonus: undefined,
  cancelBonus: undefined,
  getSubscriptions: [{ type: 'sms', active: false }, { type: 'email', active: true }, { type: 'phone', active: false }],
  updateSubscriptions: undefined,
  getSubscriptionsByToken: [{ type: 'sms', active: true }, { type: 'email', active: true }, { type: 'phone', active: false }],
  unsubscribe: undefined,
  setLimit: undefined,
  removeLimit: undefined,
  block: undefined,
  selfExclude: undefined,
  sendPanicChoice: undefined,
  submitTestScore: undefined,
  getSessionInfo: {
    nextRealityCheck: 15,
    length: 42,
    started: '2023-11-14T22:13:20.000Z',
    prevSession: { won: 10, wager: 25.5, ip: '203.0.113.7', started: '2023-11-13T18:26:40.000Z', ended: '2023-11-13T19:26:40.000Z', length: 60 },
  },
  getRealityCheck: { minutes: 42, wagers: [{ product: 'Casino', win: 10, wager: 25.5 }, { product: '', win: 0, wager: 5 }], currency: 'EUR' },
  getPlayerActions: [{ id: '901', page: 'kyc-provide-documents', force: true }, { id: '903', page: 'responsible-gaming-test', force: false }],
  getKycDocuments: [
    { id: '2024-03-02T08:00:00-credit-card-2', type: 'credit-card', status: 'declined', reasons: ['expired-card', 'back-missing'], uploaded: '2024-03-02T08:00:00' },
    { id: '2024-03-01T10:00:00-id-0', type: 'id', status: 'declined', reasons: ['black-white-copy'], uploaded: '2024-03-01T10:00:00' },
    { id: '2024-02-01T09:30:00-proof-of-address-1', type: 'proof-of-address', status: 'approved', reasons: [], uploaded: '2024-02-01T09:30:00' },
  ],
  uploadKycDocument: undefined,
  submitSourceOfWealth: undefined,
  getOAuthSignInUrl: 'https://bankid.example/authorize?client=casino&state=a1b2c3',
  signInWithCode: { kind: 'signed-in', result: SIGNED_IN },
  signUpWithCode: ['1045', [], false, 3],
  getQrCodeUrl: '/api/qr?msg=BankID%3Aa1b2%20c3',
  getGames: [
    { gameId: '3301', identifier: 'book-of-sandbox', title: 'Book of Sandbox', demo: false, childish: false },
    { gameId: '3302', title: '3302', demo: false, childish: false, tableIds: ['71'] },
  ],
  launchGame: { kind: 'url', url: 'https://games.example/launch/3301?lang=en&mode=d' },
  getFavourites: [{ gameId: '3301', tableIds: [] }, { gameId: '3302', tableIds: [] }],
  addFavourite: undefined,
  removeFavourite: undefined,
  getLastPlayedGames: [{ gameId: '3301', identifier: 'book-of-sandbox', title: 'Book of Sandbox', demo: false, childish: false }],
  setLastPlayedGame: undefined,
  getJackpots: [
    { id: '11', name: 'Mega Sandbox', amount: 1_254_300.5, currency: 'EUR', gameIds: ['3301', '3302'] },
    { id: '12', name: '12', amount: 99.5, currency: 'EUR', gameIds: [] },
  ],
  getTotalJackpot: { amount: 1_254_400, currency: 'EUR' },
  joinTournament: undefined,
  getLeaderboard: [
    '2030-03-01T00:00:00Z',
    '2030-03-31T00:00:00Z',
    [{ firstName: 'Maja', lastName: 'Berg', position: 1, points: 1840.5 }, { firstName: 'leo', lastName: '', position: 2, points: 990 }],
  ],
  getRelativeLeaderboard: [1, 2],
  prefetch: undefined,
};

describe('rest adapter: answers shaped as the public client types them', () => {
  let server: LocalServer;
  let rewrite: Rewrite = asIs;
  let overrides: Record<string, unknown> = {};
  before(async () => {
    server = await startLocalServer();
    server.handle((request, response) => {
      const route = request.path.replace(/^\/api/, '');
      // Every answer as JSON, a bare string too (GET /player/init/code answers one: `"https://…"`).
      const answer = (value: unknown) => reply(response, 200, JSON.stringify(rewrite(value)));
      if (Object.hasOwn(overrides, route)) return answer(overrides[route]);
      const name = fixtureFor(request.method, route);
      return name === null ? reply(response, 200) : answer(fixture(name));
    });
  });
  after(() => server.close());

  async function platform(): Promise<Platform> {
    return createPlatform({
      config: { platform: 'rest', apiUrl: `${server.url}/api`, jurisdiction: 'mga', locale: 'en', merchantId: '100000001', retries: 0 },
      session: memorySession(SESSION),
    });
  }

  it('has a row for every operation the adapter offers', async () => {
    const offered = Object.entries(await platform()).filter(([, value]) => typeof value === 'function').map(([name]) => name).sort();
    assert.deepEqual(offered, Object.keys(OPERATIONS).sort());
  });

  for (const [variant, how] of [['as typed', asIs], ['numbers as numeric strings', numbersAsStrings], ['nulls left out', nullsLeftOut]] as const) {
    describe(variant, () => {
      for (const [name, call] of Object.entries(OPERATIONS)) {
        it(name, async () => {
          rewrite = how;
          overrides = {};
          assert.deepEqual(await call(await platform()), EXPECTED[name]);
        });
      }
    });
  }

  describe('the terms version a player accepted', () => {
    const signIn = async (accepted: unknown, current: unknown) => {
      rewrite = asIs;
      overrides = {
        '/player/user-info': { ...(fixture('player-user-info') as object), TacVersionAccepted: accepted },
        '/content/getdocument': { ...(fixture('content-getdocument') as object), Version: current },
      };
      const result = await requireOperation(await platform(), 'signIn')({ email: 'player@example.com', password: 'Secret123!' });
      return [result.hasToAcceptTerms, result.profile.acceptedTermsVersion];
    };

    it('signs in a player whose "3" is the current 3, without asking again', async () => {
      assert.deepEqual(await signIn('3', 3), [false, 3]);
      assert.deepEqual(await signIn(' 3 ', '3'), [false, 3]);
    });

    it('asks again when the current terms are newer', async () => {
      assert.deepEqual(await signIn('3', '4'), [true, 3]);
    });

    it('asks a player who accepted none (null, missing or empty)', async () => {
      assert.deepEqual(await signIn(null, '4'), [true, undefined]);
      assert.deepEqual(await signIn('', 4), [true, undefined]);
    });

    it('refuses a version it cannot read, rather than guess', async () => {
      await assert.rejects(signIn('three', 3), (error: { key?: string }) => error.key === 'sign-in.unknown-error');
      await assert.rejects(signIn('3.5', 3), (error: { key?: string }) => error.key === 'sign-in.unknown-error');
    });
  });
});
