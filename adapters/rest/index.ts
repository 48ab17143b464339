import type {
  Capabilities, CashierRequest, DocumentName, GameLaunchRequest, PlayerProperty, HistoryQuery, Jurisdiction, KycUpload, Limit, LimitChange, SourceOfWealth, MessageStatus, OAuthCode, OAuthStart, PanicChoice, Platform, PlatformFactory, ProfileUpdate, RestPlatformConfig,
  SignUpPayload, Subscription, SubscriptionType, TestScore,
} from '../contract.ts';
import { guard } from '../errors.ts';
import { acceptTerms, getProfile, signIn, signOut } from './player.ts';
import { getDocument, getIpCountry, getTerms } from './content.ts';
import type { RestContext } from './context.ts';
import { createRestHttp } from './http.ts';
import { getWallet } from './wallet.ts';
import { getCashierSetup, getDepositBonuses, getProductBlocks, triggerBonus } from './payments.ts';
import * as limits from './responsible-gaming-limits.ts';
import * as signUp from './sign-up.ts';
import * as account from './account.ts';
import * as history from './history.ts';
import * as kyc from './kyc.ts';
import * as oauth from './oauth.ts';
import * as rgSession from './responsible-gaming-session.ts';
import * as games from './games.ts';
import * as playerData from './player-data.ts';

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

/** Sign-up, activation and their reference data (adapters/rest/sign-up.ts). */
function signUpOperations(rest: RestContext): Partial<Platform> {
  return {
    validateEmail: guard('validateEmail', (email: string) => signUp.validateEmail(rest, email)),
    validatePhone: guard('validatePhone', (phone: string) => signUp.validatePhone(rest, phone)),
    validateUsername: guard('validateUsername', (username: string) => signUp.validateUsername(rest, username)),
    requestOtp: guard('requestOtp', (input: Parameters<typeof signUp.requestOtp>[1]) => signUp.requestOtp(rest, input)),
    signInWithOtp: guard('signInWithOtp', (input: Parameters<typeof signUp.signInWithOtp>[1]) => signUp.signInWithOtp(rest, input)),
    signUp: guard('signUp', (payload: SignUpPayload) => signUp.signUp(rest, payload)),
    signUpWithToken: guard('signUpWithToken', (token: string, payload: SignUpPayload) => signUp.signUpWithToken(rest, token, payload)),
    describeSignUpToken: guard('describeSignUpToken', (token: string) => signUp.describeSignUpToken(token)),
    signUpWithCode: guard('signUpWithCode', (identity: OAuthCode, payload: SignUpPayload) => oauth.signUpWithCode(rest, identity, payload)),
    activateAccount: guard('activateAccount', (input: { email: string; code: string }) => signUp.activateAccount(rest, input)),
    requestActivationCode: guard('requestActivationCode', (email: string) => signUp.requestActivationCode(rest, email)),
    getCountries: guard('getCountries', (jurisdiction?: Jurisdiction) => signUp.getCountries(rest, jurisdiction)),
    getCurrencies: guard('getCurrencies', () => signUp.getCurrencies(rest)),
    getCallingCodes: guard('getCallingCodes', () => signUp.getCallingCodes(rest)),
  };
}

/** Bank-ID (OAuth code) sign-in (adapters/rest/oauth.ts). */
function oauthOperations(rest: RestContext): Partial<Platform> {
  return {
    getOAuthSignInUrl: guard('getOAuthSignInUrl', (input: OAuthStart) => oauth.getOAuthSignInUrl(rest, input)),
    signInWithCode: guard('signInWithCode', (input: OAuthCode) => oauth.signInWithCode(rest, input)),
    // Builds an address, calls nothing: no guard needed, and an <img> must get it synchronously.
    getQrCodeUrl: (message: string) => oauth.getQrCodeUrl(rest, message),
  };
}

