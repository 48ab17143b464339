// Per-operation tables of the platform contract: the area of each operation's errors and whether it
// writes, requireOperation, and the run-time check of a freshly built adapter. A module apart from contract.ts so that the entry script, which needs none
// of them, does not carry them.
import {
  PlatformError, type Capabilities, type ErrorArea, type OperationName, type OptionalOperationName, type Platform, type PlatformName,
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
  getTerms: 'terms',
  acceptTerms: 'terms',
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
  getCountries: 'sign-up',
  getCurrencies: 'sign-up',
  getCallingCodes: 'sign-up',
  getIpCountry: 'player',
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
  getProductBlocks: 'responsible-gaming',
  getKycDocuments: 'kyc',
  uploadKycDocument: 'kyc',
  submitSourceOfWealth: 'source-of-wealth',
  getCashierSetup: 'cashier',
  getGames: 'game',
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
  getLicenseLogos: 'content',
  getInfoPage: 'content',
  getDocument: 'content',
  getBonusContent: 'content',
  getLifetimeStats: 'player',
  createSsoToken: 'player',
  getExchangeRates: 'player',
  getPlayerProperties: 'player',
  setPlayerProperties: 'player',
  openProviderView: 'player',
  onConnectionChange: 'player',
  reconnect: 'player',
  dispose: 'player',
  prefetch: 'player',
} as const satisfies Record<OperationName, ErrorArea>;

// Which operations write, and which writes protect the player (what the adapters' call policy asks): a module of
// its own, adapters/operation-writes.ts, that loads with the adapters rather than with every widget's first render.

/** The developer's text of the error of a missing operation (spec 002 §4.6), the same on every platform. */
export const NOT_IMPLEMENTED_MESSAGE = 'Method not implemented';

/** The operation, bound to its platform, or a PlatformError '<area>.not-implemented' ("Method not implemented") when the platform lacks it. */
export function requireOperation<K extends OptionalOperationName>(platform: Platform, name: K): NonNullable<Platform[K]> {
  const operation: unknown = platform[name];
  if (typeof operation !== 'function') {
    throw new PlatformError({
      area: OPERATION_AREAS[name],
      code: 'not-implemented',
      message: `${NOT_IMPLEMENTED_MESSAGE}: the '${platform.name}' platform has no ${name}.`,
    });
  }
  return operation.bind(platform) as NonNullable<Platform[K]>;
}

/** The capability flags that are yes-or-no (every member of `Capabilities` but the pay-and-play country list). */
export type CapabilityFlag = { [K in keyof Capabilities]-?: Capabilities[K] extends boolean ? K : never }[keyof Capabilities];

/**
 * What each capability flag promises: the operations a platform that claims it has. The one answer to "can
 * this platform do X" (`can`), the source of the operations a page requires (`requiredOperations`), and what
 * the conformance suite holds every adapter to. A flag with no operation of its own (a captcha on the reset
 * request, chat for now) promises none.
 */
export const CAPABILITY_OPERATIONS = {
  passwordSignIn: ['signIn'],
  oauthSignIn: ['getOAuthSignInUrl', 'signInWithCode'],
  qrSignIn: ['getQrCodeUrl'],
  smsOtp: ['requestOtp', 'signInWithOtp'],
  signUp: ['signUp'],
  tokenSignUp: ['signUpWithToken'],
  activation: ['activateAccount'],
  passwordReset: ['forgotPassword', 'resetPassword'],
  passwordResetCaptcha: [],
  terms: ['getTerms'],
  termsAcceptance: ['acceptTerms'],
  profileEditing: ['updateProfile'],
  bonuses: ['getBonuses'],
  inbox: ['getMessages', 'markMessage'],
  history: ['getHistory'],
  sportsHistory: ['getHistory'],
  playerData: ['getLifetimeStats', 'createSsoToken', 'getExchangeRates', 'getPlayerProperties', 'setPlayerProperties'],
  subscriptions: ['getSubscriptions', 'updateSubscriptions'],
  limits: ['getLimits', 'setLimit', 'removeLimit'],
  blocks: ['block'],
  selfExclusion: ['selfExclude'],
  productBlocks: ['getProductBlocks'],
  realityCheck: ['getRealityCheck'],
  responsibleGamingTest: ['submitTestScore'],
  sessionSummary: ['getSessionInfo'],
  kyc: ['getKycDocuments', 'uploadKycDocument'],
  sourceOfWealth: ['submitSourceOfWealth'],
  cashier: ['getCashierSetup'],
  payAndPlay: ['getCashierSetup'],
  // A refinement of payAndPlay (who it serves), whose operation is payAndPlay's.
  anonymousPayAndPlay: [],
  balancePush: ['onBalanceChange'],
  games: ['getGames', 'launchGame'],
  gameLaunch: ['launchGame'],
  favourites: ['getFavourites', 'addFavourite', 'removeFavourite'],
  lastPlayed: ['getLastPlayedGames'],
  jackpots: ['getJackpots', 'getTotalJackpot'],
  tournaments: ['joinTournament', 'getLeaderboard', 'getRelativeLeaderboard'],
  providerViews: ['openProviderView'],
  chat: [],
  licenseLogos: ['getLicenseLogos'],
  infoPages: ['getInfoPage'],
  documents: ['getDocument'],
} as const satisfies Record<CapabilityFlag, readonly OperationName[]>;

