import * as v from 'valibot';
import type {
  ActivationResult, Bonus, CaptchaChallenge, ErrorArea, Capabilities, CashierRequest, CashierSetup, ConnectionState, HistoryPage, HistoryQuery, Jurisdiction, Limit, LimitChange,
  OperationName, Platform, PlatformFactory, Profile, ProfileUpdate, RealtimePlatformConfig, SessionChange, SignInCredentials,
  SignInResult, SignUpPayload, SignUpResult, Unsubscribe, Wallet,
} from '../contract.ts';
import { guard, platformError, sessionExpiredError } from '../errors.ts';
import { isPlatformError } from '../contract.ts';
import { cashierMerchant, cashierSetup } from '../cashier-setup.ts';
import { OPERATION_AREAS } from '../operations.ts';
import { IDEMPOTENCY_OPTION, RealtimeConnection, WampCallError, WampTransportError, type WampResult } from './connection.ts';
import { QUOTA_EXHAUSTED, realtimeError } from './errors.ts';
import { createRealtimeHttp } from './http.ts';
import { parseRetryAfter, timeoutOf, withCallPolicy } from '../call-policy.ts';
import {
  BalanceChanged, GENDER_LETTERS, PROVIDER_JURISDICTIONS, HISTORY_TYPES, LIMIT_KINDS, LoginAnswer, PERIOD_WORDS, SessionInfoAnswer, bonusList, isRealtimeLimitType,
  mainAccountId, plainFlag, toCallingCodes, readProfileFields, sessionChangeOf, toAvailability, toBonuses, toCountries, toCurrencies, toHistory, toLimits,
  toProfile, toWallet,
} from './mappings.ts';

/**
 * What the realtime platform offers (spec 002 §7.3). A flag is true only where its operations are built on
 * the platform's procedures (jackpots and favourites: its HTTP API beside the router): no inbox, subscriptions, KYC, blocks, self-test or bank-ID here.
 */
export const REALTIME_CAPABILITIES: Readonly<Capabilities> = Object.freeze({
  passwordSignIn: true,
  oauthSignIn: false,
  qrSignIn: false,
  smsOtp: false,
  signUp: true,
  tokenSignUp: false,
  activation: true,
  passwordReset: true,
  // spec 002 §5.2: the reset request needs a completed captcha on this platform.
  passwordResetCaptcha: true,
  // The platform records the acceptance (acceptTC) but serves no terms text: the terms widget links the operator's page.
  terms: false,
  termsAcceptance: true,
  profileEditing: true,
  bonuses: true,
  inbox: false,
  history: true,
  subscriptions: false,
  limits: true,
  blocks: false,
  selfExclusion: false,
  productBlocks: false,
  realityCheck: false,
  responsibleGamingTest: false,
  sessionSummary: false,
  kyc: false,
  sourceOfWealth: false,
  cashier: true,
  payAndPlay: false,
  payAndPlayCountries: null,
  balancePush: true,
  games: false,
  // Over the HTTP API beside the router (spec 002 §7.3).
  favourites: true,
  lastPlayed: false,
  jackpots: true,
  tournaments: false,
  providerViews: false,
  chat: false,
});

/** History starts here (spec 002 §9). */
export const HISTORY_FROM = '2020-01-01T00:00:00.000Z';
export const HISTORY_PAGE_SIZE = 10;

interface Rt {
  readonly config: () => RealtimePlatformConfig;
  readonly session: { get(): string | null; set(id: string | null): void };
  readonly connection: RealtimeConnection;
  /** The connection's client identity (kept in memory for the tab; the session store holds it while signed in). */
  cid: string | null;
  /** Claimable offers by id → their code (they are claimed by code). */
  readonly claimable: Map<string, string>;
  /** The player's currency of the current session, for a wallet with no account currency. */
  currency: string;
  readonly balanceListeners: Set<(wallet: Wallet) => void>;
  readonly sessionListeners: Set<(change: SessionChange) => void>;
  watching: boolean;
  /** The page's captcha prompt, for the platform's quota challenge. */
  readonly solveCaptcha?: (challenge: CaptchaChallenge) => Promise<string>;
}

/** Code words of a failure on the platform's side that a later try may not meet (the sandbox's; the real platform sends none). */
const TRANSIENT_CODES: ReadonlySet<string> = new Set(['InternalError', 'ServiceUnavailable', 'Timeout']);

