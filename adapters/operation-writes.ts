// Whether each operation writes, and which writes protect the player: the tables the adapters' call policy reads
// (adapters/call-policy.ts). Apart from adapters/operations.ts, which is in the platform kit every widget's first
// render loads: these go with the adapters' shared parts (rollup.config.mjs).
import type { OperationName } from './contract.ts';

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
  getTerms: false,
  acceptTerms: true,
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
  getCountries: false,
  getCurrencies: false,
  getCallingCodes: false,
  getIpCountry: false,
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
  getProductBlocks: false,
  getKycDocuments: false,
  uploadKycDocument: true,
  submitSourceOfWealth: true,
  getCashierSetup: true, // opens a payment session with the cashier's provider
  getGames: false,
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
  getLicenseLogos: false,
  getInfoPage: false,
  getDocument: false,
  getBonusContent: false,
  getLifetimeStats: false,
  createSsoToken: true, // a new token each time: sent once
  getExchangeRates: false,
  getPlayerProperties: false,
  setPlayerProperties: true,
  openProviderView: true,
  onConnectionChange: false,
  reconnect: false,
  dispose: true,
  prefetch: false,
} as const satisfies Record<OperationName, boolean>;

/** True when the operation changes something, so a call that got no answer must not be repeated. */
export function isWriteOperation(operation: OperationName): boolean {
  return WRITE_OPERATIONS[operation];
}

/**
 * The writes that protect the player (issue 44; spec 002 §4.5): the panic button's choice (Pause above all),
 * a block (take a break), a self-exclusion and a limit (a decrease takes effect at once; an increase waits
 * for its cooling-off whatever happens). Unlike other writes, such a write is sent again after a transient
 * failure, with the same idempotency key, until the platform confirms or refuses it (adapters/call-policy.ts):
 * a break the player asked for must not be lost to a dropped connection. Every one is a write above.
 */
export const PROTECTIVE_WRITES = {
  sendPanicChoice: true,
  block: true,
  selfExclude: true,
  setLimit: true,
} as const satisfies Partial<Record<OperationName, true>>;

/** True when the operation is a write that protects the player (PROTECTIVE_WRITES). */
export function isProtectiveWrite(operation: OperationName): boolean {
  return Object.hasOwn(PROTECTIVE_WRITES, operation);
}
