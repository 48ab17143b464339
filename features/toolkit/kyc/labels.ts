import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycDocumentType, KycRejectionReason, KycStatus } from '../../../adapters/contract.ts';

/** The picker's document types, in the spec's order (spec 001 §3: source of wealth is not picked here). */
export const UPLOAD_TYPES = [
  { id: 'id', label: msg`ID` },
  { id: 'credit-card', label: msg`Credit card` },
  { id: 'proof-of-address', label: msg`Proof of address` },
  { id: 'bank-statement', label: msg`Bank statement` },
  { id: 'e-wallet', label: msg`E-wallet` },
  { id: 'other', label: msg`Other` },
] as const satisfies readonly { id: KycDocumentType; label: MessageDescriptor }[];

export type UploadType = (typeof UPLOAD_TYPES)[number]['id'];

export const DOCUMENT_TYPE_LABELS = {
  id: msg`ID`,
  'credit-card': msg`Credit card`,
  'proof-of-address': msg`Proof of address`,
  'bank-statement': msg`Bank statement`,
  'e-wallet': msg`E-wallet`,
  'source-of-wealth': msg`Source of wealth`,
  other: msg`Other`,
} as const satisfies Record<KycDocumentType, MessageDescriptor>;

export const STATUS_LABELS = {
  uploaded: msg`Uploaded`,
  approved: msg`Approved`,
  declined: msg`Declined`,
} as const satisfies Record<KycStatus, MessageDescriptor>;

/** A declined document's reasons as the spec's text labels (spec 001 §8), all 25. */
export const KYC_REASON_LABELS = {
  'account-number-not-visible': msg`Account number not visible`,
  'all-four-corners-visible': msg`All four corners visible`,
  'back-missing': msg`Back missing`,
  'bad-quality-blurry': msg`Bad quality/blurry`,
  'black-white-copy': msg`Black-white copy`,
  'expired-card': msg`Expired card`,
  flash: msg`Flash`,
  'front-missing': msg`Front missing`,
  'information-not-visible': msg`Information not visible`,
  'missing-address': msg`Missing address`,
  'missing-issue-date': msg`Missing issue date`,
  'missing-name': msg`Missing name`,
  'missing-signature-on-card-back': msg`Missing signature on card back`,
  'name-or-expiry-covered': msg`Name or expiry covered`,
  'neteller-drop-down': msg`Neteller drop-down`,
  'new-layout': msg`New layout`,
  'no-official-logo': msg`No official logo`,
  'old-document': msg`Old document`,
  'other-accounts': msg`Other accounts`,
  'other-cards': msg`Other cards`,
  scanned: msg`Scanned`,
  'screenshot-or-stamped': msg`Screenshot or stamped`,
  'skrill-neteller-screenshot': msg`Skrill/Neteller screenshot`,
  'wrong-card-number': msg`Wrong card number`,
  'wrong-document': msg`Wrong document`,
} as const satisfies Record<KycRejectionReason, MessageDescriptor>;

export function isUploadType(value: string): value is UploadType {
  return UPLOAD_TYPES.some((row) => row.id === value);
}
