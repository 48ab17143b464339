import type {
  Capabilities, CashierRequest, DocumentName, GameLaunchRequest, PlayerProperty, HistoryQuery, Jurisdiction, KycUpload, Limit, LimitChange, SourceOfWealth, MessageStatus, OAuthCode, OAuthStart, OperationName, PanicChoice, Platform, PlatformFactory, ProfileUpdate, RestPlatformConfig,
  SignInCredentials, SignUpPayload, Subscription, SubscriptionType, TestScore,
} from '../contract.ts';
import { guard } from '../errors.ts';
import { acceptTerms, getProfile, signOut } from './player.ts';
import { getIpCountry, getTerms } from './content.ts';
import type { RestContext } from './context.ts';
import { createRestHttp } from './http.ts';
import { getWallet } from './wallet.ts';
import { loadArea } from './areas.ts';
import { getQrCodeUrl } from './qr-code.ts';
import * as rgSession from './responsible-gaming-session.ts';

// The areas a first render rarely calls, each a chunk of its own loaded at the first call of one of its
// operations (adapters/rest/areas.ts): a page downloads the areas its widgets call, not the whole adapter. What
// every signed-in page reads (the profile, the wallet, the terms, the IP country), the sign-out (a player's way out
// waits for no file) and the synchronous surface stay here (the password's sign-in is an area: a signed-in page
// makes none), with the responsible-gaming session's calls the session services make on every signed-in page (the
// reality checks' timing, the pages the platform asks a player to see). dist/preload.json lists the areas each widget's first render calls (scripts/preload-manifest.mjs).
const signInArea = () => import('./sign-in.ts');
const documentsArea = () => import('./documents.ts');
const referenceDataArea = () => import('./reference-data.ts');
const signUpArea = () => import('./sign-up.ts');
type SignUpArea = typeof import('./sign-up.ts');
const oauthArea = () => import('./oauth.ts');
const rgChecksArea = () => import('./responsible-gaming-checks.ts');
const gamesArea = () => import('./games.ts');
const inboxArea = () => import('./inbox.ts');
const accountArea = () => import('./account.ts');
const historyArea = () => import('./history.ts');
const kycArea = () => import('./kyc.ts');
const playerDataArea = () => import('./player-data.ts');
const paymentsArea = () => import('./payment-gate.ts');

/** Each lazy operation's area (filled by `lazy`): what `prefetch` loads ahead of a first call. */
const AREA_OF = new Map<OperationName, () => Promise<unknown>>();

/** The area an operation loads at its first call (once a platform is built), or undefined: it loads none. */
export function areaOf(operation: OperationName): (() => Promise<unknown>) | undefined {
  return AREA_OF.get(operation);
}

/**
 * An operation of an area: guarded as every operation (adapters/errors.ts), its area loaded first. `run` is
 * given the area's module; its errors keep the operation's area and codes.
 */
function lazy<M, TArgs extends unknown[], TResult>(
  rest: RestContext,
  operation: OperationName,
  area: () => Promise<M>,
  run: (module: M, ...args: TArgs) => Promise<TResult>,
): (...args: TArgs) => Promise<TResult> {
  AREA_OF.set(operation, area);
  return guard(operation, async (...args: TArgs) => run(await loadArea(rest, operation, area), ...args));
}

/**
 * What this adapter does today. A flag turns true when its operations are built, not when the
 * platform could do it: a widget shown for a missing operation would only fail.
 */
export const REST_CAPABILITIES: Readonly<Capabilities> = Object.freeze({
  passwordSignIn: true,
  oauthSignIn: true,
  qrSignIn: true,
  smsOtp: true,
  signUp: true,
  tokenSignUp: true,
  activation: true,
  passwordReset: true,
  passwordResetCaptcha: false, // true when a captcha site key is configured (restCapabilities)
  terms: true,
  termsAcceptance: true,
  profileEditing: true,
  bonuses: true,
  inbox: true,
  history: true,
  sportsHistory: true,
  playerData: true,
  subscriptions: true,
  limits: true,
  blocks: true,
  selfExclusion: true,
  productBlocks: true,
  realityCheck: true,
  responsibleGamingTest: true,
  sessionSummary: true,
  kyc: true,
  sourceOfWealth: true,
  cashier: true,
  payAndPlay: true,
  payAndPlayCountries: null,
  anonymousPayAndPlay: false,
  balancePush: false,
  games: true,
  gameLaunch: true,
  favourites: true,
  lastPlayed: true,
  jackpots: true,
  tournaments: true,
  providerViews: false,
  chat: false,
  licenseLogos: false,
  infoPages: false,
  documents: true,
});

