import type { KycDocumentType, KycRejectionReason, KycStatus } from '../contract.ts';

/**
 * KYC `Type` (the upload's and the list's) → ours. The list's `TypeCode` number is the position in the
 * platform's enumeration as the public client lists it (ID, ProofOfAddress, CreditCard, BankStatement,
 * EWallet, SourceOfWealth, Other): the names are authoritative, the numbers read only when no name comes.
 */
export const KYC_TYPES = {
  ID: 'id',
  ProofOfAddress: 'proof-of-address',
  CreditCard: 'credit-card',
  BankStatement: 'bank-statement',
  EWallet: 'e-wallet',
  SourceOfWealth: 'source-of-wealth',
  Other: 'other',
} as const satisfies Record<string, KycDocumentType>;

/** Ours → the upload's `Type`. */
export const PROVIDER_KYC_TYPES = {
  id: 'ID',
  'proof-of-address': 'ProofOfAddress',
  'credit-card': 'CreditCard',
  'bank-statement': 'BankStatement',
  'e-wallet': 'EWallet',
  'source-of-wealth': 'SourceOfWealth',
  other: 'Other',
} as const satisfies Record<KycDocumentType, keyof typeof KYC_TYPES>;

export const KYC_TYPE_CODES = ['ID', 'ProofOfAddress', 'CreditCard', 'BankStatement', 'EWallet', 'SourceOfWealth', 'Other'] as const satisfies readonly (keyof typeof KYC_TYPES)[];

/** `Status` → ours (spec 002 §4: New means uploaded); `StatusCode` is the position in this order. */
export const KYC_STATUS = {
  New: 'uploaded',
  Approved: 'approved',
  Declined: 'declined',
} as const satisfies Record<string, KycStatus>;

export const KYC_STATUS_CODES = ['New', 'Approved', 'Declined'] as const satisfies readonly (keyof typeof KYC_STATUS)[];

/**
 * A decline's reasons (`Reasons` names, or the single `ReasonCode` number: 0 is none, then the spec's
 * order from 1) → ours, whose text labels are spec 001 §8's.
 */
export const KYC_REASONS = {
  AccountNumberNotVisible: 'account-number-not-visible',
  AllFourCornersVisible: 'all-four-corners-visible',
  BackMissing: 'back-missing',
  BadQualityBlurry: 'bad-quality-blurry',
  BlackWhiteCopy: 'black-white-copy',
  ExpiredCard: 'expired-card',
  Flash: 'flash',
  FrontMissing: 'front-missing',
  InformationNotVisible: 'information-not-visible',
  MissingAddress: 'missing-address',
  MissingIssueDate: 'missing-issue-date',
  MissingName: 'missing-name',
  MissingSignatureOnCardBack: 'missing-signature-on-card-back',
  NameOrExpiryCovered: 'name-or-expiry-covered',
  NetellerDropDown: 'neteller-drop-down',
  NewLayout: 'new-layout',
  NoOfficialLogo: 'no-official-logo',
  OldDocument: 'old-document',
  OtherAccounts: 'other-accounts',
  OtherCards: 'other-cards',
  Scanned: 'scanned',
  ScreenshotOrStamped: 'screenshot-or-stamped',
  SkrillNetellerScreenshot: 'skrill-neteller-screenshot',
  WrongCardNumber: 'wrong-card-number',
  WrongDocument: 'wrong-document',
} as const satisfies Record<string, KycRejectionReason>;

export const KYC_REASON_CODES = Object.keys(KYC_REASONS) as readonly (keyof typeof KYC_REASONS)[];
