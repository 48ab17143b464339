import type {
  Capabilities, CashierRequest, ConnectionState, GameLaunchRequest, HistoryQuery, Jurisdiction, Limit, LimitChange, Platform, PlatformFactory, ProfileUpdate,
  RealtimePlatformConfig, SessionChange, SignInCredentials, SignUpPayload, Wallet,
} from '../contract.ts';
import { guard } from '../errors.ts';
import { timeoutOf } from '../call-policy.ts';
import { call } from './call.ts';
import { RealtimeConnection } from './connection.ts';
import type { Rt } from './context.ts';
import { realtimeError } from './errors.ts';
import { createRealtimeHttp } from './http.ts';
import * as account from './account.ts';
import * as bonuses from './bonuses.ts';
import * as limits from './limits.ts';
import * as payments from './payments.ts';
import * as player from './player.ts';
import * as push from './push.ts';
import * as signUp from './sign-up.ts';
import { getWallet } from './wallet.ts';
import * as games from './games.ts';
import * as tournaments from './tournaments.ts';

export { HISTORY_FROM, HISTORY_PAGE_SIZE } from './account.ts';

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
  sportsHistory: false,
  playerData: false,
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
  anonymousPayAndPlay: false,
  balancePush: true,
  games: true,
  gameLaunch: true,
  // Over the HTTP API beside the router (spec 002 §7.3; last played there is the sandbox's assumed shape).
  favourites: true,
  lastPlayed: true,
  jackpots: true,
  // The router's tournament procedures (adapters/realtime/tournaments.ts).
  tournaments: true,
  providerViews: false,
  chat: false,
  licenseLogos: false,
  infoPages: false,
  documents: false,
});


/** Sign-up, activation and their reference data (adapters/realtime/sign-up.ts). */
function signUpOperations(rt: Rt): Partial<Platform> {
  return {
    validateEmail: guard('validateEmail', (email: string) => signUp.validateEmail(rt, email)),
    validateUsername: guard('validateUsername', (username: string) => signUp.validateUsername(rt, username)),
    signUp: guard('signUp', (payload: SignUpPayload) => signUp.signUp(rt, payload)),
    activateAccount: guard('activateAccount', (input: { email: string; code: string }) => signUp.activateAccount(rt, input)),
    getCountries: guard('getCountries', (jurisdiction?: Jurisdiction) => signUp.getCountries(rt, jurisdiction)),
    getCallingCodes: guard('getCallingCodes', () => signUp.getCallingCodes(rt)),
    getCurrencies: guard('getCurrencies', () => signUp.getCurrencies(rt)),
  };
}

/** The profile's changes, the password and the history (adapters/realtime/account.ts). */
function accountOperations(rt: Rt): Partial<Platform> {
  return {
    forgotPassword: guard('forgotPassword', (input: { email: string; resetUrl?: string; captchaToken?: string }) => account.forgotPassword(rt, input)),
    validateResetKey: guard('validateResetKey', (key: string) => account.validateResetKey(rt, key)),
    resetPassword: guard('resetPassword', (input: { token: string; password: string }) => account.resetPassword(rt, input)),
    changePassword: guard('changePassword', (input: { oldPassword: string; newPassword: string }) => account.changePassword(rt, input)),
    updateProfile: guard('updateProfile', (changes: ProfileUpdate) => account.updateProfile(rt, changes)),
    getHistory: guard('getHistory', (query: HistoryQuery) => account.getHistory(rt, query)),
  };
}

/** Bonuses (adapters/realtime/bonuses.ts): claimable offers are applied by their code. */
function bonusOperations(rt: Rt): Partial<Platform> {
  return {
    getBonuses: guard('getBonuses', () => bonuses.getBonuses(rt)),
    getDepositBonuses: guard('getDepositBonuses', () => bonuses.getDepositBonuses(rt)),
    triggerBonus: guard('triggerBonus', (code: string) => bonuses.applyBonus(rt, 'triggerBonus', code)),
    claimBonus: guard('claimBonus', (bonusId: string) => bonuses.applyBonus(rt, 'claimBonus', rt.claimable.get(bonusId) ?? bonusId)),
    cancelBonus: guard('cancelBonus', (bonusId: string) => bonuses.cancelBonus(rt, bonusId)),
  };
}

