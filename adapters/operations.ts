// Per-operation tables of the platform contract: the area of each operation's errors and whether it
// writes, requireOperation, and the run-time check of a freshly built adapter. A module apart from contract.ts so that the entry script, which needs none
// of them, does not carry them.
import {
  PlatformError, type ErrorArea, type OperationName, type OptionalOperationName, type Platform, type PlatformName, type RequiredOperation,
} from './contract.ts';

/**
 * The area of each operation's errors, shared by every adapter so that one failure gives the same
 * key whichever platform answered (the catalogue is keyed by `area.code`).
 */
export const OPERATION_AREAS = {
  signIn: 'sign-in',
  signOut: 'sign-out',
  getProfile: 'player',
  getWallet: 'player',
  requestOtp: 'sign-up',
  // The OTP sign-in is the get-started wizard's identify step: its "incorrect code" is sign-up's.
  signInWithOtp: 'sign-up',
  getOAuthSignInUrl: 'sign-in',
  signInWithCode: 'sign-in',
  getQrCodeUrl: 'sign-in',
  getSessionState: 'player',
  onSessionChange: 'player',
  createSsoToken: 'player',
  getTerms: 'terms',
  acceptTerms: 'terms',
  getDocument: 'content',
  getJurisdiction: 'player',
  getPlayerActions: 'player',
  validateEmail: 'sign-up',
  validatePhone: 'sign-up',
  validateUsername: 'sign-up',
  signUp: 'sign-up',
  signUpWithToken: 'sign-up',
  signUpWithCode: 'sign-up',
  describeSignUpToken: 'sign-up',
  activateAccount: 'activate',
  requestActivationCode: 'activate',
  forgotPassword: 'reset-password',
  validateResetKey: 'reset-password',
  resetPassword: 'reset-password',
  changePassword: 'player',
  updateProfile: 'player',
  getPlayerGroups: 'player',
  getPlayerProperties: 'player',
  setPlayerProperties: 'player',
  getCountries: 'sign-up',
  getCurrencies: 'sign-up',
  getCallingCodes: 'sign-up',
  getGeo: 'sign-up',
  getIpCountry: 'player',
  getExchangeRates: 'player',
  onBalanceChange: 'player',
  getBonuses: 'bonus',
  getDepositBonuses: 'bonus-selector',
  triggerBonus: 'bonus',
  claimBonus: 'bonus',
  cancelBonus: 'bonus',
  getMessages: 'inbox',
  getMessage: 'inbox',
  markMessage: 'inbox',
  getHistory: 'history',
  getPaymentStats: 'history',
  getSubscriptions: 'subscriptions',
  updateSubscriptions: 'subscriptions',
  getSubscriptionsByToken: 'unsubscribe',
  unsubscribe: 'unsubscribe',
  // Limits, blocks and self-exclusion (the account's responsible-gaming tab).
  getLimits: 'responsible-gaming',
  setLimit: 'responsible-gaming',
  removeLimit: 'responsible-gaming',
  block: 'responsible-gaming',
  selfExclude: 'responsible-gaming',
  sendPanicChoice: 'responsible-gaming',
  submitTestScore: 'responsible-gaming',
  getSessionInfo: 'responsible-gaming',
  getRealityCheck: 'responsible-gaming',
  answerRealityCheck: 'responsible-gaming',
  getProductBlocks: 'responsible-gaming',
  getKycDocuments: 'kyc',
  uploadKycDocument: 'kyc',
  submitSourceOfWealth: 'source-of-wealth',
  getCashierSetup: 'cashier',
  getGames: 'game',
  onGamesChange: 'game',
  launchGame: 'game',
  closeGame: 'game',
  getFavourites: 'game',
  addFavourite: 'game',
  removeFavourite: 'game',
  getLastPlayedGames: 'game',
  setLastPlayedGame: 'game',
  getJackpots: 'game',
  getTotalJackpot: 'game',
  joinTournament: 'tournament',
  getLeaderboard: 'tournament',
  getRelativeLeaderboard: 'tournament',
  getContentPage: 'content',
  openProviderView: 'player',
  openChat: 'player',
  onConnectionChange: 'player',
  reconnect: 'player',
  dispose: 'player',
} as const satisfies Record<OperationName, ErrorArea>;

/**
 * Whether each operation changes something on the platform (or beyond it: an SMS, an e-mail, a payment).
 * A write that got no answer may have been done, so it is never retried; a read is, whatever the verb
 * that carries it (the REST platform accepts the terms with a GET, and the SMS request is a GET too).
 */
