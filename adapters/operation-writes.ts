// Which operations write, and which writes protect the player: the tables the adapters' call policy reads
// (adapters/call-policy.ts). Apart from adapters/operations.ts, which is in the platform kit every widget's first
// render loads: these go with the adapters' shared parts (rollup.config.mjs).
import type { OperationName } from './contract.ts';

/**
 * The operations that change something on the platform (or beyond it: an SMS, an e-mail, a payment). A write that
 * got no answer may have been done, so it is never retried; every other operation reads (ReadOperation below), and
 * is retried, whatever the verb that carries it (the REST platform accepts the terms with a GET, and the SMS request
 * is a GET too). A list of the writes, not a table of every operation: the call policy reads it on every call, so
 * every signed-in page loads it, and the reads are named for the compiler alone.
 */
export const WRITE_OPERATIONS = [
  'signIn',
  'signOut',
  'requestOtp', // sends an SMS
  'signInWithOtp',
  'signInWithCode',
  'acceptTerms',
  'signUp',
  'signUpWithToken',
  'signUpWithCode',
  'activateAccount',
  'requestActivationCode', // sends an e-mail or an SMS
  'forgotPassword', // sends an e-mail
  'resetPassword',
  'changePassword',
  'updateProfile',
  'triggerBonus',
  'claimBonus',
  'cancelBonus',
  'markMessage',
  'updateSubscriptions',
  'unsubscribe',
  'setLimit',
  'removeLimit',
  'block',
  'selfExclude',
  'sendPanicChoice',
  'submitTestScore',
  'uploadKycDocument',
  'submitSourceOfWealth',
  'getCashierSetup', // opens a payment session with the cashier's provider
  'launchGame',
  'closeGame',
  'addFavourite',
  'removeFavourite',
  'setLastPlayedGame',
  'joinTournament',
  'createSsoToken', // a new token each time: sent once
  'setPlayerProperties',
  'openProviderView',
  'dispose',
] as const satisfies readonly OperationName[];

/** The operations that only read: a type, no bytes at run time, which holds every operation to be one or the other. */
type ReadOperation =
  | 'getProfile'
  | 'getWallet'
  | 'getOAuthSignInUrl'
  | 'getQrCodeUrl'
  | 'getSessionState'
  | 'onSessionChange'
  | 'getTerms'
  | 'getPlayerActions'
  | 'validateEmail'
  | 'validatePhone'
  | 'validateUsername'
  | 'describeSignUpToken'
  | 'validateResetKey'
  | 'getCountries'
  | 'getCurrencies'
  | 'getCallingCodes'
  | 'getIpCountry'
  | 'onBalanceChange'
  | 'getBonuses'
  | 'getDepositBonuses'
  | 'getMessages'
  | 'getMessage'
  | 'getHistory'
  | 'getPaymentStats'
  | 'getSubscriptions'
  | 'getSubscriptionsByToken'
  | 'getLimits'
  | 'getSessionInfo'
  | 'getRealityCheck'
  | 'getProductBlocks'
  | 'getKycDocuments'
  | 'getGames'
  | 'getFavourites'
  | 'getLastPlayedGames'
  | 'getJackpots'
  | 'getTotalJackpot'
  | 'getLeaderboard'
  | 'getRelativeLeaderboard'
  | 'getLicenseLogos'
  | 'getInfoPage'
  | 'getDocument'
  | 'getBonusContent'
  | 'getLifetimeStats'
  | 'getExchangeRates'
  | 'getPlayerProperties'
  | 'onConnectionChange'
  | 'reconnect'
  | 'prefetch';

type WriteOperation = (typeof WRITE_OPERATIONS)[number];
type Sorted<T extends [never, never]> = T;
/** Compiles only when every operation is a write or a read (a new one is sorted where it is added), never both. */
export type EveryOperationSorted = Sorted<[Exclude<OperationName, WriteOperation | ReadOperation>, Extract<WriteOperation, ReadOperation>]>;

const WRITES: ReadonlySet<OperationName> = new Set(WRITE_OPERATIONS);

/** True when the operation changes something, so a call that got no answer must not be repeated. */
export function isWriteOperation(operation: OperationName): boolean {
  return WRITES.has(operation);
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