/** The REST capabilities under a configuration: the reset request asks for a captcha when a site key is configured. */
export function restCapabilities(config: RestPlatformConfig): Readonly<Capabilities> {
  return config.captchaSiteKey ? Object.freeze({ ...REST_CAPABILITIES, passwordResetCaptcha: true }) : REST_CAPABILITIES;
}

/** Sign-up, activation and their reference data (adapters/rest/sign-up.ts, reference-data.ts). */
function signUpOperations(rest: RestContext): Partial<Platform> {
  return {
    validateEmail: lazy(rest, 'validateEmail', signUpArea, (signUp, email: string) => signUp.validateEmail(rest, email)),
    validatePhone: lazy(rest, 'validatePhone', signUpArea, (signUp, phone: string) => signUp.validatePhone(rest, phone)),
    validateUsername: lazy(rest, 'validateUsername', signUpArea, (signUp, username: string) => signUp.validateUsername(rest, username)),
    requestOtp: lazy(rest, 'requestOtp', signUpArea, (signUp, input: Parameters<SignUpArea['requestOtp']>[1]) => signUp.requestOtp(rest, input)),
    signInWithOtp: lazy(rest, 'signInWithOtp', signUpArea, (signUp, input: Parameters<SignUpArea['signInWithOtp']>[1]) => signUp.signInWithOtp(rest, input)),
    signUp: lazy(rest, 'signUp', signUpArea, (signUp, payload: SignUpPayload) => signUp.signUp(rest, payload)),
    signUpWithToken: lazy(rest, 'signUpWithToken', signUpArea, (signUp, token: string, payload: SignUpPayload) => signUp.signUpWithToken(rest, token, payload)),
    describeSignUpToken: lazy(rest, 'describeSignUpToken', signUpArea, (signUp, token: string) => signUp.describeSignUpToken(token)),
    signUpWithCode: lazy(rest, 'signUpWithCode', oauthArea, (oauth, identity: OAuthCode, payload: SignUpPayload) => oauth.signUpWithCode(rest, identity, payload)),
    activateAccount: lazy(rest, 'activateAccount', signUpArea, (signUp, input: { email: string; code: string }) => signUp.activateAccount(rest, input)),
    requestActivationCode: lazy(rest, 'requestActivationCode', signUpArea, (signUp, email: string) => signUp.requestActivationCode(rest, email)),
    getCountries: lazy(rest, 'getCountries', referenceDataArea, (referenceData, jurisdiction?: Jurisdiction) => referenceData.getCountries(rest, jurisdiction)),
    getCurrencies: lazy(rest, 'getCurrencies', referenceDataArea, (referenceData) => referenceData.getCurrencies(rest)),
    getCallingCodes: lazy(rest, 'getCallingCodes', referenceDataArea, (referenceData) => referenceData.getCallingCodes(rest)),
  };
}

/** Bank-ID (OAuth code) sign-in (adapters/rest/oauth.ts). */
function oauthOperations(rest: RestContext): Partial<Platform> {
  return {
    getOAuthSignInUrl: lazy(rest, 'getOAuthSignInUrl', oauthArea, (oauth, input: OAuthStart) => oauth.getOAuthSignInUrl(rest, input)),
    signInWithCode: lazy(rest, 'signInWithCode', oauthArea, (oauth, input: OAuthCode) => oauth.signInWithCode(rest, input)),
    // Builds an address, calls nothing: no guard needed, and an <img> must get it synchronously.
    getQrCodeUrl: (message: string) => getQrCodeUrl(rest, message),
  };
}

/** Responsible gaming: limits, blocks and self-exclusion (adapters/rest/responsible-gaming-limits.ts, loaded with the payments: payment-gate.ts). */
function limitOperations(rest: RestContext): Partial<Platform> {
  return {
    getLimits: lazy(rest, 'getLimits', paymentsArea, (limits) => limits.getLimits(rest)),
    setLimit: lazy(rest, 'setLimit', paymentsArea, (limits, change: LimitChange) => limits.setLimit(rest, change)),
    removeLimit: lazy(rest, 'removeLimit', paymentsArea, (limits, limit: Pick<Limit, 'id'>) => limits.removeLimit(rest, limit)),
    block: lazy(rest, 'block', paymentsArea, (limits, days: number) => limits.block(rest, days)),
    selfExclude: lazy(rest, 'selfExclude', paymentsArea, (limits, days: number) => limits.selfExclude(rest, days)),
  };
}