/** Responsible gaming: limits, blocks and self-exclusion (adapters/rest/responsible-gaming-limits.ts). */
function limitOperations(rest: RestContext): Partial<Platform> {
  return {
    getLimits: guard('getLimits', () => limits.getLimits(rest)),
    setLimit: guard('setLimit', (change: LimitChange) => limits.setLimit(rest, change)),
    removeLimit: guard('removeLimit', (limit: Pick<Limit, 'id'>) => limits.removeLimit(rest, limit)),
    block: guard('block', (days: number) => limits.block(rest, days)),
    selfExclude: guard('selfExclude', (days: number) => limits.selfExclude(rest, days)),
  };
}

/** The panic button, the self-test, the session's timing and reality check, the display pages (adapters/rest/responsible-gaming-session.ts). */
function responsibleGamingSessionOperations(rest: RestContext): Partial<Platform> {
  return {
    sendPanicChoice: guard('sendPanicChoice', (choice: PanicChoice) => rgSession.sendPanicChoice(rest, choice)),
    submitTestScore: guard('submitTestScore', (score: TestScore) => rgSession.submitTestScore(rest, score)),
    getSessionInfo: guard('getSessionInfo', () => rgSession.getSessionInfo(rest)),
    getRealityCheck: guard('getRealityCheck', () => rgSession.getRealityCheck(rest)),
    getPlayerActions: guard('getPlayerActions', () => rgSession.getPlayerActions(rest)),
  };
}

/** Games, favourites, last played, jackpots and tournaments (adapters/rest/games.ts). */
function gameOperations(rest: RestContext): Partial<Platform> {
  return {
    getGames: guard('getGames', () => games.getGames(rest)),
    launchGame: guard('launchGame', (request: GameLaunchRequest) => games.launchGame(rest, request)),
    getFavourites: guard('getFavourites', () => games.getFavourites(rest)),
    addFavourite: guard('addFavourite', (gameId: string, tableId?: string) => games.setFavourite(rest, true, gameId, tableId)),
    removeFavourite: guard('removeFavourite', (gameId: string, tableId?: string) => games.setFavourite(rest, false, gameId, tableId)),
    getLastPlayedGames: guard('getLastPlayedGames', (limit?: number) => games.getLastPlayedGames(rest, limit)),
    setLastPlayedGame: guard('setLastPlayedGame', (gameId: string, tableId?: string) => games.setLastPlayedGame(rest, gameId, tableId)),
    getJackpots: guard('getJackpots', (input?: { currency?: string }) => games.getJackpots(rest, input?.currency || undefined)),
    getTotalJackpot: guard('getTotalJackpot', (input?: { currency?: string }) => games.getTotalJackpot(rest, input?.currency || undefined)),
    joinTournament: guard('joinTournament', (tournamentId: string) => games.joinTournament(rest, tournamentId)),
    getLeaderboard: guard('getLeaderboard', (input: { tournamentId: string; offset?: number; limit?: number }) => games.getLeaderboard(rest, input)),
    getRelativeLeaderboard: guard('getRelativeLeaderboard', (input: { tournamentId: string; limit?: number }) => games.getRelativeLeaderboard(rest, input)),
  };
}

/** Lifetime figures, SSO tokens, exchange rates and player properties (adapters/rest/player-data.ts). */
function playerDataOperations(rest: RestContext): Partial<Platform> {
  return {
    getLifetimeStats: guard('getLifetimeStats', () => playerData.getLifetimeStats(rest)),
    createSsoToken: guard('createSsoToken', (type?: string) => playerData.createSsoToken(rest, type)),
    getExchangeRates: guard('getExchangeRates', () => playerData.getExchangeRates(rest)),
    getPlayerProperties: guard('getPlayerProperties', () => playerData.getPlayerProperties(rest)),
    setPlayerProperties: guard('setPlayerProperties', (properties: readonly PlayerProperty[]) => playerData.setPlayerProperties(rest, properties)),
  };
}