/** A read may be tried again after no answer (not when offline: the connection gave up) or a failure on the platform's side. */
function isTransient(error: unknown): boolean {
  if (error instanceof WampTransportError) return error.kind !== 'offline';
  if (!(error instanceof WampCallError)) return false;
  const code = error.kwargs['code'];
  return error.uri === 'wamp.error.unavailable' || error.uri === 'wamp.error.timeout' || (typeof code === 'string' && TRANSIENT_CODES.has(code));
}

/** How long the router asked to wait before another try (the sandbox's `retryAfter` seconds; the real platform sends none). */
function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof WampCallError)) return undefined;
  const value = error.kwargs['retryAfter'] ?? error.kwargs['retryAfterSeconds'];
  return typeof value === 'number' || typeof value === 'string' ? parseRetryAfter(value, Date.now()) : undefined;
}

/**
 * One sending of a call: a quota refusal asks the page for a captcha, raises the quota and sends the same call
 * again (at most twice), with the same idempotency key. A write's key goes in the CALL's options as the WAMP
 * custom option `_idempotency_key` (WAMP allows `_`-prefixed options of an implementation's own).
 */
async function send(rt: Rt, area: ErrorArea, procedure: string, kwargs: Record<string, unknown>, key: string | undefined, challenges = 0): Promise<WampResult> {
  try {
    return await rt.connection.call(procedure, kwargs, key === undefined ? undefined : { [IDEMPOTENCY_OPTION]: key });
  } catch (error) {
    if (!(error instanceof WampCallError) || error.uri !== QUOTA_EXHAUSTED || challenges >= 2) throw error;
    await raiseQuota(rt, area, error);
    return send(rt, area, procedure, kwargs, key, challenges + 1);
  }
}

/**
 * One call of an operation under the call policy (adapters/call-policy.ts): a read is retried after a transient
 * failure, a write never is; every failure becomes the operation's PlatformError, and a session the platform no
 * longer knows is cleared here.
 */
async function call(rt: Rt, operation: OperationName, procedure: string, kwargs: Record<string, unknown> = {}): Promise<WampResult> {
  const area = OPERATION_AREAS[operation];
  const outcome = await withCallPolicy<{ result: WampResult } | { error: unknown }>(operation, rt.config(), async ({ idempotencyKey }) => {
    try {
      return { outcome: { result: await send(rt, area, procedure, kwargs, idempotencyKey) }, transient: false };
    } catch (error) {
      return { outcome: { error }, transient: isTransient(error), retryAfterMs: retryAfterOf(error) };
    }
  });
  if ('result' in outcome) return outcome.result;
  // A refusal already mapped (the quota challenge the page could not meet) stays as it is.
  const failure = isPlatformError(outcome.error) ? outcome.error : realtimeError(area, outcome.error);
  if (failure.code === 'session-expired' && rt.session.get()) rt.session.set(null);
  throw failure;
}

/** The quota challenge: the page's captcha prompt, then `/connection#increaseRequestQuota` with its answer. */
async function raiseQuota(rt: Rt, area: ErrorArea, refusal: WampCallError): Promise<void> {
  const solve = rt.solveCaptcha;
  if (!solve) throw realtimeError(area, refusal);
  const key = typeof refusal.kwargs['key'] === 'string' ? refusal.kwargs['key'] : null;
  let token: string;
  try {
    token = await solve({ siteKey: key });
  } catch {
    throw realtimeError(area, refusal);
  }
  const answer = await rt.connection.call('/connection#increaseRequestQuota', { challengeResponse: token }).catch((error: unknown) => {
    throw realtimeError(area, error);
  });
  if (answer.kwargs['success'] === false) throw realtimeError(area, refusal);
}

function areaOf(operation: OperationName) {
  return OPERATION_AREAS[operation];
}

/** Operations that need a signed-in player: with no session, no call (the platform would refuse it anyway). */
function requireSession(rt: Rt, operation: OperationName): string {
  const sessionId = rt.session.get();
  if (!sessionId) throw sessionExpiredError(areaOf(operation), { message: 'No player is signed in.' });
  return sessionId;
}

async function readSessionInfo(rt: Rt, operation: OperationName) {
  const { kwargs } = await call(rt, operation, '/user#getSessionInfo', { culture: rt.config().locale });
  return v.parse(SessionInfoAnswer, kwargs);
}

