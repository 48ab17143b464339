import type { Capabilities, OperationName, PanicChoice, Platform, PlatformFactory, RestPlatformConfig } from '../contract.ts';
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
const oauthArea = () => import('./oauth.ts');
const rgChecksArea = () => import('./responsible-gaming-checks.ts');
const gamesArea = () => import('./games.ts');
const inboxArea = () => import('./inbox.ts');
const accountArea = () => import('./account.ts');
const historyArea = () => import('./history.ts');
const kycArea = () => import('./kyc.ts');
const playerDataArea = () => import('./player-data.ts');
const paymentsArea = () => import('./payment-gate.ts');
const rgWritesArea = () => import('./responsible-gaming-writes.ts');

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

/** An area's module seen from its operations: for each, a function of the same name given the adapter's context first. */
type AreaModule<K extends OperationName> = {
  readonly [N in K]: (rest: RestContext, ...args: Parameters<NonNullable<Platform[N]>>) => ReturnType<NonNullable<Platform[N]>>;
};

/**
 * The operations of an area whose module has a function of each one's name taking the context and the operation's
 * arguments (the compiler holds the module to it): one row each rather than one wrapper each, which every signed-in
 * page downloads. An operation that calls its area otherwise (another name, other arguments) is written out below.
 */
function areaOperations<K extends OperationName>(rest: RestContext, area: () => Promise<AreaModule<NoInfer<K>>>, operations: readonly K[]): Pick<Platform, K> {
  const built: Partial<Record<OperationName, unknown>> = {};
  for (const operation of operations) {
    built[operation] = lazy(rest, operation, area, (module, ...args: unknown[]) => (module[operation] as unknown as (rest: RestContext, ...args: unknown[]) => Promise<unknown>)(rest, ...args));
  }
  return built as Pick<Platform, K>;
}

/**
 * The operations of the areas (see areaOperations): sign-up, activation and their reference data (sign-up.ts,
 * reference-data.ts); bank-ID (oauth.ts); the payment widgets' reads with the limits (payment-gate.ts: payments.ts
 * and responsible-gaming-limits.ts); the limits' writes, blocks and self-exclusion (responsible-gaming-writes.ts,
 * which the limits' panel prefetches); the self-test and the reality check
 * (responsible-gaming-checks.ts); games (games.ts); lifetime figures, SSO tokens, exchange rates and player
 * properties (player-data.ts); the inbox, the account's reads and writes, the history, the KYC documents.
 */
function areasOperations(rest: RestContext) {
  return {
    ...areaOperations(rest, signUpArea, [
      'validateEmail', 'validatePhone', 'validateUsername', 'requestOtp', 'signInWithOtp', 'signUp', 'signUpWithToken', 'activateAccount', 'requestActivationCode',
    ]),
    describeSignUpToken: lazy(rest, 'describeSignUpToken', signUpArea, (signUp, token: string) => signUp.describeSignUpToken(token)),
    ...areaOperations(rest, referenceDataArea, ['getCountries', 'getCurrencies', 'getCallingCodes']),
    ...areaOperations(rest, oauthArea, ['signUpWithCode', 'getOAuthSignInUrl', 'signInWithCode']),
    // Builds an address, calls nothing: no guard needed, and an <img> must get it synchronously.
    getQrCodeUrl: (message: string) => getQrCodeUrl(rest, message),
    ...areaOperations(rest, paymentsArea, ['getDepositBonuses', 'triggerBonus', 'getProductBlocks', 'getCashierSetup', 'getLimits']),
    ...areaOperations(rest, rgWritesArea, ['setLimit', 'removeLimit', 'block', 'selfExclude']),
    ...areaOperations(rest, rgChecksArea, ['submitTestScore', 'getRealityCheck']),
    ...areaOperations(rest, gamesArea, [
      'getGames', 'launchGame', 'getFavourites', 'getLastPlayedGames', 'setLastPlayedGame', 'joinTournament', 'getLeaderboard', 'getRelativeLeaderboard',
    ]),
    addFavourite: lazy(rest, 'addFavourite', gamesArea, (games, gameId: string, tableId?: string) => games.setFavourite(rest, true, gameId, tableId)),
    removeFavourite: lazy(rest, 'removeFavourite', gamesArea, (games, gameId: string, tableId?: string) => games.setFavourite(rest, false, gameId, tableId)),
    getJackpots: lazy(rest, 'getJackpots', gamesArea, (games, input?: { currency?: string }) => games.getJackpots(rest, input?.currency || undefined)),
    getTotalJackpot: lazy(rest, 'getTotalJackpot', gamesArea, (games, input?: { currency?: string }) => games.getTotalJackpot(rest, input?.currency || undefined)),
    ...areaOperations(rest, playerDataArea, ['getLifetimeStats', 'createSsoToken', 'getExchangeRates', 'getPlayerProperties', 'setPlayerProperties']),
    ...areaOperations(rest, inboxArea, ['getMessages', 'getMessage', 'markMessage']),
    ...areaOperations(rest, accountArea, [
      'updateProfile', 'changePassword', 'forgotPassword', 'resetPassword', 'getBonuses', 'claimBonus', 'cancelBonus',
      'getSubscriptions', 'updateSubscriptions', 'getSubscriptionsByToken', 'unsubscribe',
    ]),
    ...areaOperations(rest, historyArea, ['getHistory', 'getPaymentStats']),
    ...areaOperations(rest, kycArea, ['getKycDocuments', 'uploadKycDocument', 'submitSourceOfWealth']),
    ...areaOperations(rest, signInArea, ['signIn']),
    ...areaOperations(rest, documentsArea, ['getDocument']),
  };
}

/** The TogetherGaming REST platform (shared/reference/rest-platform.md), session in `X-Player-Session-Id`. */
export const createRestPlatform: PlatformFactory<RestPlatformConfig> = (context) => {
  const rest: RestContext = { context, http: createRestHttp(context), playerCurrency: null, playerRead: null };
  const platform: Platform = {
    name: 'rest',
    // The site key is read when the platform is built: changing it builds a new platform.
    capabilities: restCapabilities(context.config),
    signOut: guard('signOut', () => signOut(rest)),
    getProfile: guard('getProfile', () => getProfile(rest)),
    getWallet: guard('getWallet', () => getWallet(rest)),
    getTerms: guard('getTerms', (locale: string) => getTerms(rest, locale)),
    acceptTerms: guard('acceptTerms', (version: number) => acceptTerms(rest, version)),
    getIpCountry: guard('getIpCountry', () => getIpCountry(rest)),
    // The panic button, the session's timing and the pages the platform asks a player to see (responsible-gaming-session.ts).
    sendPanicChoice: guard('sendPanicChoice', (choice: PanicChoice) => rgSession.sendPanicChoice(rest, choice)),
    getSessionInfo: guard('getSessionInfo', () => rgSession.getSessionInfo(rest)),
    getPlayerActions: guard('getPlayerActions', () => rgSession.getPlayerActions(rest)),
    ...areasOperations(rest),
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
