/**
 * The one front-end contract over every backend (spec 002 §1): the domain types of the three spec
 * documents, the `Platform` interface every adapter implements, its capability flags and the error
 * type every adapter throws. Features and elements import this file only, never a concrete adapter.
 *
 * Conventions of the domain (so each adapter maps to them, not each widget):
 * - Names are the spec's camelCase names; enumerations are lower-case (kebab-case) words, never the
 *   provider's PascalCase.
 * - Money is a number in the currency's major unit (12.5 means 12.50 EUR).
 * - Instants are ISO-8601 strings in UTC; dates of birth are `YYYY-MM-DD`.
 * - Time limits and session lengths are in minutes.
 * - Absent text in an entity is an empty string, so forms need no undefined checks; an absent number
 *   or flag is `undefined` only where "unknown" means something different from zero or false.
 *
 * This module knows no React and holds no state.
 */


// The contract is written in files by area (adapters/contract/); this module is its one entry: every
// importer names what it needs from here, and a new area file adds its names below (by name, no `export *`).
export { LIVE_CONFIG_KEYS, ENDPOINT_CONFIG_KEYS, OPENS_OWN_VIEWS } from './contract/config.ts';
export type {
  Jurisdiction, PlatformName, CommonPlatformConfig, RestPlatformConfig, RealtimePlatformConfig,
  SkillOnNetPlatformConfig, FrameworkPlatformConfig, PlatformConfig, PlatformConfigOf, PlatformConfigKey,
  PlatformConfigChange, SessionStore, CaptchaChallenge, PlatformContext, Unsubscribe, CashierOptions,
} from './contract/config.ts';
export { PlatformError, isPlatformError, platformText, PLATFORM_TEXT_MAX_LENGTH } from './contract/errors.ts';
export { hasPlatformErrorMark } from './contract/error-brand.ts';
export type {
  ErrorArea, ErrorCode, ErrorKey, PlatformErrorInit,
} from './contract/errors.ts';
export type {
  Capabilities,
} from './contract/capabilities.ts';
export type {
  Currency, CallingCode, Country,
} from './contract/reference-data.ts';
export type {
  Gender, ProfileLocks, Profile, ProfileUpdate, SignInCredentials, SignInResult, OtpPlayerInfo, OtpSignInResult,
  OAuthStart, OAuthCode, OAuthSignInResult, OAuthCollectStatus, TermsDocument, SessionChange, ConnectionState,
  PlayerActionPage, PlayerAction, ProviderView, PlayerOperations,
} from './contract/player.ts';
export type {
  SignUpValues, SignUpPayload, SignUpTokenInfo, SignUpResult, ActivationResult, Availability, SignUpOperations,
} from './contract/sign-up.ts';
export type {
  Wallet, BonusStatus, BonusType, WithdrawPolicy, Bonus, MessageStatus, Message, HistoryKind, TransactionType,
  TransactionStatus, Transaction, HistoryQuery, HistoryPage, PaymentStats, SubscriptionType, Subscription,
  AccountOperations,
} from './contract/account.ts';
export type {
  LimitType, LimitPeriod, Product, Limit, LimitChange, BlockProduct, Block, PanicChoice, TestScore,
  RealityCheckWager, RealityCheck, PreviousSession, SessionInfo, KycDocumentType, KycStatus, KycRejectionReason,
  KycDocument, UploadProgress, KycUpload, SourceOfWealthOption, SourceOfWealth, ResponsibleGamingOperations,
} from './contract/responsible-gaming.ts';
export type {
  CashierKind, CashierRequest, CashierSetup, PaymentOperations,
} from './contract/payments.ts';
export type {
  Game, PlayMode, GameLaunchRequest, GameLaunch, Favourite, Jackpot, LeaderboardPlayer, TournamentLeaderboard,
  GameOperations,
} from './contract/games.ts';
export type {
  InfoPage, DocumentName, ContentOperations, ContentServiceConfig, RichTextMark, RichTextBlock, RichTextNode, RichText,
  BonusContent,
} from './contract/content.ts';
export type {
  LifetimeStats, PlayerPropertyType, PlayerProperty, ExchangeRates, PlayerDataOperations,
} from './contract/player-data.ts';
export { hasOperation } from './contract/platform.ts';
export type {
  Platform, PlatformFactory, OperationName, OptionalOperation, OptionalOperationName, RequiredOperation,
  EarlyReadKey,
} from './contract/platform.ts';