async function readProfile(rt: Rt, operation: OperationName, sessionId: string): Promise<Profile> {
  const [info, profile] = await Promise.all([readSessionInfo(rt, operation), call(rt, operation, '/user/account#getProfile')]);
  const fields = readProfileFields(profile.kwargs);
  const result = toProfile(fields, info, sessionId);
  rt.currency = result.currency;
  return { ...result, jurisdiction: rt.config().jurisdiction };
}

async function signIn(rt: Rt, credentials: SignInCredentials): Promise<SignInResult> {
  const { kwargs } = await call(rt, 'signIn', '/user#login', { usernameOrEmail: credentials.email.trim(), password: credentials.password });
  const flags = v.parse(LoginAnswer, kwargs);
  const sessionId = rt.cid ?? '';
  try {
    if (!sessionId) throw platformError('sign-in', 'unknown-error', { message: 'The router gave no client identity.' });
    const profile = await readProfile(rt, 'signIn', sessionId);
    rt.session.set(sessionId);
    if (rt.balanceListeners.size > 0) void watchBalance(rt);
    const verified = flags.isEmailVerified ?? profile.isActivated;
    return { sessionId, profile: { ...profile, isActivated: verified }, hasToAcceptTerms: flags.hasToAcceptTC ?? false, isEmailVerified: verified };
  } catch (error) {
    // Without the profile the widget cannot choose the follow-up: the session the login opened is closed.
    await rt.connection.call('/user#logout').catch(() => undefined);
    throw error;
  }
}

async function signOut(rt: Rt): Promise<void> {
  const sessionId = rt.session.get();
  if (!sessionId) return;
  rt.watching = false;
  try {
    await call(rt, 'signOut', '/user#logout');
  } catch {
    // The player has left this page; a platform that did not hear it ends the session itself.
  } finally {
    if (rt.session.get() === sessionId) rt.session.set(null);
  }
}

async function getWallet(rt: Rt): Promise<Wallet> {
  requireSession(rt, 'getWallet');
  const { kwargs } = await call(rt, 'getWallet', '/user/account#getGamingAccounts', { expectBalance: true, expectBonus: true });
  return toWallet(kwargs, rt.currency);
}

/** Asks the router for balance pushes on this connection (again after a reconnect) and tells the listeners the balance now. */
async function watchBalance(rt: Rt): Promise<void> {
  if (!rt.session.get() || rt.balanceListeners.size === 0) return;
  try {
    await call(rt, 'onBalanceChange', '/user/account#watchBalance');
    rt.watching = true;
    await emitWallet(rt);
  } catch {
    // No push this time: the balance is read again when a widget asks.
  }
}

async function emitWallet(rt: Rt): Promise<void> {
  const wallet = await getWallet(rt);
  for (const listener of [...rt.balanceListeners]) listener(wallet);
}

function onBalanceChange(rt: Rt, listener: (wallet: Wallet) => void): Unsubscribe {
  rt.balanceListeners.add(listener);
  const stop = rt.connection.subscribe('/account/balanceChanged', (kwargs) => {
    if (!v.safeParse(BalanceChanged, kwargs).success || !rt.session.get()) return;
    // The event names the account and the change; the wallet read after it is the balance the server holds now.
    emitWallet(rt).catch(() => undefined);
  });
  rt.connection.start();
  if (rt.balanceListeners.size === 1) void watchBalance(rt);
  return () => {
    rt.balanceListeners.delete(listener);
    stop();
    if (rt.balanceListeners.size === 0 && rt.watching && rt.session.get()) {
      rt.watching = false;
      void rt.connection.call('/user/account#unwatchBalance').catch(() => undefined);
    }
  };
}

function emitSession(rt: Rt, change: SessionChange): void {
  if (!change.signedIn && rt.session.get()) rt.session.set(null);
  for (const listener of [...rt.sessionListeners]) listener(change);
}

function onSessionChange(rt: Rt, listener: (change: SessionChange) => void): Unsubscribe {
  rt.sessionListeners.add(listener);
  const stop = rt.connection.subscribe('/sessionStateChange', (kwargs) => {
    const change = sessionChangeOf(kwargs);
    if (change) emitSession(rt, change);
  });
  rt.connection.start();
  return () => {
    rt.sessionListeners.delete(listener);
    stop();
  };
}

/**
 * Every (re)opened connection: a stored session is checked (the router reattached it by the cid, or it ended
 * while the socket was down), and balance pushes are asked for again with the balance read afresh.
 */