/** Whether the platform can do X: it claims the capability and has every operation the capability promises. */
export function can(platform: Platform, capability: CapabilityFlag): boolean {
  return platform.capabilities[capability] === true && CAPABILITY_OPERATIONS[capability].every((operation) => typeof platform[operation] === 'function');
}

/**
 * What an element on the page uses of its platform (elements/widget-table.ts's `needs`): a capability (its
 * operations are required when the platform claims it; else the element hides) or an operation it cannot do
 * without (required whatever the platform claims).
 */
export type PageNeed = CapabilityFlag | OperationName;

/**
 * What any page with a player needs, whatever it turns on: the session's end, and the profile and wallet it reads.
 * A platform with no way to sign a player in (the third-party casino platform, whose sign-in is not public) has no
 * signed-in player: its pages serve anonymous visitors, and need none of these.
 */
const SESSION_OPERATIONS = ['signOut', 'getProfile', 'getWallet'] as const satisfies readonly OperationName[];

/**
 * The operations a page needs of its platform, derived from what it turns on (as Auth.js derives an adapter's
 * required methods from the app's configuration): a way to sign a player in (`signIn`, or the provider's own
 * view through `openProviderView` on a platform that signs players in there), the session's operations, and the
 * operations of every capability the page's elements use that the platform claims (`needs`: by default every
 * capability it claims). A capability the platform does not claim requires nothing: its widgets hide.
 */
export function requiredOperations(capabilities: Readonly<Capabilities>, needs?: Iterable<PageNeed>): readonly OperationName[] {
  const required = new Set<OperationName>();
  if (capabilities.passwordSignIn) required.add('signIn');
  else if (capabilities.providerViews) required.add('openProviderView');
  if (capabilities.passwordSignIn || capabilities.providerViews) for (const operation of SESSION_OPERATIONS) required.add(operation);
  const used = needs ? [...needs] : (Object.keys(CAPABILITY_OPERATIONS) as CapabilityFlag[]);
  for (const need of used) {
    if (Object.hasOwn(CAPABILITY_OPERATIONS, need)) {
      const capability = need as CapabilityFlag;
      if (capabilities[capability] === true) for (const operation of CAPABILITY_OPERATIONS[capability]) required.add(operation);
    } else if (need === 'signIn') {
      // A way to sign in: the password, or the provider's own view (already required above).
    } else {
      required.add(need as OperationName);
    }
  }
  return [...required];
}

/** What a page that signs players in with a password needs at least: derived, as every page's requirement is. */
export const REQUIRED_OPERATIONS = Object.freeze(requiredOperations({ passwordSignIn: true } as Capabilities, []));

/**
 * Checks at run time what the page needs (`requiredOperations`), for adapters built by hand or loaded across
 * bundles. Here and not in create-platform.ts: the entry script carries createPlatform, while this module is
 * fetched beside the adapter's own chunk, so the check costs the entry nothing and the adapter no extra round trip.
 */
export function assertPlatform(platform: Platform, name: PlatformName, needs?: Iterable<PageNeed>): Platform {
  if (typeof platform.capabilities !== 'object' || platform.capabilities === null) {
    throw new Error(`The '${name}' platform adapter has no capabilities.`);
  }
  const missing = requiredOperations(platform.capabilities, needs).filter((operation) => typeof platform[operation] !== 'function');
  if (missing.length > 0) {
    throw new Error(`The '${name}' platform adapter lacks required operations: ${missing.join(', ')}.`);
  }
  return platform;
}