/** The panic button, the self-test, the session's timing and reality check, the display pages (adapters/rest/responsible-gaming-session.ts, responsible-gaming-checks.ts). */
function responsibleGamingSessionOperations(rest: RestContext): Partial<Platform> {
  return {
    sendPanicChoice: guard('sendPanicChoice', (choice: PanicChoice) => rgSession.sendPanicChoice(rest, choice)),
    submitTestScore: lazy(rest, 'submitTestScore', rgChecksArea, (rgChecks, score: TestScore) => rgChecks.submitTestScore(rest, score)),
    getSessionInfo: guard('getSessionInfo', () => rgSession.getSessionInfo(rest)),
    getRealityCheck: lazy(rest, 'getRealityCheck', rgChecksArea, (rgChecks) => rgChecks.getRealityCheck(rest)),
    getPlayerActions: guard('getPlayerActions', () => rgSession.getPlayerActions(rest)),
  };
}

/** Games, favourites, last played, jackpots and tournaments (adapters/rest/games.ts). */
function gameOperations(rest: RestContext): Partial<Platform> {
  return {
    getGames: lazy(rest, 'getGames', gamesArea, (games) => games.getGames(rest)),
    launchGame: lazy(rest, 'launchGame', gamesArea, (games, request: GameLaunchRequest) => games.launchGame(rest, request)),
    getFavourites: lazy(rest, 'getFavourites', gamesArea, (games) => games.getFavourites(rest)),
    addFavourite: lazy(rest, 'addFavourite', gamesArea, (games, gameId: string, tableId?: string) => games.setFavourite(rest, true, gameId, tableId)),
    removeFavourite: lazy(rest, 'removeFavourite', gamesArea, (games, gameId: string, tableId?: string) => games.setFavourite(rest, false, gameId, tableId)),
    getLastPlayedGames: lazy(rest, 'getLastPlayedGames', gamesArea, (games, limit?: number) => games.getLastPlayedGames(rest, limit)),
    setLastPlayedGame: lazy(rest, 'setLastPlayedGame', gamesArea, (games, gameId: string, tableId?: string) => games.setLastPlayedGame(rest, gameId, tableId)),
    getJackpots: lazy(rest, 'getJackpots', gamesArea, (games, input?: { currency?: string }) => games.getJackpots(rest, input?.currency || undefined)),
    getTotalJackpot: lazy(rest, 'getTotalJackpot', gamesArea, (games, input?: { currency?: string }) => games.getTotalJackpot(rest, input?.currency || undefined)),
    joinTournament: lazy(rest, 'joinTournament', gamesArea, (games, tournamentId: string) => games.joinTournament(rest, tournamentId)),
    getLeaderboard: lazy(rest, 'getLeaderboard', gamesArea, (games, input: { tournamentId: string; offset?: number; limit?: number }) => games.getLeaderboard(rest, input)),
    getRelativeLeaderboard: lazy(rest, 'getRelativeLeaderboard', gamesArea, (games, input: { tournamentId: string; limit?: number }) => games.getRelativeLeaderboard(rest, input)),
  };
}

/** Lifetime figures, SSO tokens, exchange rates and player properties (adapters/rest/player-data.ts). */
function playerDataOperations(rest: RestContext): Partial<Platform> {
  return {
    getLifetimeStats: lazy(rest, 'getLifetimeStats', playerDataArea, (playerData) => playerData.getLifetimeStats(rest)),
    createSsoToken: lazy(rest, 'createSsoToken', playerDataArea, (playerData, type?: string) => playerData.createSsoToken(rest, type)),
    getExchangeRates: lazy(rest, 'getExchangeRates', playerDataArea, (playerData) => playerData.getExchangeRates(rest)),
    getPlayerProperties: lazy(rest, 'getPlayerProperties', playerDataArea, (playerData) => playerData.getPlayerProperties(rest)),
    setPlayerProperties: lazy(rest, 'setPlayerProperties', playerDataArea, (playerData, properties: readonly PlayerProperty[]) => playerData.setPlayerProperties(rest, properties)),
  };
}