async function reopened(rt: Rt): Promise<void> {
  if (!rt.session.get()) return;
  try {
    const info = await readSessionInfo(rt, 'getSessionState');
    if (info.isAuthenticated === false) {
      emitSession(rt, { signedIn: false, reason: 'expired' });
      return;
    }
  } catch {
    return;
  }
  if (rt.balanceListeners.size > 0) await watchBalance(rt);
}

function signUpKwargs(rt: Rt, payload: SignUpPayload): Record<string, unknown> {
  const pageUrl = globalThis.location?.href;
  const verification = pageUrl ? new URL(pageUrl) : null;
  verification?.searchParams.delete('activation-key');
  const phone = payload.phone.startsWith(payload.callingCode) ? payload.phone.slice(payload.callingCode.length) : payload.phone;
  return {
    username: payload.email,
    email: payload.email,
    password: payload.password ?? '',
    firstname: payload.firstName,
    surname: payload.lastName,
    birthDate: payload.dateOfBirth,
    address1: payload.address,
    city: payload.city,
    postalCode: payload.zip,
    country: payload.country,
    currency: payload.currency,
    mobilePrefix: payload.callingCode,
    mobile: phone,
    ...(payload.gender ? { gender: GENDER_LETTERS[payload.gender] } : {}),
    language: rt.config().locale,
    jurisdiction: PROVIDER_JURISDICTIONS[payload.jurisdiction ?? rt.config().jurisdiction],
    ...(verification ? { emailVerificationURL: `${verification.href}${verification.search ? '&' : '?'}activation-key=` } : {}),
    acceptTC: payload.acceptTermsAndMarketing,
    legalAge: true,
    acceptNewsEmail: payload.optIns?.includes('email') ?? payload.acceptTermsAndMarketing,
    acceptSMSOffer: payload.optIns?.includes('sms') ?? payload.acceptTermsAndMarketing,
    ...(payload.bonusCode ? { bonusCode: payload.bonusCode } : {}),
    ...(payload.affiliateTag ? { affiliateMarker: payload.affiliateTag } : {}),
    userConsents: { termsandconditions: payload.acceptTermsAndMarketing, emailmarketing: payload.optIns?.includes('email') ?? false, sms: payload.optIns?.includes('sms') ?? false },
  };
}

async function signUp(rt: Rt, payload: SignUpPayload): Promise<SignUpResult> {
  const { kwargs } = await call(rt, 'signUp', '/user/account#register', signUpKwargs(rt, payload));
  const userId = kwargs['userID'] ?? kwargs['userId'];
  return { playerId: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : '', issues: [] };
}

async function activateAccount(rt: Rt, input: { email: string; code: string }): Promise<ActivationResult> {
  if (!input.code.trim()) throw platformError('activate', 'incorrect-code', { message: 'No activation code.' });
  await call(rt, 'activateAccount', '/user/account#activate', {
    verificationCode: input.code.trim(),
    ...(input.email.trim() ? { email: input.email.trim() } : {}),
    culture: rt.config().locale,
  });
  // The activation signs nobody in: a player who was signed in stays so.
  return { signedIn: Boolean(rt.session.get()), actions: [] };
}

async function updateProfile(rt: Rt, changes: ProfileUpdate): Promise<void> {
  requireSession(rt, 'updateProfile');
  const fields: Record<string, unknown> = {
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.address !== undefined ? { address1: changes.address } : {}),
    ...(changes.city !== undefined ? { city: changes.city } : {}),
    ...(changes.zip !== undefined ? { postalCode: changes.zip } : {}),
    ...(changes.callingCode !== undefined ? { mobilePrefix: changes.callingCode } : {}),
    ...(changes.phone !== undefined ? { mobile: changes.callingCode && changes.phone.startsWith(changes.callingCode) ? changes.phone.slice(changes.callingCode.length) : changes.phone } : {}),
    ...(changes.language !== undefined ? { language: changes.language } : {}),
    ...(changes.gender !== undefined ? { gender: GENDER_LETTERS[changes.gender] } : {}),
    ...(changes.country !== undefined ? { country: changes.country } : {}),
  };
  await call(rt, 'updateProfile', '/user/account#updateProfile', fields);
}