/** The TogetherGaming REST platform (shared/reference/rest-platform.md), session in `X-Player-Session-Id`. */
export const createRestPlatform: PlatformFactory<RestPlatformConfig> = (context) => {
  const rest: RestContext = { context, http: createRestHttp(context), playerCurrency: null, playerRead: null };
  const platform: Platform = {
    name: 'rest',
    // The site key is read when the platform is built: changing it builds a new platform.
    capabilities: restCapabilities(context.config),
    signIn: guard('signIn', (credentials) => signIn(rest, credentials)),
    signOut: guard('signOut', () => signOut(rest)),
    getProfile: guard('getProfile', () => getProfile(rest)),
    getWallet: guard('getWallet', () => getWallet(rest)),
    getTerms: guard('getTerms', (locale: string) => getTerms(rest, locale)),
    acceptTerms: guard('acceptTerms', (version: number) => acceptTerms(rest, version)),
    getIpCountry: guard('getIpCountry', () => getIpCountry(rest)),
    getDocument: guard('getDocument', (name: DocumentName, locale?: string) => getDocument(rest, name, locale)),
    getDepositBonuses: guard('getDepositBonuses', () => getDepositBonuses(rest)),
    triggerBonus: guard('triggerBonus', (code: string) => triggerBonus(rest, code)),
    getProductBlocks: guard('getProductBlocks', () => getProductBlocks(rest)),
    getCashierSetup: guard('getCashierSetup', (request: CashierRequest) => getCashierSetup(rest, request)),
    ...signUpOperations(rest),
    ...oauthOperations(rest),
    ...limitOperations(rest),
    ...responsibleGamingSessionOperations(rest),
    ...gameOperations(rest),
    getMessages: guard('getMessages', () => account.getMessages(rest)),
    getMessage: guard('getMessage', (id: string) => account.getMessage(rest, id)),
    markMessage: guard('markMessage', (id: string, status: MessageStatus) => account.markMessage(rest, id, status)),
    updateProfile: guard('updateProfile', (changes: ProfileUpdate) => account.updateProfile(rest, changes)),
    changePassword: guard('changePassword', (input: { oldPassword: string; newPassword: string }) => account.changePassword(rest, input)),
    forgotPassword: guard('forgotPassword', (input: { email: string; captchaToken?: string }) => account.forgotPassword(rest, input)),
    resetPassword: guard('resetPassword', (input: { token: string; email?: string; password: string }) => account.resetPassword(rest, input)),
    getHistory: guard('getHistory', (query: HistoryQuery) => history.getHistory(rest, query)),
    getPaymentStats: guard('getPaymentStats', () => history.getPaymentStats(rest)),
    getBonuses: guard('getBonuses', () => account.getBonuses(rest)),
    claimBonus: guard('claimBonus', (id: string) => account.claimBonus(rest, id)),
    cancelBonus: guard('cancelBonus', (id: string) => account.cancelBonus(rest, id)),
    getSubscriptions: guard('getSubscriptions', () => account.getSubscriptions(rest)),
    updateSubscriptions: guard('updateSubscriptions', (list: readonly Subscription[]) => account.updateSubscriptions(rest, list)),
    getSubscriptionsByToken: guard('getSubscriptionsByToken', (token: string) => account.getSubscriptionsByToken(rest, token)),
    unsubscribe: guard('unsubscribe', (token: string, keep: readonly SubscriptionType[]) => account.unsubscribe(rest, token, keep)),
    getKycDocuments: guard('getKycDocuments', () => kyc.getKycDocuments(rest)),
    uploadKycDocument: guard('uploadKycDocument', (upload: KycUpload) => kyc.uploadKycDocument(rest, upload)),
    submitSourceOfWealth: guard('submitSourceOfWealth', (declaration: SourceOfWealth) => kyc.submitSourceOfWealth(rest, declaration)),
    ...playerDataOperations(rest),
  };
  return platform;
};
