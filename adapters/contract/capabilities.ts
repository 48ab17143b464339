// Part of the platform contract (adapters/contract.ts, its one entry): What a platform can do: the flags widgets hide features by.

/**
 * What a platform (as its adapter stands) can do, so a widget hides what it cannot offer. A flag
 * names a product feature that may need several operations; `hasOperation` checks one method.
 */
export interface Capabilities {
  /** E-mail and password sign-in (false where SGA-style bank-ID replaces it). */
  passwordSignIn: boolean;
  /** Bank-ID style OAuth sign-in through an iframe. */
  oauthSignIn: boolean;
  /** QR code for the OAuth sign-in on another device. */
  qrSignIn: boolean;
  /** Phone identification with a one-time code sent by SMS. */
  smsOtp: boolean;
  /** Sign-up with the full form (the sign-up wizard). */
  signUp: boolean;
  /** Sign-up with a token from an OAuth sign-in. */
  tokenSignUp: boolean;
  /** Account activation by an e-mailed code or link. */
  activation: boolean;
  /** Forgotten password: the reset request and the new password. */
  passwordReset: boolean;
  /**
   * The reset request needs a completed captcha, whose token goes with it (realtime: always; REST: when
   * `captchaSiteKey` is configured).
   */
  passwordResetCaptcha: boolean;
  /** Terms and conditions: reading the current version and accepting it. */
  terms: boolean;
  /**
   * The platform records that the player accepted the current terms. Without `terms` it serves no text: the
   * terms widget then links the operator's page (`termsUrl`) and offers Accept and Decline.
   */
  termsAcceptance: boolean;
  /** The account's profile: reading and changing details and the password. */
  profileEditing: boolean;
  /** Bonuses: the player's bonuses, claiming, cancelling, bonus codes and deposit offers. */
  bonuses: boolean;
  /** The inbox: the player's messages, marked read when opened. */
  inbox: boolean;
  /** Transaction and game-round history. */
  history: boolean;
  /** Sportsbook bets in the history (its Sports bets filter). */
  sportsHistory: boolean;
  /** The player's lifetime figures and properties, SSO tokens and exchange rates (window.casino's, for the page). */
  playerData: boolean;
  /** Marketing subscriptions (e-mail, SMS, phone) and unsubscribe links. */
  subscriptions: boolean;
  /** Responsible-gaming limits: deposit, loss, wager and session limits. */
  limits: boolean;
  /** Taking a break (a block for some days). */
  blocks: boolean;
  /** Self-exclusion. */
  selfExclusion: boolean;
  /** Blocks of single products (casino, sports betting). */
  productBlocks: boolean;
  /** Reality checks during the session. */
  realityCheck: boolean;
  /** The responsible-gaming self-test (PGSI). */
  responsibleGamingTest: boolean;
  /** The session summary after sign-in (SGA). */
  sessionSummary: boolean;
  /** Identity verification: document uploads and their review. */
  kyc: boolean;
  /** The source-of-wealth declaration. */
  sourceOfWealth: boolean;
  /** Deposits and withdrawals through the payment cashier. */
  cashier: boolean;
  /** Pay and play: a deposit that identifies the player with the bank and signs them in. */
  payAndPlay: boolean;
  /**
   * The countries (ISO alpha-2) where this platform offers pay-and-play, when it limits them (the
   * third-party casino platform: FI, NL, SE, spec 002 §7.5); null: wherever `payAndPlay` is true.
   */
  payAndPlayCountries: readonly string[] | null;
  /**
   * Pay-and-play serves a player who is not signed in: the bank identifies them at the payment (the third-party
   * casino platform). Elsewhere the player signs in first. Gated on the geo country (`getIpCountry`) either way.
   */
  anonymousPayAndPlay: boolean;
  /** Pushes balance changes (no polling needed). */
  balancePush: boolean;
  /** The game lobby. */
  games: boolean;
  /** Games open by their id (`casino.openGame`): the demo at least, real play where the platform offers it. */
  gameLaunch: boolean;
  /** Favourite games. */
  favourites: boolean;
  /** Last played games. */
  lastPlayed: boolean;
  /** Jackpots. */
  jackpots: boolean;
  /** Tournaments. */
  tournaments: boolean;
  /** Sign-in, account, deposit... open in the provider's own framework UI. */
  providerViews: boolean;
  /** Live chat with support. */
  chat: boolean;
  /** The regulators' license logos (`<casino-license-logos>`). */
  licenseLogos: boolean;
  /** The info pages about us and the bonus policy (`<casino-about-us>`, `<casino-bonus-policy>`). */
  infoPages: boolean;
  /** The privacy policy, the cookie policy and the responsible-gaming information (`<casino-document>`). */
  documents: boolean;
}