async function getHistory(rt: Rt, query: HistoryQuery): Promise<HistoryPage> {
  requireSession(rt, 'getHistory');
  const pageSize = query.pageSize ?? HISTORY_PAGE_SIZE;
  const { kwargs } = await call(rt, 'getHistory', '/user#getTransactionHistory', {
    type: HISTORY_TYPES[query.kind],
    startTime: query.from ? new Date(query.from).toISOString() : HISTORY_FROM,
    endTime: query.to ? new Date(query.to).toISOString() : new Date().toISOString(),
    pageIndex: Math.max(1, Math.floor(query.page)),
    pageSize,
  });
  const page = toHistory(kwargs, query.kind);
  return {
    transactions: page.transactions,
    ...(page.totalPageCount !== undefined ? { totalPageCount: page.totalPageCount } : { hasNextPage: page.transactions.length >= pageSize }),
  };
}

async function getBonuses(rt: Rt): Promise<readonly Bonus[]> {
  requireSession(rt, 'getBonuses');
  const now = Date.now();
  const [granted, claimable] = await Promise.all([
    call(rt, 'getBonuses', '/user/bonus#getGrantedBonuses'),
    call(rt, 'getBonuses', '/user/bonus#getClaimableBonuses'),
  ]);
  const offers = toBonuses(bonusList(claimable), { claimable: true, deposit: false, now });
  rt.claimable.clear();
  for (const offer of offers) rt.claimable.set(offer.id, offer.code || offer.id);
  return [...toBonuses(bonusList(granted), { claimable: false, deposit: false, now }), ...offers];
}

async function getDepositBonuses(rt: Rt): Promise<readonly Bonus[]> {
  requireSession(rt, 'getDepositBonuses');
  const accounts = await call(rt, 'getDepositBonuses', '/user/account#getGamingAccounts', { expectBalance: false, expectBonus: false });
  const gamingAccountID = mainAccountId(accounts.kwargs);
  const result = await call(rt, 'getDepositBonuses', '/user#getApplicableBonuses', { type: 'deposit', ...(gamingAccountID ? { gamingAccountID } : {}) });
  // An applicable bonus reaches the cashier by its code: one without a code is not offered.
  return toBonuses(bonusList(result), { claimable: false, deposit: true, now: Date.now() }).filter((bonus) => bonus.code);
}

async function applyBonus(rt: Rt, operation: 'triggerBonus' | 'claimBonus', code: string): Promise<void> {
  requireSession(rt, operation);
  const trimmed = code.trim();
  if (!trimmed) throw platformError('bonus', 'invalid-bonus', { message: 'An empty bonus code.' });
  const { args, kwargs } = await call(rt, operation, '/user/bonus#apply', { bonusCode: trimmed });
  // spec 002 §5.2: a trigger answering 0 means invalid-bonus.
  const answer = args[0] ?? kwargs['result'];
  if (answer === 0 || answer === '0' || answer === false) throw platformError('bonus', 'invalid-bonus', { message: `The platform refused the bonus code ${trimmed}.` });
}

async function getLimits(rt: Rt): Promise<readonly Limit[]> {
  requireSession(rt, 'getLimits');
  const { kwargs } = await call(rt, 'getLimits', '/user/limit#getLimits');
  return toLimits(kwargs);
}

async function setLimit(rt: Rt, change: LimitChange): Promise<void> {
  requireSession(rt, 'setLimit');
  if (!isRealtimeLimitType(change.type)) throw platformError('responsible-gaming', 'not-implemented', { message: `No ${change.type} limits on this platform.` });
  const kind = LIMIT_KINDS[change.type];
  const kwargs = change.type === 'session'
    ? { minutes: change.amount }
    : { period: PERIOD_WORDS[change.period], amount: change.amount, currency: change.currency ?? rt.currency };
  await call(rt, 'setLimit', kind.set, kwargs);
}

async function removeLimit(rt: Rt, limit: Pick<Limit, 'id' | 'type' | 'period'>): Promise<void> {
  requireSession(rt, 'removeLimit');
  if (!isRealtimeLimitType(limit.type)) throw platformError('responsible-gaming', 'not-implemented', { message: `No ${limit.type} limits on this platform.` });
  await call(rt, 'removeLimit', LIMIT_KINDS[limit.type].remove, limit.type === 'deposit' ? { period: PERIOD_WORDS[limit.period] } : {});
}

