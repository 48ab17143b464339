// Part of the platform contract (adapters/contract.ts, its one entry): Responsible gaming (limits, blocks, self-exclusion, session and reality check, the self-test), verification and source of wealth.

export type LimitType =
  | 'deposit'
  | 'loss'
  | 'wager'
  | 'session'
  | 'product-session'
  | 'reality-check'
  | 'self-exclude'
  | 'block';
export type LimitPeriod = 'transaction' | 'daily' | 'weekly' | 'monthly';
export type Product = 'casino' | 'bingo' | 'sport' | 'fantasy' | 'pool-betting' | 'poker' | 'lotto';

export interface Limit {
  id: string;
  type: LimitType;
  period: LimitPeriod;
  product?: Product;
  status: 'active' | 'canceled';
  /** Money for money limits; minutes for time limits. */
  amount: number;
  remainingAmount?: number;
  /** An increase waiting for its cool-down (72 hours), shown beside the current limit. */
  queued?: { amount: number; activates?: string };
  /** The player cannot change it (its form is disabled). */
  locked: boolean;
  expiryDate?: string;
  currency?: string;
}

export interface LimitChange {
  type: LimitType;
  period: LimitPeriod;
  /** Money, or minutes for time limits. */
  amount: number;
  product?: Product;
  currency?: string;
}

export type BlockProduct = Product | 'payment' | 'bonus' | 'other';

export interface Block {
  id: string;
  product: BlockProduct;
  status: 'active' | 'inactive' | 'cool-down';
  expires?: string;
}

/** The self-exclude widget's choice (spec 001 §4). */
export type PanicChoice = 'open' | 'pause' | 'none';

export interface TestScore {
  score: number;
  version: 'full' | 'short' | 'spain-limit';
}

export interface RealityCheckWager {
  product: string;
  win: number;
  wager: number;
}

export interface RealityCheck {
  /** Minutes signed in in this session. */
  minutes: number;
  wagers: readonly RealityCheckWager[];
  currency: string;
}

export interface PreviousSession {
  won: number;
  wager: number;
  ip?: string;
  device?: string;
  started: string;
  ended: string;
  /** Minutes. */
  length: number;
}

export interface SessionInfo {
  /** Minutes until the next reality check. */
  nextRealityCheck?: number;
  /** Minutes since the session started. */
  length: number;
  started: string;
  prevSession?: PreviousSession;
}

export type KycDocumentType =
  | 'id'
  | 'credit-card'
  | 'proof-of-address'
  | 'bank-statement'
  | 'e-wallet'
  | 'source-of-wealth'
  | 'other';
export type KycStatus = 'uploaded' | 'approved' | 'declined';

/** The rejection reasons of spec 001 §8, as keys for their text labels (`KYC_REASON_LABELS` in features/toolkit/kyc). */
export type KycRejectionReason =
  | 'account-number-not-visible'
  | 'all-four-corners-visible'
  | 'back-missing'
  | 'bad-quality-blurry'
  | 'black-white-copy'
  | 'expired-card'
  | 'flash'
  | 'front-missing'
  | 'information-not-visible'
  | 'missing-address'
  | 'missing-issue-date'
  | 'missing-name'
  | 'missing-signature-on-card-back'
  | 'name-or-expiry-covered'
  | 'neteller-drop-down'
  | 'new-layout'
  | 'no-official-logo'
  | 'old-document'
  | 'other-accounts'
  | 'other-cards'
  | 'scanned'
  | 'screenshot-or-stamped'
  | 'skrill-neteller-screenshot'
  | 'wrong-card-number'
  | 'wrong-document';

export interface KycDocument {
  /** The platform's id when it gives one (the list is keyed by it); otherwise built from type and date. */
  id: string;
  type: KycDocumentType;
  status: KycStatus;
  /** Rejection reasons of a declined document; a reason the adapter cannot name is left out. */
  reasons: readonly KycRejectionReason[];
  /** When it was uploaded (ISO-8601). */
  uploaded: string;
}

/** How far an upload has gone: bytes of the request body sent, of `total`. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface KycUpload {
  type: KycDocumentType;
  /** Base64 (images already scaled to 2000 px and re-encoded as jpeg by the widget). */
  image: string;
  /** Called as the request body goes out, where the platform can tell (bytes, not a guess). */
  onProgress?: (progress: UploadProgress) => void;
}

export interface SourceOfWealthOption {
  id: string;
  label: string;
}

/** The source-of-wealth declaration (spec 001 §2, §3): labels as the player chose them, in English. */
export interface SourceOfWealth {
  sources: readonly SourceOfWealthOption[];
  /** The free text of the Other source, when Other is chosen. */
  sourceOther?: string;
  industry: SourceOfWealthOption;
  /** The free text of the Other industry, when Other is chosen. */
  industryOther?: string;
  occupation: string;
  /** The annual income band in the player's currency; `to` absent for the open-ended top band. */
  income: { from: number; to?: number };
  confirmed: boolean;
  /** ISO 3166-1 alpha-2 codes. */
  nationality: string;
  birthCountry: string;
}


/** Limits, blocks, self-exclusion, the session and reality check, the self-test, KYC and source of wealth (areas responsible-gaming, kyc, source-of-wealth). Operations a platform lacks are absent. */
export interface ResponsibleGamingOperations {
  // Limits, blocks and self-exclusion: the account's responsible-gaming tab (REST: adapters/rest/responsible-gaming-limits.ts, the read, and responsible-gaming-writes.ts).
  /** Active limits (a raise waiting for its cool-down as `queued`, an operator's as `locked`) and cancelled ones. */
  getLimits?(): Promise<readonly Limit[]>;
  /** Sets a limit; an increase is queued for the cool-down, a decrease applies at once. */
  setLimit?(change: LimitChange): Promise<void>;
  /** Removes a limit (refused for SGA deposit limits by the widget's rules). */
  removeLimit?(limit: Pick<Limit, 'id' | 'type' | 'period' | 'product'>): Promise<void>;
  /** Blocks the player for a number of days (99999: indefinitely); signs the player out. */
  block?(days: number): Promise<void>;
  /** Self-excludes for a number of days; signs the player out. */
  selfExclude?(days: number): Promise<void>;
  /** Records the self-exclude widget's choice. */
  sendPanicChoice?(choice: PanicChoice): Promise<void>;
  /** Submits the responsible gaming test's score. */
  submitTestScore?(score: TestScore): Promise<void>;
  getSessionInfo?(): Promise<SessionInfo>;
  getRealityCheck?(): Promise<RealityCheck>;
  /** Active and cooling-down product blocks (a payment block stops deposits). */
  getProductBlocks?(): Promise<readonly Block[]>;
  getKycDocuments?(): Promise<readonly KycDocument[]>;
  /** Uploads a document (a write: never retried); a bad type rejects `kyc.invalid-file-type`. */
  uploadKycDocument?(upload: KycUpload): Promise<void>;
  submitSourceOfWealth?(declaration: SourceOfWealth): Promise<void>;
}
