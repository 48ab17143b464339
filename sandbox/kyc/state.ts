// The verification tables: uploaded documents (with what the sandbox saw in their bytes) and the
// source-of-wealth declarations received. docs/sandbox.md lists the seed: keep both in step.
import { DAY_MS } from '../clock.ts';
import type { UploadInfo } from './image-info.ts';

export type KycType = 'ID' | 'ProofOfAddress' | 'CreditCard' | 'BankStatement' | 'EWallet' | 'SourceOfWealth' | 'Other';
export type KycStatusName = 'New' | 'Approved' | 'Declined';

/** In the platform's order: `TypeCode` is the position (the REST adapter reads the same order). */
export const KYC_TYPES: readonly KycType[] = ['ID', 'ProofOfAddress', 'CreditCard', 'BankStatement', 'EWallet', 'SourceOfWealth', 'Other'];
export const KYC_STATUSES: readonly KycStatusName[] = ['New', 'Approved', 'Declined'];

/** A decline's reasons, in spec 001 §8's order: `ReasonCode` is the position plus one (0: none). */
export const KYC_REASONS = [
  'AccountNumberNotVisible', 'AllFourCornersVisible', 'BackMissing', 'BadQualityBlurry', 'BlackWhiteCopy', 'ExpiredCard',
  'Flash', 'FrontMissing', 'InformationNotVisible', 'MissingAddress', 'MissingIssueDate', 'MissingName',
  'MissingSignatureOnCardBack', 'NameOrExpiryCovered', 'NetellerDropDown', 'NewLayout', 'NoOfficialLogo', 'OldDocument',
  'OtherAccounts', 'OtherCards', 'Scanned', 'ScreenshotOrStamped', 'SkrillNetellerScreenshot', 'WrongCardNumber', 'WrongDocument',
] as const;
export type KycReason = (typeof KYC_REASONS)[number];

export interface KycDocumentRow {
  id: number;
  playerId: number;
  type: KycType;
  status: KycStatusName;
  reasons: KycReason[];
  addedMs: number;
  /** What arrived: format by magic bytes, byte size, image dimensions, EXIF present (null for seeded rows). */
  received: UploadInfo | null;
}

export interface SourceOfWealthRow {
  playerId: number;
  receivedMs: number;
  /** The body as it came. */
  body: Record<string, unknown>;
}

export interface KycTables {
  documents: KycDocumentRow[];
  declarations: SourceOfWealthRow[];
  nextDocumentId: number;
}

/** The players of the verification journeys (ids of their own, clear of the other seeds). */
export const KYC_PLAYER_IDS = { documents: 1201, provideDocuments: 1202 } as const;

export function seedKyc(nowMs: number): KycTables {
  const player = KYC_PLAYER_IDS.documents;
  return {
    documents: [
      { id: 9001, playerId: player, type: 'ID', status: 'Approved', reasons: [], addedMs: nowMs - 40 * DAY_MS, received: null },
      { id: 9002, playerId: player, type: 'ProofOfAddress', status: 'Declined', reasons: ['OldDocument', 'BadQualityBlurry'], addedMs: nowMs - 10 * DAY_MS, received: null },
      { id: 9003, playerId: player, type: 'CreditCard', status: 'New', reasons: [], addedMs: nowMs - 2 * DAY_MS, received: null },
    ],
    declarations: [],
    nextDocumentId: 9100,
  };
}