/** The cashier's set-up: the player, and the CMS session the platform's HTTP side knows (the rest as every platform). */
async function getCashierSetup(rt: Rt, request: CashierRequest): Promise<CashierSetup> {
  const sessionId = requireSession(rt, 'getCashierSetup');
  const config = rt.config();
  cashierMerchant(config);
  const [profile, cms] = await Promise.all([readProfile(rt, 'getCashierSetup', sessionId), call(rt, 'getCashierSetup', '/user#getCmsSessionID')]);
  const cmsSessionId = cms.kwargs['cmsSessionID'];
  return cashierSetup(config, {
    userId: profile.userId,
    sessionId: typeof cmsSessionId === 'string' && cmsSessionId ? cmsSessionId : sessionId,
    currency: profile.currency,
  }, request);
}

/** The captcha fields of the reset request (spec 002 §5.2: it needs a completed captcha). */
async function forgotPassword(rt: Rt, input: { email: string; resetUrl?: string; captchaToken?: string }): Promise<void> {
  const page = input.resetUrl ?? globalThis.location?.href;
  const url = page ? new URL(page) : null;
  url?.searchParams.delete('reset-pw-key');
  const siteKey = rt.config().captchaSiteKey;
  await call(rt, 'forgotPassword', '/user/pwd#sendResetPwdEmail', {
    email: input.email.trim(),
    ...(url ? { changePwdURL: `${url.href}${url.search ? '&' : '?'}reset-pw-key=` } : {}),
    ...(input.captchaToken ? { captchaPublicKey: siteKey ?? '', captchaResponse: input.captchaToken } : {}),
  });
}

async function resetPassword(rt: Rt, input: { token: string; password: string }): Promise<void> {
  if (!(await validateResetKey(rt, input.token))) throw platformError('reset-password', 'invalid-reset-pw-token', { message: 'The reset key is no longer usable.' });
  await call(rt, 'resetPassword', '/user/pwd#reset', { key: input.token, password: input.password });
}

async function validateResetKey(rt: Rt, key: string): Promise<boolean> {
  if (!key.trim()) return false;
  return plainFlag(await call(rt, 'validateResetKey', '/user/pwd#isResetPwdKeyAvailable', { key: key.trim() }));
}