export const WRITE_OPERATIONS = {
  signIn: true,
  signOut: true,
  getProfile: false,
  getWallet: false,
  requestOtp: true, // sends an SMS
  signInWithOtp: true,
  getOAuthSignInUrl: false,
  signInWithCode: true,
  getQrCodeUrl: false,
  getSessionState: false,
  onSessionChange: false,
  createSsoToken: true,
  getTerms: false,
  acceptTerms: true,
  getDocument: false,
  getJurisdiction: false,
  getPlayerActions: false,
  validateEmail: false,
  validatePhone: false,
  validateUsername: false,
  signUp: true,
  signUpWithToken: true,
  signUpWithCode: true,
  describeSignUpToken: false,
  activateAccount: true,
  requestActivationCode: true, // sends an e-mail or an SMS
  forgotPassword: true, // sends an e-mail
  validateResetKey: false,
  resetPassword: true,
  changePassword: true,
  updateProfile: true,
  getPlayerGroups: false,
  getPlayerProperties: false,
  setPlayerProperties: true,
  getCountries: false,
  getCurrencies: false,
  getCallingCodes: false,
  getGeo: false,
  getIpCountry: false,
  getExchangeRates: false,
  onBalanceChange: false,
  getBonuses: false,
  getDepositBonuses: false,
  triggerBonus: true,
  claimBonus: true,
  cancelBonus: true,
  getMessages: false,
  getMessage: false,
  markMessage: true,
  getHistory: false,
  getPaymentStats: false,
  getSubscriptions: false,
  updateSubscriptions: true,
  getSubscriptionsByToken: false,
  unsubscribe: true,
  getLimits: false,
  setLimit: true,
  removeLimit: true,
  block: true,
  selfExclude: true,
  sendPanicChoice: true,
  submitTestScore: true,
  getSessionInfo: false,
  getRealityCheck: false,
  answerRealityCheck: true,
  getProductBlocks: false,
  getKycDocuments: false,
  uploadKycDocument: true,
  submitSourceOfWealth: true,
  getCashierSetup: true, // opens a payment session with the cashier's provider
  getGames: false,
  onGamesChange: false,
  launchGame: true,
  closeGame: true,
  getFavourites: false,
  addFavourite: true,
  removeFavourite: true,
  getLastPlayedGames: false,
  setLastPlayedGame: true,
  getJackpots: false,
  getTotalJackpot: false,
  joinTournament: true,
  getLeaderboard: false,
  getRelativeLeaderboard: false,
  getContentPage: false,
  openProviderView: true,
  openChat: true,
  onConnectionChange: false,
  reconnect: false,
  dispose: true,
} as const satisfies Record<OperationName, boolean>;

/** True when the operation changes something, so a call that got no answer must not be repeated. */
export function isWriteOperation(operation: OperationName): boolean {
  return WRITE_OPERATIONS[operation];
}

/** The operation, bound to its platform, or a PlatformError '<area>.not-implemented' when the platform lacks it. */
export function requireOperation<K extends OptionalOperationName>(platform: Platform, name: K): NonNullable<Platform[K]> {
  const operation: unknown = platform[name];
  if (typeof operation !== 'function') {
    throw new PlatformError({
      area: OPERATION_AREAS[name],
      code: 'not-implemented',
      message: `The '${platform.name}' platform has no ${name}.`,
    });
  }
  return operation.bind(platform) as NonNullable<Platform[K]>;
}

// An object, not an array, so the compiler fails when a required method is added and not listed here.
const REQUIRED = { signIn: true, signOut: true, getProfile: true, getWallet: true } as const satisfies Record<
  RequiredOperation,
  true
>;

/** The operations every adapter must have; `assertPlatform` checks them at run time. */
export const REQUIRED_OPERATIONS = Object.freeze(Object.keys(REQUIRED) as RequiredOperation[]);

/**
 * Checks at run time what the types promise, for adapters built by hand or loaded across bundles. Here and
 * not in create-platform.ts: the entry script carries createPlatform, while this module is fetched beside the
 * adapter's own chunk, so the check costs the entry nothing and the adapter no extra round trip.
 */
export function assertPlatform(platform: Platform, name: PlatformName): Platform {
  const missing = REQUIRED_OPERATIONS.filter((operation) => typeof platform[operation] !== 'function');
  if (missing.length > 0) {
    throw new Error(`The '${name}' platform adapter lacks required operations: ${missing.join(', ')}.`);
  }
  if (typeof platform.capabilities !== 'object' || platform.capabilities === null) {
    throw new Error(`The '${name}' platform adapter has no capabilities.`);
  }
  return platform;
}