/** The TogetherGaming REST platform (shared/reference/rest-platform.md), session in `X-Player-Session-Id`. */
export const createRestPlatform: PlatformFactory<RestPlatformConfig> = (context) => {
  const rest: RestContext = { context, http: createRestHttp(context), playerCurrency: null, playerRead: null };
  const platform: Platform = {
    name: 'rest',
    // The site key is read when the platform is built: changing it builds a new platform.
    capabilities: restCapabilities(context.config),
    signIn: lazy(rest, 'signIn', signInArea, (area, credentials: SignInCredentials) => area.signIn(rest, credentials)),
    signOut: guard('signOut', () => signOut(rest)),
    getProfile: guard('getProfile', () => getProfile(rest)),
    getWallet: guard('getWallet', () => getWallet(rest)),
    getTerms: guard('getTerms', (locale: string) => getTerms(rest, locale)),
    acceptTerms: guard('acceptTerms', (version: number) => acceptTerms(rest, version)),
    getIpCountry: guard('getIpCountry', () => getIpCountry(rest)),
    getDocument: lazy(rest, 'getDocument', documentsArea, (documents, name: DocumentName, locale?: string) => documents.getDocument(rest, name, locale)),
    getDepositBonuses: lazy(rest, 'getDepositBonuses', paymentsArea, (payments) => payments.getDepositBonuses(rest)),
    triggerBonus: lazy(rest, 'triggerBonus', paymentsArea, (payments, code: string) => payments.triggerBonus(rest, code)),
    getProductBlocks: lazy(rest, 'getProductBlocks', paymentsArea, (payments) => payments.getProductBlocks(rest)),
    getCashierSetup: lazy(rest, 'getCashierSetup', paymentsArea, (payments, request: CashierRequest) => payments.getCashierSetup(rest, request)),
    ...signUpOperations(rest),
    ...oauthOperations(rest),
    ...limitOperations(rest),
    ...responsibleGamingSessionOperations(rest),
    ...gameOperations(rest),
    getMessages: lazy(rest, 'getMessages', inboxArea, (inbox) => inbox.getMessages(rest)),
    getMessage: lazy(rest, 'getMessage', inboxArea, (inbox, id: string) => inbox.getMessage(rest, id)),
    markMessage: lazy(rest, 'markMessage', inboxArea, (inbox, id: string, status: MessageStatus) => inbox.markMessage(rest, id, status)),
    updateProfile: lazy(rest, 'updateProfile', accountArea, (account, changes: ProfileUpdate) => account.updateProfile(rest, changes)),
    changePassword: lazy(rest, 'changePassword', accountArea, (account, input: { oldPassword: string; newPassword: string }) => account.changePassword(rest, input)),
    forgotPassword: lazy(rest, 'forgotPassword', accountArea, (account, input: { email: string; captchaToken?: string }) => account.forgotPassword(rest, input)),
    resetPassword: lazy(rest, 'resetPassword', accountArea, (account, input: { token: string; email?: string; password: string }) => account.resetPassword(rest, input)),
    getHistory: lazy(rest, 'getHistory', historyArea, (history, query: HistoryQuery) => history.getHistory(rest, query)),
    getPaymentStats: lazy(rest, 'getPaymentStats', historyArea, (history) => history.getPaymentStats(rest)),
    getBonuses: lazy(rest, 'getBonuses', accountArea, (account) => account.getBonuses(rest)),
    claimBonus: lazy(rest, 'claimBonus', accountArea, (account, id: string) => account.claimBonus(rest, id)),
    cancelBonus: lazy(rest, 'cancelBonus', accountArea, (account, id: string) => account.cancelBonus(rest, id)),
    getSubscriptions: lazy(rest, 'getSubscriptions', accountArea, (account) => account.getSubscriptions(rest)),
    updateSubscriptions: lazy(rest, 'updateSubscriptions', accountArea, (account, list: readonly Subscription[]) => account.updateSubscriptions(rest, list)),
    getSubscriptionsByToken: lazy(rest, 'getSubscriptionsByToken', accountArea, (account, token: string) => account.getSubscriptionsByToken(rest, token)),
    unsubscribe: lazy(rest, 'unsubscribe', accountArea, (account, token: string, keep: readonly SubscriptionType[]) => account.unsubscribe(rest, token, keep)),
    getKycDocuments: lazy(rest, 'getKycDocuments', kycArea, (kyc) => kyc.getKycDocuments(rest)),
    uploadKycDocument: lazy(rest, 'uploadKycDocument', kycArea, (kyc, upload: KycUpload) => kyc.uploadKycDocument(rest, upload)),
    submitSourceOfWealth: lazy(rest, 'submitSourceOfWealth', kycArea, (kyc, declaration: SourceOfWealth) => kyc.submitSourceOfWealth(rest, declaration)),
    ...playerDataOperations(rest),
    // The areas of operations a widget will likely call soon, loaded now (once: the browser keeps a loaded module);
    // a file that does not arrive is asked for at the operation's first call, under its call policy.
    prefetch: (operations) => {
      const names: unknown = operations;
      if (!Array.isArray(names)) return;
      for (const area of new Set(names.map((name) => AREA_OF.get(name as OperationName)))) void area?.().catch(() => undefined);
    },
  };
  return platform;
};