/** The first platform: EveryMatrix-style WAMP v2 (shared/reference/realtime-and-providers.md §1), one socket per page. */
export const createRealtimePlatform: PlatformFactory<RealtimePlatformConfig> = (context) => {
  const initial = context.config;
  const config = () => context.config;
  const { solveCaptcha } = context;
  const connection = new RealtimeConnection({
    wampUrl: initial.wampUrl ?? '/wamp',
    realm: initial.realm || globalThis.location?.origin || '',
    timeoutMs: timeoutOf(initial),
    reconnectBaseDelayMs: 500,
    cid: {
      // The session id is the signed-in connection's cid: presented again after a reload, the router reattaches the session.
      get: () => context.session.get() ?? rt.cid,
      set: (cid) => {
        rt.cid = cid;
        const stored = context.session.get();
        // Another cid than the stored session's: the router no longer knows that session (restarted, expired).
        if (stored && stored !== cid) emitSession(rt, { signedIn: false, reason: 'expired' });
      },
    },
    onOpen: () => void reopened(rt),
    WebSocket: (globalThis as { WebSocket?: unknown }).WebSocket,
  });
  const rt: Rt = {
    config,
    session: context.session,
    connection,
    cid: null,
    claimable: new Map(),
    currency: '',
    balanceListeners: new Set(),
    sessionListeners: new Set(),
    watching: false,
    ...(solveCaptcha ? { solveCaptcha } : {}),
  };

  const http = createRealtimeHttp({ config, session: context.session, call: (operation, procedure, kwargs) => call(rt, operation, procedure, kwargs) });

  const platform: Platform = {
    name: 'realtime',
    capabilities: REALTIME_CAPABILITIES,
    signIn: guard('signIn', (credentials: SignInCredentials) => signIn(rt, credentials)),
    signOut: guard('signOut', () => signOut(rt)),
    getProfile: guard('getProfile', () => readProfile(rt, 'getProfile', requireSession(rt, 'getProfile'))),
    getWallet: guard('getWallet', () => getWallet(rt)),
    getSessionState: guard('getSessionState', async () => {
      const info = await readSessionInfo(rt, 'getSessionState');
      return info.isAuthenticated ? { signedIn: true, reason: 'signed-in' } : { signedIn: false, reason: 'signed-out' };
    }),
    onSessionChange: (listener: (change: SessionChange) => void) => onSessionChange(rt, listener),
    onBalanceChange: (listener: (wallet: Wallet) => void) => onBalanceChange(rt, listener),
    onConnectionChange: (listener: (state: ConnectionState) => void) => {
      const stop = connection.onStateChange(listener);
      connection.start();
      return stop;
    },
    reconnect: guard('reconnect', () => connection.retry().catch((error: unknown) => {
      throw realtimeError('player', error);
    })),
    acceptTerms: guard('acceptTerms', async () => {
      requireSession(rt, 'acceptTerms');
      await call(rt, 'acceptTerms', '/user#acceptTC');
    }),
    validateEmail: guard('validateEmail', async (email: string) => toAvailability(await call(rt, 'validateEmail', '/user/account#validateEmail', { email: email.trim() }))),
    validateUsername: guard('validateUsername', async (username: string) => toAvailability(await call(rt, 'validateUsername', '/user/account#validateUsername', { username: username.trim() }))),
    signUp: guard('signUp', (payload: SignUpPayload) => signUp(rt, payload)),
    activateAccount: guard('activateAccount', (input: { email: string; code: string }) => activateAccount(rt, input)),
    forgotPassword: guard('forgotPassword', (input: { email: string; resetUrl?: string; captchaToken?: string }) => forgotPassword(rt, input)),
    validateResetKey: guard('validateResetKey', (key: string) => validateResetKey(rt, key)),
    resetPassword: guard('resetPassword', (input: { token: string; password: string }) => resetPassword(rt, input)),
    changePassword: guard('changePassword', async (input: { oldPassword: string; newPassword: string }) => {
      requireSession(rt, 'changePassword');
      await call(rt, 'changePassword', '/user/pwd#change', { oldPassword: input.oldPassword, newPassword: input.newPassword });
    }),
    updateProfile: guard('updateProfile', (changes: ProfileUpdate) => updateProfile(rt, changes)),
    getCountries: guard('getCountries', async (jurisdiction?: Jurisdiction) => {
      const { kwargs } = await call(rt, 'getCountries', '/user/account#getCountries', { expectRegions: false, excludeDenyRegistrationCountry: true, culture: rt.config().locale });
      return toCountries(kwargs, jurisdiction ?? rt.config().jurisdiction);
    }),
    // The platform has no list of its own: the calling codes are its countries' phone prefixes.
    getCallingCodes: guard('getCallingCodes', async () => {
      const { kwargs } = await call(rt, 'getCallingCodes', '/user/account#getCountries', { expectRegions: false, excludeDenyRegistrationCountry: true });
      return toCallingCodes(kwargs);
    }),
    getCurrencies: guard('getCurrencies', async () => toCurrencies(await call(rt, 'getCurrencies', '/user/account#getCurrencies'))),
    getHistory: guard('getHistory', (query: HistoryQuery) => getHistory(rt, query)),
    getBonuses: guard('getBonuses', () => getBonuses(rt)),
    getDepositBonuses: guard('getDepositBonuses', () => getDepositBonuses(rt)),
    triggerBonus: guard('triggerBonus', (code: string) => applyBonus(rt, 'triggerBonus', code)),
    claimBonus: guard('claimBonus', (bonusId: string) => applyBonus(rt, 'claimBonus', rt.claimable.get(bonusId) ?? bonusId)),
    cancelBonus: guard('cancelBonus', async (bonusId: string) => {
      requireSession(rt, 'cancelBonus');
      await call(rt, 'cancelBonus', '/user/bonus#forfeit', { bonusID: bonusId });
    }),
    getLimits: guard('getLimits', () => getLimits(rt)),
    setLimit: guard('setLimit', (change: LimitChange) => setLimit(rt, change)),
    removeLimit: guard('removeLimit', (limit: Pick<Limit, 'id' | 'type' | 'period'>) => removeLimit(rt, limit)),
    getCashierSetup: guard('getCashierSetup', (request: CashierRequest) => getCashierSetup(rt, request)),
    getJackpots: guard('getJackpots', () => http.getJackpots()),
    getFavourites: guard('getFavourites', () => http.getFavourites()),
    addFavourite: guard('addFavourite', (gameId: string, tableId?: string) => http.addFavourite(gameId, tableId)),
    removeFavourite: guard('removeFavourite', (gameId: string, tableId?: string) => http.removeFavourite(gameId, tableId)),
    dispose: () => connection.dispose(),
  };
  return platform;
};