/** Deposit, loss, wagering and session limits (adapters/realtime/limits.ts). */
function limitOperations(rt: Rt): Partial<Platform> {
  return {
    getLimits: guard('getLimits', () => limits.getLimits(rt)),
    setLimit: guard('setLimit', (change: LimitChange) => limits.setLimit(rt, change)),
    removeLimit: guard('removeLimit', (limit: Pick<Limit, 'id' | 'type' | 'period'>) => limits.removeLimit(rt, limit)),
  };
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
        if (stored && stored !== cid) push.emitSession(rt, { signedIn: false, reason: 'expired' });
      },
    },
    onOpen: () => void push.reopened(rt),
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

  // The HTTP API beside the router (jackpots, favourites): its player reads go through the same calls.
  const http = createRealtimeHttp({ config, session: context.session, call: (operation, procedure, kwargs) => call(rt, operation, procedure, kwargs) });

  const platform: Platform = {
    name: 'realtime',
    capabilities: REALTIME_CAPABILITIES,
    signIn: guard('signIn', (credentials: SignInCredentials) => player.signIn(rt, credentials)),
    signOut: guard('signOut', () => player.signOut(rt)),
    getProfile: guard('getProfile', () => player.getProfile(rt)),
    getWallet: guard('getWallet', () => getWallet(rt)),
    acceptTerms: guard('acceptTerms', () => player.acceptTerms(rt)),
    onSessionChange: (listener: (change: SessionChange) => void) => push.onSessionChange(rt, listener),
    onBalanceChange: (listener: (wallet: Wallet) => void) => push.onBalanceChange(rt, listener),
    onConnectionChange: (listener: (state: ConnectionState) => void) => {
      const stop = connection.onStateChange(listener);
      connection.start();
      return stop;
    },
    reconnect: guard('reconnect', () => connection.retry().catch((error: unknown) => {
      throw realtimeError('player', error);
    })),
    ...signUpOperations(rt),
    ...accountOperations(rt),
    ...bonusOperations(rt),
    ...limitOperations(rt),
    getCashierSetup: guard('getCashierSetup', (request: CashierRequest) => payments.getCashierSetup(rt, request)),
    getJackpots: guard('getJackpots', (input?: { currency?: string }) => http.getJackpots(input?.currency || undefined)),
    getTotalJackpot: guard('getTotalJackpot', async (input?: { currency?: string }) => games.totalOf(await http.getJackpots(input?.currency || undefined))),
    joinTournament: guard('joinTournament', (tournamentId: string) => tournaments.joinTournament(rt, tournamentId)),
    getLeaderboard: guard('getLeaderboard', (input: { tournamentId: string; offset?: number; limit?: number }) => tournaments.getLeaderboard(rt, input)),
    getRelativeLeaderboard: guard('getRelativeLeaderboard', (input: { tournamentId: string; limit?: number }) => tournaments.getRelativeLeaderboard(rt, input)),
    getGames: guard('getGames', () => games.getGames(rt)),
    launchGame: guard('launchGame', (request: GameLaunchRequest) => games.launchGame(rt, request)),
    getFavourites: guard('getFavourites', () => http.getFavourites()),
    addFavourite: guard('addFavourite', (gameId: string, tableId?: string) => http.addFavourite(gameId, tableId)),
    removeFavourite: guard('removeFavourite', (gameId: string, tableId?: string) => http.removeFavourite(gameId, tableId)),
    getLastPlayedGames: guard('getLastPlayedGames', (limit?: number) => http.getLastPlayedGames(limit)),
    setLastPlayedGame: guard('setLastPlayedGame', (gameId: string, tableId?: string) => http.setLastPlayedGame(gameId, tableId)),
    dispose: () => connection.dispose(),
  };
  return platform;
};
