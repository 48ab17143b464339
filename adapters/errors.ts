import {
  type ErrorArea,
  type ErrorCode,
  type ErrorKey,
  type OperationName,
  PlatformError,
  type PlatformErrorInit,
  isPlatformError,
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
  dispose: 'player',
} as const satisfies Record<OperationName, ErrorArea>;

/** The catalogue key of an area and code. */
export function errorKey(area: ErrorArea, code: ErrorCode): ErrorKey {
  return `${area}.${code}`;
}

/** A `PlatformError` for an area and code. */
export function platformError(area: ErrorArea, code: ErrorCode, init: Omit<PlatformErrorInit, 'area' | 'code'> = {}): PlatformError {
  return new PlatformError({ ...init, area, code });
}

/** The platform gave no answer: a network failure, a time-out or an abort. The player may retry. */
export function networkError(area: ErrorArea, cause?: unknown, message = 'The platform did not answer.'): PlatformError {
  return new PlatformError({ area, code: 'network-error', message, cause });
}

/** An answer we cannot use: an unknown error code, a malformed or unexpected body, a bug. */
export function unknownError(
  area: ErrorArea,
  init: Omit<PlatformErrorInit, 'area' | 'code'> = {},
): PlatformError {
  return new PlatformError({ message: 'The platform gave an answer that cannot be used.', ...init, area, code: 'unknown-error' });
}

/** The session is missing or no longer accepted; the adapter has cleared it. */
export function sessionExpiredError(area: ErrorArea, init: Omit<PlatformErrorInit, 'area' | 'code'> = {}): PlatformError {
  return new PlatformError({ message: 'The session has expired.', ...init, area, code: 'session-expired' });
}

/** The contract's promise: whatever went wrong, a caller gets a `PlatformError` of the area. */
export function toPlatformError(error: unknown, area: ErrorArea): PlatformError {
  return isPlatformError(error) ? error : unknownError(area, { cause: error, message: String(error) });
}

/** `MobilePhoneNumber` → `mobile-phone-number`, for provider names with no row in a table. */
export function kebabCase(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}
